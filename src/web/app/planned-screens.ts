// What each screen that is still being built will hold, in the words a member reads on it.
export const PLANNED_SCREENS: Record<string, { title: string; description: string }> = {
  "our-app": {
    title: "Our App",
    description: "A tour of every feature, with screenshots taken from the real app.",
  },
  blog: { title: "Blog", description: "Guides on finance internships, skills and careers." },
  "blog-article": { title: "Blog", description: "The full article, with its author, date and read time." },
  faq: {
    title: "Frequently Asked Questions",
    description:
      "Answers about the roles we cover, how jobs are found, how often they are posted, student pricing, alumni contacts and the AI application assistant.",
  },
  contact: { title: "Contact", description: "A form that sends your message straight to our support team." },
  careers: { title: "Careers", description: "Our values and the roles we are hiring for." },
  privacy: { title: "Privacy Policy", description: "How we collect, use and protect your data." },
  terms: {
    title: "Terms of Service",
    description: "The terms of using the service, including the conditions of the 90-day guarantee.",
  },
  cookies: { title: "Cookie Policy", description: "The cookies we set and why." },
  pricing: { title: "Pricing", description: "The Free plan at £0 forever and Premium at £30 per month." },
  "onboard-welcome": {
    title: "Welcome",
    description: "A few questions so we can tailor your job feed and alerts.",
  },
  "onboard-personal-details": { title: "Personal details", description: "Your name and university." },
  "onboard-education-background": {
    title: "Education background",
    description: "Where you are in your studies and what you study.",
  },
  "onboard-career-goals": {
    title: "Career goals",
    description: "The roles, finance areas and locations you are aiming for.",
  },
  "onboard-experience-skills": {
    title: "Experience and skills",
    description: "Your relevant experience and strongest skills.",
  },
  "onboard-notification-preferences": {
    title: "Notification preferences",
    description: "How often you want job updates and which content helps you.",
  },
  "onboard-career-vision": {
    title: "Career vision",
    description: "Where you want your finance career to take you.",
  },
  "onboard-done": { title: "All set", description: "Your answers are saved and your feed is ready." },
  "job-feed": {
    title: "Job Feed",
    description: "Finance roles from 300+ monitored firms, ranked for you, with alerts.",
  },
  "premier-firms": {
    title: "Premier Firms",
    description: "The leading firms, their open roles and next deadlines.",
  },
  "premier-firm-job": {
    title: "Role details",
    description:
      "The full description, dates, requirements, interview stages and online tests for this role.",
  },
  tracker: {
    title: "Application Tracker",
    description: "A Kanban board of every application, from saved to offer.",
  },
  "tracker-application": {
    title: "Application",
    description: "Everything about one application: stages, deadlines, documents and notes.",
  },
  "assessment-prep": {
    title: "Assessment Prep",
    description: "Practice for the personality and aptitude tests firms use.",
  },
  "assessment-personality": {
    title: "Personality Assessment",
    description: "What the personality test measures and how to approach it.",
  },
  "assessment-personality-test": {
    title: "Personality Test",
    description: "A full personality questionnaire with your trait profile at the end.",
  },
  "assessment-aptitude": {
    title: "Aptitude Tests",
    description: "Numerical, verbal and logical reasoning practice with worked solutions.",
  },
  networking: {
    title: "Networking",
    description: "A contacts CRM with follow-up reminders and monthly chat goals.",
  },
  prep: {
    title: "Prep",
    description: "Technical and behavioural preparation material for finance interviews.",
  },
  profile: {
    title: "Profile",
    description: "Your details, preferences, notification settings and account controls.",
  },
  documents: { title: "Documents", description: "Your CVs and cover letters, with CV match scores." },
  interview: {
    title: "Interview Practice",
    description: "Timed mock interviews with feedback on every answer.",
  },
  "interview-results": {
    title: "Interview Results",
    description: "Your answers and feedback from one practice session.",
  },
  "interview-history": { title: "Interview History", description: "Every practice session you have done." },
  billing: { title: "Billing", description: "Your plan, free trial, licence codes and payments." },
  "career-coach": {
    title: "Career Coach",
    description: "Advice on your applications from an AI career coach.",
  },
  notifications: {
    title: "Notifications",
    description: "Job alerts, replies from support and announcements.",
  },
  "admin-dashboard": {
    title: "Dashboard",
    description: "Platform statistics: users, paid members, sign-ups and plans.",
  },
  "admin-users": { title: "User Management", description: "Search, inspect and edit users." },
  "admin-bulk-licenses": {
    title: "Bulk Licenses",
    description: "Generate and manage licence codes for universities and organisations.",
  },
  "admin-broadcast": {
    title: "Broadcast Messages",
    description: "Send announcements by email, in-app, or both.",
  },
  "admin-support-tickets": {
    title: "Support Tickets",
    description: "Messages from members and the contact form.",
  },
  "admin-support-ticket": {
    title: "Support Ticket",
    description: "The conversation with one member and a reply box.",
  },
  "admin-referrals": {
    title: "Referrals",
    description: "Look up a referral code's influencer and sign-ups.",
  },
};

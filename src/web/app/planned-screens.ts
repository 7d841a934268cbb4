// What each screen that is still being built will hold, in the words a member reads on it.
export const PLANNED_SCREENS: Record<string, { title: string; description: string }> = {
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
  "career-coach": {
    title: "Career Coach",
    description: "Advice on your applications from an AI career coach.",
  },
};

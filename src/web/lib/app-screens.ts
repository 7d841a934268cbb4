import {
  Bell,
  BookOpen,
  Briefcase,
  Building2,
  CreditCard,
  FileText,
  GraduationCap,
  KanbanSquare,
  type LucideIcon,
  MessageSquareText,
  Mic,
  User,
  Users,
} from "lucide-react";

// spec 000 §2.10: the signed-in app's screens, written once. The router (src/web/routes.ts), the app
// navigation and the feature tour all read this table. A screen joins it when it is built: nothing in
// the app stands in for one that is not (docs/decisions/0054-no-placeholders-for-unbuilt-screens.md).

export type TourSlideId =
  | "job-feed"
  | "premier-firms"
  | "application-tracker"
  | "cv-builder-1"
  | "cv-builder-2"
  | "assessment-prep"
  | "networking-crm-1"
  | "networking-crm-2"
  | "interview-practice-1"
  | "interview-practice-2"
  | "career-hub-1"
  | "career-hub-2"
  | "notifications";

export type AppScreen = {
  /** Also the route id. */
  id: string;
  /** Under /app, as the router writes it. */
  path: string;
  /** The screen's heading. */
  title: string;
  /** What the screen does, in the member's words. */
  description: string;
  /** Its route module, relative to src/web. */
  module: string;
  /** Its entry in the app navigation, in the table's order. */
  nav?: { label: string; icon: LucideIcon };
  /** The feature-tour slides that photograph this screen, with where to look when it is not the top. */
  tour?: readonly { slide: TourSlideId; focus?: string }[];
};

export const APP_SCREENS = [
  {
    id: "job-feed",
    path: "job-feed",
    title: "Job Feed",
    description: "Roles from the firms we monitor, with search, filters and alerts.",
    module: "features/jobs/routes/job-feed.tsx",
    nav: { label: "Job feed", icon: Briefcase },
    tour: [{ slide: "job-feed" }],
  },
  {
    id: "premier-firms",
    path: "premier-firms",
    title: "Premier Firms",
    description: "The leading firms, their open roles and next deadlines.",
    module: "features/jobs/routes/premier-firms.tsx",
    nav: { label: "Premier firms", icon: Building2 },
    tour: [{ slide: "premier-firms" }],
  },
  {
    id: "job-detail",
    path: "premier-firms/:jobId",
    title: "Role",
    description: "One role in full.",
    module: "features/jobs/routes/job-detail.tsx",
  },
  {
    id: "tracker",
    path: "tracker",
    title: "Application Tracker",
    description: "A Kanban board of every application, from saved to offer.",
    module: "features/tracker/routes/tracker.tsx",
    nav: { label: "Tracker", icon: KanbanSquare },
    tour: [{ slide: "application-tracker" }],
  },
  {
    id: "tracker-clip",
    path: "tracker/clip",
    title: "Clip to tracker",
    description: "Confirm a role clipped from a careers site or job board before it joins your tracker.",
    module: "features/tracker/routes/clip.tsx",
  },
  {
    id: "tracker-application",
    path: "tracker/:applicationId",
    title: "Application",
    description: "Everything about one application: stages, deadlines, documents and notes.",
    module: "features/tracker/routes/application.tsx",
  },
  {
    id: "documents",
    path: "documents",
    title: "Documents",
    description: "Your CVs and cover letters, with CV match scores.",
    module: "features/documents/routes/documents.tsx",
    nav: { label: "Documents", icon: FileText },
    tour: [{ slide: "cv-builder-1" }, { slide: "cv-builder-2", focus: '[data-tour="cover-letters"]' }],
  },
  {
    id: "documents-new-cv",
    path: "documents/new-cv",
    title: "CV Builder",
    description: "A one-page UK finance CV with a live preview, exported as PDF and DOCX.",
    module: "features/documents/routes/new-cv.tsx",
  },
  {
    id: "assessment-prep",
    path: "assessment-prep",
    title: "Assessment Prep",
    description: "Practice for the personality and aptitude tests firms use.",
    module: "features/assessments/routes/assessment-prep.tsx",
    nav: { label: "Assessment prep", icon: GraduationCap },
    tour: [{ slide: "assessment-prep" }],
  },
  {
    id: "assessment-personality",
    path: "assessment-prep/personality",
    title: "Personality Assessment",
    description: "What the personality test measures and how to approach it.",
    module: "features/assessments/routes/personality-intro.tsx",
  },
  {
    id: "assessment-personality-test",
    path: "assessment-prep/personality/test",
    title: "Personality Test",
    description: "A full personality questionnaire with your trait profile at the end.",
    module: "features/assessments/routes/personality-test.tsx",
  },
  {
    id: "assessment-personality-result",
    path: "assessment-prep/personality/results/:attemptId",
    title: "Personality Results",
    description: "Your five domain scores and thirty facets, explained.",
    module: "features/assessments/routes/personality-result.tsx",
  },
  {
    id: "assessment-aptitude",
    path: "assessment-prep/aptitude",
    title: "Aptitude Tests",
    description: "Numerical, verbal and logical reasoning practice with worked solutions.",
    module: "features/assessments/routes/aptitude.tsx",
  },
  {
    id: "assessment-aptitude-attempt",
    path: "assessment-prep/aptitude/:attemptId",
    title: "Aptitude Test",
    description: "One aptitude test: the questions, your answers and the worked solutions.",
    module: "features/assessments/routes/aptitude-attempt.tsx",
  },
  {
    id: "interview",
    path: "interview",
    title: "Interview Practice",
    description: "Timed mock interviews with feedback on every answer.",
    module: "features/interview/routes/interview.tsx",
    nav: { label: "Interview practice", icon: Mic },
    tour: [{ slide: "interview-practice-1" }],
  },
  {
    id: "interview-results",
    path: "interview/:sessionId",
    title: "Interview Results",
    description: "Your answers and feedback from one practice session.",
    module: "features/interview/routes/interview-session.tsx",
  },
  {
    id: "interview-history",
    path: "interview-history",
    title: "Interview History",
    description: "Every practice session you have done.",
    module: "features/interview/routes/interview-history.tsx",
    tour: [{ slide: "interview-practice-2" }],
  },
  {
    id: "networking",
    path: "networking",
    title: "Networking",
    description: "A contacts CRM with follow-up reminders and monthly chat goals.",
    module: "features/networking/routes/networking.tsx",
    nav: { label: "Networking", icon: Users },
    tour: [{ slide: "networking-crm-1" }, { slide: "networking-crm-2", focus: '[data-tour="chat-goals"]' }],
  },
  {
    id: "alumni",
    path: "networking/alumni",
    title: "Alumni",
    description: "Alumni from your university who offer to chat.",
    module: "features/alumni/routes/alumni.tsx",
  },
  {
    id: "prep",
    path: "prep",
    title: "Prep",
    description: "Technical and behavioural preparation material for finance interviews.",
    module: "features/prep/routes/prep.tsx",
    nav: { label: "Prep", icon: BookOpen },
    tour: [{ slide: "career-hub-1" }],
  },
  {
    id: "career-coach",
    path: "career-coach",
    title: "Career Coach",
    description: "Advice on your applications from an AI career coach.",
    module: "features/career-coach/routes/career-coach.tsx",
    nav: { label: "Career coach", icon: MessageSquareText },
    tour: [{ slide: "career-hub-2" }],
  },
  {
    id: "notifications",
    path: "notifications",
    title: "Notifications",
    description: "Alerts, reminders, replies and announcements.",
    module: "features/notifications/routes/notifications.tsx",
    nav: { label: "Notifications", icon: Bell },
    tour: [{ slide: "notifications" }],
  },
  {
    id: "billing",
    path: "billing",
    title: "Billing",
    description: "Your plan, trial, licence codes and subscription.",
    module: "features/billing/routes/billing.tsx",
    nav: { label: "Billing", icon: CreditCard },
  },
  {
    id: "profile",
    path: "profile",
    title: "Profile",
    description: "Your details, goals and settings.",
    module: "features/profile/routes/profile.tsx",
    nav: { label: "Profile", icon: User },
  },
] as const satisfies readonly AppScreen[];

/** The screen a tour slide photographs, and where on it to look. */
export function screenOfSlide(slide: TourSlideId): { screen: AppScreen; focus?: string } {
  for (const screen of APP_SCREENS as readonly AppScreen[]) {
    const entry = screen.tour?.find((t) => t.slide === slide);
    if (entry) return { screen, focus: entry.focus };
  }
  throw new Error(`No app screen shows the tour slide "${slide}"`);
}

import type { TourSlideId } from "../../lib/app-screens";
import type { TourScreenshotKey } from "./tour-assets";

// spec 000 §2.8: the slide ids, in this order (the spec says 12 in one place and lists 13; all 13 are
// shown). Descriptions say what each feature does as the product offers it (§1, §2.6, §2.10),
// with no marketing figures: numbers appear on the site only when backed by data (docs/product.md).
export const TOUR_SLIDE_IDS = [
  "job-feed",
  "premier-firms",
  "application-tracker",
  "cv-builder-1",
  "cv-builder-2",
  "assessment-prep",
  "networking-crm-1",
  "networking-crm-2",
  "interview-practice-1",
  "interview-practice-2",
  "career-hub-1",
  "career-hub-2",
  "notifications",
] as const satisfies readonly TourSlideId[];

export type { TourSlideId };

export type TourSlide = {
  id: TourSlideId;
  title: string;
  description: string;
  screenshot: TourScreenshotKey;
};

export const TOUR_SLIDES: readonly TourSlide[] = [
  {
    id: "job-feed",
    title: "Job feed with alerts",
    description:
      "Spring weeks, internships, graduate programmes and analyst roles in banking, asset management, private equity and hedge funds, collected from the careers pages of the firms we monitor. Search and filter by role type, area and location, save the roles you like, and get alerts when new ones match your goals.",
    screenshot: "jobFeedScreenshot",
  },
  {
    id: "premier-firms",
    title: "Premier firms",
    description:
      "The leading firms in one directory, with their open roles and next deadlines. Each role shows the full description, opening and closing dates, what the application asks for, the interview stages and the online tests the firm is known to use.",
    screenshot: "premierFirmsScreenshot",
  },
  {
    id: "application-tracker",
    title: "Application tracker",
    description:
      "A Kanban board of every application, from saved to offer. Move cards between stages with the mouse or the keyboard, and keep the deadlines, documents and notes of each application together. Add roles by hand, or with Premium import them from a job posting's URL.",
    screenshot: "trackerScreenshot",
  },
  {
    id: "cv-builder-1",
    title: "CV match score",
    description:
      "Keep your CVs in one place and check one against a role: the AI match score shows how well your CV fits that role and tells you what to change before you apply.",
    screenshot: "cvScreenshot1",
  },
  {
    id: "cv-builder-2",
    title: "AI cover letter and resume tools",
    description:
      "Draft a cover letter for a specific application, edit it in your own words, and save it with your documents, linked to the application it was written for.",
    screenshot: "cvScreenshot2",
  },
  {
    id: "assessment-prep",
    title: "Assessment prep",
    description:
      "Practise for the tests firms use: a full personality questionnaire with your trait profile at the end, and numerical, verbal and logical reasoning questions with worked solutions.",
    screenshot: "assessmentScreenshot",
  },
  {
    id: "networking-crm-1",
    title: "Networking CRM",
    description:
      "Keep the people you meet, from alumni to recruiters, in one contacts list with notes on every conversation and reminders when a follow-up is due.",
    screenshot: "networkingScreenshot1",
  },
  {
    id: "networking-crm-2",
    title: "Monthly chat goals",
    description:
      "Set how many networking conversations you aim to have each month and see your progress towards the goal, so networking becomes a habit rather than a last-minute rush.",
    screenshot: "networkingScreenshot2",
  },
  {
    id: "interview-practice-1",
    title: "AI mock interviews",
    description:
      "Timed, one-way practice interviews in the style finance firms use. Pick an interviewer persona, answer each question against the clock, and get feedback on every answer.",
    screenshot: "interviewScreenshot1",
  },
  {
    id: "interview-practice-2",
    title: "Interview history and results",
    description:
      "Every practice session is kept with your answers and the feedback on each, so you can review a session later and compare it with your earlier attempts.",
    screenshot: "interviewScreenshot2",
  },
  {
    id: "career-hub-1",
    title: "Career hub: interview prep",
    description:
      "Technical and behavioural preparation for finance interviews in one place: the questions to expect, how to structure your answers, and material to revise before each stage.",
    screenshot: "careerHubScreenshot1",
  },
  {
    id: "career-hub-2",
    title: "Career hub: AI career coach",
    description:
      "Ask an AI career coach about your applications and your next step, and get advice on what to do next.",
    screenshot: "careerHubScreenshot2",
  },
  {
    id: "notifications",
    title: "Smart notifications",
    description:
      "Alerts for new roles that match your goals, reminders before the roles you saved close, replies from our support team and announcements, in the app and by email, as often as you choose.",
    screenshot: "notificationsScreenshot",
  },
];

import { PREMIUM_PRICE_GBP } from "../../../shared/constants";

// spec 000 §2.1: six questions. Answers describe what the product does (§1, §2.6) and quote no
// marketing figures: the site shows only figures the product can back with data.
export type FaqItem = { id: string; question: string; answer: string[] };

export const FAQ_ITEMS: FaqItem[] = [
  {
    id: "roles",
    question: "What roles do you cover?",
    answer: [
      "We focus on entry-level finance roles for students and recent graduates: spring weeks and insight programmes, summer and off-cycle internships, industrial placements and graduate programmes.",
      "They span investment banking, asset management, private equity and hedge funds, together with related areas such as sales and trading, research, risk and corporate finance. Leading firms also have their own page listing their open roles and upcoming deadlines.",
    ],
  },
  {
    id: "how-jobs-are-found",
    question: "How do you find the jobs?",
    answer: [
      "We monitor the careers sites of the firms we track and add their new openings to the job feed. Every listing links to the employer's own application page, so you always apply directly to the firm.",
      "If you spot a role somewhere else, Premium members can import it by pasting its URL, and anyone can add a role to their application tracker by hand.",
    ],
  },
  {
    id: "posting-frequency",
    question: "How often are new jobs posted?",
    answer: [
      "New roles are added as firms publish them. Finance recruiting is seasonal: many summer internships and graduate programmes open between late summer and the end of the year, spring weeks open in the autumn, and off-cycle roles appear all year round.",
      "You choose how often we tell you about new roles when you set up your account; a daily summary is the default.",
    ],
  },
  {
    id: "free-for-students",
    question: "Is it free for students?",
    answer: [
      "Yes. The Free plan costs £0, forever, and needs no payment card. It includes a limited view of the job feed, a basic Kanban application tracker with manual entry and limited document storage.",
      `Premium costs £${PREMIUM_PRICE_GBP} per month and adds the full feed, unlimited job tracking, AI job summaries, importing jobs by URL, AI cover letter and resume tools, the AI interview simulator and the networking CRM. You can cancel at any time.`,
    ],
  },
  {
    id: "alumni-contacts",
    question: "Do you provide alumni contacts?",
    answer: [
      "We do not sell or hand out contact lists. Instead, Premium includes a networking CRM for the alumni and professionals you connect with yourself, for example through your university's alumni network, society events or LinkedIn.",
      "You can log each conversation, set follow-up reminders and keep to a monthly goal for coffee chats, so no useful contact is forgotten.",
    ],
  },
  {
    id: "ai-application-assistant",
    question: "What does the AI application assistant do?",
    answer: [
      "It helps with the work around each application: summaries of job descriptions, a match score showing how well your CV fits a role, cover letter drafts and CV improvements tailored to the role, and an interview simulator that asks practice questions and gives feedback on your answers.",
      "Everything it produces is a draft for you to check and edit. Nothing is sent to an employer on your behalf.",
    ],
  },
];

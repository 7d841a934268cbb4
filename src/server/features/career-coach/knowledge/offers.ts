import type { KnowledgeEntry } from "./entry";

// Offers, negotiation, rejections and keeping going.

const TRACKER = { href: "/app/tracker", label: "Open your tracker" };

export const OFFER_ENTRIES: KnowledgeEntry[] = [
  {
    id: "accepting-offers",
    topic: "offers",
    title: "Receiving and accepting an offer",
    terms: "offer accept written contract deadline exploding offer decide reply by",
    text: "Thank the recruiter, ask for the offer in writing and note its reply-by date. Read the contract for the start date, location, salary, any sign-on bonus and conditions such as references, background checks or your final degree result. If you need more time, ask politely and early, giving a reason and a date; firms often grant a short extension. Once you have accepted in writing, treat it as a commitment.",
    link: TRACKER,
  },
  {
    id: "multiple-offers",
    topic: "offers",
    title: "Juggling deadlines and more than one offer",
    terms: "multiple offers two offers expedite interview deadline pending other process",
    text: "If you hold an offer with a deadline while another process is still running, tell the other firm's recruiter: give the deadline and ask whether they can speed up your process. Be honest and specific. Compare offers on the training, the team and deals, the exit options and where you will learn most, not only pay. Decline the offer you do not take promptly and courteously, because the people involved will remember it.",
    link: TRACKER,
  },
  {
    id: "negotiation",
    topic: "offers",
    title: "Negotiating a graduate or intern offer",
    terms: "negotiate salary negotiation pay package bonus start date relocation",
    text: "Analyst and intern salaries at large firms are usually set for the whole intake, so there is little room to negotiate base pay and pushing hard can look naive. There can be room on the start date, the team or office placement, a sign-on or relocation payment, and at smaller firms the salary itself, especially with a competing offer in hand. Ask once, politely and with a reason, and accept the answer.",
  },
  {
    id: "reneging",
    topic: "offers",
    title: "Reneging on an accepted offer",
    terms: "renege withdraw acceptance back out accepted offer reputation",
    text: "Withdrawing after you have accepted an offer damages your reputation, can end your relationship with that firm, and may breach a signed contract; finance is a small industry and recruiters talk. If you must, do it as early as possible, by phone and then in writing, without excuses. The better path is to ask for more time before accepting, or to ask other firms to speed up, so you decide once.",
  },
  {
    id: "handling-rejection",
    topic: "offers",
    title: "After a rejection",
    terms: "rejected rejection unsuccessful feedback reapply next year failed bounce back",
    text: "Rejection is normal in finance recruiting: most candidates receive many. Ask the recruiter politely for feedback (many firms cannot give it after early stages, but some do after interviews), note the stage you reached, and work on that stage: your CV for screen rejections, practice tests for online test rejections, answers and technicals for interview rejections. Many firms let you apply again in a later cycle. Keep your other applications moving while you reflect.",
    link: TRACKER,
  },
  {
    id: "rejection-by-stage",
    topic: "offers",
    title: "What a rejection at each stage tells you",
    terms: "why rejected stage cv screen online test interview superday rejected at stage improve",
    text: "Rejected before any test: the CV or application did not stand out, so tighten the CV, raise the firm-specific motivation and apply earlier. Rejected after online tests: practise the same test types timed until your scores are consistently high. Rejected after a video or first interview: rehearse motivation and STAR stories aloud and record yourself. Rejected after a superday: you were close; ask for feedback, sharpen technicals and commercial awareness, and stay in touch with the people you met.",
    link: TRACKER,
  },
];

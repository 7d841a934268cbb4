import type { TrackerStage } from "../../../shared/tracker-labels";

// What to do before each tracker stage that needs preparing for. The ids are stable, so the ticks a member
// keeps in this browser survive a change of wording.

export type StageChecklist = {
  stage: TrackerStage;
  /** When to work through it, under the stage's name. */
  when: string;
  items: { id: string; text: string }[];
};

export const STAGE_CHECKLISTS: readonly StageChecklist[] = [
  {
    stage: "applied",
    when: "Once you have applied, before you hear back",
    items: [
      {
        id: "applied-copy",
        text: "Save the exact CV, cover letter and written answers you sent: interviewers ask about them.",
      },
      {
        id: "applied-tracker",
        text: "Note the date you applied, the portal login and any deadline in the tracker.",
      },
      {
        id: "applied-test-provider",
        text: "Find out which online test the firm uses (SHL, Aon, Cappfinity…) and start practising.",
      },
      {
        id: "applied-research",
        text: "Start a one-page research note on the firm, the division and two recent deals.",
      },
      { id: "applied-why", text: 'Write down three reasons for "why this firm" and "why this division".' },
      {
        id: "applied-contact",
        text: "Get in touch with someone at the firm, such as an alumnus or a contact from an event.",
      },
    ],
  },
  {
    stage: "online_tests",
    when: "Before you take the tests",
    items: [
      {
        id: "tests-types",
        text: "Check which tests are in the invitation: numerical, verbal, logical, situational judgement or game-based.",
      },
      {
        id: "tests-practice",
        text: "Do at least two timed practice tests of each type, and review every wrong answer.",
      },
      {
        id: "tests-rules",
        text: "Read the rules for each section: can you go back, is there negative marking, is a calculator allowed?",
      },
      {
        id: "tests-values",
        text: "For a situational judgement test, read the firm's values first: the answers are scored against them.",
      },
      {
        id: "tests-setup",
        text: "Plan a quiet hour with a charged laptop, a stable connection, a calculator, pen and paper.",
      },
      {
        id: "tests-early",
        text: "Take the tests well before the deadline: many firms review applications as they arrive.",
      },
    ],
  },
  {
    stage: "interviews",
    when: "Before each interview, including video interviews",
    items: [
      { id: "interview-reread", text: "Reread your application and the job description." },
      { id: "interview-story", text: 'Practise "walk me through your CV" in under two minutes, out loud.' },
      {
        id: "interview-stories",
        text: "Pick six to eight STAR stories from your Story bank that cover the competencies the firm lists.",
      },
      {
        id: "interview-technicals",
        text: "Revise the technicals for the division: the three statements, valuation, DCF, M&A and LBO basics.",
      },
      {
        id: "interview-market",
        text: "Prepare a market story and two recent deals or news items about the firm.",
      },
      {
        id: "interview-video-setup",
        text: "Video: test camera, microphone and lighting, with the camera at eye level, a plain background and notifications off.",
      },
      {
        id: "interview-video-timed",
        text: "One-way video: rehearse with a timer (30 seconds to prepare, 2 minutes to answer) and look at the camera, not yourself.",
      },
      {
        id: "interview-questions",
        text: "Prepare two or three questions for the interviewer that your research cannot answer.",
      },
      {
        id: "interview-logistics",
        text: "Confirm the time, format and interviewer names; join or arrive 15 minutes early.",
      },
    ],
  },
  {
    stage: "assessment_centre",
    when: "Before the day",
    items: [
      {
        id: "ac-schedule",
        text: "Read the schedule and any pre-reading; note each exercise and who assesses it.",
      },
      {
        id: "ac-case",
        text: "Practise a case study: read a pack of data against the clock and make a clear recommendation.",
      },
      {
        id: "ac-group",
        text: "Plan how you will work in the group exercise: contribute early, build on others, keep time and summarise.",
      },
      {
        id: "ac-presentation",
        text: "Structure presentations recommendation first, then three reasons, the risks and next steps.",
      },
      {
        id: "ac-refresh",
        text: "Refresh your stories and technicals: there are usually interviews on the day too.",
      },
      {
        id: "ac-logistics",
        text: "Plan travel to arrive 30 minutes early, with business dress, ID and a phone charger.",
      },
      {
        id: "ac-everyone",
        text: "Be courteous to everyone, including other candidates and reception: you are observed all day.",
      },
    ],
  },
  {
    stage: "offer",
    when: "Before you reply",
    items: [
      {
        id: "offer-read",
        text: "Read the offer letter: salary, bonus, start date, location and any conditions such as your final degree result.",
      },
      { id: "offer-deadline", text: "Add the deadline to reply to the tracker." },
      {
        id: "offer-time",
        text: "If you are waiting on other firms, ask politely for more time, and tell them about the offer and its deadline.",
      },
      {
        id: "offer-compare",
        text: "Compare offers on the team, training and where people go next, not only on pay.",
      },
      { id: "offer-accept", text: "Accept in writing, then withdraw courteously from your other processes." },
      { id: "offer-checks", text: "Complete background, reference and right-to-work checks promptly." },
      { id: "offer-thanks", text: "Thank the people who helped you along the way." },
    ],
  },
];

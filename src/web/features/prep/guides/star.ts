import { type Guide, list, paragraph } from "./guide-types";

export const STAR_GUIDE: Guide = {
  id: "star",
  title: "STAR: structuring competency answers",
  kind: "Behavioural",
  summary: "Situation, Task, Action, Result: how much time each part gets, with a worked finance example.",
  sections: [
    {
      heading: "The structure",
      blocks: [
        paragraph(
          'Competency questions ("tell me about a time you…") assume that how you behaved before predicts how you will behave again. STAR keeps the answer specific and easy to follow, and gives the interviewer the evidence they are scoring.',
        ),
        list([
          "Situation (about 10%): the context in one or two sentences: where, when, who.",
          "Task (about 10%): what you were responsible for, or the problem that had to be solved.",
          'Action (about 60%): what you did, step by step, and why. Say "I", not "we": the interviewer is assessing you, not your team.',
          "Result (about 20%): the outcome, with a number where there is one, and what you learned or would do differently.",
        ]),
      ],
    },
    {
      heading: "A finance example",
      blocks: [
        paragraph('Question: "Tell me about a time you found a mistake under time pressure."'),
        list([
          'Situation: "During my summer internship at a corporate finance boutique, our team was sending a pitch to a client at 8am the next morning."',
          'Task: "I had built the trading comparables table, and my job that evening was to check it before the associate signed it off."',
          'Action: "One peer\'s EV/EBITDA multiple looked low against the others. Rather than assume it was cheap, I went back to its annual report and found its EBITDA included a £40m one-off gain on a property sale. I restated its EBITDA without the gain, checked the other peers for one-off items, and found one more. I updated the table and wrote a short note for the associate explaining both changes and where they came from."',
          'Result: "The median multiple moved from 8.1× to 8.5×, which raised the valuation range on the key page, and the pitch went out on time with the corrected numbers. The associate added a one-off items check to the team\'s comparables template. I learned to check what a number includes before comparing it."',
        ]),
      ],
    },
    {
      heading: "Making STAR work for you",
      blocks: [
        list([
          "Prepare six to eight stories that between them cover leadership, teamwork, resilience, problem solving, communication and commercial awareness. One good story can answer several questions.",
          "Choose recent stories where your own contribution was decisive, and include at least one where things went wrong.",
          'Keep each answer to about two minutes, and be ready for follow-ups: "What would you do differently?" "What did your manager say?"',
          "Keep your stories in the Story bank below, note which interviews you have used them in, and vary them between rounds at the same firm.",
        ]),
      ],
    },
  ],
};

import type { ScoreAnswerInput } from "./score-answer";

// Questions and answers shared by the interview engine's tests, shaped like the question bank's but
// written here, so a change to the bank's wording does not move these tests (the bank's own claims are
// tested in bank-outlines.test.ts and claims/phrasings.test.ts).

type Question = ScoreAnswerInput["question"];

export const TEAM_QUESTION: Question = {
  text: "Tell me about a time you worked in a team to achieve something difficult.",
  category: "behavioural",
  keyPoints: [
    "A specific team, its goal and your role in it",
    "What made the goal difficult",
    "What you personally did, not just the team",
    "A result, ideally with a number",
    "What you learned about working in a team",
  ],
  keywords: [
    ["team", "group", "society", "committee"],
    ["difficult", "challenge", "deadline", "struggl*"],
    ["@action"],
    ["@result"],
    ["@learning"],
  ],
  outline: [
    "Situation and goal.",
    "Why it was hard.",
    "What you did.",
    "The result in numbers.",
    "The lesson.",
  ],
};

export const DEPRECIATION_QUESTION: Question = {
  text: "Walk me through what happens on the three statements if depreciation goes up by £10. Assume a 25% tax rate.",
  category: "accounting",
  keyPoints: [
    "Net income down £7.50",
    "Add back the £10 of non-cash depreciation; cash up £2.50",
    "PP&E down £10 and retained earnings down £7.50",
    "The cash comes from the tax saving",
  ],
  keywords: [
    ["7.5", "7.50", "net income down"],
    ["add back", "non-cash"],
    ["pp&e down", "retained earnings"],
    ["tax saving", "tax shield", "less tax"],
  ],
  outline: ["Income statement.", "Cash flow statement.", "Balance sheet.", "Why cash rises."],
  wrongClaims: [
    {
      pattern: "depreciation (\\w+ ){0,3}(increases|increase|raises|generates|adds to) (\\w+ ){0,2}cash",
      correction: "Depreciation is non-cash; cash rises only by the tax saving.",
    },
  ],
};

export const WHY_FIRM_QUESTION: Question = {
  text: "Why do you want to join Northbank Capital?",
  category: "motivational",
  keyPoints: [
    "Names Northbank Capital and something specific about what it does",
    "A reason that would not apply equally to its competitors",
    "Contact with the firm",
  ],
  keywords: [
    ["healthcare", "mid-market", "@firm"],
    ["unlike", "rather than", "stands out"],
    ["spoke to", "met", "event"],
  ],
  outline: ["Two or three reasons, the first specific to the firm.", "Who you met.", "How it fits you."],
};

export const STAR_SITUATION =
  "In my second year I was one of five students on our university team for a national investment competition, where we had six weeks to value a listed company.";
export const STAR_TASK =
  "It was difficult because two weeks in our lead modeller dropped out and my task was to keep the valuation on track.";
export const STAR_ACTION =
  "I took over the model, rebuilt the revenue forecast from the annual reports and set up a shared tracker so everyone could see what was left. I also organised two practice sessions before the final.";
export const STAR_RESULT =
  "As a result we submitted on time and reached the final as one of 8 teams out of 60.";
export const STAR_LEARNING = "I learned to give every piece of work a clear owner early.";

export const STAR_ANSWER = [STAR_SITUATION, STAR_TASK, STAR_ACTION, STAR_RESULT, STAR_LEARNING].join(" ");

/** The same story told without its result. */
export const STAR_WITHOUT_RESULT = [STAR_SITUATION, STAR_TASK, STAR_ACTION, STAR_LEARNING].join(" ");

/** Exactly `count` words of plain, filler-free prose. */
export function wordsOfProse(count: number): string {
  const source = STAR_ANSWER.split(/\s+/);
  return Array.from({ length: count }, (_, i) => source[i % source.length]).join(" ");
}

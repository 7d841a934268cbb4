import type { AnswerText, Token } from "./answer-text";

// STAR in a behavioural answer: situation, task, action, result (and a reflection, which interviewers
// reward). Situation, task, result and reflection are found by the phrases candidates actually use
// ("in my second year", "my role was", "as a result", "I learned"). Actions are the candidate's own
// deeds: "I" followed by a verb in the past ("I rebuilt", "I told"), not "I think", not "I would" (a
// hypothetical answer describes no action) and not "we" (interviewers ask what you did).

export type StarParts = {
  situation: boolean;
  task: boolean;
  action: boolean;
  result: boolean;
  learning: boolean;
  /** Actions with "I" as the subject, and with "we". */
  ownActions: number;
  teamActions: number;
  /** Where the first result cue sits, 0 (start) to 1 (end); null when there is none. */
  resultAt: number | null;
};

const SITUATION =
  /\b(when i was|while i was|during (my|the|a|our)|last (year|summer|term|semester|month|week|christmas)|(in|during) (my )?(first|second|third|final|penultimate|gap|fresher'?s?) year|in (year \d+|sixth form|school|college)|at (university|uni|school|college|sixth form)|(in|at|on|during) my (internship|placement|part-time|job|summer|course|degree|first|second|final)|i was (working|interning|studying|part of|on|one of|elected|captain|president|treasurer|head|volunteering|a member|asked|given)|there (was|were) (a|an|only|about|around|\d+)|we (were|had) (a|an|only|just|about|to)|the (team|society|project|club|company|firm|shop|restaurant|committee|squad) (was|had|were)|in (19|20)\d\d)\b/;
const TASK =
  /\b(my (role|job|task|responsibility|goal|aim|objective|part) (was|were|is)|i was (responsible|tasked|asked|in charge|given|supposed)|i (had|needed|wanted) to|the (goal|aim|objective|task|challenge|problem|issue|brief|target|deadline|difficulty) (was|were|is)|we (had|needed) to|it was (hard|difficult|challenging|tricky) because|(this|that|it) was (hard|difficult|a problem|a challenge)|our (goal|aim|target|objective)|the problem was)\b/;
const RESULT =
  /\b(as a result|in the end|ultimately|end result|the result (was|is)|the outcome|outcome (was|is)|(this|which|that) (meant|led|resulted|allowed|helped|enabled|saved|cut|increased|reduced|improved)|led to|resulted in|by the end|we (won|raised|hit|achieved|exceeded|finished|delivered|secured|increased|reduced|grew|doubled|saved|reached|avoided|beat|submitted|made it|came (first|second|third)|placed|went from|got (a|an|the|through|\d+))|i (won|raised|hit|achieved|exceeded|secured|reached|got (a|an|\d+)|was (promoted|offered|awarded|invited|asked back|given))|went (up|down) (from|to|by)|went from|(increased|reduced|grew|cut|improved|raised|boosted|doubled|tripled|halved|rose|fell|dropped) (it |our |the |by |to |from )|(was|were) (successful|a success)|on time|the feedback was|thanked me|ended up (winning|with|getting|raising))\b/;
const LEARNING =
  /\b(i (learned|learnt|realised|realized|took away|now always|now make sure|now know)|(taught|showed) me|(the|my|a|main|key|biggest) (lesson|takeaway)|next time|in hindsight|looking back|since then|going forward|what i('d| would) do differently)\b/;

// Verbs that say what the candidate thinks or has, not what they did.
const NOT_ACTIONS = new Set(
  "be have think feel guess know mean suppose believe like want hope wish need love enjoy prefer remember realize realise seem get learn find tend usually".split(
    " ",
  ),
);
const HYPOTHETICAL = new Set([
  "would",
  "will",
  "could",
  "should",
  "might",
  "may",
  "can",
  "'d",
  "'ll",
  "wo",
  "ca",
]);
const SKIP = new Set([
  "then",
  "also",
  "just",
  "first",
  "quickly",
  "immediately",
  "personally",
  "actually",
  "eventually",
  "finally",
  "always",
  "never",
  "really",
  "even",
  "straight",
  "both",
  "all",
]);
const CONDITIONAL = new Set(["if", "unless"]);
// Past tense forms that are spelt like the verb itself.
const SAME_FORM_PAST = new Set(["set", "put", "cut", "let", "hit", "read", "spread", "shut", "split"]);

function isPastAction(token: Token): boolean {
  if (token.pos !== "VERB" || NOT_ACTIONS.has(token.lemma)) return false;
  if (SAME_FORM_PAST.has(token.normal)) return true;
  return token.normal !== token.lemma && !token.normal.endsWith("ing") && !/[^s]s$/.test(token.normal);
}

/** Counts "I did" and "we did" clauses: the subject, then (after an adverb or an auxiliary) a past verb. */
function countActions(tokens: Token[], subject: string): number {
  let count = 0;
  tokens.forEach((token, i) => {
    if (token.normal !== subject) return;
    // "If I made a mistake" supposes; it reports nothing that happened.
    if (CONDITIONAL.has(tokens[i - 1]?.normal ?? "")) return;
    for (let j = i + 1; j <= i + 3 && j < tokens.length; j++) {
      const next = tokens[j] as Token;
      if (HYPOTHETICAL.has(next.normal)) return;
      if (SKIP.has(next.normal) || next.pos === "ADV" || (next.pos === "AUX" && next.lemma === "have"))
        continue;
      if (isPastAction(next)) count += 1;
      return;
    }
  });
  return count;
}

export function findStar(answer: AnswerText): StarParts {
  const ownActions = countActions(answer.tokens, "i");
  const teamActions = countActions(answer.tokens, "we");
  const resultMatch = RESULT.exec(answer.lower);
  return {
    situation: SITUATION.test(answer.lower),
    task: TASK.test(answer.lower),
    action: ownActions > 0,
    result: resultMatch !== null,
    learning: LEARNING.test(answer.lower),
    ownActions,
    teamActions,
    resultAt: resultMatch ? resultMatch.index / Math.max(1, answer.lower.length) : null,
  };
}

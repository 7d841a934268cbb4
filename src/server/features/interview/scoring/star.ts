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
  /\b(as (the |a |an )?(\w+ )?(officer|captain|president|treasurer|secretary|chair|lead|leader|manager|head|rep|representative|coordinator|intern|analyst|volunteer|member|founder)|(in|at|on|during) my (\w+ )?(internship|placement|part-time job|job|shift|rotation|spring week|summer job)|when i was|while i was|during (my|the|a|our)|last (year|summer|term|semester|month|week|christmas)|(in|during) (my )?(first|second|third|final|penultimate|gap|fresher'?s?) year|in (year \d+|sixth form|school|college)|at (university|uni|school|college|sixth form)|(in|at|on|during) my (internship|placement|part-time|job|summer|course|degree|first|second|final)|i was (working|interning|studying|part of|on|one of|elected|captain|president|treasurer|head|volunteering|a member|asked|given)|there (was|were) (a|an|only|about|around|\d+)|we (were|had) (a|an|only|just|about|to)|the (team|society|project|club|company|firm|shop|restaurant|committee|squad) (was|had|were)|in (19|20)\d\d)\b/;
const TASK =
  /\b((asked|told|needed|wanted|tasked) me to|my (role|job|task|responsibility|goal|aim|objective|part) (was|were|is)|i was (responsible|tasked|asked|in charge|given|supposed)|i (had|needed|wanted) to|the (goal|aim|objective|task|challenge|problem|issue|brief|target|deadline|difficulty) (was|were|is)|we (had|needed) to|it was (hard|difficult|challenging|tricky) because|(this|that|it) was (hard|difficult|a problem|a challenge)|our (goal|aim|target|objective)|the problem was)\b/;
const RESULT =
  /\b(as a result|in the end|ultimately|end result|the result (was|is)|the outcome|outcome (was|is)|(this|which|that) (meant|led|resulted|allowed|helped|enabled|saved|cut|increased|reduced|improved)|led to|resulted in|by the end|we (won|raised|hit|achieved|exceeded|finished|delivered|secured|increased|reduced|grew|doubled|saved|reached|avoided|beat|submitted|made it|came (first|second|third)|placed|went from|got (a|an|the|through|\d+))|i (won|raised|hit|achieved|exceeded|secured|reached|got (a|an|\d+)|was (promoted|offered|awarded|invited|asked back|given))|went (up|down) (from|to|by)|went from|(increased|reduced|grew|cut|improved|raised|boosted|doubled|tripled|halved|rose|fell|dropped) (it |our |the |by |to |from )|(was|were) (successful|a success)|on time|the feedback was|thanked me|ended up (winning|with|getting|raising))\b/;
// Results said in words, not only as "as a result" and a figure: a share of a whole ("fifty-seven of the
// sixty trades settled"), money or time against a plan ("£300 under budget", "a week early"), a change
// others adopted ("the society made it a rule", "the desk still uses it"), someone senior's trust ("the VP
// asked me to train the next intern"), a mistake that stopped ("no errors since") or a place won.
const NUMBER_WORD =
  "(?:\\d[\\d,.]*%?|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|all|every|most|none|half)(?:[- ](?:one|two|three|four|five|six|seven|eight|nine|hundred))?)";
const RESULT_IN_WORDS = [
  // "I was one of five students" sets the scene; "fifty-seven of the sixty trades settled" is the outcome.
  new RegExp(
    `(?<!\\b(?:was|were|is|are|am|as|be|became|being|one) )\\b(?!one\\b|1\\b)${NUMBER_WORD} (?:of|out of) (?:the |our |all |my )?${NUMBER_WORD}\\b`,
  ),
  /\b(under|over|within|on) (the )?budget\b|\b(ahead of|on) (schedule|time|target)\b|\b(a|one|two|three|\w+) (days?|weeks?|months?) (early|ahead)\b|\bbefore the deadline\b/,
  /\b(was|were|got|has been|have been|is now|are now|became|has become) (\w+ ){0,2}(adopted|rolled out|implemented|introduced|kept|taken up|made permanent|approved|accepted|signed off|published|used by|extended|repeated)\b/,
  /\bmade (it|this|that|\w+)( \w+){0,4} (a |the )?(rule|policy|requirement|standard|minimum|norm|template)\b|\bbecame (the |a )?(standard|norm|template|policy|rule)\b/,
  /\b(still|now) (use|uses|used|run|runs|follow|follows|do it)\b|\b(they|the team|the desk|the society|the firm|the company|everyone|my manager|the club) (adopted|kept|rolled out|now uses|still uses|started using)\b/,
  /\b(asked|invited|chose|picked|selected|trusted|wanted) me to\b|\boffered me\b|\b(thanked|praised|commended|recognised|recognized|congratulated) (me|us|the team|our team|my team)\b|\b(return offer|full[- ]time offer|was promoted|got promoted|promotion)\b/,
  /\bno (more )?(complaints|errors|mistakes|issues|problems|breaks|failures|breaches)( since| after| again| that| for)\b|\b(didn't|did not|never) happen(ed)? again\b|\bzero (errors|complaints|breaks|mistakes|failures)\b/,
  /\b(came|finished|placed|ranked) (first|second|third|top|1st|2nd|3rd|in the top)\b|\b(got|received|earned|achieved) (a|an|the) (first|2:1|distinction|place|offer|job|grade|mark|internship|role|prize|award)\b/,
  /\b(attendance|membership|members|sales|revenue|turnout|engagement|numbers|participation|response rate|score|scores|grade|grades|profit|profits|donations|funds|views|followers|sign ?ups|signups|retention|errors|complaints|waiting times?|processing times?|costs?|bookings|applications|entries|orders) (\w+ ){0,2}(rose|grew|increased|doubled|tripled|went up|jumped|improved|fell|dropped|halved|went down|reached|hit|more than doubled)\b/,
  /\b(settled|sold out|signed up|turned up|renewed|was resolved|were resolved|got fixed|was fixed|was approved|went live|was launched|got through)\b/,
  /\b(the|my|our) (client|customer|manager|vp|director|md|team leader|boss|supervisor|lecturer|tutor|coach|society|committee) (was|were) (happy|pleased|delighted|impressed|satisfied)\b|\b(kept|retained|saved|won back) (the |our |a )?(client|account|customer|deal|sponsor|contract)\b/,
  // Work finished as a whole: "I got everything in", "we handed it all in", "met every deadline".
  /\b(got|handed|turned|sent|had) (everything|it all|all of it|them all|all of them|every one|each one)( \w+)? (in|done|finished|submitted|delivered|sorted|back)\b|\b(met|made|hit|beat) (the|every|all|each|both|all three|all the) (\w+ )?deadlines?\b|\b(finished|completed|submitted|delivered) (everything|it all|all of it|them all|every \w+) (on time|in time|early)\b/,
  // Someone's state changed by what was done: "he calmed down", "she left happy".
  /\b(he|she|they|the (customer|client|guest|parent|caller|member)) (\w+ )?(calmed down|cooled down|cooled off|left happy|went away happy|left satisfied|was satisfied|were satisfied|seemed happier|was much happier)\b/,
  // A verdict others recorded: a review, a rating, written praise.
  /\b(left|gave|wrote|posted|got|received) (us |me |the \w+ )?(a |an )?(\w+[- ]star|positive|glowing|good|great|excellent) (review|rating|feedback|reference)\b/,
  // A lasting change said as it stands now: "my writing has improved since", "it became one of my strengths".
  /\b(has|have|had) (\w+ ){0,2}(improved|got better|gotten better)( a lot| since| a great deal| massively| hugely)?\b|\b(became|become|becoming) (\w+ ){0,3}(strengths?|strong point)\b/,
  // A goal reached said with the verb's other forms: "getting a first", "achieving a distinction".
  /\b(getting|achieving|earning|receiving|winning|passing) (a|an|the|my) (first|2:1|distinction|place|offer|job|grade|prize|award|exams?|degree)\b/,
  // Something the member proposed taken up by others: "the committee adopted it", "they approved my plan".
  /\b(adopted|approved|accepted|took up|signed off|rolled out) (it|them|this|that|my \w+|our \w+)\b/,
];

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
  const resultMatch =
    RESULT.exec(answer.lower) ??
    RESULT_IN_WORDS.map((pattern) => pattern.exec(answer.lower))
      .filter((match): match is RegExpExecArray => match !== null)
      .sort((a, b) => a.index - b.index)[0] ??
    null;
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

/** Whether a piece of text (lower case) states an outcome, in figures or in words. */
export function statesResult(lower: string): boolean {
  return RESULT.test(lower) || RESULT_IN_WORDS.some((pattern) => pattern.test(lower));
}

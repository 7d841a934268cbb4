import type { QuestionCategory } from "../../../../shared/interview";
import type { AnswerText } from "./answer-text";
import type { Coverage } from "./coverage";
import { type Judgement, listOf } from "./criterion";
import type { StarParts } from "./star";

// Structure depends on the kind of question. Behavioural: STAR, with most weight on the candidate's own
// actions and the result. Motivational: clear, signposted reasons that end by tying back to the role.
// Technical: the answer first, then the steps in order, then a conclusion or a check. Brainteaser: the
// method, the number, and a sanity check.

const SIGNPOSTS =
  /\b(first(ly)?|second(ly)?|third(ly)?|finally|lastly|also|because|another reason|the other reason|on top of that|beyond that|more importantly|(two|three|a few|several) (reasons|things)|main reason|the reason)\b/g;
const MOTIVE_CLOSE =
  /\b(that's why|that is why|which is why|so overall|overall|in short|ultimately|so for me|to sum up|that fits|that's what|this is why)\b/;
const MOTIVE_SELF =
  /\b(my (internship|experience|degree|course|placement|time at|role)|when i|i (did|worked|interned|built|met|spoke|followed|joined|ran|studied))\b/;
const SEQUENCE =
  /\b(first(ly)?|second(ly)?|third(ly)?|then|next|after that|finally|starting with|on the other side|step|so|therefore|which means|which gives|because)\b/g;
const CONCLUSION =
  /\b(so (the|it|overall|in total|total)|overall|the key point|in short|check(ing)?|sanity|which gives|that gives|balances|the answer is|in total|the sum)\b/;
const METHOD =
  /\b(let|assume|suppose|set up|call (it|the)|pair|work backwards|break (it|this) down|structure|start (with|by)|if)\b/;
const CHECK = /\b(check(ing)?|sanity|makes sense|adds up|confirm|verify|which is right|so the answer)\b/;

const distinct = (text: string, pattern: RegExp) =>
  new Set([...text.matchAll(pattern)].map((m) => m[0])).size;

export function judgeStructure(
  category: QuestionCategory,
  answer: AnswerText,
  star: StarParts,
  coverage: Coverage,
  figures: number,
): Judgement {
  const text = answer.lower;
  if (category === "behavioural") {
    let raw = 1 + (star.situation ? 0.75 : 0) + (star.task ? 0.5 : 0) + (star.action ? 1 : 0);
    raw += (star.ownActions >= 2 ? 0.5 : 0) + (star.result ? 1.25 : 0) + (star.learning ? 0.5 : 0);
    const parts = { situation: star.situation, task: star.task, action: star.action, result: star.result };
    const found = Object.entries(parts)
      .filter(([, seen]) => seen)
      .map(([part]) => part);
    const missing = Object.entries(parts)
      .filter(([, seen]) => !seen)
      .map(([part]) => part);
    let why = found.length ? `STAR parts found: ${listOf(found)}.` : "No STAR structure came through.";
    if (missing.length) why += ` Missing: ${listOf(missing)}.`;
    if (!star.result) why += " A strong answer ends with a measurable result.";
    else if (!star.learning) why += " Close with what you learned to make it complete.";
    if (star.action && star.ownActions < 2) why += ' Say more about what "I" did, step by step.';
    return { raw, why };
  }
  if (category === "motivational") {
    const signposts = distinct(text, SIGNPOSTS);
    const closes = MOTIVE_CLOSE.test(text);
    const personal = MOTIVE_SELF.test(text);
    const raw = 1.3 + Math.min(signposts, 4) * 0.55 + (closes ? 0.6 : 0) + (personal ? 0.8 : 0);
    const why =
      signposts >= 3
        ? "Clear, signposted reasons."
        : 'The points run together: signpost them ("three reasons: first…", "then…") so the listener can follow.';
    const self = personal ? "" : " Anchor each reason in something you did.";
    return { raw, why: `${why}${self}${closes ? "" : " End by tying the reasons back to the role."}` };
  }
  const leads = coverage.firstAt.some((at) => at !== null && at <= 0.25);
  const steps = distinct(text, SEQUENCE);
  if (category === "brainteaser") {
    const method = METHOD.test(text);
    const checked = CHECK.test(text);
    const raw = 1 + (method ? 1.2 : 0) + (figures > 0 ? 1 : 0) + (checked ? 1 : 0) + Math.min(steps, 2) * 0.4;
    const why = `${method ? "States a method" : "No method stated"}${figures ? ", gives a number" : ""}${checked ? " and checks it" : ""}.`;
    return {
      raw,
      why: `${why}${checked ? "" : " Say your approach out loud, give the number, then sanity-check it."}`,
    };
  }
  const closes = CONCLUSION.test(text);
  const raw = 1 + (leads ? 1.2 : 0) + Math.min(steps, 4) * 0.5 + (closes ? 0.8 : 0);
  const why = leads ? "Leads with the answer" : "Does not open with the answer";
  const tail = steps >= 3 ? " and walks through the steps in order" : "; walk through the steps in order";
  return {
    raw,
    why: `${why}${tail}.${closes ? "" : " Finish with the conclusion or a check (e.g. that it balances)."}`,
  };
}

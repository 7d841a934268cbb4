import type { AnswerText } from "./answer-text";
import type { Judgement } from "./criterion";

// Delivery: filler words and hedging. Fillers ("um", "you know", "basically", "like" used as a pause)
// make an answer sound unprepared; hedges ("I think", "sort of", "maybe") make it sound unsure. "Like"
// is a filler only where it is not a verb or a comparison: after "was", "and", "so" or a pause, before
// a number or "really", or between a subject and its verb ("we like lost out").

export type Filler = { word: string; count: number };

const SIMPLE_FILLERS: [string, RegExp][] = [
  ["um", /\b(u+m+|e+r+m+|u+h+|er|hmm+)\b/g],
  [
    "you know",
    /(?<!\b(do|did|if|as|would|don't|didn't) )\byou know\b(?! (what|how|that|the|about|whether|if|why|when|where|who))/g,
  ],
  ["I mean", /\bi mean\b(?! (it|that|this))/g],
  ["basically", /\bbasically\b/g],
  ["literally", /\bliterally\b/g],
  ["yeah", /\b(so yeah|yeah so|and yeah|yeah)\b/g],
];
const HEDGES =
  /\b(i think|i guess|i suppose|maybe|probably|perhaps|i'm not sure|not sure|i feel like|hopefully|i'd say|(?<!\b(what|which|this|that|the|a|any|every|some|same) )(sort|kind) of)\b/g;
const LIKE_AFTER = new Set([
  "",
  "was",
  "were",
  "is",
  "it's",
  "and",
  "so",
  "but",
  "just",
  "um",
  "uh",
  "erm",
  "like",
  "yeah",
  "really",
  "that's",
  "be",
]);
const LIKE_BEFORE =
  /^(really|so|a lot|um|uh|erm|just|\d|one|two|three|four|five|six|seven|eight|nine|ten|twenty|fifty|hundred)/;
const SUBJECTS = new Set(["i", "we", "they", "he", "she", "you"]);
const PAST_VERB = /^(\w+ed|lost|got|went|did|said|had|made|took|was|were|saw|ran|found|kept|thought)$/;

function countFillerLike(lower: string): number {
  const words = lower.split(" ");
  let count = 0;
  words.forEach((word, i) => {
    if (word.replace(/[,.!?]$/, "") !== "like") return;
    const before = i === 0 ? "" : (words[i - 1] ?? "");
    const after = (words[i + 1] ?? "").replace(/[,.!?]$/, "");
    const pausedBefore = /[,.!?]$/.test(before) || LIKE_AFTER.has(before);
    if (pausedBefore || /[,]$/.test(word) || LIKE_BEFORE.test(after)) count += 1;
    else if (SUBJECTS.has(before) && PAST_VERB.test(after)) count += 1;
  });
  return count;
}

export function findFillers(answer: AnswerText): Filler[] {
  const fillers: Filler[] = [];
  for (const [word, pattern] of SIMPLE_FILLERS) {
    const count = [...answer.lower.matchAll(pattern)].length;
    if (count) fillers.push({ word, count });
  }
  const like = countFillerLike(answer.lower);
  if (like) fillers.push({ word: "like", count: like });
  const repeats = [...answer.lower.matchAll(/\b(\w+) \1\b/g)].filter(
    (m) => !/^(\d+|that|had)$/.test(m[1] ?? ""),
  ).length;
  if (repeats) fillers.push({ word: "repeated words", count: repeats });
  return fillers.sort((a, b) => b.count - a.count || a.word.localeCompare(b.word));
}

/** Hedges by phrase, most frequent first ("kind of" and "sort of" are one hedge). */
export function findHedges(answer: AnswerText): Filler[] {
  const counts = new Map<string, number>();
  for (const match of answer.lower.matchAll(HEDGES)) {
    const word = match[0].replace(/^(sort|kind) of$/, "sort of");
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return [...counts]
    .map(([word, count]) => ({ word, count }))
    .sort((a, b) => b.count - a.count || a.word.localeCompare(b.word));
}

const total = (items: Filler[]) => items.reduce((sum, item) => sum + item.count, 0);
const quoted = (items: Filler[]) =>
  items
    .slice(0, 5)
    .map((item) => `"${item.word}" ×${item.count}`)
    .join(", ");

export function judgeDelivery(answer: AnswerText, fillers: Filler[], hedgeList: Filler[]): Judgement {
  const per100 = (count: number) => (count * 100) / Math.max(answer.words, 20);
  const fillerCount = total(fillers);
  const hedges = total(hedgeList);
  const fillerRate = per100(fillerCount);
  const hedgeRate = per100(hedges);
  const raw = 5 - Math.min(3, fillerRate * 0.8) - Math.min(1.5, Math.max(0, hedgeRate - 1) * 0.5);
  const parts: string[] = [];
  if (fillerCount) {
    parts.push(`${fillerCount} filler word${fillerCount === 1 ? "" : "s"} (${quoted(fillers)}).`);
  } else parts.push("No filler words.");
  if (hedges >= 2) parts.push(`${hedges} hedges (${quoted(hedgeList)}) make it sound unsure.`);
  if (fillerCount >= 2) parts.push("Pause silently instead of filling the gap.");
  if (hedges >= 2) parts.push("State your points plainly.");
  return { raw, why: parts.join(" ") };
}

import { replaceOpening } from "../../../../../shared/bullet-openings";
import { cleanBullet } from "../../../../../shared/cv-writing";

// What a suggested verb button does to a bullet: "Responsible for the budget" becomes "Managed the
// budget", "Responsible for helping with the model" becomes "Contributed to the model", "Made a model"
// becomes "Built a model", and a bullet with no verb at all gets one in front. The weak openings and
// the words each suggestion replaces are the shared rules' (src/shared/bullet-openings.ts), so the
// button does what the suggestion says.

// Past-tense openings that are not on the action list but are plainly verbs, so the new verb replaces them.
const PLAIN_VERBS = new Set([
  "made",
  "did",
  "got",
  "had",
  "was",
  "were",
  "took",
  "went",
  "gave",
  "put",
  "ran",
]);
const LOWER_CASE_AFTER_VERB = new Set(["a", "an", "the", "my", "our", "this", "that", "some"]);

export function applyVerb(text: string, verb: string): string {
  const bullet = cleanBullet(text);
  const replaced = replaceOpening(bullet, verb);
  if (replaced) return replaced;
  const [first = "", ...rest] = bullet.split(/\s+/);
  const firstWord = first.toLowerCase();
  if (PLAIN_VERBS.has(firstWord) || /^[a-z]+ed$/.test(firstWord)) return [verb, ...rest].join(" ").trim();
  if (LOWER_CASE_AFTER_VERB.has(firstWord)) return [verb, firstWord, ...rest].join(" ");
  return `${verb} ${bullet}`;
}

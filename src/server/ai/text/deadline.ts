import type { ItemEntity } from "wink-nlp";
import { ukLongDate } from "../../../shared/uk-time";
import { nlp } from "./nlp";

// The deadline is the first specific date (wink-nlp's DATE entities) in a sentence that talks about a
// deadline or closing, with the time when one follows it ("30 November 2025 at 23:59 GMT"), as the
// text words it. Without one, the closing date the job board gave. Otherwise none.

const DEADLINE_CUE =
  /\b(deadline|clos(e|es|ed|ing)|apply (by|before)|applications? (are )?(due|accepted until)|submit(ted)? (by|before)|no later than|until)\b/i;
const MONTH =
  /\b(jan(uary)?|feb(ruary)?|mar(ch)?|apr(il)?|may|june?|july?|aug(ust)?|sep(t|tember)?|oct(ober)?|nov(ember)?|dec(ember)?)\b/i;

/** "30 November 2025", "Dec. 1", "30/11/2025", "2025-11-30": a day or month, not "Summer" or "Friday". */
function isSpecificDate(value: string): boolean {
  return /\d/.test(value) && (MONTH.test(value) || /\d{1,4}[/.-]\d{1,2}([/.-]\d{1,4})?/.test(value));
}

function deadlineIn(sentence: string): string | null {
  const { its } = nlp();
  const doc = nlp().readDoc(sentence);
  const entities: { value: string; type: string; start: number; end: number }[] = [];
  doc.entities().each((entity: ItemEntity) => {
    const detail = entity.out(its.detail) as { value: string; type: string };
    const [start = 0, end = 0] = entity.out(its.span) as number[];
    entities.push({ value: detail.value, type: detail.type, start, end });
  });
  const tokens = doc.tokens().out() as string[];
  for (const [i, entity] of entities.entries()) {
    if (entity.type !== "DATE" || !isSpecificDate(entity.value)) continue;
    const next = entities[i + 1];
    if (next?.type === "TIME") {
      const between = tokens.slice(entity.end + 1, next.start);
      if (between.every((t) => /^(at|,|by|on)$/i.test(t)) && between.length <= 2) {
        return [entity.value, ...between, next.value].join(" ").replace(" ,", ",");
      }
    }
    return entity.value;
  }
  return null;
}

export function findDeadline(sentences: string[], closesAt?: Date | null): string | null {
  for (const sentence of sentences) {
    if (!DEADLINE_CUE.test(sentence)) continue;
    const found = deadlineIn(sentence);
    if (found) return found;
  }
  return closesAt && Number.isFinite(closesAt.getTime()) ? ukLongDate(closesAt) : null;
}

import type { QuestionCategory } from "../../../../shared/interview";
import type { Judgement } from "./criterion";

// Conciseness: length against the time. Interview answers are spoken at about 150 words a minute, so a
// two-minute answer holds about 300 words. Without a time limit, each kind of question has its own
// sensible range: a STAR story needs room, a brainteaser does not. When the answer was spoken and its
// duration is known, the pace is judged too: above about 180 words a minute listeners lose the
// thread; below about 100 the answer sounds halting.

export const SPEAKING_WPM = 150;
export const FAST_WPM = 180;
export const SLOW_WPM = 100;

const RANGES: Record<QuestionCategory, { min: number; max: number }> = {
  behavioural: { min: 150, max: 320 },
  motivational: { min: 100, max: 260 },
  accounting: { min: 60, max: 250 },
  valuation: { min: 60, max: 250 },
  markets: { min: 60, max: 250 },
  brainteaser: { min: 25, max: 200 },
};

export type ConcisenessInput = {
  category: QuestionCategory;
  words: number;
  /** The recording's length: only a spoken answer has a pace to judge. */
  durationSeconds?: number | null;
  answerSeconds?: number | null;
  /** A range of its own (a follow-up's answer is short by nature). */
  range?: { min: number; max: number };
  /** How long a typed answer took, for the time limit only. */
  tookSeconds?: number | null;
};

export function wordsPerMinute(words: number, durationSeconds?: number | null): number | null {
  if (!durationSeconds || durationSeconds < 5 || !words) return null;
  return Math.round((words * 60) / durationSeconds);
}

export function targetRange(category: QuestionCategory, answerSeconds?: number | null) {
  const range = RANGES[category];
  if (!answerSeconds || answerSeconds <= 0) return range;
  const max = Math.round(((answerSeconds * SPEAKING_WPM) / 60) * 1.05);
  return { min: Math.min(range.min, Math.round(max * 0.4)), max };
}

export function judgeConciseness(input: ConcisenessInput): Judgement {
  const { min, max } = input.range ?? targetRange(input.category, input.answerSeconds);
  const words = input.words;
  let raw = 5;
  let why: string;
  if (words < min) {
    const ratio = words / min;
    raw = ratio >= 0.75 ? 4.2 : ratio >= 0.5 ? 3.2 : ratio >= 0.25 ? 2.2 : 1.2;
    why = `About ${words} words: short for this question (aim for ${min}-${max}). Develop each point with an example or a number.`;
  } else if (words > max) {
    const ratio = words / max;
    raw = ratio <= 1.25 ? 4 : ratio <= 1.6 ? 3 : ratio <= 2.2 ? 2 : 1;
    why = `About ${words} words: longer than needed (aim for ${min}-${max}). Cut the background and lead with your main point.`;
  } else {
    why = `About ${words} words, within the ${min}-${max} a strong answer needs.`;
  }
  const wpm = wordsPerMinute(words, input.durationSeconds);
  if (wpm !== null && wpm > FAST_WPM) {
    raw -= 1;
    why += ` Spoken at ${wpm} words per minute, which is too fast: aim for about ${SPEAKING_WPM} and pause between points.`;
  } else if (wpm !== null && wpm < SLOW_WPM && words >= 20) {
    raw -= 0.5;
    why += ` Spoken at ${wpm} words per minute, which sounds hesitant: practise the outline until it flows at about ${SPEAKING_WPM}.`;
  } else if (wpm !== null) {
    why += ` A comfortable pace of ${wpm} words per minute.`;
  }
  const took = input.durationSeconds ?? input.tookSeconds;
  if (took && input.answerSeconds && took > input.answerSeconds + 5) {
    raw -= 1;
    why += ` It ran over the ${input.answerSeconds}-second limit.`;
  }
  return { raw, why };
}

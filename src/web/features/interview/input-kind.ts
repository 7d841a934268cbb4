// Whether an answer counts as spoken: only when it is, in the main, the transcript of a recording. A
// member who records and then rewrites the transcript, or types what they said because the browser
// could not transcribe it, sends typed text: its words were not timed as speech, so it gets no speaking
// pace verdict (decision 0063).

/** At least this share of the transcript's words must survive the member's edits. */
export const KEPT_SHARE = 0.7;

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];

/** Longest common subsequence of two word lists, in words. */
function commonWords(a: readonly string[], b: readonly string[]): number {
  let previous = new Array<number>(b.length + 1).fill(0);
  for (const word of a) {
    const current = new Array<number>(b.length + 1).fill(0);
    for (let j = 1; j <= b.length; j++) {
      current[j] =
        word === b[j - 1] ? (previous[j - 1] ?? 0) + 1 : Math.max(previous[j] ?? 0, current[j - 1] ?? 0);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** The share of words two texts have in common, in order, over the longer of the two. */
export function keptShare(transcript: string, sent: string): number {
  const a = words(transcript);
  const b = words(sent);
  if (!a.length || !b.length) return 0;
  return commonWords(a, b) / Math.max(a.length, b.length);
}

export function inputKind(transcript: string | null, sent: string): "typed" | "spoken" {
  if (!transcript?.trim()) return "typed";
  return keptShare(transcript, sent) >= KEPT_SHARE ? "spoken" : "typed";
}

// A cover letter arrives as plain text: paragraphs are separated by blank lines, and the lines inside one
// (the contact block at the top, the address, the sign-off) keep their breaks.

export type LetterInput = { text: string; title: string };

/** The letter's paragraphs, each as its lines, with stray spaces and control characters gone. */
export function letterParagraphs(text: string): string[][] {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(/[^\P{Cc}\n\t]/gu, "")
    .split(/\n[ \t]*\n/)
    .map((paragraph) =>
      paragraph
        .split("\n")
        .map((line) => line.replace(/\s+/g, " ").trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0);
}

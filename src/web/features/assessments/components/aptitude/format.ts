import type { ShownItem } from "../../aptitude-api";

// How the aptitude screens write times, scores and answers.

export const OPTION_LETTERS = ["A", "B", "C", "D", "E"] as const;

/** A countdown's face: 09:05. */
export function clockFace(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${String(Math.floor(whole / 60)).padStart(2, "0")}:${String(whole % 60).padStart(2, "0")}`;
}

/** A time taken: "42 s", "4 min 05 s". */
export function duration(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, "0")} s`;
}

export const percentOf = (correct: number, total: number) =>
  total > 0 ? Math.round((correct * 100) / total) : 0;

/** A score that may hold part marks (a situational scenario, an adaptive item): "7", "6.5", "6.33". */
export const marks = (score: number) => String(Math.round(score * 100) / 100);

/** The question an item asks, in one line. */
export function questionText(item: ShownItem): string {
  switch (item.kind) {
    case "numerical":
      return item.question;
    case "verbal":
      return item.statement;
    case "logical":
      return "Which figure comes next?";
    case "critical_thinking":
      return item.statement;
    case "situational":
      return item.format === "rate"
        ? "Rate how effective each response would be."
        : "Choose the most effective and the least effective response.";
  }
}

/** An option as words: "B: £91.4m", "Cannot say", "Option C". */
export function optionText(item: ShownItem, index: number): string {
  const letter = OPTION_LETTERS[index] ?? String(index + 1);
  switch (item.kind) {
    case "numerical":
      return `${letter}: ${item.options[index] ?? ""}`;
    case "verbal":
    case "critical_thinking":
      return item.options[index] ?? "";
    case "logical":
      return `Option ${letter}`;
    case "situational":
      return `${letter}: ${item.options[index] ?? ""}`;
  }
}

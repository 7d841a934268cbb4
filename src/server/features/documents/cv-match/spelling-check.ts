import type { CvCheck } from "../../../../shared/cv-match";
import type { CheckInput } from "./check-input";
import { spellingIssues } from "./spelling";

// The spelling check the CV match lists with the others: mistakes first, then American spellings, each
// with the British word to use where the dictionary has one.

const MAX_LISTED = 8;

const listed = (issues: { word: string; suggestion?: string }[]) =>
  issues
    .slice(0, MAX_LISTED)
    .map((issue) => (issue.suggestion ? `"${issue.word}" (${issue.suggestion})` : `"${issue.word}"`))
    .join(", ");

export function spelling({ cv }: CheckInput): CvCheck {
  const issues = spellingIssues(cv.lines);
  const misspelt = issues.filter((issue) => issue.kind === "misspelt");
  const american = issues.filter((issue) => issue.kind === "american");
  const parts = [
    ...(misspelt.length
      ? [
          `${misspelt.length === 1 ? "This word looks" : `${misspelt.length} words look`} misspelt: ${listed(misspelt)}`,
        ]
      : []),
    ...(american.length
      ? [
          `${american.length === 1 ? "This is an American spelling" : `${american.length} American spellings`}: ${listed(american)}`,
        ]
      : []),
  ];
  return {
    id: "spelling",
    label: "UK spelling",
    passed: issues.length === 0,
    detail: parts.length
      ? `${parts.join(". ")}. Recruiters notice spelling; UK employers expect British English.`
      : "No spelling mistakes or American spellings found.",
  };
}

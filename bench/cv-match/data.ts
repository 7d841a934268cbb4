import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

// The evaluation set, in this folder: cvs/ holds CVs as plain text, postings/ holds postings as plain
// text under a short header (title, firm, roleType, financeAreas), and pairs.json rates each CV against
// a posting by hand, 1 (no fit) to 5 (strong fit), with the reason (README.md says how).

export const DATA_DIR = path.resolve("bench/cv-match");

const pairSchema = z.object({
  id: z.string(),
  cv: z.string(),
  posting: z.string(),
  rating: z.number().int().min(1).max(5),
  rationale: z.string().min(1),
});

const headerSchema = z.object({
  title: z.string().min(1),
  firm: z.string().min(1),
  roleType: z.string().optional(),
  financeAreas: z.string().optional(),
});

export type Posting = {
  title: string;
  firm: string;
  text: string;
  roleType?: string;
  financeAreas?: string[];
};
export type Pair = {
  id: string;
  rating: number;
  rationale: string;
  cvName: string;
  cv: string;
  postingName: string;
  posting: Posting;
};

/** A posting file: `key: value` lines, a line of three dashes, then the posting's text. */
export function parsePostingFile(content: string): Posting {
  const [head, ...body] = content.split(/^---$/m);
  const fields = Object.fromEntries(
    (head ?? "")
      .split("\n")
      .map((line) => /^(\w+):\s*(.*)$/.exec(line.trim()))
      .filter((match) => match !== null)
      .map((match) => [match[1], match[2]]),
  );
  const header = headerSchema.parse(fields);
  return {
    title: header.title,
    firm: header.firm,
    text: body.join("---").trim(),
    roleType: header.roleType,
    financeAreas: header.financeAreas?.split(",").map((area) => area.trim()),
  };
}

export function loadPairs(dir = DATA_DIR): Pair[] {
  const pairs = z.array(pairSchema).parse(JSON.parse(readFileSync(path.join(dir, "pairs.json"), "utf8")));
  const read = (folder: string, name: string) => readFileSync(path.join(dir, folder, `${name}.txt`), "utf8");
  return pairs.map((pair) => ({
    id: pair.id,
    rating: pair.rating,
    rationale: pair.rationale,
    cvName: pair.cv,
    cv: read("cvs", pair.cv),
    postingName: pair.posting,
    posting: parsePostingFile(read("postings", pair.posting)),
  }));
}

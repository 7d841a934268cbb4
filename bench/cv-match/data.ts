import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

// An evaluation set: cvs/ holds CVs as plain text, postings/ holds postings as plain text under a short
// header (title, firm, roleType, financeAreas), pairs.json rates each CV against a posting by hand, 1
// (no fit) to 5 (strong fit), with the reason (README.md says how), and layouts/<cv>/{a,b,c,d}.txt lay
// the same CV out four ways, scored against the posting layouts.json names. The tuning set is this
// folder; the development sets, written apart from the engine but open to reading, are dev/ to dev6/; the held-out
// set, written by someone who never read the engine, is held-out/.

export const DATA_DIR = path.resolve("bench/cv-match");
export const DEV_DIR = path.join(DATA_DIR, "dev");
/** The development sets, oldest first: each by another recruiter, the later ones first measured totals only. */
export const DEV_SETS = [
  { name: "development", title: "Development set", dir: DEV_DIR },
  { name: "second development", title: "Second development set", dir: path.join(DATA_DIR, "dev2") },
  { name: "third development", title: "Third development set", dir: path.join(DATA_DIR, "dev3") },
  { name: "fourth development", title: "Fourth development set", dir: path.join(DATA_DIR, "dev4") },
  { name: "fifth development", title: "Fifth development set", dir: path.join(DATA_DIR, "dev5") },
  { name: "sixth development", title: "Sixth development set", dir: path.join(DATA_DIR, "dev6") },
] as const;
export const HELD_OUT_DIR = path.join(DATA_DIR, "held-out");
export const LAYOUT_NAMES = ["a", "b", "c", "d"] as const;

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

const layoutSchema = z.object({ cv: z.string().min(1), posting: z.string().min(1) });

export type LayoutCase = { cvName: string; postingName: string; posting: Posting; layouts: string[] };

/** The CVs laid out four ways, each with the posting to score them against. */
export function loadLayouts(dir = DATA_DIR): LayoutCase[] {
  if (!existsSync(path.join(dir, "layouts.json"))) return [];
  const entries = z
    .array(layoutSchema)
    .parse(JSON.parse(readFileSync(path.join(dir, "layouts.json"), "utf8")));
  return entries.map((entry) => ({
    cvName: entry.cv,
    postingName: entry.posting,
    posting: parsePostingFile(readFileSync(path.join(dir, "postings", `${entry.posting}.txt`), "utf8")),
    layouts: LAYOUT_NAMES.map((name) =>
      readFileSync(path.join(dir, "layouts", entry.cv, `${name}.txt`), "utf8"),
    ),
  }));
}

/** What every set holds: the rated pairs. */
export const PAIR_FILES = ["cvs", "postings", "pairs.json"];
/** What the tuning and held-out sets hold besides: layout cases and letter triples. */
export const FULL_SET_FILES = [...PAIR_FILES, "layouts", "layouts.json", "letters.json"];

/** The files a set must hold, and those it lacks. */
export function missingFiles(dir: string, needed: readonly string[] = FULL_SET_FILES): string[] {
  return needed.filter((name) => !existsSync(path.join(dir, name)));
}

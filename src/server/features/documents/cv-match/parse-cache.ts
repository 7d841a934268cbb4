import { createHash } from "node:crypto";
import type { CvCheck } from "../../../../shared/cv-match";
import { deepFreeze, Lru } from "../../../platform/lru";
import { runChecks } from "./checks";
import { type ParsedCv, parseCv } from "./cv-sections";
import { type ParsedPosting, type PostingInput, parsePosting } from "./posting";
import { type TokenLine, tokenLine } from "./text";

// Reading a CV and a posting is most of a score's CPU: the CV's sections, its lines as tokens and its
// checks, and the posting's lines as tokens. A CV version's text never changes and a posting's rarely
// does, while members score one CV against many roles and many members score against one role, so the
// read forms are kept in two small bounded caches and a repeat costs a hash and a map lookup. Only what
// depends on the texts alone is kept: whatever reads today's date (education, the programme's year) is
// worked out afresh for every score.
//
// Cached forms are shared between requests, so they are frozen: code that pushed to, sorted or assigned
// into one would throw rather than quietly change the next member's score. (A Set cannot be frozen;
// nothing writes to `ParsedCv.sections` after parsing.)

/** The CV as the score reads it: its lines, their tokens and the document checks. */
export type CvReading = {
  cv: ParsedCv;
  /** The CV's lines as tokens, in the order of `cv.lines`. */
  tokens: TokenLine[];
  checks: CvCheck[];
};

export type CvDocument = { text: string; pageCount?: number; hasImages?: boolean };

/** A few hundred of each: a parsed CV or posting with its tokens is tens of kilobytes. */
export const CACHED_CVS = 256;
export const CACHED_POSTINGS = 256;

const hashOf = (...parts: string[]) => {
  const hash = createHash("sha256");
  // Each part's length goes first, so no two different lists of parts hash the same text.
  for (const part of parts) hash.update(`${part.length}:`).update(part);
  return hash.digest("base64url");
};

/** Reads a CV afresh. */
export function readCv({ text, pageCount, hasImages }: CvDocument): CvReading {
  const cv = parseCv(text);
  return {
    cv,
    tokens: cv.lines.map((line) => tokenLine(line.text)),
    checks: runChecks({ cv, pageCount, hasImages }),
  };
}

const cvs = new Lru<string, CvReading>(CACHED_CVS);
const postings = new Lru<string, ParsedPosting>(CACHED_POSTINGS);

/**
 * The CV version's reading, from the cache when the same version with the same text was read before.
 * The text is part of the key as well as the version: a version that somehow came back with other text
 * is read again, never served from an old entry.
 */
export function cachedCvReading(versionId: string, document: CvDocument): CvReading {
  const key = hashOf(
    versionId,
    document.text,
    String(document.pageCount ?? ""),
    document.hasImages ? "images" : "",
  );
  const cached = cvs.get(key);
  if (cached) return cached;
  const reading = deepFreeze(readCv(document));
  cvs.set(key, reading);
  return reading;
}

/** The posting parsed, from the cache when a posting with the same fields was parsed before. */
export function cachedPosting(posting: PostingInput): ParsedPosting {
  const key = hashOf(
    posting.title,
    posting.firm,
    posting.text,
    posting.roleType ?? "",
    JSON.stringify(posting.financeAreas ?? null),
  );
  const cached = postings.get(key);
  if (cached) return cached;
  const parsed = deepFreeze(parsePosting(posting));
  postings.set(key, parsed);
  return parsed;
}

/** Empties both caches (tests use it to start from a known state). */
export function clearParseCaches(): void {
  cvs.clear();
  postings.clear();
}

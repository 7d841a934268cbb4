import type { ParsedCv } from "./cv-sections";

/** What every CV check reads: the parsed CV, and what only the document extractor can tell. */
export type CheckInput = { cv: ParsedCv; pageCount?: number; hasImages?: boolean };

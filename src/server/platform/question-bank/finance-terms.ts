import { z } from "zod";
import terms from "./finance-terms.json" with { type: "json" };

// The finance vocabulary the interview engine reads answers with: each concept and the ways candidates
// name it, from the textbook term to the everyday paraphrase ("net income", "profit after tax", "what's
// left for shareholders"). A claim in the question bank names a concept as "#id". Checked with zod when
// this module loads, like the rest of the bank.

const KEBAB = /^[a-z0-9&]+(-[a-z0-9&]+)*$/;
const termsSchema = z.record(z.string().regex(KEBAB), z.array(z.string().trim().min(1)).min(1));

export const FINANCE_TERMS: ReadonlyMap<string, readonly string[]> = new Map(
  Object.entries(termsSchema.parse(terms)),
);

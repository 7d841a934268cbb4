// Alumni who offer to chat with students of their own university (docs/decisions/0025): the limits
// both sides show and enforce, and how two universities typed as free text are recognised as one.

import { EDUCATION_STATUSES } from "./onboarding";

export const ALUMNI_FIELD_MAX = 100;
export const ALUMNI_NOTE_MAX = 280;
export const ALUMNI_MESSAGE_MAX = 500;
export const ALUMNI_REPORT_MAX = 1000;
/** Chat requests a member may send in 24 hours, to anyone. */
export const ALUMNI_REQUESTS_PER_DAY = 5;
/** After a decline, the same alum can be asked again only this many days later. */
export const ALUMNI_DECLINE_COOLDOWN_DAYS = 30;

/**
 * The onboarding stage ("Where are you in your studies?") that says a member has graduated: only they
 * may list themselves as an alum, and a listing shows only while their answers still say so.
 */
export const ALUM_EDUCATION_STATUS = "graduate" satisfies (typeof EDUCATION_STATUSES)[number]["value"];
/** That stage as onboarding words it, for the messages that say how to become listable. */
export const ALUM_EDUCATION_LABEL =
  EDUCATION_STATUSES.find((status) => status.value === ALUM_EDUCATION_STATUS)?.label ?? "Graduate";

export const ALUMNI_REQUEST_STATUSES = ["pending", "accepted", "declined"] as const;
export type AlumniRequestStatus = (typeof ALUMNI_REQUEST_STATUSES)[number];

// Short names members use for a few UK institutions, mapped to the full name's key. Only names that
// mean one place: "Kings College" alone could be in Cambridge, "Manchester" could be either university.
const ALIASES: Record<string, string> = {
  lse: "london school of economics and political science",
  "london school of economics": "london school of economics and political science",
  ucl: "university college london",
  kcl: "kings college london",
  imperial: "imperial college london",
  "imperial college": "imperial college london",
  lbs: "london business school",
  qmul: "queen mary university of london",
  "queen mary": "queen mary university of london",
  soas: "soas university of london",
};

/**
 * The key under which a university typed as free text is matched: case, accents, punctuation,
 * "&", apostrophes and a leading "The" do not count; "University of X" is "X University"; a short
 * name in ALIASES is its full name. Onboarding takes the university as free text, so "The University
 * of Leeds", "university of leeds" and "Leeds University" must all find each other.
 */
export function universityKey(name: string): string {
  const words = name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/\([^)]*\)/g, " ")
    .replace(/&/g, " and ")
    .replace(/['’`]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .replace(/^the /, "")
    .replace(/^univ?(ersity)? /, "university ")
    .replace(/ univ?$/, " university");
  const reordered = words.replace(/^university of (.+)$/, "$1 university");
  return ALIASES[reordered] ?? reordered;
}

import type { Advert, AdvertMatchInput } from "../../../shared/schemas/documents";
import type { Deps, Hooks } from "../../http/context";
import type { MemberPlan } from "../../platform/member-plan";
import { matchCv } from "./cv-match.service";

// Match an advert (Jobscan's core use): a CV scored against an advert the member pasted, or one read
// from a link through job import's SSRF-safe reader, without tracking it first. The score, its limits
// and its record are the CV match's own; the advert comes back with it, so the screen can save it to
// the tracker or write a letter for it.

export type ReadAdvert = {
  title: string | null;
  firm: string | null;
  location: string | null;
  text: string;
  url: string | null;
};

// A pasted advert's first line is its title when it reads like one: short, no full stop, not a heading.
const HEADING =
  /^(about|overview|the role|role|job description|description|summary|who we are|about us|about the role)\b/i;

function titleOf(text: string): string | null {
  const first =
    text
      .split("\n")
      .map((l) => l.trim())
      .find(Boolean) ?? "";
  const words = first.split(/\s+/).length;
  if (!first || words > 14 || /[.!?:]$/.test(first) || HEADING.test(first)) return null;
  return first.slice(0, 200);
}

// "Harbour Lane Capital is a mid-market…", "Join Carrow Bank's…", "At Ashcombe Lyle, we…".
const FIRM = [
  /(?:^|\n)\s*(?:About\s+)?(\p{Lu}[\p{L}&.'’-]*(?:\s+(?:&\s+)?\p{Lu}[\p{L}&.'’-]*){0,4})\s+(?:is|are)\s+(?:a|an|one of|the)\b/u,
  /\bjoin\s+(\p{Lu}[\p{L}&.'’-]*(?:\s+(?:&\s+)?\p{Lu}[\p{L}&.'’-]*){0,4})(?:['’]s|\s+as\b|\s+in\b|[.,])/u,
  /(?:^|\n)\s*At\s+(\p{Lu}[\p{L}&.'’-]*(?:\s+(?:&\s+)?\p{Lu}[\p{L}&.'’-]*){0,4}),\s+we\b/u,
];
const NOT_A_FIRM = /^(We|You|This|The|Our|It|They|Applicants?|Candidates?)$/;

function firmOf(text: string): string | null {
  for (const pattern of FIRM) {
    const name = pattern.exec(text)?.[1]?.trim();
    if (name && !NOT_A_FIRM.test(name)) return name.slice(0, 200);
  }
  return null;
}

/** The advert as text, with its title and firm from the member, the link or the text, in that order. */
export async function readAdvert(
  deps: Deps,
  hooks: Hooks,
  userId: string,
  input: AdvertMatchInput,
): Promise<ReadAdvert> {
  if (input.url) {
    const read = await hooks.readAdvertLink(deps, userId, input.url);
    return { ...read, title: input.title ?? read.title, firm: input.firm ?? read.firm };
  }
  const text = input.text ?? "";
  return {
    title: input.title ?? titleOf(text),
    firm: input.firm ?? firmOf(text),
    location: null,
    text,
    url: null,
  };
}

export async function matchAdvert(deps: Deps, hooks: Hooks, member: MemberPlan, input: AdvertMatchInput) {
  const advert = await readAdvert(deps, hooks, member.id, input);
  // The score needs some title and firm; the answer says which were found, so the screen can ask.
  const posting: Advert = {
    title: advert.title ?? "Advertised role",
    firm: advert.firm ?? "the firm",
    location: advert.location,
    text: advert.text,
  };
  const scored = await matchCv(deps, member, {
    documentId: input.documentId,
    versionId: input.versionId,
    advert: posting,
  });
  return { ...scored, advert };
}

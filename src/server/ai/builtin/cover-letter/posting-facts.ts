import type { CoverLetterInput } from "../../../../shared/cover-letter";
import { normaliseName, splitSentences } from "../../fact-check";
import { nlp, perToken } from "../nlp";
import { summariseJob } from "../summarise-job";
import { lowerFirst, type Vocabulary } from "./vocabulary";

// What a letter can say about the posting, in the posting's own words: what the firm is (its own
// sentence about itself), what the role offers, what it asks for, the division, and whom to address.
// Sentences written in the firm's voice ("Our programme…", "join us") are turned to face it ("your
// programme…", "join you"); nothing is added.

export type PostingFacts = {
  /** "it is a global investment bank advising …", from the posting's sentence about the firm. */
  firmClause: string | null;
  /** "your ten-week Summer Analyst Programme gives …", from the posting's sentence about the role. */
  roleClause: string | null;
  /** Skills and qualities asked for, each as a phrase that can follow "asks for". */
  asks: string[];
  /** Everything the posting asks or describes, for judging which of the member's bullets fit. */
  about: string[];
  /** Duties listed as instructions ("build and maintain financial models"), to follow "the chance to". */
  duties: string[];
  division: string | null;
  /** The person the posting says to write to: the address line and the salutation. */
  contact: { recipient: string; salutation: string } | null;
};

const BOILERPLATE =
  /equal opportunit|divers|inclusi|adjustment|regardless|disabilit|privacy|cookie|recruitment agenc/i;
const PROCESS =
  /\b(apply|applications?|deadline|clos(e|es|ing)|assessment|tests?|interview|shortlist|CV|cover letter)\b/i;
const ASK_OPENING =
  /^(?:(?:you|candidates?|applicants?|the (?:successful|ideal) candidate)(?: will| should| must| need to| will need to)? (?:have|has|be|possess|hold|demonstrate|show|bring)|you(?:'|’)ll (?:need|have|bring)|we(?:'|’)re looking for|we are (?:looking for|seeking)|(?:someone|candidates|people) with)\s+/i;
const ASK_CLOSING =
  /\s+(?:is|are|would be) (?:an? )?(?:advantage|desirable|essential|required|preferred|a plus|beneficial)\b.*$/i;
const ELIGIBILITY =
  /\b(penultimate|final[- ]year|graduat\w*|degree|right to work|eligib\w*|visa|sponsor\w*|a[- ]levels?|ucas|gpa|2[:.][12]|undergraduates?|students?|completed)\b/i;
const CONTACT =
  /\b(?:contact|address (?:your )?(?:application|cover letter|letter)s? to|questions? (?:to|for)|recruiter|hiring manager)\s*:?\s*(?:(Mr|Mrs|Ms|Miss|Mx|Dr)\.?\s+)?(\p{Lu}[\p{L}'’-]*\p{Ll}(?:\s+\p{Lu}[\p{L}'’-]*\p{Ll}){1,2})/u;
const NOT_A_PERSON = /\b(graduate|recruitment|team|human|resources|careers|talent|hr|us|the)\b/i;
const FIRM_VOICE: [RegExp, string][] = [
  [/\bwe(?:'|’)re\b/gi, "you're"],
  [/\bwe(?:'|’)ve\b/gi, "you've"],
  [/\bwe\b/gi, "you"],
  [/\bour\b/gi, "your"],
  [/\bours\b/gi, "yours"],
  [/\bus\b/g, "you"],
  [/\bourselves\b/gi, "yourselves"],
];

function firstPos(text: string): string | undefined {
  const { its } = nlp();
  return perToken<string>(nlp().readDoc(text).tokens(), its.pos)[0];
}

function firmClause(sentences: string[], firm: string): string | null {
  const name = normaliseName(firm);
  for (const sentence of sentences) {
    const words = sentence.split(/\s+/).length;
    if (words > 45 || BOILERPLATE.test(sentence) || PROCESS.test(sentence)) continue;
    const head = sentence.slice(0, firm.length);
    if (normaliseName(head) !== name) continue;
    const rest = sentence.slice(firm.length);
    const possessive = /^['’]s?\s+/.exec(rest);
    if (possessive) return `its ${rest.slice(possessive[0].length)}`.replace(/[.!]$/, "");
    if (/^\s+(?:is|are|was|has|have|\p{Ll}+s)\s/u.test(rest)) return `it${rest}`.replace(/[.!]$/, "");
  }
  return null;
}

// "We are looking for an intern to join our team" introduces the posting; it says nothing about the work.
const INTRODUCTION = /^(?:we|you)(?:'|’)?(?: are|re) (?:looking for|seeking|hiring)\b/i;

const SUBJECT_OPENING =
  /^(?:your|the|this|these|it|its|we|our|you|they|each|every|during|over|as|in|on|at|across|with|from|after|interns?|analysts?|graduates?|participants?)\b/i;

function roleClause(candidates: string[], firm: string, vocabulary: Vocabulary): string | null {
  for (const sentence of candidates.flatMap((text) => splitSentences(text))) {
    const words = sentence.split(/\s+/).length;
    if (words < 8 || words > 45 || !/[.!]$/.test(sentence)) continue;
    if (PROCESS.test(sentence) || BOILERPLATE.test(sentence) || INTRODUCTION.test(sentence)) continue;
    if (normaliseName(sentence).startsWith(normaliseName(firm))) continue;
    let clause = sentence.replace(/[.!]$/, "");
    for (const [pattern, swap] of FIRM_VOICE) clause = clause.replace(pattern, swap);
    clause = lowerFirst(clause.replace(/^Your\b/, "your").replace(/^You\b/, "you"), vocabulary);
    // "because join our team …" is not English: the clause needs its own subject, so an instruction
    // ("Join our M&A team …") is left to the duties instead.
    if (/^\p{Ll}/u.test(clause) && SUBJECT_OPENING.test(clause)) return clause;
  }
  return null;
}

function askOf(requirement: string, vocabulary: Vocabulary): string | null {
  const phrase = requirement
    .replace(/[.;:!]+$/, "")
    .replace(ASK_OPENING, "")
    .replace(ASK_CLOSING, "")
    .trim();
  const words = phrase.split(/\s+/).length;
  if (words < 2 || words > 28 || ELIGIBILITY.test(phrase) || /^(?:you|we|they|it)\b/i.test(phrase))
    return null;
  if (["VERB", "AUX", "PRON", "ADP", "SCONJ"].includes(firstPos(phrase) ?? "")) return null;
  return lowerFirst(phrase, vocabulary);
}

// "You will rotate through three desks" and "The intern will screen…" describe duties too.
const DUTY_OPENING =
  /^(?:you will|you'll|you’ll|the (?:successful candidate|intern|analyst|graduate|trainee|associate)s? will)\s+/i;

/** A duty as an instruction ("build and maintain financial models"), to follow "the chance to". */
function dutyOf(item: string): string | null {
  const duty = item.replace(DUTY_OPENING, "").replace(/[.;,]+$/, "");
  const words = duty.split(/\s+/).length;
  if (words < 3 || words > 24 || /[.!?]\s/.test(duty) || firstPos(duty) !== "VERB") return null;
  return `${duty.charAt(0).toLowerCase()}${duty.slice(1)}`;
}

function divisionOf(posting: CoverLetterInput["posting"]): string | null {
  if (posting.division?.trim()) return posting.division.trim();
  const named = /\b((?:\p{Lu}[\p{L}&]*\s+){1,3}(?:Division|Desk))\b/u.exec(
    `${posting.title}\n${posting.text}`,
  );
  if (named?.[1]) return named[1];
  const after = /\s[–—-]\s+([\p{Lu}][\p{L}& ]+)$/u.exec(posting.title)?.[1]?.trim();
  return after &&
    /\b(banking|markets|management|equity|research|trading|finance|risk|advisory)\b/i.test(after)
    ? after
    : null;
}

export function readPosting(posting: CoverLetterInput["posting"], vocabulary: Vocabulary): PostingFacts {
  const summary = summariseJob({ title: posting.title, firm: posting.firm, text: posting.text });
  const sentences = posting.text
    .split(/\n+/)
    .flatMap((line) => splitSentences(line.replace(/^[•\-*–]\s*/, "")));
  const contact = CONTACT.exec(posting.text);
  const person = contact?.[2] && !NOT_A_PERSON.test(contact[2]) ? contact[2] : null;
  const title = contact?.[1];
  const role = roleClause([summary.overview, ...summary.responsibilities], posting.firm, vocabulary);
  const surname = person?.split(/\s+/).pop();
  return {
    firmClause: firmClause(sentences, posting.firm),
    roleClause: role,
    asks: summary.requirements.map((r) => askOf(r, vocabulary)).filter((a): a is string => Boolean(a)),
    about: [posting.title, ...summary.requirements, ...summary.responsibilities, summary.overview],
    duties: summary.responsibilities
      .map(dutyOf)
      .filter((d): d is string => Boolean(d) && !role?.includes(d ?? "")),
    division: divisionOf(posting),
    contact: person
      ? {
          recipient: title ? `${title} ${person}` : person,
          salutation: title ? `${title} ${surname}` : person,
        }
      : null,
  };
}

import { type CoverLetterDraft, type CoverLetterInput, countWords } from "../../../../shared/cover-letter";
import { checkFacts, letterSources } from "../../../ai/fact-check";
import { composeLetter, roleName } from "./compose";
import { indexSource } from "./copy-guard";
import { readCv } from "./cv-facts";
import { namedSafely } from "./employer-names";
import { theName } from "./english";
import { readFirm, sectorNoun } from "./firm-facts";
import { readPosting } from "./posting-facts";
import { financeWork, pickEvidence } from "./relevance";
import { settingOf } from "./settings";
import { picker } from "./variety";
import { lowerFirst, vocabularyOf } from "./vocabulary";
import { whyFirm } from "./why-firm";

// The built-in engine's cover letter: facts read from the CV, the posting and the firm's profile; the
// member's best evidence for at most two things the posting asks for; composed into a UK business letter
// of 250-400 words. The same input always gives the same letter. It goes through the same fact checker
// as a model's letter, so a rule that ever lets an unsupported fact through shows up as a flag rather
// than passing silently.

const MAX_INPUT_CHARS = 40_000;

function interestsIn(input: CoverLetterInput): string[] {
  const posting =
    `${input.posting.title} ${input.posting.division ?? ""} ${input.posting.text}`.toLowerCase();
  return (input.member.interests ?? [])
    .map((label) => label.replace(/\s*\(.*\)\s*$/, "").trim())
    .filter(
      (label) => label.length > 2 && label.toLowerCase() !== "other" && posting.includes(label.toLowerCase()),
    );
}

// The professional qualifications UK finance employers fund; named only when the posting says the role
// trains or studies for one, not when it lists one among the things an applicant may already have.
const QUALIFICATION = /\b(ACA|ACCA|CIMA|CFA|CTA|ICAS|CII|IMC|CISI)\b/;

function qualificationOffered(text: string): string | null {
  for (const sentence of text.split(/(?<=[.!?])\s+|\n+/)) {
    const found = QUALIFICATION.exec(sentence)?.[1];
    if (found && /\b(train|study|studying|sponsor|fund|funded|work towards|support you)\w*/i.test(sentence))
      // Written out where the letters alone would read as A-level grades ("ACA", "ACCA").
      return found === "ACA" || found === "ICAS"
        ? "chartered accountancy"
        : found === "ACCA"
          ? "chartered certified accountancy"
          : found;
  }
  return null;
}

export function writeCoverLetter(input: CoverLetterInput): CoverLetterDraft {
  const bounded: CoverLetterInput = {
    ...input,
    cvText: input.cvText?.slice(0, MAX_INPUT_CHARS) ?? null,
    posting: { ...input.posting, text: input.posting.text.slice(0, MAX_INPUT_CHARS) },
  };
  const { posting: advert, firm } = bounded;
  const vocabulary = vocabularyOf([advert.text, bounded.cvText ?? "", firm?.description ?? ""]);
  // Only organisations that read as employers are ever named: a stray line taken for one ("Spanish ●●●●○",
  // the tail of a wrapped bullet) leaves its results said without a firm.
  const cv = namedSafely(readCv(bounded.cvText));
  const posting = readPosting(advert);
  const picks = pickEvidence(cv.achievements, posting.requirements, posting.about);
  // The posting's title is part of the seed: one member's letters for two roles at one firm should not
  // open and close in the same words.
  const pick = picker(
    `${bounded.cvText ?? bounded.member.email ?? bounded.member.firstName}\n${advert.firm}\n${advert.title}`,
  );
  const facts = readFirm(
    advert.firm,
    firm?.description ? [firm.description] : [],
    [advert.text],
    advert.title,
  );
  // The work the why-this-firm paragraph builds on: real experience first, a society role only if
  // there is nothing else.
  // Only finance work can be the reason a finance firm is the next step; a shop job is not.
  const evidenceEntries = picks.map((p) => p.achievement.entry).filter(financeWork);
  const linked =
    evidenceEntries.find((e) => e.section === "experience") ??
    cv.entries.find((e) => e.section === "experience" && (e.role || e.organisation) && financeWork(e)) ??
    evidenceEntries.find((e) => !/^(member|attendee|participant)$/i.test(e.role ?? ""));
  // A degree, not a school's diploma written with its score ("IB Diploma, 41/45"): beside an employer's
  // name, a figure would read as a result of that job.
  const degree =
    cv.education.find(
      (e) =>
        e.qualification &&
        !/\d/.test(e.qualification) &&
        !/baccalaureate|\bIB\b|foundation/i.test(e.qualification),
    ) ?? (linked ? undefined : cv.education.find((e) => e.qualification));
  // The institution too: two members reading the same degree do not give the same reason.
  const studies = degree?.qualification
    ? `${degree.qualification}${degree.institution ? ` at ${theName(degree.institution)}` : ""}`
    : (bounded.member.degree ?? null);
  const why = whyFirm({
    firm: advert.firm,
    facts,
    sectorNoun: sectorNoun(firm?.sector ?? null),
    division: posting.division,
    duties: posting.duties,
    interests: interestsIn(bounded).map((i) => lowerFirst(i, vocabulary)),
    link: linked ? (settingOf(linked, pick)?.noun ?? null) : null,
    studies: studies ? `my ${studies}` : null,
    location: advert.location ?? null,
    roleType: advert.roleType ?? null,
    pick,
    qualification: qualificationOffered(advert.text),
    profiled: Boolean(firm?.description?.trim()),
    role: roleName(advert.title),
  });
  const text = composeLetter({
    input: bounded,
    cv,
    picks,
    why,
    contact: posting.contact,
    duties: posting.duties,
    posting: indexSource(advert.text),
    pick,
    vocabulary,
  });
  return { text, wordCount: countWords(text), flagged: checkFacts(text, letterSources(bounded)) };
}

import { z } from "zod";
import {
  COVER_LETTER_MAX_CHARS,
  type CoverLetterDraft,
  type CoverLetterInput,
  countWords,
} from "../../../shared/cover-letter";
import { longDayLabel } from "../../../shared/uk-time";
import { checkFacts, letterSources } from "../../ai/fact-check";
import type { AiProvider, Generated } from "../../ai/provider";
import { writeCoverLetter } from "./cover-letter/write-cover-letter";

// A cover letter draft: a configured model writes it from the member's data and the posting, labelled,
// and is told to use nothing else; the fact checker then holds its letter to the same data, so an
// instruction it ignores is caught (the sentence is kept but flagged for the member). Without a model,
// or when it fails, the built-in engine's letter answers.

const MAX_CV_CHARS = 16_000;
const MAX_POSTING_CHARS = 16_000;

export const LETTER_INSTRUCTIONS = `You write cover letters for UK university students applying to finance roles.
Write one UK business letter of 250-400 words, in plain text with a blank line between parts:
the member's name and contact details, the date exactly as given, the firm, "Dear Hiring Manager," (or the contact the posting names),
an opening naming the role and the firm, why this firm in the member's own voice (built from the firm's profile and what the posting says
about the firm, its division and its programme, tied to something the member has done; never the posting's sentences pasted back),
one paragraph for each of at most two things the posting asks for, each answered with the CV bullet that best shows it by meaning,
a short close, "Yours sincerely," and the member's name. Never repeat more than twelve consecutive words of the posting.
A grade belongs to its own degree and tense: "on track for" only for a degree still being studied with that grade predicted.
Correct the CV's typos and American spellings in anything you quote; use British English and the right "a" or "an" ("an MSc").
Use only the facts given to you. Never add an employer, university, school, grade, number, amount, date, award, skill or achievement
that the member's data, the posting or the firm's profile does not contain. If the member's data is thin, say more about the firm and
the role from the facts given rather than invent anything.
No markdown, no placeholders in brackets.
Answer with one JSON object: {"text": "<the whole letter>"}.`;

const COVER_LETTER_JSON_SCHEMA = {
  type: "object",
  additionalProperties: false,
  required: ["text"],
  properties: { text: { type: "string" } },
};

const labelled = (label: string, value: string | number | null | undefined) =>
  value === null || value === undefined || String(value).trim() === "" ? null : `${label}: ${value}`;
const joined = (values: string[] | undefined) => (values?.length ? values.join("; ") : null);

export function coverLetterMessage(input: CoverLetterInput): string {
  const { member, posting } = input;
  const facts = [
    labelled("Date of the letter", longDayLabel(input.today)),
    "",
    "THE MEMBER",
    labelled("Name", `${member.firstName} ${member.lastName}`.trim()),
    labelled("Email", member.email),
    labelled("Phone", member.phone),
    labelled("University", member.university),
    labelled("Degree", member.degree),
    labelled("Graduation year", member.graduationYear),
    labelled("Roles they are targeting", joined(member.targetRoles)),
    labelled("Finance areas they are interested in", joined(member.interests)),
    labelled("Their strongest skills", joined(member.strengths)),
    labelled("Their career vision", member.careerVision),
    "",
    "THE MEMBER'S CV",
    input.cvText?.trim() ? input.cvText.slice(0, MAX_CV_CHARS) : "(no CV chosen)",
    "",
    "THE POSTING",
    labelled("Title", posting.title),
    labelled("Firm", posting.firm),
    labelled("Location", posting.location),
    labelled("Division", posting.division),
    labelled("Role type", posting.roleType),
    posting.text.slice(0, MAX_POSTING_CHARS),
    "",
    "THE FIRM'S PROFILE",
    input.firm?.description?.trim() ? input.firm.description : "(none on file)",
    labelled("Sector", input.firm?.sector?.replace(/_/g, " ")),
  ];
  return facts.filter((f): f is string => f !== null).join("\n");
}

/** The model's letter, checked against the same facts it was given. */
function modelLetterSchema(input: CoverLetterInput): z.ZodType<CoverLetterDraft> {
  const sources = letterSources(input);
  return z
    .object({ text: z.string().trim().min(1).max(COVER_LETTER_MAX_CHARS) })
    .transform(({ text }) => ({ text, wordCount: countWords(text), flagged: checkFacts(text, sources) }));
}

export function writeCoverLetterDraft(
  ai: AiProvider,
  input: CoverLetterInput,
): Promise<Generated<CoverLetterDraft>> {
  return ai.generate(
    {
      task: "cover_letter",
      instructions: LETTER_INSTRUCTIONS,
      input: coverLetterMessage(input),
      schema: modelLetterSchema(input),
      jsonSchema: COVER_LETTER_JSON_SCHEMA,
    },
    () => writeCoverLetter(input),
  );
}

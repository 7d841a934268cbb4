import { interactionLabel, metViaLabel, templateLabel } from "../../shared/schemas/networking";
import { longDayLabel } from "../../shared/uk-time";
import type {
  CoverLetterInput,
  CvSuggestionsInput,
  InterviewCoachingInput,
  NetworkingMessageInput,
} from "./provider";

// What the OpenAI-compatible provider tells a model for the cover letter and the CV suggestions. The
// model sees the member's data and the posting, labelled, and is told to use nothing else; the fact
// checker holds its letter to the same data afterwards, so an instruction it ignores is caught.

const MAX_CV_CHARS = 16_000;
const MAX_POSTING_CHARS = 16_000;

export const LETTER_INSTRUCTIONS = `You write cover letters for UK university students applying to finance roles.
Write one UK business letter of about 250-400 words, in plain text with a blank line between parts:
the member's name and contact details, the date exactly as given, the firm, "Dear Hiring Manager," (or the contact the posting names),
an opening naming the role and the firm, why this firm and division (using only what the posting says about them),
two paragraphs of evidence from the member's CV tied to what the posting asks for, a short close, "Yours sincerely," and the member's name.
Use only the facts given to you. Never add an employer, university, school, grade, number, amount, date, award, skill or achievement
that the member's data or the posting does not contain. If the member's data is thin, write a shorter letter rather than invent anything.
No markdown, no placeholders in brackets.
Answer with one JSON object: {"text": "<the whole letter>"}.`;

export const SUGGESTION_INSTRUCTIONS = `You help university students tailor a CV to a finance job posting.
A separate engine has already scored the CV; you do not score it. Suggest up to 5 specific changes to the CV,
each one sentence of at most 300 characters, using only what the CV and the posting say.
Never suggest claiming experience, grades, numbers or skills the CV does not show; suggest how to present what is there.
Answer with one JSON object: {"suggestions": ["...", "..."]}; use [] if you have nothing useful to add.`;

export const COACHING_INSTRUCTIONS = `You are an interviewer for graduate finance roles, coaching a student after a practice answer.
Stay in the persona you are given. A separate engine has scored the answer; you do not score it.
Write "comment": two or three sentences on the answer's strongest point and the one change that would help most, about this answer only.
Write "followUp": if gaps are listed, one short follow-up question in the persona's voice about the first gap; otherwise null.
Never invent facts about the student. Answer with one JSON object: {"comment": "...", "followUp": "..." or null}.`;

export function coachingMessage(input: InterviewCoachingInput): string {
  return [
    `Persona: ${input.persona.name}: ${input.persona.description}`,
    `Question: ${input.question}`,
    `Gaps found: ${input.gaps.join(", ") || "none"}`,
    `Key points missing: ${input.keyPointsMissing.join("; ") || "none"}`,
    "",
    "Answer:",
    input.answer.slice(0, 12_000),
  ].join("\n");
}

const line = (label: string, value: string | number | null | undefined) =>
  value === null || value === undefined || String(value).trim() === "" ? null : `${label}: ${value}`;
const joined = (values: string[] | undefined) => (values?.length ? values.join("; ") : null);

export function coverLetterMessage(input: CoverLetterInput): string {
  const { member, posting } = input;
  const facts = [
    line("Date of the letter", longDayLabel(input.today)),
    "",
    "THE MEMBER",
    line("Name", `${member.firstName} ${member.lastName}`.trim()),
    line("Email", member.email),
    line("Phone", member.phone),
    line("University", member.university),
    line("Degree", member.degree),
    line("Graduation year", member.graduationYear),
    line("Roles they are targeting", joined(member.targetRoles)),
    line("Finance areas they are interested in", joined(member.interests)),
    line("Their strongest skills", joined(member.strengths)),
    line("Their career vision", member.careerVision),
    "",
    "THE MEMBER'S CV",
    input.cvText?.trim() ? input.cvText.slice(0, MAX_CV_CHARS) : "(no CV chosen)",
    "",
    "THE POSTING",
    line("Title", posting.title),
    line("Firm", posting.firm),
    line("Location", posting.location),
    line("Division", posting.division),
    line("Role type", posting.roleType),
    posting.text.slice(0, MAX_POSTING_CHARS),
  ];
  return facts.filter((f): f is string => f !== null).join("\n");
}

export function cvSuggestionsMessage(input: CvSuggestionsInput): string {
  return [
    `Keywords the score found missing: ${input.score.missing.length ? input.score.missing.join(", ") : "(none)"}`,
    "",
    `POSTING\nTitle: ${input.posting.title}\nFirm: ${input.posting.firm}\n${input.posting.text.slice(0, MAX_POSTING_CHARS)}`,
    "",
    `CV\n${input.cvText.slice(0, MAX_CV_CHARS)}`,
  ].join("\n");
}

export const NETWORKING_INSTRUCTIONS = `You draft short networking emails for UK university students and graduates seeking finance jobs.
The member sends the email themselves; write it in their voice, in UK English, polite and specific, at most 180 words in the body.
Kinds: "Cold email" asks a professional the member has not spoken to for a 15-20 minute call or coffee;
"Thank-you" thanks them for a conversation that happened; "Follow-up" gives a short update after a conversation and asks one question;
"Referral ask" asks, without pressure, whether they would refer the member or pass on their CV.
Use only the facts given: never invent a conversation, an employer, a grade, a shared interest, an attachment or anything the member did.
Start the body with "Dear <contact's first name>," and end it with "Best regards," and the member's name. No placeholders in brackets, no markdown.
Answer with one JSON object: {"subject": "...", "body": "..."}.`;

const MAX_CHAT_NOTES_CHARS = 2_000;

export function networkingMessagePrompt(input: NetworkingMessageInput): string {
  const { contact, member } = input;
  const facts = [
    line("Template", templateLabel(input.kind)),
    line("Today", longDayLabel(input.today)),
    "",
    "THE CONTACT",
    line("Name", contact.name),
    line("Firm", contact.firm),
    line("Role", contact.role),
    line("Team", contact.team),
    line("How the member knows them", contact.metVia ? metViaLabel(contact.metVia) : null),
    line("University", contact.university),
    line(
      "Last interaction",
      input.lastInteraction
        ? `${interactionLabel(input.lastInteraction.kind)} on ${longDayLabel(input.lastInteraction.occurredOn)}`
        : "none yet",
    ),
    line(
      "Last conversation",
      input.lastChat
        ? `${interactionLabel(input.lastChat.kind)} on ${longDayLabel(input.lastChat.occurredOn)}`
        : "none yet",
    ),
    line("The member's notes from it", input.lastChat?.notes.slice(0, MAX_CHAT_NOTES_CHARS)),
    "",
    "THE MEMBER",
    line("Name", `${member.firstName} ${member.lastName}`.trim()),
    line("University", member.university),
    line("Course", member.degree),
    line("Roles they are targeting", joined(member.targetRoles)),
    line("Finance areas they are interested in", joined(member.interests)),
    line(
      "Their application at the firm",
      input.application
        ? `${input.application.roleTitle} at ${input.application.firm} (${input.application.applied ? "applied" : "not yet applied"})`
        : null,
    ),
  ];
  return facts.filter((f): f is string => f !== null).join("\n");
}

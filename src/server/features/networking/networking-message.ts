import type { InteractionKind, MetVia, TemplateKind } from "../../../shared/schemas/networking";

// The built-in engine's networking messages: four UK email templates (cold email, thank-you, follow-up,
// referral ask) whose every sentence is chosen and filled from the contact (name, role, team, firm, how
// you met, a shared university, the last chat and its day) and the member's profile (studies,
// university, the areas and roles they are after, a tracker application at the firm). A fact the data
// does not hold is left out rather than invented, so a thin profile gives a shorter, plainer message.

/**
 * A networking message to draft for the member (never sent by us): one of four templates, about one
 * contact, from the member's own profile. Labels, not codes, for the member's studies and goals.
 */
export type NetworkingMessageInput = {
  kind: TemplateKind;
  contact: {
    name: string;
    firm: string;
    role: string;
    team: string;
    metVia: MetVia | null;
    university: string;
  };
  /** The latest interaction of any kind, and the latest chat or call with its notes. */
  lastInteraction: { kind: InteractionKind; occurredOn: string } | null;
  lastChat: { kind: InteractionKind; occurredOn: string; notes: string } | null;
  member: {
    firstName: string;
    lastName: string;
    university: string | null;
    /** The course studied, e.g. "Economics". */
    degree: string | null;
    /** An EDUCATION_STATUSES value (src/shared/onboarding.ts). */
    educationStatus: string | null;
    targetRoles: string[];
    interests: string[];
  };
  /** A tracker application at the contact's firm (a linked one first): the referral ask names it. */
  application: { roleTitle: string; firm: string; applied: boolean } | null;
  /** The UK day, YYYY-MM-DD. */
  today: string;
};
export type NetworkingMessage = { subject: string; body: string };

type Input = NetworkingMessageInput;

const TITLES = /^(dr|mr|mrs|ms|miss|mx|prof|professor|sir|dame)\.?\s+/i;
export const firstNameOf = (name: string) => name.trim().replace(TITLES, "").split(/\s+/)[0] ?? name;

/** "Investment banking (M&A, ECM, DCM)" → "investment banking"; acronyms keep their capitals. */
function phrase(label: string): string {
  const bare = label.replace(/\s*\(.*?\)\s*/g, " ").trim();
  return /^[A-Z][a-z]/.test(bare) ? bare[0]?.toLowerCase() + bare.slice(1) : bare;
}

const article = (word: string) => (/^[aeiou]/i.test(word) && !/^(uni|eur|one)/i.test(word) ? "an" : "a");
const withArticle = (words: string) => `${article(words)} ${words}`;

export function listPhrase(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

const normaliseUniversity = (name: string) =>
  name
    .toLowerCase()
    .replace(/\b(the|university|of|college|school)\b/g, " ")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

export function sharesUniversity(a: string | null, b: string | null): boolean {
  if (!a || !b) return false;
  const [x, y] = [normaliseUniversity(a), normaliseUniversity(b)];
  return x.length > 1 && y.length > 1 && (x === y || x.includes(y) || y.includes(x));
}

const isGraduate = (input: Input) =>
  ["graduate", "career_changer"].includes(input.member.educationStatus ?? "");

/** "University of Bristol" reads "the University of Bristol" after "at" or "from"; "UCL" stays as it is. */
const placeName = (university: string) =>
  /^university of\b/i.test(university) ? `the ${university}` : university;

/** "a final-year Economics student at UCL", "an Economics graduate from Durham University", or null. */
function memberDescription(input: Input): string | null {
  const { degree, university, educationStatus } = input.member;
  // A course label such as "Finance or Accounting" names a group of subjects, not the member's own.
  const subject = degree && !/ or |,/.test(degree) ? `${degree} ` : "";
  const at = university ? ` at ${placeName(university)}` : "";
  const years: Record<string, string> = {
    undergraduate_first_year: "first-year",
    undergraduate_penultimate: "penultimate-year",
    undergraduate_final: "final-year",
  };
  const year = years[educationStatus ?? ""];
  if (year) return `${withArticle(`${year} ${subject}student`)}${at}`;
  switch (educationStatus) {
    case "sixth_form":
      return `a sixth-form student${at}`;
    case "masters":
      return `a Master's student${subject ? ` in ${subject.trim()}` : ""}${at}`;
    case "phd":
      return `a PhD student${at}`;
    case "graduate":
      return `${withArticle(`${subject}graduate`)}${university ? ` from ${placeName(university)}` : ""}`;
    case "career_changer":
      return "moving into finance from another career";
    default:
      return subject || university ? `${withArticle(`${subject}student`)}${at}` : null;
  }
}

const interests = (input: Input) => {
  const areas = input.member.interests
    .map(phrase)
    .filter((a) => a && a !== "other")
    .slice(0, 2);
  return areas.length ? listPhrase(areas) : null;
};

const targetRole = (input: Input) => {
  const role = input.member.targetRoles.map(phrase).find((r) => r && r !== "other");
  return role ? withArticle(role) : null;
};

/** "as an Analyst in the M&A team at Goldman Sachs", each part only when known. */
function workPhrase(input: Input): string {
  const { role, team, firm } = input.contact;
  const teamPart = team ? ` in the ${team}${/\b(team|desk|group|division)$/i.test(team) ? "" : " team"}` : "";
  return `${role ? ` as ${withArticle(role)}` : ""}${teamPart}${firm ? ` at ${firm}` : ""}`.trim();
}

const longDay = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", day: "numeric", month: "long" });
const weekday = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", weekday: "long" });

/** "today", "yesterday", "on Tuesday" within the week, else "on 3 March". */
export function whenPhrase(day: string, today: string): string {
  const days = Math.round((Date.parse(`${today}T12:00:00Z`) - Date.parse(`${day}T12:00:00Z`)) / 86_400_000);
  const date = new Date(`${day}T12:00:00Z`);
  if (days <= 0) return "today";
  if (days === 1) return "yesterday";
  if (days < 7) return `on ${weekday.format(date)}`;
  return `on ${longDay.format(date)}`;
}

function meeting(kind: string): string {
  switch (kind) {
    case "coffee_chat":
      return "meet me for coffee";
    case "call":
      return "speak with me on the phone";
    case "event":
      return "speak with me at the event";
    default:
      return "reply to my email";
  }
}

function opening(input: Input): string {
  const { contact, member } = input;
  if (contact.metVia === "alumni" || sharesUniversity(contact.university, member.university)) {
    const uni = member.university || contact.university;
    return `As a fellow ${uni} ${isGraduate(input) ? "graduate" : "student"}, I hope you don't mind me getting in touch.`;
  }
  switch (contact.metVia) {
    case "linkedin":
      return "I came across your profile on LinkedIn and hope you don't mind me getting in touch.";
    case "event":
      return "We met at a recent event, and I hope you don't mind me following up.";
    case "referral":
      return `A mutual contact suggested I speak to you${contact.firm ? ` about ${contact.firm}` : ""}, and I hope you don't mind me getting in touch.`;
    default:
      return "I hope you don't mind me contacting you out of the blue.";
  }
}

function signature(input: Input): string {
  const { firstName, lastName, degree, university } = input.member;
  const name = `${firstName} ${lastName}`.trim();
  const detail = [degree && !/ or |,/.test(degree) ? degree : null, university].filter(Boolean).join(", ");
  return ["Best regards,", name, detail].filter(Boolean).join("\n");
}

const paragraphs = (...parts: (string | null | false)[]) => parts.filter(Boolean).join("\n\n");

function coldEmail(input: Input): NetworkingMessage {
  const { contact } = input;
  const about = interests(input);
  const who = memberDescription(input);
  const role = targetRole(input);
  let intro = who ? `I am ${who}` : "";
  const also = intro ? ", and I am" : "I am";
  if (about) intro += `${also} keen to build a career in ${about}${role ? `, starting with ${role}` : ""}`;
  else if (role) intro += `${also} looking for ${role}`;
  const work = workPhrase(input);
  const why = work
    ? `Your experience ${work} is exactly the path I am hoping to follow, and I would value your perspective on it.`
    : null;
  const subjectTarget = contact.team && contact.firm ? `${contact.team} at ${contact.firm}` : contact.firm;
  const subjectWho = sharesUniversity(contact.university, input.member.university)
    ? `${input.member.university || contact.university} ${isGraduate(input) ? "graduate" : "student"}`
    : isGraduate(input)
      ? "Graduate"
      : "Student";
  return {
    subject: `${subjectWho} hoping to learn about ${subjectTarget || "your career"}`,
    body: paragraphs(
      `Dear ${firstNameOf(contact.name)},`,
      opening(input),
      intro ? `${intro}.` : null,
      why,
      "Would you have 15 to 20 minutes for a short call or a coffee in the coming weeks? I would be grateful to hear how you got to where you are and what you wish you had known when you started. I am happy to work around your schedule.",
      "Thank you for considering it.",
      signature(input),
    ),
  };
}

function thankYou(input: Input): NetworkingMessage {
  const { contact, lastChat } = input;
  const when = lastChat ? ` ${whenPhrase(lastChat.occurredOn, input.today)}` : "";
  const what = lastChat ? meeting(lastChat.kind) : "speak with me";
  const about = interests(input);
  const work = workPhrase(input);
  const role = targetRole(input);
  return {
    subject: `Thank you for your time, ${firstNameOf(contact.name)}`,
    body: paragraphs(
      `Dear ${firstNameOf(contact.name)},`,
      `Thank you for taking the time to ${what}${when}. I really appreciated hearing about your experience${work ? ` ${work}` : ""}${about ? ` and your advice on breaking into ${about}` : ""}.`,
      about
        ? `Our conversation has made me even more certain that ${about} is the right path for me${role && contact.firm ? `, and I will be applying for ${role} at ${contact.firm}` : ""}.`
        : role && contact.firm
          ? `I will be applying for ${role} at ${contact.firm}, and our conversation has given me a much clearer idea of how to approach it.`
          : null,
      "I hope we can stay in touch, and I will let you know how my applications go.",
      signature(input),
    ),
  };
}

function followUp(input: Input): NetworkingMessage {
  const { contact, lastChat, lastInteraction } = input;
  const last = lastChat ?? lastInteraction;
  const firm = contact.firm;
  const about = interests(input);
  const role = targetRole(input);
  const recap = last
    ? `We spoke ${whenPhrase(last.occurredOn, input.today)}${firm ? ` about ${firm}` : ""}${about ? ` and ${about}` : ""}, and I wanted to give you a quick update and thank you again for your advice.`
    : `I wanted to give you a quick update${firm ? ` on my applications, including to ${firm}` : ""}.`;
  const update = role
    ? `Since then I have been working on my applications for ${role}${about ? ` in ${about}` : ""} and preparing for the interviews that follow.`
    : "Since then I have been focusing on my applications and preparing for interviews.";
  return {
    subject: firm ? `Following up on our conversation about ${firm}` : "Following up on our conversation",
    body: paragraphs(
      `Dear ${firstNameOf(contact.name)},`,
      `I hope you are well. ${recap}`,
      update,
      `If you have a moment, I would be grateful for any thoughts on what ${firm ? `${firm} looks` : "firms look"} for in candidates at this stage.`,
      "Thank you again for your help.",
      signature(input),
    ),
  };
}

function referralAsk(input: Input): NetworkingMessage {
  const { contact, application, lastChat } = input;
  const firm = application?.firm || contact.firm;
  const roleTitle = application?.roleTitle;
  const applying = roleTitle
    ? `I ${application?.applied ? "have applied" : "am applying"} for the ${roleTitle} role${firm ? ` at ${firm}` : ""}`
    : `I am applying to ${firm || "your firm"}${targetRole(input) ? ` for ${targetRole(input)}` : ""}`;
  const thanks = lastChat
    ? `Thank you again for your time when we spoke ${whenPhrase(lastChat.occurredOn, input.today)}; your advice has shaped how I am approaching my applications.`
    : "I hope you don't mind me writing with a request.";
  return {
    subject: roleTitle
      ? `${roleTitle} at ${firm}: a quick question`
      : `Applying to ${firm || "your firm"}: a quick question`,
    body: paragraphs(
      `Dear ${firstNameOf(contact.name)},`,
      `I hope you are well. ${thanks}`,
      `${applying}, and I wondered whether you would be comfortable referring me, or passing my CV to the right person${contact.team ? ` in the ${contact.team} team` : ""}. I can send my CV and a few lines on why I am applying that you could forward as they are.`,
      "I completely understand if that is not possible, and I am grateful for the help you have already given me.",
      signature(input),
    ),
  };
}

export function draftNetworkingMessage(input: Input): NetworkingMessage {
  switch (input.kind) {
    case "cold_email":
      return coldEmail(input);
    case "thank_you":
      return thankYou(input);
    case "follow_up":
      return followUp(input);
    case "referral_ask":
      return referralAsk(input);
  }
}

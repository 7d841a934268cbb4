// The networking CRM's stages, kinds, limits and labels as the screens show them. schemas/networking.ts
// re-exports them beside its zod schemas; the screens import them from here, so showing a contact's
// stage does not download zod.

export const CONTACT_STAGES = [
  { value: "identified", label: "Identified" },
  { value: "reached_out", label: "Reached out" },
  { value: "chatted", label: "Chatted" },
  { value: "following_up", label: "Following up" },
  { value: "advocate", label: "Advocate" },
] as const;
export type ContactStage = (typeof CONTACT_STAGES)[number]["value"];

export const MET_VIA = [
  { value: "event", label: "Event" },
  { value: "alumni", label: "Alumni" },
  { value: "cold_email", label: "Cold email" },
  { value: "linkedin", label: "LinkedIn" },
  { value: "referral", label: "Referral" },
  { value: "other", label: "Other" },
] as const;
export type MetVia = (typeof MET_VIA)[number]["value"];

export const INTERACTION_KINDS = [
  { value: "coffee_chat", label: "Coffee chat" },
  { value: "call", label: "Call" },
  { value: "email", label: "Email" },
  { value: "event", label: "Event" },
] as const;
export type InteractionKind = (typeof INTERACTION_KINDS)[number]["value"];
/** The kinds that count towards the monthly chat goal, and that set up a thank-you and a follow-up. */
export const CHAT_KINDS: readonly InteractionKind[] = ["coffee_chat", "call"];

export const TEMPLATE_KINDS = [
  { value: "cold_email", label: "Cold email" },
  { value: "thank_you", label: "Thank-you" },
  { value: "follow_up", label: "Follow-up" },
  { value: "referral_ask", label: "Referral ask" },
] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number]["value"];

export const REMINDER_KINDS = [
  { value: "thank_you", label: "Thank-you" },
  { value: "follow_up", label: "Follow-up" },
] as const;
export type NetworkingReminderKind = (typeof REMINDER_KINDS)[number]["value"];

const labelOf = (list: readonly { value: string; label: string }[], value: string | null | undefined) =>
  list.find((item) => item.value === value)?.label ?? value ?? "";
export const stageLabel = (stage: string) => labelOf(CONTACT_STAGES, stage);
export const metViaLabel = (value: string | null) => labelOf(MET_VIA, value);
export const interactionLabel = (kind: string) => labelOf(INTERACTION_KINDS, kind);
export const templateLabel = (kind: string) => labelOf(TEMPLATE_KINDS, kind);

export const CONTACT_NOTES_MAX = 10_000;
export const CONTACT_TAGS_MAX = 20;
export const NETWORKING_CSV_MAX_BYTES = 1024 * 1024;
export const NETWORKING_IMPORT_MAX_ROWS = 2000;
export const DEFAULT_FOLLOW_UP_DAYS = 21;
export const FOLLOW_UP_DAYS = { min: 1, max: 180 } as const;
export const CHAT_GOAL = { min: 1, max: 100 } as const;
/** A contact's own follow-up cadence, offered by name; any other number of days is a custom one. */
export const CADENCE_PRESETS = [
  { days: 14, label: "Every 2 weeks" },
  { days: 30, label: "Monthly" },
  { days: 91, label: "Quarterly" },
] as const;
/** "Every 2 weeks", "Monthly", "Every 10 days"; null: the member's default. */
export function cadenceLabel(days: number | null): string {
  if (days === null) return "Default cadence";
  const preset = CADENCE_PRESETS.find((p) => p.days === days);
  if (preset) return preset.label;
  if (days % 7 === 0) return days === 7 ? "Every week" : `Every ${days / 7} weeks`;
  return days === 1 ? "Every day" : `Every ${days} days`;
}

export const NETWORKING_MESSAGES = {
  name: "Enter the contact's name.",
  email: "Enter a valid email address, like name@firm.com, or leave it blank.",
  linkedin: "Enter a LinkedIn profile link starting with https://www.linkedin.com/, or leave it blank.",
  notesTooLong: "Notes can be at most 10,000 characters.",
  metVia: "Choose how you met from the list.",
  stage: "Choose one of the five stages.",
  tag: "A tag can be at most 40 characters.",
  tags: `A contact can have at most ${CONTACT_TAGS_MAX} tags.`,
  kind: "Choose what kind of interaction this was.",
  date: "Enter the date as YYYY-MM-DD.",
  futureDate: "The date cannot be in the future: log an interaction once it has happened.",
  tooOld: "Enter a date from 2000 onwards.",
  template: "Choose a template: cold email, thank-you, follow-up or referral ask.",
  goal: `Enter a number of chats from ${CHAT_GOAL.min} to ${CHAT_GOAL.max}, or clear the goal.`,
  cadence: `Follow up after ${FOLLOW_UP_DAYS.min} to ${FOLLOW_UP_DAYS.max} days.`,
  csvTooLarge: "The file is too large: import at most 1 MB of CSV at a time.",
  noContact: "There is no such contact.",
  noApplication: "There is no such application.",
  noInteraction: "There is no such interaction.",
  noReminder: "There is no such reminder.",
} as const;

/** LinkedIn's own hosts only: linkedin.com, www.linkedin.com and the country sites (uk.linkedin.com). */
export function isLinkedInUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  return (
    url.protocol === "https:" &&
    !url.username &&
    !url.password &&
    !url.port &&
    (host === "linkedin.com" || /^[a-z]{2,3}\.linkedin\.com$/.test(host))
  );
}

/** Tags as a member types them: "alumni, M&A; London" → ["alumni", "M&A", "London"]. */
export const splitTags = (text: string) =>
  text
    .split(/[,;]/)
    .map((t) => t.trim())
    .filter(Boolean);

/** A firm's name as compared across features: case and spaces do not matter ("J.P. Morgan" = "j.p.morgan"). */
export const firmKey = (firm: string) => firm.toLowerCase().replace(/\s+/g, "");

/** Contacts per page of the list; more load as the member scrolls. */
export const CONTACT_PAGE_SIZE = 50;

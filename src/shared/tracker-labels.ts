// The application tracker's stages, messages, priorities and tag rules as the screens show them. The
// schemas in schemas/tracker.ts re-export them; a screen that only shows a stage or a priority imports
// them from here, because importing anything from a module that defines zod schemas downloads all of zod.

/** The eight stages, in board order. */
export const TRACKER_STAGES = [
  { value: "saved", label: "Saved" },
  { value: "applied", label: "Applied" },
  { value: "online_tests", label: "Online tests" },
  { value: "interviews", label: "Interviews" },
  { value: "assessment_centre", label: "Assessment centre" },
  { value: "offer", label: "Offer" },
  { value: "rejected", label: "Rejected" },
  { value: "withdrawn", label: "Withdrawn" },
] as const;
export type TrackerStage = (typeof TRACKER_STAGES)[number]["value"];
export const STAGE_VALUES = TRACKER_STAGES.map((s) => s.value) as [TrackerStage, ...TrackerStage[]];
export const stageLabel = (stage: string) => TRACKER_STAGES.find((s) => s.value === stage)?.label ?? stage;

export const APPLICATION_EVENT_KINDS = [
  { value: "online_test", label: "Online test due" },
  { value: "interview", label: "Interview" },
  { value: "assessment_centre", label: "Assessment centre" },
  { value: "offer_deadline", label: "Offer reply deadline" },
  { value: "other", label: "Other" },
] as const;
export type ApplicationEventKind = (typeof APPLICATION_EVENT_KINDS)[number]["value"];

export type ApplicationChecklistItem = { id: string; label: string; done: boolean };
export type ApplicationOutcome = {
  offer_salary?: string;
  offer_start_date?: string;
  offer_reply_by?: string;
  rejected_at_stage?: string;
  rejection_reason?: string;
};

export const TRACKER_MESSAGES = {
  firm: "Enter the firm's name.",
  role: "Enter the role's title.",
  stage: "Choose one of the eight stages.",
  programmeType: "Choose a programme type from the list.",
  url: "Enter a full link starting with https:// or http://.",
  deadline: "Enter the deadline as a date (YYYY-MM-DD).",
  notesTooLong: "Notes can be at most 10,000 characters.",
  dateTime: "Enter a date and time.",
  reminderPast: "Choose a time in the future for the reminder.",
  stageDate: "Enter the date as YYYY-MM-DD, or a date and time.",
  futureDate: "The date cannot be in the future.",
  eventKind: "Choose what kind of event this is.",
  beforeCard: "The card to place it before is not in that stage.",
  csvTooLarge: "The file is too large: upload at most 2 MB of CSV.",
  priority: "Choose a priority from 1 to 3 stars, or none.",
  tag: "A tag can be at most 40 characters.",
  tags: "An application can have at most 10 tags.",
  bulkIds: "Select between 1 and 200 applications.",
  bulkAction: "Choose what to do with the selected applications: move, tag or archive.",
  bulkNotFound:
    "Some of the selected applications no longer exist (perhaps deleted in another tab). Nothing was changed: reload the page and try again.",
} as const;

/** Priority as stars: 1 to 3, null when not ranked. */
export const PRIORITY_VALUES = [1, 2, 3] as const;
export const priorityLabel = (priority: number | null) =>
  priority ? `${priority} ${priority === 1 ? "star" : "stars"}` : "No priority";
export const APPLICATION_TAGS_MAX = 10;
export const APPLICATION_TAG_MAX_CHARS = 40;

export const NOTES_MAX = 10_000;

/** The tags without empty ones, each kept once whatever its case (the first spelling wins). */
export function uniqueTags(list: readonly string[]): string[] {
  const seen = new Set<string>();
  return list.filter((t) => {
    const key = t.toLowerCase();
    if (!t || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Tags as a member types them: "dream firm, London" → ["dream firm", "London"]. */
export const splitTags = (text: string) =>
  uniqueTags(
    text
      .split(/[,;]/)
      .map((t) => t.replace(/\s+/g, " ").trim())
      .filter(Boolean),
  );

/**
 * The stages that mean the member has applied. Withdrawing straight from Saved is deciding not to
 * apply, so Withdrawn alone never marks an application as applied.
 */
export const APPLIED_STAGES: readonly TrackerStage[] = [
  "applied",
  "online_tests",
  "interviews",
  "assessment_centre",
  "offer",
  "rejected",
];
export const countsAsApplied = (stage: string) => (APPLIED_STAGES as readonly string[]).includes(stage);

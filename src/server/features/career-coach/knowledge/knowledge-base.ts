import { APPLICATION_ENTRIES } from "./applications";
import type { KnowledgeEntry } from "./entry";
import { INTERVIEW_ENTRIES } from "./interviews";
import { NETWORKING_ENTRIES } from "./networking";
import { OFFER_ENTRIES } from "./offers";
import { ONLINE_TEST_ENTRIES } from "./online-tests";
import { TECHNICAL_ENTRIES } from "./technicals";
import { TIMELINE_ENTRIES } from "./timelines";

/** The built-in coach's prep guides, every entry once. */
export const KNOWLEDGE: readonly KnowledgeEntry[] = [
  ...TIMELINE_ENTRIES,
  ...APPLICATION_ENTRIES,
  ...ONLINE_TEST_ENTRIES,
  ...INTERVIEW_ENTRIES,
  ...TECHNICAL_ENTRIES,
  ...NETWORKING_ENTRIES,
  ...OFFER_ENTRIES,
];

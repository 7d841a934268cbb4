// One piece of the built-in coach's advice. The coach finds entries by the words of a question
// (retrieval.ts), so `terms` carries what members type that the text may not say: abbreviations,
// other spellings, the names of tools and tests.

export const KNOWLEDGE_TOPICS = [
  "timelines",
  "applications",
  "online-tests",
  "interviews",
  "technicals",
  "networking",
  "offers",
] as const;
export type KnowledgeTopic = (typeof KNOWLEDGE_TOPICS)[number];

export type KnowledgeEntry = {
  id: string;
  topic: KnowledgeTopic;
  title: string;
  terms: string;
  /** Three to six sentences of advice, UK first. */
  text: string;
  /** Where in the app to act on it. */
  link?: { href: string; label: string };
};

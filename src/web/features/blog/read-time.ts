import type { ContentBlock, ListItem } from "./article";

// spec 000 §3 gives each post a readTime; we compute it from the words actually published so it
// can never drift from the text. 200 words per minute is a common estimate for careful reading.
export const WORDS_PER_MINUTE = 200;

function listItemText(item: ListItem): string {
  return typeof item === "string" ? item : `${item.term} ${item.text}`;
}

function blockText(block: ContentBlock): string {
  return block.type === "list" ? block.items.map(listItemText).join(" ") : block.text;
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export function bodyWordCount(body: ContentBlock[]): number {
  return body.reduce((total, block) => total + countWords(blockText(block)), 0);
}

/** Whole minutes, rounded up, and at least one for any non-empty body. */
export function readTimeMinutes(body: ContentBlock[]): number {
  return Math.ceil(bodyWordCount(body) / WORDS_PER_MINUTE);
}

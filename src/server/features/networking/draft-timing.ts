// When a drafted message says the conversation happened. A configured model is given the chat's day and
// today's, and can still write "thank you for your time today" about a coffee three weeks ago; a draft
// that dates the conversation wrongly is not handed to the member (the built-in template is, which
// words the day from the dates themselves).

const DAY_MS = 86_400_000;

/** Whole UK days from `day` to `today` (both YYYY-MM-DD). */
function daysBetween(day: string, today: string): number {
  return Math.round((Date.parse(`${today}T12:00:00Z`) - Date.parse(`${day}T12:00:00Z`)) / DAY_MS);
}

// A sentence is about the conversation when it names it ("spoke", "our call", "your time").
const ABOUT_THE_CHAT =
  /\b(spoke|speak|speaking|talk|talked|talking|chat|chatted|call|called|met|meet|meeting|coffee|conversation|discuss|discussed|discussion|time)\b/i;
const SAME_DAY = /\b(today|tonight|this (morning|afternoon|evening)|earlier today)\b/i;
const DAY_BEFORE = /\b(yesterday|last night)\b/i;

/**
 * Whether `text` places the conversation on a day the facts rule out: "today" unless it was today,
 * "yesterday" unless it was yesterday. `chatDay` is null when no conversation is on record.
 */
export function misdatesConversation(text: string, chatDay: string | null, today: string): boolean {
  const days = chatDay === null ? null : daysBetween(chatDay, today);
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .filter((sentence) => ABOUT_THE_CHAT.test(sentence))
    .some((sentence) => (days !== 0 && SAME_DAY.test(sentence)) || (days !== 1 && DAY_BEFORE.test(sentence)));
}

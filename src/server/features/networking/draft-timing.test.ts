import { describe, expect, test } from "vitest";
import { misdatesConversation } from "./draft-timing";

describe("when a draft says the conversation happened", () => {
  const today = "2026-11-28";

  test("today only for a chat today, yesterday only for yesterday's", () => {
    const thanks = "Dear Tom,\n\nThank you for your time today. It was great to hear about Lazard.";
    expect(misdatesConversation(thanks, "2026-11-28", today)).toBe(false);
    expect(misdatesConversation(thanks, "2026-11-27", today)).toBe(true);
    expect(misdatesConversation(thanks, "2026-11-07", today)).toBe(true);
    expect(misdatesConversation(thanks, null, today)).toBe(true);
    const yesterday = "Thank you for the call yesterday about restructuring.";
    expect(misdatesConversation(yesterday, "2026-11-27", today)).toBe(false);
    expect(misdatesConversation(yesterday, "2026-11-28", today)).toBe(true);
    expect(misdatesConversation(yesterday, "2026-11-20", today)).toBe(true);
    expect(misdatesConversation("We spoke this morning.", "2026-11-21", today)).toBe(true);
  });

  test("a day that fits, or a sentence not about the conversation, is left alone", () => {
    expect(misdatesConversation("We spoke on 7 November about Lazard.", "2026-11-07", today)).toBe(false);
    expect(misdatesConversation("Thank you again for your time last week.", "2026-11-19", today)).toBe(false);
    expect(misdatesConversation("I am submitting my application today.", "2026-11-07", today)).toBe(false);
  });
});

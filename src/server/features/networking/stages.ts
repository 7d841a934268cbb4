import type { ContactStage, InteractionKind } from "../../../shared/schemas/networking";

// How logging an interaction moves a contact along the ladder Identified → Reached out → Chatted →
// Following up → Advocate (docs/decisions/0024-networking-stages-and-follow-ups.md). Automatic moves
// only go forward; Advocate is the member's call alone; the member can set any stage by hand.

const ORDER: readonly ContactStage[] = ["identified", "reached_out", "chatted", "following_up", "advocate"];
const rank = (stage: string) => Math.max(0, ORDER.indexOf(stage as ContactStage));

function proposed(current: string, kind: InteractionKind, thankYou: boolean): ContactStage {
  const talked = rank(current) >= rank("chatted");
  switch (kind) {
    // A first conversation makes them Chatted; another one is keeping in touch.
    case "coffee_chat":
    case "call":
      return talked ? "following_up" : "chatted";
    // A thank-you note follows a conversation; any other email opens contact, or keeps it going.
    case "email":
      if (thankYou) return "chatted";
      return talked ? "following_up" : "reached_out";
    // Meeting at an event is contact made; meeting again after a chat is keeping in touch.
    case "event":
      return talked ? "following_up" : "reached_out";
  }
}

/** The stage after logging an interaction: the rule's stage if it is further along, else the current. */
export function stageAfter(current: string, kind: InteractionKind, thankYou = false): string {
  const next = proposed(current, kind, thankYou);
  return rank(next) > rank(current) ? next : current;
}

import { z } from "zod";
import { interactionLabel, metViaLabel, templateLabel } from "../../../shared/schemas/networking";
import { longDayLabel } from "../../../shared/uk-time";
import type { AiProvider, Generated } from "../../ai/provider";
import { misdatesConversation } from "./draft-timing";
import {
  draftNetworkingMessage,
  type NetworkingMessage,
  type NetworkingMessageInput,
} from "./networking-message";

// A networking message drafted by a configured model from the contact's and the member's facts, told to
// use nothing else. Without a model, or when it fails, the built-in templates (networking-message.ts)
// fill the message. A model's draft that places the conversation on the wrong day ("today" about a
// coffee three weeks ago) counts as a failure too: the built-in template words the day from the dates.

const MAX_CHAT_NOTES_CHARS = 2_000;

export const NETWORKING_INSTRUCTIONS = `You draft short networking emails for UK university students and graduates seeking finance jobs.
The member sends the email themselves; write it in their voice, in UK English, polite and specific, at most 180 words in the body.
Kinds: "Cold email" asks a professional the member has not spoken to for a 15-20 minute call or coffee;
"Thank-you" thanks them for a conversation that happened; "Follow-up" gives a short update after a conversation and asks one question;
"Referral ask" asks, without pressure, whether they would refer the member or pass on their CV.
Use only the facts given: never invent a conversation, an employer, a grade, a shared interest, an attachment or anything the member did.
Start the body with "Dear <contact's first name>," and end it with "Best regards," and the member's name. No placeholders in brackets, no markdown.
Answer with one JSON object: {"subject": "...", "body": "..."}.`;

const NETWORKING_MESSAGE_JSON_SCHEMA = {
  type: "object",
  additionalProperties: false,
  required: ["subject", "body"],
  properties: { subject: { type: "string" }, body: { type: "string" } },
};

/** A drafted message as the model must return it; its JSON is checked against this. */
export const networkingMessageSchema = z.object({
  subject: z.string().trim().min(1).max(200),
  body: z.string().trim().min(1).max(5000),
}) satisfies z.ZodType<NetworkingMessage>;

const labelled = (label: string, value: string | number | null | undefined) =>
  value === null || value === undefined || String(value).trim() === "" ? null : `${label}: ${value}`;
const joined = (values: string[] | undefined) => (values?.length ? values.join("; ") : null);

export function networkingMessagePrompt(input: NetworkingMessageInput): string {
  const { contact, member } = input;
  const facts = [
    labelled("Template", templateLabel(input.kind)),
    labelled("Today", longDayLabel(input.today)),
    "",
    "THE CONTACT",
    labelled("Name", contact.name),
    labelled("Firm", contact.firm),
    labelled("Role", contact.role),
    labelled("Team", contact.team),
    labelled("How the member knows them", contact.metVia ? metViaLabel(contact.metVia) : null),
    labelled("University", contact.university),
    labelled(
      "Last interaction",
      input.lastInteraction
        ? `${interactionLabel(input.lastInteraction.kind)} on ${longDayLabel(input.lastInteraction.occurredOn)}`
        : "none yet",
    ),
    labelled(
      "Last conversation",
      input.lastChat
        ? `${interactionLabel(input.lastChat.kind)} on ${longDayLabel(input.lastChat.occurredOn)}`
        : "none yet",
    ),
    labelled("The member's notes from it", input.lastChat?.notes.slice(0, MAX_CHAT_NOTES_CHARS)),
    "",
    "THE MEMBER",
    labelled("Name", `${member.firstName} ${member.lastName}`.trim()),
    labelled("University", member.university),
    labelled("Course", member.degree),
    labelled("Roles they are targeting", joined(member.targetRoles)),
    labelled("Finance areas they are interested in", joined(member.interests)),
    labelled(
      "Their application at the firm",
      input.application
        ? `${input.application.roleTitle} at ${input.application.firm} (${input.application.applied ? "applied" : "not yet applied"})`
        : null,
    ),
  ];
  return facts.filter((f): f is string => f !== null).join("\n");
}

/** The model's draft, refused when it dates the conversation on a day the facts rule out. */
function modelDraftSchema(input: NetworkingMessageInput): z.ZodType<NetworkingMessage> {
  if (input.kind === "cold_email") return networkingMessageSchema;
  const spokenOn = (input.lastChat ?? input.lastInteraction)?.occurredOn ?? null;
  return networkingMessageSchema.refine(
    (draft) => !misdatesConversation(`${draft.subject}\n${draft.body}`, spokenOn, input.today),
    "the draft misdates the conversation",
  );
}

export function writeNetworkingDraft(
  ai: AiProvider,
  input: NetworkingMessageInput,
): Promise<Generated<NetworkingMessage>> {
  return ai.generate(
    {
      task: "networking_message",
      instructions: NETWORKING_INSTRUCTIONS,
      input: networkingMessagePrompt(input),
      schema: modelDraftSchema(input),
      jsonSchema: NETWORKING_MESSAGE_JSON_SCHEMA,
    },
    () => draftNetworkingMessage(input),
  );
}

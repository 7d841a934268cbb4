import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { COURSES, FINANCE_AREAS, ROLE_TYPES } from "../../../shared/onboarding";
import {
  CHAT_KINDS,
  firmKey,
  type InteractionKind,
  type MetVia,
  type TemplateKind,
} from "../../../shared/schemas/networking";
import { ukDayOf } from "../../../shared/uk-time";
import { aiProvider } from "../../ai/ai-provider";
import type { Db } from "../../db/client";
import {
  applications,
  networkingContactApplications,
  networkingContacts,
  networkingInteractions,
  profiles,
  user,
} from "../../db/schema";
import type { Deps } from "../../http/context";
import { contactNotFound, ownedContact } from "./contacts.service";
import type { NetworkingMessageInput } from "./networking-message";
import { writeNetworkingDraft } from "./networking-message-ai";

// Message templates: the contact, their last interactions, a tracker application at their firm and the
// member's profile, handed to the AI provider (networking-message-ai.ts: the built-in templates fill
// real messages; a configured model drafts instead, with the templates behind it). Nothing is sent: the
// member copies the text or opens it in their own email app.

type Choice = { value: string; label: string };
const labels = (list: readonly Choice[], values: readonly string[] | null | undefined) =>
  (values ?? []).map((v) => list.find((c) => c.value === v)?.label).filter((l): l is string => Boolean(l));

async function memberFacts(db: Db, userId: string): Promise<NetworkingMessageInput["member"]> {
  const [row] = await db
    .select({
      firstName: user.firstName,
      lastName: user.lastName,
      university: profiles.university,
      answers: profiles.onboarding,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId));
  const answers = row?.answers ?? null;
  const course =
    answers?.course_studied === "other"
      ? answers.course_studied_other
      : (labels(COURSES, answers?.course_studied ? [answers.course_studied] : [])[0] ?? null);
  return {
    firstName: row?.firstName ?? "",
    lastName: row?.lastName ?? "",
    university: answers?.university_name || row?.university || answers?.university || null,
    degree: course || null,
    educationStatus: answers?.education_status ?? null,
    targetRoles: labels(ROLE_TYPES, answers?.targeted_role_types),
    interests: labels(FINANCE_AREAS, answers?.targeted_finance_areas),
  };
}

/** A linked application first, else one at the contact's firm; the most recently changed wins. */
async function applicationFor(db: Db, userId: string, contactId: string, firm: string) {
  const linked = sql`exists (select 1 from ${networkingContactApplications} l
    where l.application_id = "applications"."id" and l.contact_id = ${contactId})`;
  const atFirm = sql`lower(regexp_replace(${applications.firmName}, '\\s+', '', 'g')) = ${firmKey(firm)}`;
  const [row] = await db
    .select({ roleTitle: applications.roleTitle, firm: applications.firmName, stage: applications.stage })
    .from(applications)
    .where(and(eq(applications.userId, userId), firm.trim() ? sql`(${linked} or ${atFirm})` : linked))
    .orderBy(desc(linked), desc(applications.updatedAt))
    .limit(1);
  return row ? { roleTitle: row.roleTitle, firm: row.firm, applied: row.stage !== "saved" } : null;
}

export async function draftMessage(
  deps: Pick<Deps, "config" | "db" | "logger">,
  userId: string,
  contactId: string,
  kind: TemplateKind,
  now = new Date(),
) {
  const { db } = deps;
  const [contact] = await db.select().from(networkingContacts).where(ownedContact(userId, contactId));
  if (!contact) throw contactNotFound();
  const latest = (kinds?: readonly string[]) =>
    db
      .select()
      .from(networkingInteractions)
      .where(
        and(
          eq(networkingInteractions.contactId, contactId),
          eq(networkingInteractions.userId, userId),
          kinds ? inArray(networkingInteractions.kind, [...kinds]) : undefined,
        ),
      )
      .orderBy(desc(networkingInteractions.occurredOn), desc(networkingInteractions.createdAt))
      .limit(1);
  const [[last], [chat], member, application] = await Promise.all([
    latest(),
    latest(CHAT_KINDS),
    memberFacts(db, userId),
    applicationFor(db, userId, contactId, contact.firm),
  ]);
  const input: NetworkingMessageInput = {
    kind,
    contact: {
      name: contact.name,
      firm: contact.firm,
      role: contact.role,
      team: contact.team,
      metVia: contact.metVia as MetVia | null,
      university: contact.university,
    },
    lastInteraction: last ? { kind: last.kind as InteractionKind, occurredOn: last.occurredOn } : null,
    lastChat: chat
      ? { kind: chat.kind as InteractionKind, occurredOn: chat.occurredOn, notes: chat.notes }
      : null,
    member,
    application,
    today: ukDayOf(now),
  };
  const made = await writeNetworkingDraft(aiProvider(deps.config, deps.logger), input);
  return {
    draft: { kind, subject: made.result.subject, body: made.result.body, to: contact.email },
    provider: made.provider,
  };
}

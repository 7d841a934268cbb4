import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { SignedIn, TestApp } from "../../../../tests/support/test-app";
import { ukDayOf } from "../../../shared/uk-time";
import { profiles } from "../../db/schema";

// Plain steps the networking API tests share: calls as a member, a Premium member, and UK days.

export type Contact = {
  id: string;
  name: string;
  firm: string;
  stage: string;
  email: string;
  linkedin_url: string;
  tags: string[];
  last_interaction_on: string | null;
};

export const makePremium = (t: TestApp, who: SignedIn) =>
  t.db.update(profiles).set({ appTier: "pro" }).where(eq(profiles.id, who.user.id));

export function networkingApi(t: TestApp) {
  const call = (who: SignedIn, path: string, init: { method?: string; json?: unknown; body?: string } = {}) =>
    t.request(`/api/networking${path}`, {
      cookie: who.cookie,
      ...init,
      ...(init.body ? { headers: { "content-type": "application/json" } } : {}),
    });
  async function addContact(who: SignedIn, json: Record<string, unknown> = {}): Promise<Contact> {
    const response = await call(who, "/contacts", {
      json: { name: "Priya Shah", firm: "Goldman Sachs", ...json },
    });
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()).contact;
  }
  async function log(who: SignedIn, contactId: string, json: Record<string, unknown>) {
    const response = await call(who, `/contacts/${contactId}/interactions`, { json });
    expect(response.status, await response.clone().text()).toBe(201);
    return response.json() as Promise<{
      contact: Contact;
      reminders: { id: string; kind: string; remind_at: string }[];
    }>;
  }
  return { call, addContact, log };
}

/** The UK day `days` from now (negative: in the past). */
export const ukDay = (days = 0) => ukDayOf(new Date(Date.now() + days * 86_400_000));

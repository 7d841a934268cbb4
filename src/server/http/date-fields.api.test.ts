import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type SignedIn, type TestApp } from "../../../tests/support/test-app";
import { DATE_RANGE_MESSAGE } from "../../shared/schemas/dates";

// Every date field goes through one schema with one range (src/shared/schemas/dates.ts): year 0000
// reached PostgreSQL and failed there as a 500, and a five-digit year is no date at all. Either answers
// 400 naming the field, and nothing is stored.

describe("dates outside the years the app accepts", () => {
  let t: TestApp;
  let member: SignedIn;
  let applicationId: string;
  let historyId: string;

  beforeAll(async () => {
    t = await createTestApp();
    member = await t.signUp();
    const created = await t.request("/api/tracker/applications", {
      json: { firm_name: "Northbridge Partners", role_title: "Summer Analyst", stage: "applied" },
      cookie: member.cookie,
    });
    expect(created.status, await created.clone().text()).toBe(201);
    applicationId = (await created.json()).application.id;
    historyId = (await detail()).history[0].id;
  });
  afterAll(() => t?.dispose());

  async function detail() {
    const response = await t.request(`/api/tracker/applications/${applicationId}`, { cookie: member.cookie });
    expect(response.status).toBe(200);
    return (await response.json()).application;
  }

  async function expectRefused(response: Response, field: string, message: string) {
    expect(response.status, await response.clone().text()).toBe(400);
    const { error } = await response.json();
    expect(error.code).toBe("validation_failed");
    expect(error.fields).toEqual({ [field]: message });
    expect(error.message).toBe(message);
  }

  test.each([
    ["0000-01-01T10:00:00Z", DATE_RANGE_MESSAGE],
    ["0000-06-15T09:30:00+01:00", DATE_RANGE_MESSAGE],
    ["99999-01-01T10:00:00Z", "Enter a date and time."],
  ])("an event starting at %s answers 400 naming starts_at", async (startsAt, message) => {
    const path = `/api/tracker/applications/${applicationId}/events`;
    await expectRefused(
      await t.request(path, { json: { kind: "interview", starts_at: startsAt }, cookie: member.cookie }),
      "starts_at",
      message,
    );
    const added = await t.request(path, {
      json: { kind: "interview", starts_at: "2030-01-01T10:00:00Z" },
      cookie: member.cookie,
    });
    expect(added.status, await added.clone().text()).toBe(200);
    const event = (await added.json()).application.events.find((e: { starts_at: string }) =>
      e.starts_at.startsWith("2030"),
    );
    await expectRefused(
      await t.request(`${path}/${event.id}`, {
        method: "PATCH",
        json: { starts_at: startsAt },
        cookie: member.cookie,
      }),
      "starts_at",
      message,
    );
    const events = (await detail()).events as { starts_at: string }[];
    expect(events.every((e) => e.starts_at.startsWith("2030"))).toBe(true);
  });

  test.each([
    ["0000-01-01", DATE_RANGE_MESSAGE],
    ["0000-01-01T12:00:00Z", DATE_RANGE_MESSAGE],
    ["99999-01-01", "Enter the date as YYYY-MM-DD, or a date and time."],
    ["99999-01-01T12:00:00Z", "Enter the date as YYYY-MM-DD, or a date and time."],
  ])("a stage entered on %s answers 400 naming entered_at", async (enteredAt, message) => {
    const before = (await detail()).history[0].entered_at;
    await expectRefused(
      await t.request(`/api/tracker/applications/${applicationId}/history/${historyId}`, {
        method: "PATCH",
        json: { entered_at: enteredAt },
        cookie: member.cookie,
      }),
      "entered_at",
      message,
    );
    expect((await detail()).history[0].entered_at).toBe(before);
  });

  test("dates inside the range are still taken", async () => {
    const corrected = await t.request(`/api/tracker/applications/${applicationId}/history/${historyId}`, {
      method: "PATCH",
      json: { entered_at: "1999-12-31" },
      cookie: member.cookie,
    });
    expect(corrected.status, await corrected.clone().text()).toBe(200);
    expect((await detail()).history[0].entered_at).toBe("1999-12-31T12:00:00.000Z");
  });
});

import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type SignedIn, type TestApp } from "../../../../tests/support/test-app";
import { applicationEvents, applicationReminders, applications } from "../../db/schema";

// The private calendar feed and the one-off .ics files, read back with a strict RFC 5545 reader:
// CRLF everywhere, lines of at most 75 octets, balanced BEGIN/END, the required properties, escaped
// text that reads back as written, and UK times that carry the summer (BST) offset.

type Component = {
  name: string;
  props: { name: string; params: Record<string, string>; value: string }[];
  children: Component[];
};

/** Parses an iCalendar stream, failing on anything RFC 5545 does not allow. */
function parseIcs(text: string): Component {
  expect(text.endsWith("\r\n"), "the stream ends with CRLF").toBe(true);
  const physical = text.slice(0, -2).split("\r\n");
  for (const line of physical) {
    expect(line, "no bare CR or LF inside a line").not.toMatch(/[\r\n]/);
    expect(Buffer.byteLength(line, "utf8"), `at most 75 octets: ${line}`).toBeLessThanOrEqual(75);
  }
  const lines: string[] = [];
  for (const line of physical) {
    if (line.startsWith(" ") || line.startsWith("\t")) lines[lines.length - 1] += line.slice(1);
    else lines.push(line);
  }
  const root: Component = { name: "", props: [], children: [] };
  const stack = [root];
  for (const line of lines) {
    const match = /^([A-Za-z0-9-]+)((?:;[A-Za-z0-9-]+=(?:"[^"]*"|[^";:,]*))*):(.*)$/.exec(line);
    expect(match, `a content line: ${line}`).not.toBeNull();
    const [, name = "", rawParams = "", value = ""] = match ?? [];
    const current = stack.at(-1) as Component;
    if (name === "BEGIN") {
      const child: Component = { name: value, props: [], children: [] };
      current.children.push(child);
      stack.push(child);
    } else if (name === "END") {
      expect(current.name, `END:${value} closes BEGIN:${current.name}`).toBe(value);
      stack.pop();
    } else {
      const params = Object.fromEntries(
        rawParams
          .split(";")
          .filter(Boolean)
          .map((p) => p.split("=") as [string, string]),
      );
      current.props.push({ name, params, value });
    }
  }
  expect(stack, "every BEGIN has its END").toHaveLength(1);
  expect(root.children.map((c) => c.name)).toEqual(["VCALENDAR"]);
  return root.children[0] as Component;
}

const prop = (c: Component, name: string) => c.props.find((p) => p.name === name);
const unescapeText = (value: string) =>
  value.replace(/\\([\\;,nN])/g, (_, ch: string) => (ch.toLowerCase() === "n" ? "\n" : ch));

/** Checks a VCALENDAR's required parts and returns its events. */
function checkCalendar(calendar: Component): Component[] {
  expect(prop(calendar, "VERSION")?.value).toBe("2.0");
  expect(prop(calendar, "PRODID")?.value).toBeTruthy();
  expect(prop(calendar, "METHOD")?.value).toBe("PUBLISH");
  expect(prop(calendar, "X-WR-CALNAME")?.value).toBeTruthy();
  const zones = calendar.children.filter((c) => c.name === "VTIMEZONE").map((z) => prop(z, "TZID")?.value);
  const events = calendar.children.filter((c) => c.name === "VEVENT");
  const uids = new Set<string>();
  for (const event of events) {
    const uid = prop(event, "UID")?.value ?? "";
    expect(uid).not.toBe("");
    expect(uids.has(uid), `UID ${uid} is unique`).toBe(false);
    uids.add(uid);
    expect(prop(event, "DTSTAMP")?.value).toMatch(/^\d{8}T\d{6}Z$/);
    const start = prop(event, "DTSTART");
    expect(start).toBeDefined();
    if (start?.params.TZID)
      expect(zones, "a TZID refers to a VTIMEZONE in the stream").toContain(start.params.TZID);
    if (start?.params.VALUE === "DATE") expect(start.value).toMatch(/^\d{8}$/);
  }
  return events;
}

/** The UTC instant a TZID=Europe/London local time stands for, read from the stream's own VTIMEZONE. */
function londonInstant(calendar: Component, local: string): Date {
  const zone = calendar.children.find(
    (c) => c.name === "VTIMEZONE" && prop(c, "TZID")?.value === "Europe/London",
  );
  if (!zone) throw new Error("no Europe/London VTIMEZONE");
  const [, y, mo, d, h, mi] = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})\d{2}$/.exec(local)?.map(Number) ?? [];
  const asUtc = Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0);
  // Each observance starts on the last Sunday of its RRULE's month, at its DTSTART's local hour.
  const lastSunday = (month: number) => {
    const end = new Date(Date.UTC(y ?? 0, month, 0));
    return end.getUTCDate() - end.getUTCDay();
  };
  const observances = zone.children.map((o) => {
    const month = Number(/BYMONTH=(\d+)/.exec(prop(o, "RRULE")?.value ?? "")?.[1]);
    const hour = Number(prop(o, "DTSTART")?.value.slice(9, 11));
    const offset = prop(o, "TZOFFSETTO")?.value ?? "+0000";
    const minutes =
      (offset.startsWith("-") ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(3)));
    return { begins: Date.UTC(y ?? 0, month - 1, lastSunday(month), hour), minutes, name: o.name };
  });
  const daylight = observances.find((o) => o.name === "DAYLIGHT");
  const standard = observances.find((o) => o.name === "STANDARD");
  if (!daylight || !standard) throw new Error("the zone needs both observances");
  const inSummer = asUtc >= daylight.begins && asUtc < standard.begins;
  return new Date(asUtc - (inSummer ? daylight.minutes : standard.minutes) * 60_000);
}

describe("calendar feed and .ics files", () => {
  let t: TestApp;
  let member: SignedIn;
  let other: SignedIn;
  let applicationId = "";
  let summerEventId = "";
  const firm = "Smith, Jones; Partners \\ Société Générale";
  const summer = new Date("2030-07-15T13:00:00Z"); // 14:00 in London (BST)
  const winter = new Date("2030-01-15T13:00:00Z"); // 13:00 in London (GMT)

  beforeAll(async () => {
    t = await createTestApp();
    member = await t.signUp();
    other = await t.signUp();
    const [row] = await t.db
      .insert(applications)
      .values({
        userId: member.user.id,
        firmName: firm,
        roleTitle: "Graduate Programme, Markets — a very long role title to make the summary fold",
        deadline: "2030-06-30",
        url: "https://example.com/apply",
      })
      .returning();
    applicationId = row?.id ?? "";
    const events = await t.db
      .insert(applicationEvents)
      .values([
        {
          applicationId,
          userId: member.user.id,
          kind: "interview",
          startsAt: summer,
          location: "London, EC2",
        },
        { applicationId, userId: member.user.id, kind: "online_test", startsAt: winter },
      ])
      .returning();
    summerEventId = events.find((e) => e.kind === "interview")?.id ?? "";
    await t.db.insert(applicationReminders).values({
      applicationId,
      userId: member.user.id,
      kind: "manual",
      remindAt: new Date("2030-06-20T08:00:00Z"),
      text: "Line one\nline two",
    });
  });
  afterAll(() => t?.dispose());

  const feedPath = (url: string) => new URL(url).pathname;

  test("the feed holds the deadline, the events in UK time and the reminders, as valid iCalendar", async () => {
    expect(await (await t.request("/api/tracker/calendar", { cookie: member.cookie })).json()).toEqual({
      active: false,
      created_at: null,
    });
    const made = await t.request("/api/tracker/calendar", { method: "POST", cookie: member.cookie });
    expect(made.status).toBe(201);
    const { url } = (await made.json()) as { url: string };
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/tracker\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(
      (
        (await (await t.request("/api/tracker/calendar", { cookie: member.cookie })).json()) as {
          active: boolean;
        }
      ).active,
    ).toBe(true);

    // Calendar apps send no cookie.
    const feed = await t.request(feedPath(url));
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const calendar = parseIcs(await feed.text());
    const events = checkCalendar(calendar);
    const summaries = events.map((e) => unescapeText(prop(e, "SUMMARY")?.value ?? ""));
    expect(summaries).toEqual([
      `Closes: ${firm} Graduate Programme, Markets — a very long role title to make the summary fold`,
      `Online test due: ${firm} Graduate Programme, Markets — a very long role title to make the summary fold`,
      `Interview: ${firm} Graduate Programme, Markets — a very long role title to make the summary fold`,
      `Reminder: ${firm} Graduate Programme, Markets — a very long role title to make the summary fold: Line one\nline two`,
    ]);

    const [deadline, winterEvent, summerEvent] = events;
    expect(prop(deadline as Component, "DTSTART")).toMatchObject({
      params: { VALUE: "DATE" },
      value: "20300630",
    });
    expect(prop(deadline as Component, "DTEND")).toMatchObject({
      params: { VALUE: "DATE" },
      value: "20300701",
    });
    const summerStart = prop(summerEvent as Component, "DTSTART");
    expect(summerStart).toMatchObject({ params: { TZID: "Europe/London" }, value: "20300715T140000" });
    expect(londonInstant(calendar, summerStart?.value ?? "").toISOString()).toBe(summer.toISOString());
    const winterStart = prop(winterEvent as Component, "DTSTART");
    expect(winterStart?.value).toBe("20300115T130000");
    expect(londonInstant(calendar, winterStart?.value ?? "").toISOString()).toBe(winter.toISOString());
    expect(unescapeText(prop(summerEvent as Component, "LOCATION")?.value ?? "")).toBe("London, EC2");
  });

  test("regenerating stops the old URL at once; revoking stops the new one", async () => {
    const first = (
      (await (
        await t.request("/api/tracker/calendar", { method: "POST", cookie: member.cookie })
      ).json()) as { url: string }
    ).url;
    const second = (
      (await (
        await t.request("/api/tracker/calendar", { method: "POST", cookie: member.cookie })
      ).json()) as { url: string }
    ).url;
    expect(second).not.toBe(first);
    expect((await t.request(feedPath(first))).status).toBe(404);
    expect((await t.request(feedPath(second))).status).toBe(200);

    const revoked = await t.request("/api/tracker/calendar", { method: "DELETE", cookie: member.cookie });
    expect(revoked.status).toBe(200);
    expect((await t.request(feedPath(second))).status).toBe(404);
    expect((await t.request(`/api/tracker/calendar/${"A".repeat(43)}.ics`)).status).toBe(404);
    expect((await t.request("/api/tracker/calendar", { method: "POST" })).status).toBe(401);
  });

  test("one-off downloads: the owner's deadline and event as attachments; others get 404", async () => {
    const deadline = await t.request(`/api/tracker/applications/${applicationId}/deadline.ics`, {
      cookie: member.cookie,
    });
    expect(deadline.status).toBe(200);
    expect(deadline.headers.get("content-disposition")).toMatch(/^attachment; filename=".+-deadline\.ics"$/);
    expect(checkCalendar(parseIcs(await deadline.text()))).toHaveLength(1);

    const eventPath = `/api/tracker/applications/${applicationId}/events/${summerEventId}.ics`;
    const event = await t.request(eventPath, { cookie: member.cookie });
    expect(event.status).toBe(200);
    const calendar = parseIcs(await event.text());
    const [only] = checkCalendar(calendar);
    expect(prop(only as Component, "DTSTART")?.value).toBe("20300715T140000");

    expect((await t.request(eventPath)).status).toBe(401);
    expect((await t.request(eventPath, { cookie: other.cookie })).status).toBe(404);
    expect(
      (await t.request(`/api/tracker/applications/${applicationId}/deadline.ics`, { cookie: other.cookie }))
        .status,
    ).toBe(404);
    const files = await t.request(`/api/tracker/applications/${applicationId}/reminders`, {
      cookie: member.cookie,
    });
    expect(
      ((await files.json()) as { calendar_files: { href: string }[] }).calendar_files.map((f) => f.href),
    ).toContain(eventPath);
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type SignedInAdmin, type TestApp } from "../../../../tests/support/test-app";
import { ALUMNI_MESSAGE_MAX, ALUMNI_REQUESTS_PER_DAY } from "../../../shared/alumni";
import { ALUMNI_MESSAGES } from "../../../shared/schemas/alumni";
import { alumniChatRequests, alumniReports } from "../../db/schema";
import { type Directory, errorOf, type Member, memberAt, ok, type Requests } from "./alumni.fixtures";

// What keeps alumni safe: the daily limit and one open request per pair, blocking, reports that reach
// the admins' Support Tickets, and requests that belong to someone else or to no one.

describe("alumni requests: limits, blocks, reports and bad input", () => {
  let t: TestApp;
  let admin: SignedInAdmin;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signUpAdmin();
  });
  afterAll(() => t?.dispose());

  let universityCount = 0;
  /** An alum listed at a university of their own, so tests never see each other's alumni. */
  async function listedAlum(names = { first: "Grace", last: "Obi" }) {
    universityCount += 1;
    const university = `University of Testshire ${universityCount}`;
    const alum = await memberAt(t, university, names);
    await ok(await alum.api.saveListing());
    return { alum, university };
  }
  const ask = async (student: Member, alumId: string, message?: string) =>
    ok<{ id: string }>(await student.api.ask(alumId, message), 201);

  test(`a student sends at most ${ALUMNI_REQUESTS_PER_DAY} requests a day and one open request per alum`, async () => {
    const { university } = await listedAlum();
    const alumni: Member[] = [];
    for (let i = 0; i < ALUMNI_REQUESTS_PER_DAY + 1; i++) {
      const alum = await memberAt(t, university, { first: "Alum", last: `Nu${"m".repeat(i + 1)}ber` });
      await ok(await alum.api.saveListing());
      alumni.push(alum);
    }
    const student = await memberAt(t, university);

    // Two at once to the same alum: one is sent, the other is told it is already waiting.
    const [first, second] = await Promise.all([
      student.api.ask(alumni[0]?.user.id ?? ""),
      student.api.ask(alumni[0]?.user.id ?? ""),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const refused = first.status === 409 ? first : second;
    expect((await errorOf(refused, 409)).message).toBe(
      "You already asked Alum N.: wait for their answer before asking again.",
    );
    const open = await t.db
      .select()
      .from(alumniChatRequests)
      .where(eq(alumniChatRequests.studentId, student.user.id));
    expect(open).toHaveLength(1);

    for (const alum of alumni.slice(1, ALUMNI_REQUESTS_PER_DAY)) await ask(student, alum.user.id);
    const limited = await student.api.ask(alumni[ALUMNI_REQUESTS_PER_DAY]?.user.id ?? "");
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect((await errorOf(limited, 429)).message).toMatch(
      new RegExp(
        `^You can send ${ALUMNI_REQUESTS_PER_DAY} chat requests a day and have sent them all\\. You can send another in (24|23) hours\\.$`,
      ),
    );
    expect(
      await t.db.select().from(alumniChatRequests).where(eq(alumniChatRequests.studentId, student.user.id)),
    ).toHaveLength(ALUMNI_REQUESTS_PER_DAY);
  });

  test("a blocked member no longer sees the alum and cannot ask again; unblocking restores both", async () => {
    const { alum, university } = await listedAlum({ first: "Ruth", last: "Adeyemi" });
    const student = await memberAt(t, university);
    const classmate = await memberAt(t, university);
    const sent = await ask(student, alum.user.id);

    // Only the alum the request was sent to can block its sender.
    expect((await errorOf(await classmate.api.block(sent.id), 404)).message).toBe(ALUMNI_MESSAGES.noRequest);
    expect((await errorOf(await student.api.block(sent.id), 404)).message).toBe(ALUMNI_MESSAGES.noRequest);

    await ok(await alum.api.block(sent.id));
    const seen = await ok<Directory>(await student.api.directory());
    expect(seen.alumni.map((a) => a.id)).not.toContain(alum.user.id);
    expect((await ok<Directory>(await classmate.api.directory())).alumni.map((a) => a.id)).toContain(
      alum.user.id,
    );
    // The waiting request is declined; asking again is refused as if the alum were not listed.
    const outgoing = (await ok<Requests>(await student.api.requests())).outgoing[0];
    expect(outgoing).toMatchObject({ status: "declined", email: null });
    expect((await errorOf(await student.api.ask(alum.user.id), 404)).message).toBe(ALUMNI_MESSAGES.noAlum);

    const alumView = await ok<Requests>(await alum.api.requests());
    expect(alumView.incoming[0]).toMatchObject({ id: sent.id, blocked: true });
    expect(alumView.blocked).toEqual([expect.objectContaining({ id: student.user.id, name: "Priya S." })]);

    // Another member's block cannot be lifted by someone else.
    expect((await errorOf(await classmate.api.unblock(student.user.id), 404)).message).toBe(
      ALUMNI_MESSAGES.noMember,
    );
    await ok(await alum.api.unblock(student.user.id));
    expect((await ok<Directory>(await student.api.directory())).alumni.map((a) => a.id)).toContain(
      alum.user.id,
    );
  });

  test("either side can report a request once; it lands in the admins' Support Tickets", async () => {
    const { alum, university } = await listedAlum({ first: "Ian", last: "Moss" });
    const student = await memberAt(t, university, { first: "Kai", last: "Lee" });
    const outsider = await memberAt(t, university);
    const sent = await ask(student, alum.user.id, "Send me your salary and your manager's number.");

    expect((await errorOf(await outsider.api.report(sent.id), 404)).message).toBe(ALUMNI_MESSAGES.noRequest);
    const report = await alum.api.report(sent.id, "Asking for personal details, not advice.");
    expect((await ok<{ reported: boolean }>(report, 201)).reported).toBe(true);
    expect((await errorOf(await alum.api.report(sent.id), 409)).message).toContain("already reported");
    // The student may report it too (say, after a rude reply).
    await ok(await student.api.report(sent.id, "The alum was rude to me."), 201);
    expect(await t.db.select().from(alumniReports).where(eq(alumniReports.requestId, sent.id))).toHaveLength(
      2,
    );

    const tickets = (
      await ok<{ tickets: { ticket_user_id: string; ticket_content: string; ticket_status: string }[] }>(
        await t.request("/api/admin/support-tickets", { cookie: admin.cookie }),
      )
    ).tickets;
    const alumTicket = tickets.find((ticket) => ticket.ticket_user_id === alum.user.id);
    expect(alumTicket?.ticket_status).toBe("open");
    expect(alumTicket?.ticket_content).toContain("Report of an alumni chat request");
    expect(alumTicket?.ticket_content).toContain(`It came from Kai L. (account ${student.user.id})`);
    expect(alumTicket?.ticket_content).toContain("> Send me your salary and your manager's number.");
    expect(alumTicket?.ticket_content).toContain("> Asking for personal details, not advice.");
    // The reporter reads this message in their own Help conversation: no email of the other member.
    expect(alumTicket?.ticket_content).not.toContain(student.email);
    const studentTicket = tickets.find((ticket) => ticket.ticket_user_id === student.user.id);
    expect(studentTicket?.ticket_content).toContain(`I sent it to Ian M. (account ${alum.user.id})`);

    const view = await ok<Requests>(await alum.api.requests());
    expect(view.incoming[0]).toMatchObject({ id: sent.id, reported: true });
  });

  test("another member's request answers 404 and nothing changes", async () => {
    const { alum, university } = await listedAlum();
    const student = await memberAt(t, university);
    const stranger = await memberAt(t, university);
    const sent = await ask(student, alum.user.id);
    for (const call of [stranger.api.accept, stranger.api.decline, stranger.api.block]) {
      expect((await errorOf(await call(sent.id), 404)).message).toBe(ALUMNI_MESSAGES.noRequest);
    }
    const [row] = await t.db.select().from(alumniChatRequests).where(eq(alumniChatRequests.id, sent.id));
    expect(row).toMatchObject({ status: "pending", respondedAt: null });
    const strangerView = await ok<Requests>(await stranger.api.requests());
    expect(strangerView).toEqual({ incoming: [], outgoing: [], blocked: [] });
  });

  test("bad input: a long or empty message, an unknown alum, an alum elsewhere, a malformed id", async () => {
    const { alum, university } = await listedAlum();
    const student = await memberAt(t, university);
    const elsewhere = await memberAt(t, "University of Nowhere Else");

    const long = await errorOf(await student.api.ask(alum.user.id, "x".repeat(ALUMNI_MESSAGE_MAX + 1)), 400);
    expect(long.fields?.message).toBe(ALUMNI_MESSAGES.messageTooLong);
    const empty = await errorOf(await student.api.ask(alum.user.id, "   "), 400);
    expect(empty.fields?.message).toBe(ALUMNI_MESSAGES.message);
    const extra = await t.request(`/api/alumni/${alum.user.id}/requests`, {
      json: { message: "Hello", status: "accepted" },
      cookie: student.cookie,
    });
    expect((await errorOf(extra, 400)).fields?.status).toBe("This field is not accepted.");

    expect((await errorOf(await student.api.ask("no-such-member"), 404)).message).toBe(
      ALUMNI_MESSAGES.noAlum,
    );
    expect((await errorOf(await student.api.ask(student.user.id), 404)).message).toBe(ALUMNI_MESSAGES.noAlum);
    // A student of another university can neither see nor ask them.
    expect((await ok<Directory>(await elsewhere.api.directory())).alumni).toEqual([]);
    expect((await errorOf(await elsewhere.api.ask(alum.user.id), 404)).message).toBe(ALUMNI_MESSAGES.noAlum);
    expect(
      await t.db.select().from(alumniChatRequests).where(eq(alumniChatRequests.alumId, alum.user.id)),
    ).toEqual([]);

    expect((await errorOf(await alum.api.accept("not-a-uuid"), 400)).message).toBe(ALUMNI_MESSAGES.noRequest);
    expect((await errorOf(await alum.api.accept(crypto.randomUUID()), 404)).message).toBe(
      ALUMNI_MESSAGES.noRequest,
    );
    const noReason = await t.request(`/api/alumni/requests/${crypto.randomUUID()}/report`, {
      json: { reason: "" },
      cookie: alum.cookie,
    });
    expect((await errorOf(noReason, 400)).fields?.reason).toBe(ALUMNI_MESSAGES.reason);
  });
});

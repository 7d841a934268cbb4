import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { ALUMNI_NOTE_MAX } from "../../../shared/alumni";
import { ALUMNI_MESSAGES } from "../../../shared/schemas/alumni";
import { alumniChatRequests, alumniListings, user } from "../../db/schema";
import {
  type Directory,
  errorOf,
  LISTING,
  type Listing,
  type Member,
  memberAt,
  ok,
  type Requests,
} from "./alumni.fixtures";
import { NO_UNIVERSITY, NOT_GRADUATED } from "./listing.service";

// Alumni from your university through the API: opting in and out, who sees whom, a chat request from
// sending to accepting (bell, email, and the emails shown to both only then), declining, and what the
// data export and account deletion do with it all.

describe("alumni listings and chat requests", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.dispose());

  const directory = async (who: Member) => ok<Directory>(await who.api.directory());
  const names = async (who: Member) => (await directory(who)).alumni.map((a) => a.name);
  const bell = async (who: Member) => {
    const body = await ok<{ notifications: { kind: string; broadcast_title: string; link: string }[] }>(
      await t.request("/api/notifications", { cookie: who.cookie }),
    );
    return body.notifications;
  };

  test("opting in lists the alum for their university only; opting out removes them at once", async () => {
    const alum = await memberAt(t, "University of Leeds", { first: "Oliver", last: "Grant" });
    const student = await memberAt(t, "the university of leeds ", { first: "Mia", last: "Lopez" });
    const sameByOtherName = await memberAt(t, "Leeds University", { first: "Sam", last: "Khan" });
    const elsewhere = await memberAt(t, "Leeds Beckett University", { first: "Noah", last: "Reid" });
    const noUniversity = await memberAt(t, null);

    // Nobody appears without opting in.
    expect(await names(student)).not.toContain("Oliver G.");
    const initial = await ok<Listing>(await alum.api.listing());
    expect(initial).toMatchObject({ university: "University of Leeds", listed: false, firm: "" });

    const saved = await ok<Listing>(await alum.api.saveListing());
    expect(saved).toMatchObject({
      listed: true,
      listed_university: "University of Leeds",
      firm: LISTING.firm,
      role: LISTING.role,
      note: LISTING.note,
    });

    const seen = await directory(student);
    expect(seen.university).toBe("the university of leeds");
    const entry = seen.alumni.find((a) => a.id === alum.user.id);
    expect(entry).toEqual({
      id: alum.user.id,
      name: "Oliver G.",
      firm: LISTING.firm,
      role: LISTING.role,
      note: LISTING.note,
      listed_at: saved.listed_at,
      request: null,
    });
    // Never an email, anywhere in the answer.
    expect(JSON.stringify(seen)).not.toContain(alum.email);
    expect(await names(sameByOtherName)).toContain("Oliver G.");
    // Never themselves; never students of another university; nobody without a university.
    expect(await names(alum)).not.toContain("Oliver G.");
    expect(await names(elsewhere)).not.toContain("Oliver G.");
    expect(await directory(noUniversity)).toEqual({
      university: null,
      listed_self: false,
      alumni: [],
      next_cursor: null,
    });
    expect((await directory(alum)).listed_self).toBe(true);
    expect(seen.listed_self).toBe(false);

    // Off: gone from every list at once, and a request to them is refused as if they never were.
    const off = await ok<Listing>(await alum.api.saveListing({ listed: false }));
    expect(off).toMatchObject({ listed: false, firm: LISTING.firm });
    expect(await names(student)).not.toContain("Oliver G.");
    expect((await errorOf(await student.api.ask(alum.user.id), 404)).message).toBe(ALUMNI_MESSAGES.noAlum);

    // On again keeps what they wrote and their first listing date.
    const again = await ok<Listing>(await alum.api.saveListing({ note: "Ask me about Leeds societies." }));
    expect(again.note).toBe("Ask me about Leeds societies.");
    expect(await names(student)).toContain("Oliver G.");
  });

  test("listing needs a university, a firm and a role, and a note of at most 280 characters", async () => {
    const alum = await memberAt(t, "University of York");
    const fields = (await errorOf(await alum.api.saveListing({ firm: " ", role: "" }), 400)).fields;
    expect(fields).toEqual({ firm: ALUMNI_MESSAGES.firm, role: ALUMNI_MESSAGES.role });
    const long = await errorOf(await alum.api.saveListing({ note: "x".repeat(ALUMNI_NOTE_MAX + 1) }), 400);
    expect(long.fields?.note).toBe(ALUMNI_MESSAGES.noteTooLong);
    expect(
      await ok<Listing>(await alum.api.saveListing({ note: "x".repeat(ALUMNI_NOTE_MAX) })),
    ).toMatchObject({
      listed: true,
    });
    // Off needs nothing filled in.
    await ok(await alum.api.saveListing({ listed: false, firm: "", role: "" }));

    const withoutUniversity = await memberAt(t, null);
    expect(await errorOf(await withoutUniversity.api.saveListing(), 409)).toMatchObject({
      code: "no_university",
      message: NO_UNIVERSITY,
    });
    expect(
      await t.db.select().from(alumniListings).where(eq(alumniListings.userId, withoutUniversity.user.id)),
    ).toEqual([]);
  });

  test("only a member whose answers say they have graduated can list themselves as an alum", async () => {
    const student = await memberAt(t, "University of Exeter", { first: "Leo", last: "Hart" });
    for (const stage of ["undergraduate_final", "masters", "career_changer"]) {
      const notYet = await memberAt(t, "University of Exeter", { first: "Zoe", last: "Pike" }, stage);
      expect(await ok<Listing>(await notYet.api.listing())).toMatchObject({
        graduated: false,
        listed: false,
      });
      expect(await errorOf(await notYet.api.saveListing(), 409)).toEqual({
        code: "not_graduated",
        message: NOT_GRADUATED,
      });
      expect(
        await t.db.select().from(alumniListings).where(eq(alumniListings.userId, notYet.user.id)),
      ).toEqual([]);
      // Off is never refused.
      expect(await ok<Listing>(await notYet.api.saveListing({ listed: false }))).toMatchObject({
        listed: false,
      });
      expect(await names(student)).not.toContain("Zoe P.");
    }

    // A graduate lists; answers that later say otherwise take them out of every list until they
    // graduate again, and a request to them is refused as if they were never listed.
    const alum = await memberAt(t, "University of Exeter", { first: "Ava", last: "Cole" });
    expect(await ok<Listing>(await alum.api.saveListing())).toMatchObject({ graduated: true, listed: true });
    expect(await names(student)).toContain("Ava C.");
    const answersOf = async () =>
      (await ok<{ answers: object }>(await t.request("/api/profile/onboarding", { cookie: alum.cookie })))
        .answers;
    const setStage = async (stage: string) =>
      ok(
        await t.request("/api/profile/onboarding", {
          method: "PUT",
          cookie: alum.cookie,
          json: { ...(await answersOf()), education_status: stage },
        }),
      );
    await setStage("masters");
    expect(await names(student)).not.toContain("Ava C.");
    expect((await errorOf(await student.api.ask(alum.user.id), 404)).message).toBe(ALUMNI_MESSAGES.noAlum);
    expect(await ok<Listing>(await alum.api.listing())).toMatchObject({ graduated: false, listed: true });
    expect((await errorOf(await alum.api.saveListing(), 409)).code).toBe("not_graduated");
    await setStage("graduate");
    expect(await names(student)).toContain("Ava C.");
  });

  test("an alum whose profile now names another university is not listed until they save again", async () => {
    const alum = await memberAt(t, "University of Bath", { first: "Ella", last: "Ward" });
    const student = await memberAt(t, "University of Bath");
    await ok(await alum.api.saveListing());
    expect(await names(student)).toContain("Ella W.");
    await ok(
      await t.request("/api/profile/onboarding", {
        method: "PUT",
        cookie: alum.cookie,
        json: {
          ...(
            await ok<{ answers: object }>(await t.request("/api/profile/onboarding", { cookie: alum.cookie }))
          ).answers,
          university: "University of Bristol",
        },
      }),
    );
    expect(await names(student)).not.toContain("Ella W.");
    expect(await ok<Listing>(await alum.api.listing())).toMatchObject({
      university: "University of Bristol",
      listed_university: "University of Bath",
    });
  });

  test("a request reaches the alum in the bell and by email; emails are shared only on acceptance", async () => {
    const alum = await memberAt(t, "University of Warwick", { first: "Hannah", last: "Cole" });
    const student = await memberAt(t, "Warwick University", { first: "Leo", last: "Park" });
    await ok(await alum.api.saveListing());
    const message =
      "Hi Hannah, I am a second-year economist.\nCould we talk about Barclays' graduate scheme?";
    const sent = await ok<{ id: string; status: string }>(await student.api.ask(alum.user.id, message), 201);
    expect(sent.status).toBe("pending");

    const alumBell = await bell(alum);
    expect(alumBell[0]).toMatchObject({
      kind: "alumni_chat",
      broadcast_title: "Leo P. would like to chat",
      link: "/app/networking/alumni",
    });
    const mail = t.mailsTo(alum.email).find((m) => m.subject === "Leo P. would like to chat");
    expect(mail?.text).toContain("> Could we talk about Barclays' graduate scheme?");
    expect(mail?.text).toContain("http://localhost:3000/app/networking/alumni");
    expect(mail?.html).toContain("Barclays&#39; graduate scheme");
    expect(mail?.text).not.toContain(student.email);

    // Pending: each side sees the other's short name and message, never the email.
    const alumView = await ok<Requests>(await alum.api.requests());
    expect(alumView.incoming).toEqual([
      expect.objectContaining({ id: sent.id, name: "Leo P.", message, status: "pending", email: null }),
    ]);
    const studentView = await ok<Requests>(await student.api.requests());
    expect(studentView.outgoing[0]).toMatchObject({
      id: sent.id,
      name: "Hannah C.",
      firm: LISTING.firm,
      status: "pending",
      email: null,
    });
    expect(JSON.stringify(alumView)).not.toContain(student.email);
    expect(JSON.stringify(studentView)).not.toContain(alum.email);
    expect((await directory(student)).alumni.find((a) => a.id === alum.user.id)?.request).toEqual({
      id: sent.id,
      status: "pending",
    });

    // The student cannot answer their own request.
    expect((await errorOf(await student.api.accept(sent.id), 404)).message).toBe(ALUMNI_MESSAGES.noRequest);

    const accepted = await ok<{ status: string }>(await alum.api.accept(sent.id));
    expect(accepted.status).toBe("accepted");
    expect((await ok<Requests>(await alum.api.requests())).incoming[0]?.email).toBe(student.email);
    expect((await ok<Requests>(await student.api.requests())).outgoing[0]?.email).toBe(alum.email);
    expect((await bell(student))[0]).toMatchObject({
      kind: "alumni_chat",
      broadcast_title: "Hannah C. accepted your chat request",
    });
    expect(t.mailsTo(student.email).map((m) => m.subject)).toContain("Hannah C. accepted your chat request");

    // Answered once: a second answer says so and changes nothing.
    expect((await errorOf(await alum.api.decline(sent.id), 409)).message).toBe(
      "You already accepted this request.",
    );
    // Accepted: no need to ask again.
    expect((await errorOf(await student.api.ask(alum.user.id), 409)).message).toContain("already accepted");
  });

  test("a declined request shares nothing and the student waits before asking again", async () => {
    const alum = await memberAt(t, "University of Exeter", { first: "Tom", last: "Hale" });
    const student = await memberAt(t, "University of Exeter");
    await ok(await alum.api.saveListing());
    const sent = await ok<{ id: string }>(await student.api.ask(alum.user.id), 201);
    expect((await ok<{ status: string }>(await alum.api.decline(sent.id))).status).toBe("declined");
    const outgoing = (await ok<Requests>(await student.api.requests())).outgoing[0];
    expect(outgoing).toMatchObject({ status: "declined", email: null });
    // Nothing is sent to the student about a decline (sign-up's confirmation is all they got).
    expect(t.mailsTo(student.email).map((m) => m.subject)).toEqual(["Confirm your email address"]);
    expect((await errorOf(await student.api.ask(alum.user.id), 409)).message).toMatch(
      /^Tom H\. declined your last request\. You can ask them again from \d{1,2} \w+ \d{4}\.$/,
    );
    // After the wait, a new request is allowed.
    await t.db
      .update(alumniChatRequests)
      .set({ respondedAt: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000) })
      .where(eq(alumniChatRequests.id, sent.id));
    await ok(await student.api.ask(alum.user.id), 201);
  });

  test("the data export holds the listing and requests; deleting an account removes them", async () => {
    const alum = await memberAt(t, "University of Durham", { first: "Ava", last: "Long" });
    const student = await memberAt(t, "Durham University");
    await ok(await alum.api.saveListing());
    const sent = await ok<{ id: string }>(await student.api.ask(alum.user.id), 201);

    const exported = await ok<{
      alumni_listing: { firm: string }[];
      alumni_chat_requests: { id: string }[];
    }>(await t.request("/api/profile/export", { cookie: alum.cookie }));
    expect(exported.alumni_listing.map((l) => l.firm)).toEqual([LISTING.firm]);
    expect(exported.alumni_chat_requests.map((r) => r.id)).toEqual([sent.id]);
    const studentExport = await ok<{ alumni_chat_requests: { id: string }[] }>(
      await t.request("/api/profile/export", { cookie: student.cookie }),
    );
    expect(studentExport.alumni_chat_requests.map((r) => r.id)).toEqual([sent.id]);

    await ok(
      await t.request("/api/profile/delete", { json: { password: alum.password }, cookie: alum.cookie }),
    );
    expect(await t.db.select().from(user).where(eq(user.id, alum.user.id))).toEqual([]);
    expect(await t.db.select().from(alumniListings).where(eq(alumniListings.userId, alum.user.id))).toEqual(
      [],
    );
    expect(await t.db.select().from(alumniChatRequests).where(eq(alumniChatRequests.id, sent.id))).toEqual(
      [],
    );
  });
});

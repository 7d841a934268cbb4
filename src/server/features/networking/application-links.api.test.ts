import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type SignedIn, type TestApp } from "../../../../tests/support/test-app";
import { applications, networkingContactApplications } from "../../db/schema";
import { makePremium, networkingApi } from "./networking.fixtures";

// Contacts on a tracker application: those at the same firm (case and spaces aside) appear by
// themselves, any contact can be linked, and the contact's page lists the applications it is linked
// to. Only the member's own application and own contact can be linked.

type Panel = {
  application: { id: string; firm_name: string };
  at_firm: { id: string; name: string; linked: boolean }[];
  linked: { id: string; name: string }[];
};

describe("contacts on tracker applications", () => {
  let t: TestApp;
  let api: ReturnType<typeof networkingApi>;
  let member: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    api = networkingApi(t);
    member = await t.signUp();
    await makePremium(t, member);
  });
  afterAll(() => t?.dispose());

  async function application(who: SignedIn, firmName: string) {
    const [row] = await t.db
      .insert(applications)
      .values({ userId: who.user.id, firmName, roleTitle: "Summer Analyst" })
      .returning();
    return row?.id ?? "";
  }

  test("contacts at the firm appear; Link contact links anyone; unlinking takes them off", async () => {
    const applicationId = await application(member, "J.P. Morgan");
    const atFirm = await api.addContact(member, { name: "Ada King", firm: "j.p.  morgan" });
    const elsewhere = await api.addContact(member, { name: "Ben Cole", firm: "Barclays" });
    const panel = async () =>
      (await (await api.call(member, `/applications/${applicationId}/contacts`)).json()) as Panel;

    expect(await panel()).toMatchObject({
      application: { id: applicationId, firm_name: "J.P. Morgan" },
      at_firm: [{ id: atFirm.id, name: "Ada King", linked: false }],
      linked: [],
    });
    const linked = await api.call(member, `/applications/${applicationId}/contacts/${elsewhere.id}`, {
      method: "PUT",
    });
    expect(linked.status).toBe(200);
    // Linking twice is still one link.
    await api.call(member, `/applications/${applicationId}/contacts/${elsewhere.id}`, { method: "PUT" });
    expect((await panel()).linked.map((c) => c.name)).toEqual(["Ben Cole"]);
    const detail = await (await api.call(member, `/contacts/${elsewhere.id}`)).json();
    expect(detail.applications).toEqual([
      { id: applicationId, firm_name: "J.P. Morgan", role_title: "Summer Analyst", stage: "saved" },
    ]);

    const unlinked = await api.call(member, `/applications/${applicationId}/contacts/${elsewhere.id}`, {
      method: "DELETE",
    });
    expect(unlinked.status).toBe(200);
    expect((await panel()).linked).toEqual([]);
    const again = await api.call(member, `/applications/${applicationId}/contacts/${elsewhere.id}`, {
      method: "DELETE",
    });
    expect(again.status).toBe(404);
  });

  test("another member's application or contact cannot be read or linked", async () => {
    const other = await t.signUp();
    const theirApplication = await application(other, "Goldman Sachs");
    const theirContact = await api.addContact(other, { name: "Their Contact", firm: "Goldman Sachs" });
    const myApplication = await application(member, "Goldman Sachs");
    const myContact = await api.addContact(member, { name: "My Contact", firm: "Goldman Sachs" });

    const read = await api.call(member, `/applications/${theirApplication}/contacts`);
    expect(read.status).toBe(404);
    expect((await read.json()).error.message).toBe("There is no such application.");
    for (const path of [
      `/applications/${theirApplication}/contacts/${myContact.id}`,
      `/applications/${myApplication}/contacts/${theirContact.id}`,
    ]) {
      expect((await api.call(member, path, { method: "PUT" })).status, path).toBe(404);
    }
    const links = await t.db
      .select()
      .from(networkingContactApplications)
      .where(eq(networkingContactApplications.contactId, myContact.id));
    expect(links).toEqual([]);
    // The other member's contact at the same firm never shows on my application.
    const mine = (await (await api.call(member, `/applications/${myApplication}/contacts`)).json()) as Panel;
    expect(mine.at_firm.map((c) => c.name)).toEqual(["My Contact"]);
  });
});

import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type LocalS3, startLocalS3 } from "../../../../tests/support/local-s3";
import { createTestApp, type SignedIn, type TestApp } from "../../../../tests/support/test-app";
import { FIRM_LIMITS, FIRM_MESSAGES } from "../../../shared/schemas/site-content";
import { adminAuditLog, firms, storedBlobs } from "../../db/schema";

// A firm's logo uploaded on Site Content → Premier firms: kept like a member's documents, in the
// database's blob store or the S3 bucket (a local s3rver here), judged by its bytes, served to members'
// cards with its own type and a sandbox, and its bytes deleted when it is replaced or removed.

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const SVG = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><linearGradient id="g"/></defs><rect width="10" height="10" fill="url(#g)"/><use href="#g"/></svg>\n',
);

describe.each(["postgres", "s3"] as const)("firm logos in the %s blob store", (kind) => {
  let t: TestApp;
  let s3: LocalS3 | undefined;
  let admin: SignedIn;
  let member: SignedIn;
  let firmId = "";

  const upload = (bytes: Buffer, name: string, type: string, cookie = admin.cookie) => {
    const body = new FormData();
    body.set("file", new File([new Uint8Array(bytes)], name, { type }));
    return t.request(`/api/admin/site-content/firms/${firmId}/logo`, { method: "POST", body, cookie });
  };
  /** The keys the backing service itself holds for this firm, bypassing the app. */
  const storedKeys = async () => {
    if (s3) return (await s3.keys()).filter((key) => key.startsWith(`firm-logos/${firmId}/`));
    const rows = await t.db.select({ key: storedBlobs.key }).from(storedBlobs);
    return rows.map((row) => row.key).filter((key) => key.startsWith(`firm-logos/${firmId}/`));
  };
  const logoAudit = () =>
    t.db
      .select()
      .from(adminAuditLog)
      .where(inArray(adminAuditLog.action, ["firm.logo_upload", "firm.logo_remove", "firm.update"]));

  beforeAll(async () => {
    s3 = kind === "s3" ? await startLocalS3() : undefined;
    t = await createTestApp({ env: s3?.env ?? {} });
    admin = await t.signUpAdmin();
    member = await t.signUp();
    const [firm] = await t.db
      .insert(firms)
      .values({ slug: "thornbury-bank", name: "Thornbury Bank", sector: "investment_banking", premier: true })
      .returning();
    firmId = firm?.id ?? "";
  });
  afterAll(async () => {
    await t?.dispose();
    await s3?.close();
  });

  test("an uploaded PNG becomes the card's logo, served with its type, and is audited", async () => {
    const response = await upload(PNG, "logo.png", "image/png");
    expect(response.status).toBe(200);
    const firm = await response.json();
    expect(firm.logo_uploaded).toBe(true);
    expect(firm.logo_url).toMatch(new RegExp(`^/api/firm-logos/${firmId}/[0-9a-f]{16}\\.png$`));
    expect(await storedKeys()).toEqual([firm.logo_url.replace("/api/", "")]);

    const [card] = (await (await t.request("/api/jobs/premier-firms", { cookie: member.cookie })).json())
      .firms;
    expect(card.logo_url).toBe(firm.logo_url);
    // Public like a linked logo, so the image loads without a session.
    const served = await t.request(firm.logo_url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("content-security-policy")).toContain("sandbox");
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);

    const [audit] = await logoAudit();
    expect(audit).toMatchObject({
      action: "firm.logo_upload",
      targetId: firmId,
      before: { name: "Thornbury Bank", logo_url: null },
      after: { name: "Thornbury Bank", logo_url: firm.logo_url, type: "image/png", bytes: PNG.length },
    });
  });

  test("an SVG replaces it: the old bytes are deleted and its address answers 404", async () => {
    const [before] = await t.db.select().from(firms).where(eq(firms.id, firmId));
    const response = await upload(SVG, "logo.svg", "image/svg+xml");
    expect(response.status).toBe(200);
    const firm = await response.json();
    expect(firm.logo_url).toMatch(/\.svg$/);
    expect(await storedKeys()).toEqual([firm.logo_url.replace("/api/", "")]);
    const served = await t.request(firm.logo_url);
    expect(served.headers.get("content-type")).toBe("image/svg+xml");
    // Opened on its own, the SVG can run nothing and load nothing.
    expect(served.headers.get("content-security-policy")).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    expect((await t.request(before?.logoUrl ?? "")).status).toBe(404);
  });

  test.each([
    [
      "a script",
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      422,
      FIRM_MESSAGES.logoScript,
    ],
    [
      "an event handler",
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>',
      422,
      FIRM_MESSAGES.logoScript,
    ],
    [
      "a javascript: link",
      '<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)"><rect/></a></svg>',
      422,
      FIRM_MESSAGES.logoScript,
    ],
    [
      "an outside image",
      '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://x.example/a.png"/></svg>',
      422,
      FIRM_MESSAGES.logoScript,
    ],
    ["HTML named .svg", "<html><body><script>alert(1)</script></body></html>", 415, FIRM_MESSAGES.logoType],
    ["a PDF named .png", "%PDF-1.7\n1 0 obj\n<<>>\nendobj\n", 415, FIRM_MESSAGES.logoType],
  ])("refuses %s, keeping the logo it has", async (_what, content, status, message) => {
    const [before] = await t.db.select().from(firms).where(eq(firms.id, firmId));
    const response = await upload(Buffer.from(content), "logo.svg", "image/svg+xml");
    expect(response.status).toBe(status);
    expect((await response.json()).error).toMatchObject({ message, fields: { file: message } });
    const [after] = await t.db.select().from(firms).where(eq(firms.id, firmId));
    expect(after?.logoUrl).toBe(before?.logoUrl);
    expect(await storedKeys()).toHaveLength(1);
  });

  test("refuses a file over the size limit and a request without a file", async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(FIRM_LIMITS.logoBytes)]);
    const tooBig = await upload(big, "logo.png", "image/png");
    expect(tooBig.status).toBe(413);
    expect((await tooBig.json()).error.message).toBe(FIRM_MESSAGES.logoTooLarge);
    const none = await t.request(`/api/admin/site-content/firms/${firmId}/logo`, {
      method: "POST",
      body: new FormData(),
      cookie: admin.cookie,
    });
    expect(none.status).toBe(400);
    expect((await none.json()).error.message).toBe(FIRM_MESSAGES.noLogoFile);
    expect((await upload(PNG, "logo.png", "image/png", member.cookie)).status).toBe(403);
  });

  test("a linked logo replaces an uploaded one, and removing it goes back to the initials", async () => {
    await upload(PNG, "logo.png", "image/png");
    const linked = await t.request(`/api/admin/site-content/firms/${firmId}`, {
      method: "PATCH",
      json: { logo_url: "https://cdn.example.com/thornbury.png" },
      cookie: admin.cookie,
    });
    expect(await linked.json()).toMatchObject({
      logo_url: "https://cdn.example.com/thornbury.png",
      logo_uploaded: false,
    });
    expect(await storedKeys()).toEqual([]);

    await upload(PNG, "logo.png", "image/png");
    const removed = await t.request(`/api/admin/site-content/firms/${firmId}/logo`, {
      method: "DELETE",
      cookie: admin.cookie,
    });
    expect(removed.status).toBe(200);
    expect(await removed.json()).toMatchObject({ logo_url: null, logo_uploaded: false });
    expect(await storedKeys()).toEqual([]);
    const actions = (await logoAudit()).map((row) => row.action);
    expect(actions.filter((action) => action === "firm.logo_remove")).toHaveLength(1);
  });
});

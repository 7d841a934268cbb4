import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { browserForFile, type Tab } from "./support/browser";
import {
  type AdminCredentials,
  adminTabs,
  type Credentials,
  createAdminBeforeStart,
  createUser,
  field,
  newCredentials,
  openPage,
} from "./support/fixtures";
import { startServer, type TestServer } from "./support/server";

// The operator's console for members, as an admin uses it in Chromium: export and erase a member, see
// who used a licence and a referral code, and send a broadcast to one plan's members with the count
// shown first.

const admin: AdminCredentials = newCredentials({ firstName: "Olive", lastName: "Operator" });
let server: TestServer;
let leaver: Credentials;
let student: Credentials;
let referred: Credentials;
let premium: Credentials;

const browser = browserForFile(() => server);
const adminTab = adminTabs(browser, () => server, admin);

/** An admin API call from the admin's own browser session (same cookies, same origin). */
async function api(tab: Tab, method: "GET" | "POST" | "PATCH", path: string, data?: unknown) {
  const response = await tab.context.request.fetch(`${server.url}${path}`, {
    method,
    headers: { origin: server.url },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.status(), `${method} ${path}`).toBeLessThan(300);
  return response.json();
}

async function userId(tab: Tab, email: string): Promise<string> {
  const list = await api(tab, "GET", `/api/admin/users?q=${encodeURIComponent(email)}`);
  return list.users[0].id;
}

beforeAll(async () => {
  server = await startServer({ setup: createAdminBeforeStart(admin) });
  leaver = await createUser(server, { firstName: "Lee", lastName: "Leaver" });
  student = await createUser(server, { firstName: "Stella", lastName: "Student" });
  premium = await createUser(server, { firstName: "Priya", lastName: "Premium" });
});
afterAll(async () => {
  await server?.stop();
});

describe("members and codes in the admin console", () => {
  test("export a member's data and erase the account from their Details", async () => {
    const tab = await adminTab();
    const { page } = tab;
    await openPage(page, `/admin/users?q=${encodeURIComponent(leaver.email)}`, "main");
    await page
      .getByRole("button", { name: /Details/ })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: "User Details" });
    await dialog.getByTestId("user-record").waitFor();

    const download = page.waitForEvent("download");
    await dialog.getByRole("link", { name: "Export member data" }).click();
    const file = await download;
    const data = JSON.parse(await streamText(await file.createReadStream()));
    expect(data.account.email).toBe(leaver.email);

    const erase = dialog.getByRole("button", { name: "Erase account" });
    expect(await erase.isDisabled()).toBe(true);
    await field(page, `Type ${leaver.email} to confirm`).fill(leaver.email);
    await erase.click();
    await dialog.waitFor({ state: "detached" });
    const left = await api(tab, "GET", `/api/admin/users?q=${encodeURIComponent(leaver.email)}`);
    expect(left.total).toBe(0);
    const audit = await api(tab, "GET", "/api/admin/audit?kind=user");
    const actions = audit.entries.map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(["user.export", "user.erase"]));
  });

  test("see who redeemed a licence code and who signed up with a referral code", async () => {
    const tab = await adminTab();
    const { page } = tab;
    const expires = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const licence = await api(tab, "POST", "/api/admin/licenses", {
      organization_name: "University of Leeds",
      max_uses: 20,
      expires_at: expires,
    });
    const redeem = await fetch(`${server.url}/api/account/sign-in`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify({ email: student.email, password: student.password }),
    });
    const cookie = redeem.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const redeemed = await fetch(`${server.url}/api/billing/license`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url, cookie },
      body: JSON.stringify({ code: licence.license_code }),
    });
    expect(redeemed.status).toBe(200);

    await openPage(page, "/admin/bulk-licenses", "main");
    await page
      .getByRole("button", { name: `Details of ${licence.license_code}` })
      .first()
      .click();
    const details = page.getByRole("dialog", { name: "License Details" });
    await details
      .getByRole("list", { name: "Members who redeemed this code" })
      .getByText(student.email)
      .waitFor();
    await page.keyboard.press("Escape");

    await api(tab, "POST", "/api/admin/referrals", { code: "OPSREF", influencer_name: "Ops Influencer" });
    referred = await createUser(server, { firstName: "Rory", lastName: "Referred" });
    const signedUp = await fetch(`${server.url}/api/account/sign-up`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url, "x-forwarded-for": "10.9.8.7" },
      body: JSON.stringify({
        first_name: "Rhea",
        last_name: "Referral",
        email: `rhea-${Date.now()}@example.com`,
        password: "a long enough pass 123",
        referral_code: "OPSREF",
      }),
    });
    expect(signedUp.status).toBeLessThan(300);
    await openPage(page, "/admin/referrals", "main");
    await page.getByRole("button", { name: "Signups with OPSREF" }).first().click();
    const signups = page.getByRole("dialog", { name: "Referral Signups" });
    await signups.getByText("Rhea Referral").waitFor();
    expect(await signups.getByText(referred.email).count()).toBe(0);
  });

  test("/signup?ref=CODE fills in the referral code", async () => {
    const tab = await browser.newTab();
    await openPage(tab.page, "/signup?ref=opsref", "form");
    expect(await tab.page.locator("#referral_code").inputValue()).toBe("OPSREF");
  });

  test("a broadcast to one plan's members shows the count before sending", async () => {
    const tab = await adminTab();
    const { page } = tab;
    await api(tab, "PATCH", `/api/admin/users/${await userId(tab, premium.email)}/plan`, {
      planType: "Premium",
    });
    await openPage(page, "/admin/broadcast", "form");
    await page.getByRole("switch", { name: "Send to all users" }).click();
    await page.getByRole("radio", { name: /Members matching filters/ }).check();
    await page.getByLabel("Plan", { exact: true }).selectOption("Premium");
    await expect
      .poll(() => page.getByTestId("audience-count").textContent())
      .toContain("This broadcast will reach 1 member");
    await field(page, "Title").fill("Premium masterclass");
    await field(page, "Message").fill("A masterclass for Premium members on Thursday.");
    const request = page.waitForRequest(
      (r) => r.method() === "POST" && new URL(r.url()).pathname === "/api/admin/broadcasts",
    );
    await page.getByRole("button", { name: "Send Broadcast" }).click();
    expect((await request).postDataJSON()).toMatchObject({
      target_audience: "segment",
      audience_filter: { plan: "Premium" },
    });
    await expect
      .poll(
        async () => {
          const list = await api(tab, "GET", "/api/admin/broadcasts");
          return list.broadcasts[0]?.status;
        },
        { timeout: 20_000 },
      ) // the queue sends it: seconds on a busy machine
      .toBe("sent");
    const list = await api(tab, "GET", "/api/admin/broadcasts");
    expect(list.broadcasts[0].in_app_count).toBe(1);
  });
});

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString("utf8");
}

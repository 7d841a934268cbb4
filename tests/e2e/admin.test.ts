import { addDays, format, subDays } from "date-fns";
import type { Cookie, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { browserForFile, type Tab } from "./support/browser";
import {
  type AdminCredentials,
  type Credentials,
  createAdminBeforeStart,
  createUser,
  expectToast,
  field,
  newCredentials,
  sessionOf,
  signIn,
  signInAdmin,
  toast,
  waitForPath,
} from "./support/fixtures";
import { startServer, type TestServer } from "./support/server";

// 001 §2-§8: the admin console as an admin uses it. The admin is made by `admin:create`
// before the app starts and signed in through the API (password, then TOTP), not the form: the login
// screen has its own spec.

const admin: AdminCredentials = newCredentials({ firstName: "Ada", lastName: "Lovelace" });
let server: TestServer;
const members: Record<"grace" | "alan" | "katherine", Credentials> = {} as never;

const browser = browserForFile(() => server);
beforeAll(async () => {
  server = await startServer({ setup: createAdminBeforeStart(admin) });
  members.grace = await createUser(server, { firstName: "Grace", lastName: "Hopper" });
  members.alan = await createUser(server, { firstName: "Alan", lastName: "Turing" });
  members.katherine = await createUser(server, { firstName: "Katherine", lastName: "Johnson" });
});
afterAll(async () => {
  await server?.stop();
});

// One admin session shared by the tests (each TOTP code is accepted once); Logout signs in afresh.
let adminCookies: Cookie[] | undefined;
async function adminTab({ fresh = false } = {}): Promise<Tab> {
  const tab = await browser.newTab();
  if (adminCookies && !fresh) {
    await tab.context.addCookies(adminCookies);
    return tab;
  }
  await signInAdmin(tab, server, admin);
  if (!fresh) adminCookies = await tab.context.cookies();
  return tab;
}

async function apiGet<T>(tab: Tab, path: string): Promise<T> {
  const response = await tab.context.request.get(`${server.url}${path}`);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

const apiError = (status: number, message: string) => (route: Route) =>
  route.fulfill({
    status,
    contentType: "application/json",
    body: JSON.stringify({ error: { code: "test", message } }),
  });

const heading = (page: Page, name: string) => page.getByRole("heading", { name, exact: true });

/** Waits until the users table shows exactly these emails, in any order. */
async function waitForUserRows(page: Page, emails: string[]) {
  await page.waitForFunction(
    (expected) => {
      const rows = [...document.querySelectorAll("table tbody tr")].map(
        (row) => row.querySelectorAll("td")[1]?.textContent?.trim() ?? "",
      );
      return rows.length === expected.length && expected.every((email) => rows.includes(email));
    },
    emails,
    { timeout: 15_000 },
  );
}

describe("admin console", () => {
  test("the dashboard shows the counts, the breakdowns, sign-ups per day and its error state", async () => {
    const tab = await adminTab();
    const { page } = tab;
    await page.goto("/admin/dashboard");
    await heading(page, "Dashboard").waitFor();
    const stats = await apiGet<{
      userStatusBreakdown: Record<string, number>;
      activePaidUsers: number;
    }>(tab, "/api/admin/stats");

    const card = (name: string) => page.getByRole("region", { name, exact: true });
    const value = async (name: string) => (await card(name).locator("p").first().textContent())?.trim();
    await card("Total Users").waitFor();
    // The three members; the admin is staff, counted apart.
    expect(await value("Total Users")).toBe("3");
    expect(await value("New Sign-ups (Last 30 Days)")).toBe("3");
    expect(await value("Active Paid Users")).toBe(String(stats.activePaidUsers));

    const statusRegion = card("Users by Status");
    expect((await statusRegion.locator("dt").allTextContents()).map((t) => t.trim())).toEqual([
      "Active",
      "Suspended",
      "Pending Verification",
    ]);
    const statusCounts = (await statusRegion.locator("dd").allTextContents()).map(Number);
    expect(statusCounts).toEqual([
      stats.userStatusBreakdown.Active,
      stats.userStatusBreakdown.Suspended,
      stats.userStatusBreakdown.PendingVerification,
    ]);
    expect(statusCounts.reduce((a, b) => a + b, 0)).toBe(3);
    // 001 §3: sorted alphabetically, camel case split into words; nobody has paid yet.
    const plans = card("Users by Plan Type");
    expect((await plans.locator("dt").allTextContents()).map((t) => t.trim())).toEqual([
      "Free",
      "Premium",
      "Trial",
      "University Bulk",
    ]);
    expect((await plans.locator("dd").allTextContents()).map(Number)).toEqual([3, 0, 0, 0]);

    // The chart's text alternative says what it shows, and the table holds every day.
    const chart = page.getByRole("figure");
    expect(await chart.locator("figcaption").textContent()).toMatch(/^3 sign-ups from /);
    await chart.getByText("Show sign-ups as a table").click();
    expect(await chart.locator("tbody tr").count()).toBe(31);
    await card("Job Source Health").waitFor();

    // 001 §2: the error banner carries the call's message.
    tab.expectHttpError(400);
    await page.route((url) => url.pathname === "/api/admin/stats", apiError(400, "Statistics are resting."));
    await page.reload();
    const banner = page.getByRole("alert").filter({ hasText: "Error loading dashboard" });
    await banner.waitFor();
    expect((await banner.textContent())?.trim()).toBe("Error loading dashboard: Statistics are resting.");
  });

  test("users: search, filters, details, edit (suspend, change plan), the §8 messages and paging", async () => {
    const tab = await adminTab();
    const { page } = tab;
    const { grace, alan, katherine } = members;
    await page.goto("/admin/users");
    await heading(page, "User Management").waitFor();
    await waitForUserRows(page, [admin.email, grace.email, alan.email, katherine.email]);

    // Search by name or email, case-insensitively, on the server.
    await field(page, "Search").fill("HOPPER");
    await waitForPath(page, "/admin/users", "?q=HOPPER");
    await waitForUserRows(page, [grace.email]);
    await field(page, "Search").fill(alan.email.toUpperCase());
    await waitForUserRows(page, [alan.email]);
    await field(page, "Search").fill("");
    await waitForUserRows(page, [admin.email, grace.email, alan.email, katherine.email]);

    // Filters that match nobody: the filtered empty state.
    await field(page, "Status").selectOption("Suspended");
    await page.getByText("No users match your current filters.").waitFor();
    await page.getByText("Try adjusting your search query or filters.").waitFor();
    await field(page, "Status").selectOption({ label: "All Statuses" });
    await field(page, "Plan").selectOption("Premium");
    await page.getByText("No users match your current filters.").waitFor();
    await field(page, "Plan").selectOption({ label: "All Plans" });
    await waitForUserRows(page, [admin.email, grace.email, alan.email, katherine.email]);

    const row = (email: string) => page.locator("table tbody tr").filter({ hasText: email });

    // Details: every field of 001 §3, with the display rules.
    await row(grace.email).getByRole("button", { name: "Details" }).click();
    const details = page.getByRole("dialog", { name: "User Details" });
    await details.waitFor();
    const detail = (label: string) =>
      details
        .locator("[data-testid=user-record] > div")
        .filter({ has: page.locator(":scope > dt", { hasText: new RegExp(`^${label}$`) }) });
    await detail("Email").getByText(grace.email).waitFor();
    expect(await details.locator("[data-testid=user-record] > div > dt").allTextContents()).toEqual([
      "ID",
      "Name",
      "Email",
      "Signup Date",
      "Status",
      "Plan Type",
      "Last Sign In At",
      "Email Confirmed At",
      "Referral Code",
      "Licence Code",
      "Profile Details",
      "Raw User Metadata",
    ]);
    expect(await detail("Name").locator("dd").first().textContent()).toBe("Grace Hopper");
    expect(await detail("Plan Type").locator("dd").first().textContent()).toBe("Free");
    const signup = (await detail("Signup Date").locator("dd").first().textContent()) ?? "";
    expect(signup, "a local date, not the ISO string").not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    expect(signup).toMatch(/\d{4}/);
    const metadata = detail("Raw User Metadata");
    await metadata.locator("div", { hasText: /^First NameGrace$/ }).waitFor();
    await metadata.locator("div", { hasText: /^BannedNo$/ }).waitFor();
    await metadata.locator("div", { hasText: /^Ban ReasonN\/A$/ }).waitFor();
    await page.keyboard.press("Escape");
    await details.waitFor({ state: "hidden" });

    // Edit: change Alan's plan; only the plan call is made, and the list reloads.
    const patches: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "PATCH") patches.push(new URL(request.url()).pathname);
    });
    await row(alan.email).getByRole("button", { name: "Edit" }).click();
    const edit = page.getByRole("dialog", { name: "Edit User" });
    await edit.waitFor();
    await edit.getByLabel("Plan Type").selectOption("Premium");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "User details saved.");
    await edit.waitFor({ state: "hidden" });
    await row(alan.email).getByText("Premium").waitFor();
    expect(patches).toEqual([expect.stringMatching(/\/api\/admin\/users\/[^/]+\/plan$/)]);
    const alanTab = await browser.newTab();
    await signIn(alanTab, server, alan);
    expect((await apiGet<{ plan: string; premium: boolean }>(alanTab, "/api/account/session")).plan).toBe(
      "Premium",
    );

    // Suspending Katherine ends her session at once.
    const katherineTab = await browser.newTab();
    await signIn(katherineTab, server, katherine);
    expect((await sessionOf(katherineTab, server)).user?.email).toBe(katherine.email);
    await row(katherine.email).getByRole("button", { name: "Edit" }).click();
    await edit.getByLabel("Status").selectOption("Suspended");
    await edit.getByText("Suspending signs this member out everywhere").waitFor();
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "User details saved.");
    await row(katherine.email).getByText("Suspended").waitFor();
    expect((await sessionOf(katherineTab, server)).user).toBeNull();

    // 001 §4: choosing Pending Verification sends no status call, and nothing claims it was saved.
    await toast(page, "User details saved.").waitFor({ state: "detached", timeout: 15_000 });
    patches.length = 0;
    await row(katherine.email).getByRole("button", { name: "Edit" }).click();
    await edit.getByLabel("Status").selectOption("Pending Verification");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await edit.getByRole("alert").filter({ hasText: "Pending Verification cannot be chosen" }).waitFor();
    expect(await toast(page, "User details saved.").count()).toBe(0);
    expect(patches).toEqual([]);
    await edit.getByRole("button", { name: "Cancel" }).click();
    await edit.waitFor({ state: "hidden" });
    await row(katherine.email).getByText("Suspended").waitFor();

    // Active cannot end Pending Verification: it says so; 'Mark email as confirmed' does (audited).
    const pending = await createUser(server, { firstName: "Pat", lastName: "Pending" });
    await page.reload();
    await row(pending.email).getByText("Pending Verification").waitFor();
    await row(pending.email).getByRole("button", { name: "Edit" }).click();
    await edit.getByLabel("Status").selectOption("Active");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await edit.getByRole("alert").filter({ hasText: "The status is still Pending Verification" }).waitFor();
    expect(await toast(page, "User details saved.").count()).toBe(0);
    // Choosing Trial says it uses the member's own free trial.
    await edit.getByLabel("Plan Type").selectOption("Trial");
    await edit.getByText("This starts the member's one free trial").waitFor();
    await edit.getByLabel("Plan Type").selectOption("Free");
    await edit.getByRole("button", { name: "Mark email as confirmed" }).click();
    await expectToast(page, "Email marked as confirmed.");
    await edit.waitFor({ state: "hidden" });
    await row(pending.email).getByText("Active").waitFor();

    // 001 §5: both must be chosen.
    patches.length = 0;
    await row(grace.email).getByRole("button", { name: "Edit" }).click();
    await edit.getByLabel("Status").selectOption({ label: "Select a status" });
    await edit.getByRole("button", { name: "Save Changes" }).click();
    const editAlert = edit.getByRole("alert");
    await editAlert.waitFor();
    expect((await editAlert.textContent())?.trim()).toBe("Please select a status and plan type.");
    expect(patches).toEqual([]);
    await edit.getByRole("button", { name: "Cancel" }).click();
    await edit.waitFor({ state: "hidden" });

    // 001 §8: a failed call surfaces as 'Failed to save user details: Failed to update status: ...'.
    tab.expectHttpError(409);
    await row(admin.email).getByRole("button", { name: "Edit" }).click();
    await edit.getByLabel("Status").selectOption("Suspended");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await editAlert.waitFor();
    expect((await editAlert.textContent())?.trim()).toBe(
      "Failed to save user details: Failed to update status: You cannot suspend your own account.",
    );
    await page.keyboard.press("Escape");

    // Combined filters, now that there is something to find.
    await field(page, "Status").selectOption("Suspended");
    await waitForUserRows(page, [katherine.email]);
    await field(page, "Status").selectOption({ label: "All Statuses" });
    await field(page, "Plan").selectOption("Premium");
    await waitForUserRows(page, [alan.email]);
    await field(page, "Search").fill("turing");
    await waitForPath(page, "/admin/users", "?plan=Premium&q=turing");
    await waitForUserRows(page, [alan.email]);

    // 'Error fetching users' with Retry; then the empty system's own message.
    tab.expectHttpError(400);
    let answer: "error" | "empty" = "error";
    const userList = (url: URL) => url.pathname === "/api/admin/users";
    await page.route(userList, (route) =>
      answer === "error"
        ? apiError(400, "The user list is resting.")(route)
        : route.fulfill({ json: { users: [], total: 0, page: 1, pageSize: 25 } }),
    );
    await page.goto("/admin/users");
    await heading(page, "Error fetching users").waitFor();
    await page.getByText("The user list is resting.").waitFor();
    answer = "empty";
    await page.getByRole("button", { name: "Retry" }).click();
    await page.getByText("No users found in the system.").waitFor();
    await page.getByText("Once users sign up, they will appear here.").waitFor();
    await page.unroute(userList);
  });

  test("users are paged on the server", async () => {
    const batch = Array.from({ length: 26 }, (_, i) => i);
    for (let i = 0; i < batch.length; i += 6) {
      await Promise.all(
        batch
          .slice(i, i + 6)
          .map((n) =>
            createUser(server, { firstName: "Pager", lastName: `Person ${String.fromCharCode(65 + n)}` }),
          ),
      );
    }
    const { page } = await adminTab();
    await page.goto("/admin/users?q=pager");
    const pages = page.getByRole("navigation", { name: "Pages" });
    await pages.getByText("Showing 1–25 of 26").waitFor();
    expect(await page.locator("table tbody tr").count()).toBe(25);
    await pages.getByRole("button", { name: "Next" }).click();
    await waitForPath(page, "/admin/users", "?q=pager&page=2");
    await pages.getByText("Showing 26–26 of 26").waitFor();
    await page.waitForFunction(() => document.querySelectorAll("table tbody tr").length === 1);
    expect(await pages.getByRole("button", { name: "Next" }).isDisabled()).toBe(true);
    await pages.getByLabel("Rows per page").selectOption("50");
    await waitForPath(page, "/admin/users", "?q=pager&size=50");
    await pages.getByText("Showing 1–26 of 26").waitFor();
  });

  test("bulk licences: the §5 messages, generate, copy, and the active switch with rollback", async () => {
    const tab = await adminTab();
    const { page } = tab;
    await tab.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
    await page.goto("/admin/bulk-licenses");
    await heading(page, "Generate New License").waitFor();
    await heading(page, "Manage Existing Licenses").waitFor();
    await page.getByText("No bulk licenses found.").waitFor();

    // 001 §9 defaults: 50 uses, 30 days ahead.
    expect(await field(page, "Max Uses").inputValue()).toBe("50");
    const expiry = field(page, "Expires At");
    expect((await expiry.textContent())?.trim()).toBe(format(addDays(new Date(), 30), "MMM dd, yyyy"));

    // 001 §5 messages, inline; an emptied number becomes 0.
    await field(page, "Organization Name").fill("AB");
    await field(page, "Max Uses").fill("");
    await page.getByRole("button", { name: "Generate License Code" }).click();
    await page.getByText("Organization name must be at least 3 characters.").waitFor();
    await page.getByText("Must allow at least 1 use.").waitFor();

    // The picker cannot go before this month, and days before today are disabled.
    await expiry.click();
    const calendar = page.getByRole("grid");
    await calendar.waitFor();
    const previous = page.getByRole("button", { name: /previous month/i });
    while (await previous.isEnabled()) await previous.click();
    const today = new Date();
    const day = (date: Date) => page.locator(`[data-day="${format(date, "yyyy-MM-dd")}"] button`);
    expect(await day(today).isEnabled()).toBe(true);
    if (today.getDate() > 1) expect(await day(subDays(today, 1)).isDisabled()).toBe(true);
    await day(today).click();
    await calendar.waitFor({ state: "hidden" });
    expect((await expiry.textContent())?.trim()).toBe(format(today, "MMM dd, yyyy"));

    // The server's error is preferred, inline and as a toast.
    tab.expectHttpError(503);
    const licenseList = (url: URL) => url.pathname === "/api/admin/licenses";
    await page.route(licenseList, (route) =>
      route.request().method() === "POST"
        ? apiError(503, "The licence store is offline.")(route)
        : route.continue(),
    );
    await field(page, "Organization Name").fill("University of Leeds");
    await field(page, "Max Uses").fill("10");
    await page.getByRole("button", { name: "Generate License Code" }).click();
    await expectToast(page, "The licence store is offline.");
    await page.getByRole("alert").filter({ hasText: "The licence store is offline." }).first().waitFor();
    await page.unroute(licenseList);

    // Without a message from the server: the spec's words, not the bare status.
    tab.expectHttpError(500);
    await page.route(licenseList, (route) =>
      route.request().method() === "POST" ? route.fulfill({ status: 500, body: "" }) : route.continue(),
    );
    await page.getByRole("button", { name: "Generate License Code" }).click();
    await expectToast(page, "Failed to generate license code.");
    await page.getByRole("alert").filter({ hasText: "Failed to generate license code." }).first().waitFor();
    expect(await page.getByText("The server answered 500").count()).toBe(0);
    await page.unroute(licenseList);

    await page.getByRole("button", { name: "Generate License Code" }).click();
    await expectToast(page, "License code generated successfully!");
    const generated = page.getByTestId("generated-license-code");
    const code = (await generated.textContent())?.trim() ?? "";
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    expect(await field(page, "Organization Name").inputValue(), "the form starts again").toBe("");

    // Copy → 'Copied!' for 2 s.
    await page.getByRole("button", { name: "Copy", exact: true }).click();
    await page.getByRole("button", { name: "Copied!" }).waitFor();
    await expectToast(page, "License code copied to clipboard!");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await page.getByRole("button", { name: "Copy", exact: true }).waitFor({ timeout: 5_000 });

    const row = page.locator("table tbody tr").filter({ hasText: code });
    await row.waitFor();
    expect(await row.locator("td").allTextContents()).toEqual([
      code,
      "University of Leeds",
      "0/10",
      format(today, "MMM dd, yyyy"),
      "Active",
      // The switch's cell holds no text; the last opens who redeemed the code.
      "Details",
    ]);

    // The switch flips at once; a failure puts it back with the server's message.
    const toggle = page.getByRole("switch", { name: `${code} active` });
    expect(await toggle.getAttribute("aria-checked")).toBe("true");
    tab.expectHttpError(409);
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const oneLicense = (url: URL) => url.pathname.startsWith("/api/admin/licenses/");
    await page.route(oneLicense, async (route) => {
      await held;
      await apiError(409, "This licence no longer exists.")(route);
    });
    const switchState = (checked: string) =>
      page.waitForFunction(
        ([name, state]) =>
          document.querySelector(`[aria-label="${name}"]`)?.getAttribute("aria-checked") === state,
        [`${code} active`, checked] as const,
      );
    await toggle.click();
    await switchState("false"); // flipped before the server answers
    release();
    await expectToast(page, "This licence no longer exists.");
    await switchState("true");
    await page.unroute(oneLicense);

    await toggle.click();
    await expectToast(page, "License status updated successfully.");
    await row.getByText("Inactive").waitFor();
    const { licenses } = await apiGet<{ licenses: { license_code: string; is_active: boolean }[] }>(
      tab,
      "/api/admin/licenses",
    );
    expect(licenses.find((l) => l.license_code === code)?.is_active).toBe(false);

    // 001 §8: a failed load empties the list and says so.
    tab.expectHttpError(400);
    await page.route(licenseList, apiError(400, "no"));
    await page.reload();
    await page.getByText("Failed to load bulk licenses.").waitFor();
    expect(await page.locator("table").count()).toBe(0);
  });

  test("referrals: create a code, look it up (found, 'Not found', 'Network error'), deactivate it", async () => {
    const tab = await adminTab();
    const { page } = tab;
    await page.goto("/admin/referrals");
    await heading(page, "Referral Code Lookup").waitFor();
    await page.getByText("No referral codes yet.").waitFor();
    const lookupButton = page.getByRole("button", { name: "Lookup" });
    expect(await lookupButton.isDisabled(), "disabled while the code is empty").toBe(true);

    await field(page, "Code").fill("grad-2027");
    await field(page, "Influencer Name").fill("Finance Fox");
    await page.getByRole("button", { name: "Create Code" }).click();
    await expectToast(page, "Referral code GRAD2027 created.");
    const row = page.locator("table tbody tr").filter({ hasText: "GRAD2027" });
    await row.waitFor();
    expect((await row.locator("td").allTextContents()).slice(0, 5)).toEqual([
      "GRAD2027",
      "Finance Fox",
      "0",
      "None yet",
      "Active",
    ]);
    // The same code again is refused, next to the field.
    await field(page, "Code").fill("GRAD2027");
    await field(page, "Influencer Name").fill("Someone Else");
    tab.expectHttpError(409);
    await page.getByRole("button", { name: "Create Code" }).click();
    await page.getByText("The code GRAD2027 already exists.").waitFor();

    // A member joins with the code.
    const joined = await fetch(`${server.url}/api/account/sign-up`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url, "x-forwarded-for": "10.254.0.7" },
      body: JSON.stringify({
        first_name: "Rosalind",
        last_name: "Franklin",
        email: newCredentials().email,
        password: newCredentials().password,
        referral_code: "GRAD2027",
      }),
    });
    expect(joined.status).toBe(201);

    await field(page, "Referral Code").fill("grad2027");
    await lookupButton.click();
    const result = page.getByRole("region", { name: "Lookup result" });
    await result.waitFor();
    expect(await result.locator("dd").allTextContents()).toEqual([
      "GRAD2027",
      "Finance Fox",
      expect.stringMatching(/\d{4}/),
      "1",
    ]);

    tab.expectHttpError(404);
    await field(page, "Referral Code").fill("NOPE123");
    await lookupButton.click();
    const alert = page.getByRole("alert").filter({ hasText: "Not found" });
    await alert.waitFor();
    expect((await alert.textContent())?.trim()).toBe("Not found");

    tab.allowConsoleError(/ERR_FAILED|Failed to fetch/);
    const lookupCall = (url: URL) => url.pathname === "/api/admin/referrals/lookup";
    await page.route(lookupCall, (route) => route.abort());
    await lookupButton.click();
    await page.getByRole("alert").filter({ hasText: "Network error" }).waitFor();
    await page.unroute(lookupCall);

    await row.getByRole("button", { name: "Deactivate" }).click();
    await expectToast(page, "Referral code GRAD2027 deactivated.");
    await row.getByText("Inactive").waitFor();
    await row.getByRole("button", { name: "Reactivate" }).waitFor();
  });

  test("the audit log lists the changes, newest first, with who, before and after", async () => {
    const { page } = await adminTab();
    await page.goto("/admin/audit-log");
    await heading(page, "Audit Log").waitFor();
    const entries = page.getByRole("list", { name: "Audit log entries" }).locator(":scope > li");
    await entries.first().waitFor();
    const actions = (await entries.locator(":scope > div:first-child > p").allTextContents()).map(
      (t) => t.split(" · ")[0],
    );
    expect(actions).toEqual([
      "Updated referral code",
      "Created referral code",
      "Changed license status",
      "Generated license code",
      "Marked email as confirmed",
      "Changed user status",
      "Changed plan type",
      // The admin's own sign-in and the account `admin:create` made, oldest of all.
      "Signed in",
      "Created admin (admin:create)",
    ]);
    // Every change is the admin's; the account itself was made on the command line, which says so.
    for (const by of await entries.getByText(/^By /).allTextContents()) {
      expect([`By ${admin.email}`, `By ${admin.email} (admin:create)`]).toContain(by);
    }
    const suspension = entries.filter({ hasText: "Changed user status" });
    expect(
      await suspension
        .locator("div", { hasText: /^After/ })
        .last()
        .textContent(),
    ).toBe("AfterSuspended");
    const deactivated = entries.first();
    expect(
      await deactivated
        .locator("div", { hasText: /^Before/ })
        .last()
        .textContent(),
    ).toContain("Active:Yes");
    expect(
      await deactivated
        .locator("div", { hasText: /^After/ })
        .last()
        .textContent(),
    ).toContain("Active:No");
    await entries.nth(1).getByText("GRAD2027").first().waitFor();

    // A user the log names can be looked at from here.
    await suspension.getByRole("button", { name: "View user" }).click();
    const details = page.getByRole("dialog", { name: "User Details" });
    await details.getByText(members.katherine.email).first().waitFor();
  });

  test("on a phone the sections are behind a menu", async () => {
    const { page } = await adminTab();
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/admin/dashboard");
    await heading(page, "Dashboard").waitFor();
    const sections = page.getByRole("navigation", { name: "Admin sections" });
    expect(await sections.count(), "no sidebar on a phone").toBe(0);
    await page.getByRole("button", { name: "Open admin menu" }).click();
    await page.locator("#admin-menu").getByText(`Signed in as ${admin.name}`).waitFor();
    await sections.getByRole("link", { name: "Referrals" }).click();
    await waitForPath(page, "/admin/referrals");
    await heading(page, "Referrals").waitFor();
    expect(await sections.count(), "the menu closes after choosing").toBe(0);
  });

  test("the layout: every section, the admin's name, and a Logout that ends the session", async () => {
    const tab = await adminTab({ fresh: true });
    const { page } = tab;
    await page.goto("/admin/users");
    await page.getByRole("heading", { level: 1, name: "User Management" }).waitFor();
    await page.getByText(`Signed in as ${admin.name}`).waitFor();
    const sections = page.getByRole("navigation", { name: "Admin sections" }).getByRole("link");
    const links = await sections.evaluateAll((anchors) =>
      anchors.map((a) => [a.textContent?.trim(), a.getAttribute("href")]),
    );
    expect(links).toEqual([
      ["Dashboard", "/admin/dashboard"],
      ["User Management", "/admin/users"],
      ["Bulk Licenses", "/admin/bulk-licenses"],
      ["Broadcast Messages", "/admin/broadcast"],
      ["Referrals", "/admin/referrals"],
      ["Support Tickets", "/admin/support-tickets"],
      ["Site Content", "/admin/site-content"],
      ["Audit Log", "/admin/audit-log"],
    ]);
    await sections.filter({ hasText: "Site Content" }).click();
    await waitForPath(page, "/admin/site-content");
    await page.getByRole("heading", { level: 1, name: "Site Content" }).first().waitFor();

    // The notifications bell on the login page asks for notifications while signed out (its own issue).
    tab.allowConsoleError(/status of 401 \(Unauthorized\) \(http[^)]*\/api\/notifications\)/);
    await page.getByRole("button", { name: "Logout" }).click();
    await waitForPath(page, "/admin/login", "");
    await heading(page, "Admin Login").waitFor();
    expect((await sessionOf(tab, server)).user).toBeNull();
    await page.goto("/admin/dashboard");
    await waitForPath(page, "/admin/login", "?redirect=%2Fadmin%2Fdashboard");
  });
});

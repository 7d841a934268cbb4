import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { browserForFile, type Tab } from "./support/browser";
import { createUser, openPage, signIn, waitForPath } from "./support/fixtures";
import { runTs, startServer, type TestServer } from "./support/server";

// A member searches, filters, saves, pages through and opens a role; filters live in the URL.

let server: TestServer;
const browser = browserForFile(() => server);
beforeAll(async () => {
  server = await startServer({
    setup: async (env) => {
      await runTs("tests/e2e/support/seed-jobs.ts", [], { ...env, SEED_BULK_ROLES: "27" });
    },
  });
});
afterAll(async () => {
  await server?.stop();
});

const titles = (tab: Tab) => tab.page.locator("article h3").allTextContents();

async function member(options: { trial?: boolean } = {}) {
  const credentials = await createUser(server);
  const tab = await browser.newTab();
  await signIn(tab, server, credentials);
  const post = (path: string, data?: unknown, method = "POST") =>
    tab.context.request.fetch(`${server.url}${path}`, { method, data, headers: { origin: server.url } });
  if (options.trial) expect((await post("/api/billing/trial")).status()).toBe(200);
  // Onboarding answers that favour private equity in London.
  const answers = {
    firstName: "Ada",
    lastName: "King",
    university: "LSE",
    education_status: "graduate",
    education_status_other: "",
    course_studied: null,
    course_studied_other: "",
    university_name: null,
    targeted_role_types: ["off_cycle_internship"],
    targeted_role_types_other: "",
    targeted_finance_areas: ["private_equity"],
    targeted_finance_areas_other: "",
    open_to_remote: true,
    targeted_locations: ["london"],
    targeted_locations_other: "",
    needs_visa_sponsorship: null,
    relevant_experience: null,
    relevant_experience_other: "",
    strongest_skills: [],
    strongest_skills_other: "",
    job_update_frequency: "daily_summary",
    helpful_content_prefs: [],
    career_vision: null,
    career_vision_other: "",
  };
  expect((await post("/api/profile/onboarding", answers, "PUT")).status()).toBe(200);
  return tab;
}

describe("job feed", () => {
  test("ranked by the member's answers, with reasons; search and filters live in the URL", async () => {
    const tab = await member({ trial: true });
    const { page } = tab;
    await openPage(page, "/app/job-feed", "main");
    await page.locator("article").first().waitFor();
    expect((await titles(tab))[0]).toBe("Private Equity Off-Cycle Intern");
    await page.getByText("Off-cycle internship, as you asked").waitFor();
    await page.getByText("Sample", { exact: true }).waitFor();

    await page.getByLabel("Search roles").fill("summer analyst");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect.poll(() => titles(tab)).toEqual(["Investment Banking Summer Analyst 2027"]);
    expect(new URL(page.url()).searchParams.get("q")).toBe("summer analyst");

    await page.getByLabel("Search roles").fill("");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    // The cleared search is a navigation of its own: let it land before the next filter.
    await expect.poll(() => new URL(page.url()).searchParams.has("q")).toBe(false);
    await expect.poll(async () => (await titles(tab)).length).toBe(20);
    await page.getByLabel("Premier firms only").check();
    await expect
      .poll(() => titles(tab))
      .toEqual(["Private Equity Off-Cycle Intern", "Investment Banking Summer Analyst 2027"]);
    await page.getByLabel("Sort by").selectOption("closing");
    await expect
      .poll(() => titles(tab))
      .toEqual(["Investment Banking Summer Analyst 2027", "Private Equity Off-Cycle Intern"]);

    // The same URL, opened afresh, gives the same list (shareable, bookmarkable).
    const shared = page.url();
    expect(shared).toContain("premier=true");
    await openPage(page, new URL(shared).pathname + new URL(shared).search, "main");
    await expect
      .poll(() => titles(tab))
      .toEqual(["Investment Banking Summer Analyst 2027", "Private Equity Off-Cycle Intern"]);
    await page.getByText("Closes in 4 days").or(page.getByText("Closes in 5 days")).first().waitFor();
  });

  test("a misspelt search shows the roles for its correction and offers it as Did you mean", async () => {
    const tab = await member({ trial: true });
    const { page } = tab;
    await openPage(page, "/app/job-feed?q=sumer%20analyst", "main");
    const notice = page.getByRole("status").filter({ hasText: "Did you mean" });
    await notice.waitFor();
    expect(await notice.textContent()).toContain("No roles match");
    await expect.poll(() => titles(tab)).toEqual(["Investment Banking Summer Analyst 2027"]);
    await notice.getByRole("button", { name: "summer analyst" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe("summer analyst");
    await notice.waitFor({ state: "detached" });
    await expect.poll(() => titles(tab)).toEqual(["Investment Banking Summer Analyst 2027"]);
  });

  test("Load more adds the next page below; a free member sees the limit and an upgrade prompt", async () => {
    const tab = await member({ trial: true });
    await openPage(tab.page, "/app/job-feed?sort=newest", "main");
    await expect.poll(async () => (await titles(tab)).length).toBe(20);
    await tab.page.getByRole("button", { name: "Load more" }).click();
    await expect.poll(async () => (await titles(tab)).length).toBe(30);
    expect(await tab.page.getByRole("button", { name: "Load more" }).count()).toBe(0);

    const free = await member();
    await openPage(free.page, "/app/job-feed?sort=newest", "main");
    await free.page.getByText("The Free plan includes 20 roles per job feed search.").waitFor();
    expect(await titles(free)).toHaveLength(20);
    await free.page.getByRole("link", { name: "See Premium" }).click();
    await waitForPath(free.page, "/app/billing");
  });

  test("saving a role puts it in the Saved tab; the role opens in full from its title", async () => {
    const tab = await member({ trial: true });
    const { page } = tab;
    await openPage(page, "/app/job-feed?firm=goldman-sachs", "main");
    await page.getByRole("button", { name: "Save: Investment Banking Summer Analyst 2027" }).click();
    await page.getByRole("button", { name: "Saved: Investment Banking Summer Analyst 2027" }).waitFor();
    await page.getByRole("button", { name: "Saved", exact: true }).first().click();
    await expect.poll(() => titles(tab)).toEqual(["Investment Banking Summer Analyst 2027"]);

    await page.getByRole("link", { name: "Investment Banking Summer Analyst 2027", exact: true }).click();
    await page.getByRole("heading", { name: "Investment Banking Summer Analyst 2027", level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/app\/premier-firms\/[0-9a-f-]{36}$/);
    await page.getByText("Join our M&A team for ten weeks in London.").waitFor();
    await page.getByText("Online test: Numerical reasoning (SHL)").waitFor();
    // Premium (trial): the AI summary is made from the role's own text.
    const summary = page.locator("section[aria-labelledby=summary-heading]");
    await expect.poll(() => summary.textContent()).toContain("M&A team");
    await page.getByRole("link", { name: "Back to the job feed" }).click();
    await waitForPath(page, "/app/job-feed");
  });

  test("the premier firms directory leads to each firm's roles", async () => {
    const tab = await member();
    const { page } = tab;
    await openPage(page, "/app/premier-firms", "main");
    await page.getByRole("heading", { name: "Blackstone" }).waitFor();
    expect(await page.getByRole("heading", { name: "Smallbank Capital" }).count()).toBe(0);
    await page.getByRole("link", { name: "View roles at Blackstone" }).click();
    await waitForPath(page, "/app/job-feed");
    await expect.poll(() => titles(tab)).toEqual(["Private Equity Off-Cycle Intern"]);
  });

  test("a free member sees what the AI summary would add, with the way to Premium", async () => {
    const tab = await member();
    await openPage(tab.page, "/app/job-feed?firm=goldman-sachs", "main");
    await tab.page.getByRole("link", { name: "Investment Banking Summer Analyst 2027", exact: true }).click();
    const summary = tab.page.locator("section[aria-labelledby=summary-heading]");
    await summary.getByRole("link", { name: "See Premium" }).waitFor();
  });

  test("an unknown role says so", async () => {
    const tab = await member();
    tab.expectHttpError(404);
    await openPage(tab.page, `/app/premier-firms/${crypto.randomUUID()}`, "main");
    await tab.page.getByRole("heading", { name: "Role not found" }).waitFor();
  });
});

import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { FAKE_STRIPE, type FakeStripe, startFakeStripe } from "../support/fake-stripe";
import { browserForFile } from "./support/browser";
import { createUser, expectToast, field, openPage, signIn, waitForPath } from "./support/fixtures";
import { runTs, startServer, type TestServer } from "./support/server";

// A member starts the trial, redeems a licence code, and (with a local server in Stripe's wire
// format) subscribes through Checkout and cancels in the Customer Portal, all in Chromium.

describe("billing without card payments", () => {
  let server: TestServer;
  let licenceCode = "";
  const browser = browserForFile(() => server);
  beforeAll(async () => {
    server = await startServer({
      // `npm run license:create` needs the PGlite lock, so it runs before the server starts.
      setup: async (env) => {
        const output = await runTs(
          "scripts/license-create.ts",
          ["--org", "University of Leeds", "--max-uses", "50", "--expires", "2030-06-30"],
          env,
        );
        licenceCode = output.match(/[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/)?.[0] ?? "";
      },
    });
    expect(licenceCode).not.toBe("");
  });
  afterAll(async () => {
    await server?.stop();
  });

  test("the trial starts once and shows the days left; the upgrade explains payments are off", async () => {
    const member = await createUser(server);
    const tab = await browser.newTab();
    await signIn(tab, server, member);
    const { page } = tab;
    tab.expectHttpError(409); // the checkout refused: no card payments on this server
    await openPage(page, "/app/billing", "main");
    await page.getByTestId("current-plan").waitFor();
    expect(await page.getByTestId("current-plan").textContent()).toBe("Free");

    await page.getByRole("button", { name: "Upgrade to Premium, £30/month" }).click();
    await page
      .getByRole("alert")
      .filter({ hasText: "Card payments are not set up on this server yet." })
      .waitFor();

    await page.getByRole("button", { name: "Start free trial" }).click();
    await expectToast(page, "Your free trial has started");
    await expect.poll(() => page.getByTestId("current-plan").textContent()).toBe("Trial");
    expect(await page.getByTestId("plan-detail").textContent()).toMatch(/^7 days left in your free trial/);
    expect(await page.getByRole("button", { name: "Start free trial" }).count()).toBe(0);
    expect(await page.getByTestId("account-plan").textContent()).toBe("Trial");
  });

  test("a licence code typed loosely grants University Bulk; a wrong one says why", async () => {
    const member = await createUser(server);
    const tab = await browser.newTab();
    await signIn(tab, server, member);
    const { page } = tab;
    tab.expectHttpError(404); // the unknown code
    await openPage(page, "/app/billing", "main");
    const input = field(page, "Licence code");
    await input.fill("WRNG-CODE-2345");
    await page.getByRole("button", { name: "Redeem code" }).click();
    await page.getByText("This licence code does not exist. Check it and try again.").waitFor();
    expect(await input.inputValue(), "what was typed is kept").toBe("WRNG-CODE-2345");

    await input.fill(licenceCode.replaceAll("-", "").toLowerCase());
    expect(await input.inputValue()).toBe(licenceCode);
    await page.getByRole("button", { name: "Redeem code" }).click();
    await expectToast(page, "Licence code redeemed");
    await expect.poll(() => page.getByTestId("current-plan").textContent()).toBe("University Bulk");
    expect(await page.getByTestId("plan-detail").textContent()).toContain("30 June 2030");
  });
});

describe("billing with Stripe", () => {
  let server: TestServer;
  let stripe: FakeStripe;
  const browser = browserForFile(() => server);
  beforeAll(async () => {
    stripe = await startFakeStripe();
    server = await startServer({
      env: {
        STRIPE_SECRET_KEY: FAKE_STRIPE.secretKey,
        STRIPE_WEBHOOK_SECRET: FAKE_STRIPE.webhookSecret,
        STRIPE_PRICE_ID: FAKE_STRIPE.priceId,
        STRIPE_API_URL: stripe.url,
      },
    });
    stripe.webhookUrl = `${server.url}/api/billing/webhook`;
  });
  afterAll(async () => {
    await server?.stop();
    await stripe?.close();
  });

  test("a member subscribes through Checkout, sees Premium, and cancels in the portal", async () => {
    const member = await createUser(server);
    const tab = await browser.newTab();
    await signIn(tab, server, member);
    const { page } = tab;
    tab.allowConsoleError(/favicon\.ico/); // the stand-in Stripe pages have no icon
    await openPage(page, "/app/billing", "main");
    await page.getByRole("button", { name: "Upgrade to Premium, £30/month" }).click();

    await page.waitForURL(/\/c\/pay\/cs_test_/);
    await page.getByRole("button", { name: "Pay £30.00" }).click();

    await waitForPath(page, "/app/billing");
    await expectToast(page, "Welcome to Premium");
    await expect.poll(() => page.getByTestId("current-plan").textContent()).toBe("Premium");
    expect(await page.getByTestId("plan-detail").textContent()).toMatch(/^£30 per month, renews on /);
    expect(await page.getByTestId("account-plan").textContent()).toBe("Premium");

    await page.getByRole("button", { name: "Manage subscription" }).click();
    await page.waitForURL(/\/p\/session\/bps_/);
    await page.getByRole("button", { name: "Cancel subscription" }).click();
    await waitForPath(page, "/app/billing");
    await expect.poll(() => page.getByTestId("current-plan").textContent()).toBe("Free");
  });

  test("Premium chosen on the pricing page continues to checkout after sign-up and onboarding", async () => {
    const tab = await browser.newTab();
    const { page } = tab;
    tab.allowConsoleError(/favicon\.ico/);
    await openPage(page, "/signup?plan=premium_monthly", "form");
    await field(page, "First name").fill("Ada");
    await field(page, "Last name").fill("Lovelace");
    await field(page, "Email").fill(`plan-${Date.now()}@example.com`);
    await field(page, "Password").fill("correct horse battery");
    await page.getByRole("button", { name: "Create Your Account" }).click();
    await waitForPath(page, "/onboard/welcome");
    // A member who skips straight to the done step is sent back to what is missing, so fill it in.
    await page.evaluate(() => {
      window.localStorage.setItem(
        "onboardingState",
        JSON.stringify({
          firstName: "Ada",
          lastName: "Lovelace",
          university: "UCL",
          education_status: "masters",
          targeted_role_types: ["graduate_programme"],
          targeted_finance_areas: ["quant"],
          targeted_locations: ["london"],
        }),
      );
    });
    await openPage(page, "/onboard/done", "main");
    await page.getByRole("button", { name: "Go to my job feed" }).click();
    await page.waitForURL(/\/c\/pay\/cs_test_/);
    expect(await page.getByText("Finance Careers Premium, £30.00 per month").count()).toBe(1);
  });
});

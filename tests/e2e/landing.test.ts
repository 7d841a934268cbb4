import type { Locator, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { CAMPAIGN_REFRESH_MS, JOIN_ALERT_MS } from "../../src/shared/campaign";
import { ONBOARDING_DEFAULTS } from "../../src/shared/onboarding";
import { FAKE_STRIPE, type FakeStripe, startFakeStripe } from "../support/fake-stripe";
import { browserForFile, type Tab } from "./support/browser";
import { createUser, signIn } from "./support/fixtures";
import { runTs, startServer, type TestServer } from "./support/server";

// The landing page in Chromium. Time is Playwright's clock, installed and paused
// before the page opens, so every timing (1 s tick, 15 s refresh, 2 s hero card, 4 s carousel, 5 s alert,
// 200/600/1000 ms reveal) is stepped exactly instead of waited for. Data goes in the honest way: the
// campaign and testimonials with their CLIs before the server starts, premium sign-ups by paying on a
// local Stripe's hosted checkout as a member would. A licence redemption is Premium too, but takes no seat.

const DAY_MS = 86_400_000;
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** True once React has hydrated the page (its handlers are attached to <main>). */
const hydrated = (page: Page) =>
  page.evaluate(() =>
    Object.keys(document.querySelector("main") ?? {}).some((key) => key.startsWith("__reactProps$")),
  );

/** The answer of the next GET /api/landing. */
const nextLanding = (page: Page) =>
  page
    .waitForResponse((response) => new URL(response.url()).pathname === "/api/landing")
    .then((response) => response.json());

/**
 * Opens / with the page's clock installed and paused (a little ahead of real time, which the page's
 * server-clock offset absorbs). Resolves with the first
 * /api/landing answer once the page shows it (TanStack Query hands results over on a zero-delay timer,
 * hence the 1 ms step).
 */
async function openLanding(page: Page) {
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 10_000);
  const answered = nextLanding(page);
  await page.goto("/");
  await expect.poll(() => hydrated(page), { timeout: 20_000 }).toBe(true);
  const body = await answered;
  await page.clock.runFor(1);
  return body;
}

/**
 * Moves the clock to the next 15 s refresh and waits for its answer to reach the page. The answer is held
 * until the clock has stopped: one that arrived while the clock was still running would reach the page a
 * millisecond early on a busy machine, and every timing measured from it (the 5 s alert) would shift.
 */
async function refresh(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const isLanding = (url: URL) => url.pathname === "/api/landing";
  const hold = async (route: Route) => {
    await held;
    await route.continue();
  };
  await page.route(isLanding, hold);
  const answered = nextLanding(page);
  await page.clock.runFor(CAMPAIGN_REFRESH_MS);
  release();
  const body = await answered;
  await page.unroute(isLanding, hold);
  await page.clock.runFor(1);
  return body;
}

const text = async (locator: Locator) => ((await locator.textContent()) ?? "").trim();

/** The colour a Tailwind text class gives, measured in the page (so the test does not hard-code oklch). */
const classColour = (page: Page, className: string) =>
  page.evaluate((name) => {
    const probe = document.createElement("span");
    probe.className = name;
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  }, className);

const style = (locator: Locator, property: "color" | "animationName") =>
  locator.evaluate((element, name) => getComputedStyle(element)[name], property);

const seconds = (countdown: string) => {
  const [d, h, m, s] = (countdown.match(/\d+/g) ?? []).map(Number);
  return ((d ?? 0) * 24 * 60 + (h ?? 0) * 60 + (m ?? 0)) * 60 + (s ?? 0);
};

describe("no campaign, no testimonials, no members", () => {
  let server: TestServer;
  const browser = browserForFile(() => server);
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  test("the static sections are in the prerendered HTML; nothing urgent is", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    for (const phrase of [
      "Win your first finance job",
      "Get Early Access",
      "How it works",
      "Get the right roles in time",
      "Prepare for the firms you are targeting",
      'src="/logos/goldman-sachs.svg"',
      "or we pay month 4",
      'href="/terms#guarantee"',
    ]) {
      expect(html, phrase).toContain(phrase);
    }
    expect(html).not.toContain('data-testid="campaign-banner"');
    expect(await (await fetch(`${server.url}/terms`)).text()).toContain('id="guarantee"');
  });

  test("the banner, the urgency bar, the carousel and the figures stay hidden, even after a refresh", async () => {
    const { page } = await browser.newTab();
    const body = await openLanding(page);
    expect(body).toMatchObject({ campaign: null, testimonials: [], figures: [], recent_join: null });
    await page.getByRole("heading", { level: 1, name: "Win your first finance job" }).waitFor();
    await refresh(page);
    for (const id of ["campaign-banner", "urgency-bar", "testimonials", "figures", "join-alert"]) {
      expect(await page.getByTestId(id).count(), id).toBe(0);
    }
    expect(await page.getByRole("link", { name: "Read the guarantee conditions" }).getAttribute("href")).toBe(
      "/terms#guarantee",
    );
  });

  test("the hero card appears after 2 s and, without a figure, says something true without a number", async () => {
    const { page } = await browser.newTab();
    await openLanding(page); // 1 ms in
    const card = page.getByTestId("hero-card");
    await page.clock.runFor(1998);
    expect(await card.getAttribute("data-visible")).toBe("false");
    await page.clock.runFor(1);
    expect(await card.getAttribute("data-visible")).toBe("true");
    expect(await text(card)).toBe("Start free todayThe Free plan costs £0, forever.");
  });

  test("how-it-works cards reveal at 200, 600 and 1000 ms once 30% of the section is visible", async () => {
    const { page } = await browser.newTab();
    await openLanding(page);
    const section = page.getByTestId("how-it-works");
    const revealed = () => page.locator('[data-testid="how-step"][data-revealed="true"]').count();
    // Below the fold: nothing is revealed however long the visitor waits.
    await page.clock.runFor(5000);
    expect(await section.getAttribute("data-in-view")).toBe("false");
    expect(await revealed()).toBe(0);

    await section.scrollIntoViewIfNeeded();
    await expect.poll(() => section.getAttribute("data-in-view")).toBe("true");
    const steps: [number, number][] = [
      [199, 0],
      [1, 1],
      [399, 1],
      [1, 2],
      [399, 2],
      [1, 3],
    ];
    for (const [ms, count] of steps) {
      await page.clock.runFor(ms);
      expect(await revealed()).toBe(count);
    }
    // The fade itself is a CSS transition on the compositor's clock.
    const last = page.getByTestId("how-step").last();
    await expect.poll(() => last.evaluate((element) => getComputedStyle(element).opacity)).toBe("1");
  });

  test("under prefers-reduced-motion every card is there at once, without animation", async () => {
    const { page } = await browser.newTab();
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openLanding(page);
    const cards = page.getByTestId("how-step");
    expect(await page.locator('[data-testid="how-step"][data-revealed="true"]').count()).toBe(3);
    for (const card of await cards.all()) {
      expect(await card.evaluate((element) => getComputedStyle(element).transitionProperty)).toBe("none");
      expect(await card.evaluate((element) => getComputedStyle(element).opacity)).toBe("1");
    }
  });

  test("a logo that fails to load is hidden and the firm's name shows instead", async () => {
    const tab = await browser.newTab();
    const { page } = tab;
    tab.expectHttpError(404);
    // HSBC's file is missing from the start (it fails before React hydrates); Lazard's fails later.
    await page.route("**/logos/hsbc.svg", (route) => route.fulfill({ status: 404, body: "" }));
    let releaseLazard = () => {};
    const lazardHeld = new Promise<void>((resolve) => {
      releaseLazard = resolve;
    });
    await page.route("**/logos/lazard.svg", async (route) => {
      await lazardHeld;
      await route.fulfill({ status: 404, body: "" });
    });
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await expect.poll(() => hydrated(page), { timeout: 20_000 }).toBe(true);
    releaseLazard();

    const strip = page.getByRole("region", { name: "Prepare for the firms you are targeting" });
    for (const name of ["HSBC", "Lazard"]) {
      await strip.getByTestId("logo-fallback").filter({ hasText: name }).waitFor();
      expect(await strip.getByRole("img", { name }).count(), name).toBe(0);
    }
    const barclays = strip.getByRole("img", { name: "Barclays" });
    // A logo that loads keeps its image; under load it may still be arriving, so wait for it.
    await expect
      .poll(() => barclays.evaluate((image) => (image as HTMLImageElement).naturalWidth), { timeout: 15_000 })
      .toBeGreaterThan(0);
    expect(await strip.getByTestId("logo-fallback").count()).toBe(2);
  });
});

describe("a running campaign with testimonials", () => {
  let server: TestServer;
  let licence = "";
  let stripe: FakeStripe;
  const browser = browserForFile(() => server);
  const NAMES = ["Priya S.", "Tom W.", "Amira K."];

  beforeAll(async () => {
    stripe = await startFakeStripe();
    server = await startServer({
      env: {
        STRIPE_SECRET_KEY: FAKE_STRIPE.secretKey,
        STRIPE_WEBHOOK_SECRET: FAKE_STRIPE.webhookSecret,
        STRIPE_PRICE_ID: FAKE_STRIPE.priceId,
        STRIPE_API_URL: stripe.url,
      },
      // The CLIs need the PGlite lock, so they run before the server starts.
      setup: async (env) => {
        await runTs(
          "scripts/campaign-set.ts",
          ["--name", "Spring intake", "--ends", dayFromNow(3), "--seats", "16"],
          env,
        );
        for (const [position, name] of [...NAMES, "Hidden H."].entries()) {
          await runTs(
            "scripts/testimonial-add.ts",
            [
              ...["--quote", `Quote from ${name}`, "--name", name, "--school", "University of Leeds"],
              ...["--company", "Barclays", "--role", "Summer Analyst", "--rating", "5"],
              ...["--consent-date", dayFromNow(-10), "--position", String(position)],
              ...(name === "Hidden H." ? ["--unpublished"] : []),
            ],
            env,
          );
        }
        const output = await runTs(
          "scripts/license-create.ts",
          ["--org", "University of Leeds", "--max-uses", "50", "--expires", dayFromNow(365)],
          env,
        );
        licence = output.match(/[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/)?.[0] ?? "";
      },
    });
    expect(licence).not.toBe("");
    stripe.webhookUrl = `${server.url}/api/billing/webhook`;
    // Six CLI runs, each opening the database, before the server starts: slow on a busy machine.
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
    await stripe?.close();
  });

  /** A member pays for Premium the real way (checkout), optionally opting in to be named. */
  async function premiumSignup(helper: Tab, options: { firstName?: string; university?: string } = {}) {
    const credentials = await createUser(server, { firstName: options.firstName ?? "Alex" });
    await signIn(helper, server, credentials);
    const api = helper.context.request;
    const headers = { origin: server.url };
    if (options.university) {
      const settings = await api.patch(`${server.url}/api/profile/settings`, {
        data: { show_in_join_alerts: true },
        headers,
      });
      expect(settings.status()).toBe(200);
      const onboarding = await api.put(`${server.url}/api/profile/onboarding`, {
        headers,
        data: {
          ...ONBOARDING_DEFAULTS,
          firstName: credentials.firstName,
          lastName: credentials.lastName,
          university: options.university,
          education_status: "undergraduate_penultimate",
          course_studied: "economics",
          targeted_role_types: ["spring_week"],
          targeted_finance_areas: ["investment_banking"],
          targeted_locations: ["london"],
          open_to_remote: false,
          needs_visa_sponsorship: false,
          relevant_experience: "society",
          strongest_skills: ["excel"],
          helpful_content_prefs: ["application_deadlines"],
          career_vision: "buy_side",
        },
      });
      expect(onboarding.status(), await onboarding.text()).toBe(200);
    }
    // Pays on the local Stripe's hosted checkout, whose webhook makes the member Premium.
    const checkout = await api.post(`${server.url}/api/billing/checkout`, { headers });
    expect(checkout.status(), await checkout.text()).toBe(200);
    const { url } = (await checkout.json()) as { url: string };
    const paid = await api.post(url, { form: { action: "pay" }, maxRedirects: 0 });
    expect(paid.status(), await paid.text()).toBe(303);
  }

  test("the banner ticks every second and shows the seats; the bar offers sign-up", async () => {
    const { page } = await browser.newTab();
    const body = await openLanding(page);
    expect(body.campaign).toMatchObject({ name: "Spring intake", seat_cap: 16, seats_left: 16 });
    const banner = page.getByTestId("campaign-banner");
    const bar = page.getByTestId("urgency-bar");
    const countdown = banner.getByTestId("countdown");
    const before = await text(countdown);
    expect(before).toMatch(/^\d+d \d{2}h \d{2}m \d{2}s$/);
    const expected = (Date.parse(body.campaign.ends_at) - Date.parse(body.now)) / 1000;
    expect(Math.abs(seconds(before) - expected)).toBeLessThanOrEqual(1);
    await page.clock.runFor(1000);
    expect(seconds(before) - seconds(await text(countdown))).toBe(1);

    expect(await text(banner.getByTestId("seats-left"))).toBe("16 seats left");
    expect(await banner.getByTestId("seats-left").getAttribute("data-tone")).toBe("normal");
    expect(await text(bar.getByTestId("seats-left"))).toBe("16 seats left");
    expect(await bar.getByRole("link", { name: "Get Early Access" }).getAttribute("href")).toBe("/signup");
    // Sticky: still on screen after scrolling to the guarantee.
    await page.getByRole("heading", { name: /or we pay month 4/ }).scrollIntoViewIfNeeded();
    expect(await banner.isVisible()).toBe(true);
    expect(await bar.isVisible()).toBe(true);
  });

  test("seats fall only with real premium sign-ups: orange at 15, red and pulsing at 5; each is announced once", async () => {
    const { page } = await browser.newTab();
    const helper = await browser.newTab();
    await openLanding(page);
    const alert = page.getByTestId("join-alert");
    const bannerSeats = page.getByTestId("campaign-banner").getByTestId("seats-left");
    const barSeats = page.getByTestId("urgency-bar").getByTestId("seats-left");

    // No sign-up, no alert, however many refreshes.
    await refresh(page);
    expect(await alert.count()).toBe(0);
    expect(await text(bannerSeats)).toBe("16 seats left");
    const normal = await style(bannerSeats, "color");

    // Premium through a university's licence is not a paid sign-up: the seats stay.
    const student = await createUser(server);
    await signIn(helper, server, student);
    const redeemed = await helper.context.request.post(`${server.url}/api/billing/license`, {
      data: { code: licence },
      headers: { origin: server.url },
    });
    expect(redeemed.status(), await redeemed.text()).toBe(200);
    expect((await refresh(page)).campaign.seats_left).toBe(16);
    expect(await text(bannerSeats)).toBe("16 seats left");
    // It is still a member joining Premium: its notice runs its course before the paid sign-ups.
    await page.clock.runFor(JOIN_ALERT_MS);
    expect(await alert.count()).toBe(0);

    await premiumSignup(helper);
    const after = await refresh(page);
    expect(after.campaign.seats_left).toBe(15);
    expect(await text(bannerSeats)).toBe("15 seats left");
    expect(await bannerSeats.getAttribute("data-tone")).toBe("low");
    expect(await style(bannerSeats, "color")).toBe(await classColour(page, "text-orange-300"));
    expect(await style(bannerSeats, "color")).not.toBe(normal);
    expect(await style(barSeats, "color")).toBe(await classColour(page, "text-orange-700"));
    expect(await style(bannerSeats, "animationName")).toBe("none");
    // Not opted in: neither name nor university.
    expect(await text(alert)).toBe("A new member just joined Premium");
    // Five seconds, give or take the millisecond in which React runs the alert's effect: it may run before
    // or after the clock's last step, depending on the machine's load.
    await page.clock.runFor(JOIN_ALERT_MS - 2);
    expect(await alert.count()).toBe(1);
    await page.clock.runFor(2);
    expect(await alert.count()).toBe(0);
    // The next refresh brings the same sign-up back: it is not announced twice.
    await refresh(page);
    expect(await alert.count()).toBe(0);

    await premiumSignup(helper, { firstName: "Amira", university: "University of Leeds" });
    await refresh(page);
    expect(await text(alert)).toBe("Amira from University of Leeds just joined Premium");
    expect(await text(bannerSeats)).toBe("14 seats left");

    for (let i = 0; i < 9; i++) await premiumSignup(helper);
    const last = await refresh(page);
    expect(await text(bannerSeats)).toBe("5 seats left");
    expect(await bannerSeats.getAttribute("data-tone")).toBe("critical");
    expect(await style(bannerSeats, "color")).toBe(await classColour(page, "text-red-300"));
    expect(await style(barSeats, "color")).toBe(await classColour(page, "text-red-700"));
    expect(await style(bannerSeats, "animationName")).toBe("pulse");
    expect(await style(barSeats, "animationName")).toBe("pulse");

    // The hero card's figure is real: the members who joined this week, all 12 of them (the 11 who paid
    // and the one who came through a licence).
    expect(last.hero_figure).toEqual({ value: 12, label: "members joined in the last 7 days" });
    expect(await text(page.getByTestId("hero-card"))).toBe("12members joined in the last 7 days");
  });

  test("red seats do not pulse under prefers-reduced-motion", async () => {
    const { page } = await browser.newTab();
    await page.emulateMedia({ reducedMotion: "reduce" });
    const body = await openLanding(page);
    expect(body.campaign.seats_left).toBe(5);
    const seats = page.getByTestId("campaign-banner").getByTestId("seats-left");
    expect(await seats.getAttribute("data-tone")).toBe("critical");
    expect(await style(seats, "animationName")).toBe("none");
  });

  test("at the deadline the countdown and the seats show 0", async () => {
    const { page } = await browser.newTab();
    await openLanding(page);
    await page.clock.fastForward(5 * DAY_MS);
    const banner = page.getByTestId("campaign-banner");
    expect(await text(banner.getByTestId("countdown"))).toBe("0d 00h 00m 00s");
    expect(await text(banner.getByTestId("seats-left"))).toBe("0 seats left");
    expect(await text(page.getByTestId("urgency-bar").getByTestId("seats-left"))).toBe("0 seats left");
    expect(await text(banner)).toContain("Ended");
  });

  test("the carousel shows the published testimonials: advances every 4 s, pauses on hover and focus, wraps, dots and buttons", async () => {
    const { page } = await browser.newTab();
    // The carousel mounts when the data reaches the page, at the start of openLanding's 1 ms step.
    await openLanding(page);
    const carousel = page.getByTestId("testimonials");
    await carousel.waitFor();
    const active = () => text(carousel.locator('[data-active="true"] figcaption span'));
    expect(await page.getByTestId("testimonial").count()).toBe(3);
    expect(await page.getByText("Hidden H.").count(), "unpublished").toBe(0);

    expect(await active()).toBe(NAMES[0]);
    await page.clock.runFor(3998);
    expect(await active()).toBe(NAMES[0]);
    await page.clock.runFor(1);
    expect(await active()).toBe(NAMES[1]);

    await carousel.hover();
    await page.clock.runFor(12_000);
    expect(await active(), "paused while hovered").toBe(NAMES[1]);
    await page.mouse.move(0, 0);
    await page.clock.runFor(4000);
    expect(await active()).toBe(NAMES[2]);
    await page.clock.runFor(4000);
    expect(await active(), "wraps to the first").toBe(NAMES[0]);

    await carousel.getByRole("button", { name: "Show testimonial 3 of 3" }).click();
    await page.mouse.move(0, 0);
    expect(await active()).toBe(NAMES[2]);
    await page.clock.runFor(12_000);
    expect(await active(), "paused while focus is inside").toBe(NAMES[2]);
    await page.keyboard.press("ArrowRight");
    expect(await active()).toBe(NAMES[0]);
    await page.keyboard.press("ArrowLeft");
    expect(await active()).toBe(NAMES[2]);
    await carousel.getByRole("button", { name: "Next testimonial" }).click();
    expect(await active()).toBe(NAMES[0]);
    await carousel.getByRole("button", { name: "Previous testimonial" }).click();
    expect(await active()).toBe(NAMES[2]);
    expect(await text(carousel.locator("[aria-live=polite]"))).toBe(`Testimonial 3 of 3: ${NAMES[2]}`);

    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(4000);
    expect(await active(), "runs again once focus leaves").toBe(NAMES[0]);
  });
});

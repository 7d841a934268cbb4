import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { TOUR_SLIDES } from "../../src/web/features/tour/tour-slides";
import { browserForFile } from "./support/browser";
import { openPage, waitForPath } from "./support/fixtures";
import { startServer, type TestServer } from "./support/server";

// Feature tour: spec 000 §2.1 (/our-app) and §2.8 (the slides, their ids and the carousel).

const SLIDE_IDS = [
  "job-feed",
  "premier-firms",
  "application-tracker",
  "cv-builder-1",
  "cv-builder-2",
  "assessment-prep",
  "networking-crm-1",
  "networking-crm-2",
  "interview-practice-1",
  "interview-practice-2",
  "career-hub-1",
  "career-hub-2",
  "notifications",
];
const CAROUSEL = '[aria-roledescription="carousel"]';

let server: TestServer;
const browser = browserForFile(() => server);
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

async function openTour() {
  const { page } = await browser.newTab();
  await openPage(page, "/our-app", CAROUSEL);
  return page;
}

/** The id of the slide the carousel shows (the only one not hidden from assistive technology). */
async function activeSlide(page: Page): Promise<string | null> {
  return page.locator('[data-slide-id][aria-hidden="false"]').getAttribute("data-slide-id");
}

/** Waits until `id` is the active slide and its screenshot is there. */
async function expectShowing(page: Page, id: string) {
  await page.waitForFunction((slideId) => {
    const slide = document.querySelector(`[data-slide-id="${slideId}"]`);
    const image = slide?.querySelector("img");
    const picture = !!image && image.complete && image.naturalWidth > 0;
    return slide?.getAttribute("aria-hidden") === "false" && picture;
  }, id);
  expect(await activeSlide(page)).toBe(id);
}

const announcement = (page: Page) => page.locator(`${CAROUSEL} [aria-live="polite"]`).textContent();

describe("the feature tour page", () => {
  test("is prerendered with its content, title, description, Open Graph tags and canonical URL", async () => {
    const response = await fetch(`${server.url}/our-app`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title>Our App: a tour of every feature · Finance Careers</title>");
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toContain('<meta property="og:url" content="https://financecareers.co.uk/our-app"');
    expect(html).toContain('<link rel="canonical" href="https://financecareers.co.uk/our-app"');
    for (const id of SLIDE_IDS) expect(html).toContain(`data-slide-id="${id}"`);
    expect(html).toContain("Get Guaranteed Access Now");
  });

  test("'Back to Home' goes to the home page", async () => {
    const page = await openTour();
    const back = page.getByRole("link", { name: "Back to Home" });
    expect(await back.getAttribute("href")).toBe("/");
    await back.click();
    await waitForPath(page, "/");
  });

  test("the hero video has controls, loads anonymously, and its files are served", async () => {
    const page = await openTour();
    const video = page.locator("video");
    expect(await video.getAttribute("controls")).not.toBeNull();
    expect(await video.getAttribute("crossorigin")).toBe("anonymous");
    expect(await video.getAttribute("preload")).toBe("metadata");

    const source = await video.locator("source").getAttribute("src");
    const poster = await video.getAttribute("poster");
    const captions = await video.locator('track[kind="captions"]').getAttribute("src");
    for (const [url, type] of [
      [source, "video/mp4"],
      [poster, "image/webp"],
      [captions, null],
    ] as const) {
      const response = await page.request.get(url ?? "");
      expect(response.status(), url ?? "").toBe(200);
      if (type) expect(response.headers()["content-type"], url ?? "").toBe(type);
      expect((await response.body()).length, url ?? "").toBeGreaterThan(0);
    }
    // Chromium can decode it: the metadata loads and gives a duration.
    await page.waitForFunction(() => {
      const element = document.querySelector("video");
      return !!element && element.readyState >= 1 && element.duration > 0;
    });
    // Its description is on the page, not only in the file.
    const describedBy = await video.getAttribute("aria-describedby");
    expect((await page.locator(`#${describedBy}`).textContent())?.trim()).not.toBe("");
  });

  test("shows the 13 slides of spec 000 §2.8 in order, each with a title, text and screenshot", async () => {
    const page = await openTour();
    const slides = page.locator("[data-slide-id]");
    expect(await slides.evaluateAll((nodes) => nodes.map((n) => n.getAttribute("data-slide-id")))).toEqual(
      SLIDE_IDS,
    );
    for (const [index, slide] of TOUR_SLIDES.entries()) {
      const element = slides.nth(index);
      expect(await element.locator("h3").textContent()).toBe(slide.title);
      expect(await element.textContent()).toContain(slide.description);
      const image = element.locator("img");
      expect(await image.getAttribute("alt")).toMatch(/\S/);
      expect(await image.getAttribute("width")).toBe("1280");
      expect(await image.getAttribute("height")).toBe("800");
      expect(await image.getAttribute("loading")).toBe(index === 0 ? null : "lazy");
    }
    await expectShowing(page, "job-feed");
  });

  test("previous and next wrap around, and every screenshot loads when its slide shows", async () => {
    const page = await openTour();
    const next = page.getByRole("button", { name: "Next slide" });
    const previous = page.getByRole("button", { name: "Previous slide" });

    await previous.click();
    await expectShowing(page, "notifications");
    expect(await announcement(page)).toBe("Slide 13 of 13: Smart notifications");
    await next.click();
    await expectShowing(page, "job-feed");
    expect(await announcement(page)).toBe(`Slide 1 of 13: ${TOUR_SLIDES[0]?.title}`);

    for (const id of SLIDE_IDS.slice(1)) {
      await next.click();
      await expectShowing(page, id);
    }
    // From the last slide, next comes back to the first.
    await next.click();
    await expectShowing(page, "job-feed");
  });

  test("a dot jumps to its slide and is marked current", async () => {
    const page = await openTour();
    const dots = page.getByRole("button", { name: /^Go to slide \d+: / });
    expect(await dots.count()).toBe(13);
    expect(await dots.first().getAttribute("aria-current")).toBe("true");

    const seventh = TOUR_SLIDES[6];
    await page.getByRole("button", { name: `Go to slide 7: ${seventh?.title}`, exact: true }).click();
    await expectShowing(page, "networking-crm-1");
    expect(await announcement(page)).toBe(`Slide 7 of 13: ${seventh?.title}`);
    const current = await dots.evaluateAll((nodes) =>
      nodes
        .map((node, index) => (node.getAttribute("aria-current") === "true" ? index : -1))
        .filter((i) => i >= 0),
    );
    expect(current).toEqual([6]);
  });

  test("the arrow keys move the carousel while it has focus", async () => {
    const page = await openTour();
    await page.locator(CAROUSEL).focus();
    await page.keyboard.press("ArrowLeft");
    await expectShowing(page, "notifications");
    await page.keyboard.press("ArrowRight");
    await expectShowing(page, "job-feed");
    await page.keyboard.press("ArrowRight");
    await expectShowing(page, "premier-firms");
    expect(await announcement(page)).toBe(`Slide 2 of 13: ${TOUR_SLIDES[1]?.title}`);
  });

  test("'Get Guaranteed Access Now' goes to the sign-up page", async () => {
    const page = await openTour();
    const cta = page.getByRole("link", { name: "Get Guaranteed Access Now", exact: true });
    expect(await cta.getAttribute("href")).toBe("/signup");
    await cta.click();
    await waitForPath(page, "/signup");
  });
});

// `npm run tour:capture`: regenerates the feature tour's screenshots, hero video, poster and captions
// (made from the real app, so they can be redone as the app changes). It builds the web app if
// needed, starts the real server on a throwaway database and a free port, signs up a member (with the
// free trial, so the screens show what Premium sees), photographs the app screen of every slide in
// Chromium and assembles the video with ffmpeg. Outputs go to public/ at the paths of tour-assets.ts.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import type { z } from "zod";
import { sampleCvDraft } from "../src/server/features/documents/export/cv.fixtures";
import { ONBOARDING_DEFAULTS, type onboardingSchema } from "../src/shared/onboarding";
import { ukDayOf } from "../src/shared/uk-time";
import {
  HERO_VIDEO_SIZE,
  SCREENSHOT_SIZE,
  TOUR_ASSETS,
  type TourAssetKey,
} from "../src/web/features/tour/tour-assets";
import { TOUR_SLIDES, type TourSlide, type TourSlideId } from "../src/web/features/tour/tour-slides";
import { screenOfSlide } from "../src/web/lib/app-screens";
import { REPO_ROOT, startServer, type TestServer } from "../tests/e2e/support/server";
import { encodeSlideshow, pngToWebp, type Slideshow, writeCaptions } from "./lib/tour-media";
import { ensureWebBuild } from "./lib/web-build";

/**
 * The app screen (spec 000 §2.10) a slide photographs, from the table of app screens, and where to look
 * when two slides share a screen (an element scrolled into view once the screen has it).
 */
function captureOf(slide: TourSlide) {
  const { screen, focus } = screenOfSlide(slide.id);
  return { path: `/app/${screen.path}`, focus };
}

const SCREENSHOT_MAX_BYTES = 60_000;
const VIDEO_MAX_BYTES = 1_500_000;
const VIDEO: Omit<Slideshow, "frames"> = {
  secondsEach: 3,
  fadeSeconds: 0.5,
  fps: 24,
  ...HERO_VIDEO_SIZE,
};

const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--hide-scrollbars",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const MEMBER = {
  first_name: "Alex",
  last_name: "Morgan",
  email: "alex.morgan@example.com",
  password: `Tour-${randomBytes(9).toString("base64url")}`,
};

// Onboarding answers of a typical member, so screens that personalise have something to go on.
const ONBOARDING: z.input<typeof onboardingSchema> = {
  ...ONBOARDING_DEFAULTS,
  firstName: MEMBER.first_name,
  lastName: MEMBER.last_name,
  university: "University of Leeds",
  education_status: "undergraduate_penultimate",
  course_studied: "economics",
  targeted_role_types: ["spring_week", "summer_internship"],
  targeted_finance_areas: ["investment_banking", "asset_management"],
  open_to_remote: false,
  targeted_locations: ["london"],
  needs_visa_sponsorship: false,
  relevant_experience: "society",
  strongest_skills: ["excel", "valuation"],
  job_update_frequency: "daily_summary",
  helpful_content_prefs: ["application_deadlines", "interview_guides"],
  career_vision: "front_office_banking",
};

const publicFile = (key: TourAssetKey) => path.join(REPO_ROOT, "public", TOUR_ASSETS[key]);

async function call(
  context: BrowserContext,
  server: TestServer,
  method: "POST" | "PUT",
  url: string,
  data: object,
) {
  const response = await context.request.fetch(`${server.url}${url}`, {
    method,
    data,
    headers: { origin: server.url },
  });
  if (!response.ok())
    throw new Error(`${method} ${url} answered ${response.status()}: ${await response.text()}`);
}

async function signUpMember(context: BrowserContext, server: TestServer) {
  await call(context, server, "POST", "/api/account/sign-up", MEMBER);
  await call(context, server, "POST", "/api/account/sign-in", {
    email: MEMBER.email,
    password: MEMBER.password,
  });
  await call(context, server, "PUT", "/api/profile/onboarding", ONBOARDING);
  await call(context, server, "POST", "/api/billing/trial", {});
  await addDocuments(context, server);
  await addInterview(context, server);
  await addAssessments(context, server);
  await addApplications(context, server);
  await addNetworking(context, server);
}

/**
 * Applications further along than Saved (the tracked roles above stay there), so the tracker's board,
 * its By stage counts and its chart of applications sent show a search under way.
 */
async function addApplications(context: BrowserContext, server: TestServer) {
  const rows = [
    { firm_name: "Rothschild & Co", role_title: "Spring Week", stage: "applied", location: "London" },
    { firm_name: "Lazard", role_title: "Summer Analyst", stage: "online_tests", location: "London" },
    { firm_name: "Schroders", role_title: "Investment Summer Internship", stage: "interviews" },
    { firm_name: "Bridgepoint", role_title: "Off-cycle Intern", stage: "rejected" },
  ];
  for (const row of rows) await call(context, server, "POST", "/api/tracker/applications", row);
}

/**
 * Three tracked roles (their postings name their online tests) and one finished practice test of each
 * aptitude kind, so Assessment Prep shows progress and the tests the member's firms use.
 */
async function addAssessments(context: BrowserContext, server: TestServer) {
  const post = async (url: string, data: object = {}) => {
    const response = await context.request.post(`${server.url}${url}`, {
      data,
      headers: { origin: server.url },
    });
    if (!response.ok())
      throw new Error(`POST ${url} answered ${response.status()}: ${await response.text()}`);
    return response.json();
  };
  const feed = await context.request.get(`${server.url}/api/jobs`);
  const jobs = ((await feed.json()) as { jobs: { id: string }[] }).jobs.slice(0, 3);
  for (const job of jobs) await post(`/api/tracker/track/${job.id}`);
  for (const kind of ["numerical", "verbal", "logical"]) {
    const attempt = (await post("/api/assessments/aptitude", { kind, mode: "Practice" })) as {
      id: string;
      items: { item: { id: string; options: unknown[] } }[];
    };
    // A member who knows some answers and not others: the first option each time, 20 seconds apiece.
    for (const { item } of attempt.items) {
      await post(`/api/assessments/aptitude/${attempt.id}/answers`, {
        itemId: item.id,
        choice: 0,
        seconds: 20,
      });
    }
    await post(`/api/assessments/aptitude/${attempt.id}/complete`);
  }
}

const monthsBack = (month: string, n: number) => {
  const [year, m] = month.split("-").map(Number) as [number, number];
  const at = new Date(Date.UTC(year, m - 1 - n, 1));
  return at.toISOString().slice(0, 7);
};

/**
 * Contacts at several stages, chats this month and in the two before, and a monthly goal, so Networking
 * shows a streak, the follow-ups owed and a list worth reading.
 */
async function addNetworking(context: BrowserContext, server: TestServer) {
  const post = async (url: string, data: object) => {
    const response = await context.request.post(`${server.url}${url}`, {
      data,
      headers: { origin: server.url },
    });
    if (!response.ok())
      throw new Error(`POST ${url} answered ${response.status()}: ${await response.text()}`);
    return response.json();
  };
  const people = [
    {
      name: "Priya Shah",
      firm: "Goldman Sachs",
      role: "Analyst",
      team: "M&A",
      met_via: "alumni",
      tags: ["alumni"],
    },
    {
      name: "Tom O'Connor",
      firm: "Rothschild & Co",
      role: "Associate",
      team: "Debt Advisory",
      met_via: "event",
      notes: "Met at the Leeds finance society's careers evening. Happy to review my CV before spring weeks.",
    },
    {
      name: "Zoë Müller",
      firm: "Société Générale",
      role: "Analyst",
      team: "Global Markets",
      met_via: "linkedin",
    },
    { name: "James Okafor", firm: "Lazard", role: "Summer Analyst", met_via: "cold_email" },
    {
      name: "Hannah Lee",
      firm: "Bridgepoint",
      role: "Associate",
      met_via: "referral",
      tags: ["private equity"],
    },
  ];
  const ids: string[] = [];
  for (const person of people)
    ids.push(((await post("/api/networking/contacts", person)) as { contact: { id: string } }).contact.id);
  const [priya = "", tom = "", zoe = "", james = "", hannah = ""] = ids;
  const month = ukDayOf(new Date()).slice(0, 7);
  // Tom's slide (networking-crm-1) shows his history, so his chats carry what was said.
  const chats: [string, string, string, string?][] = [
    [hannah, "coffee_chat", `${monthsBack(month, 2)}-06`],
    [
      tom,
      "call",
      `${monthsBack(month, 2)}-19`,
      "Walked through how Debt Advisory staffs deals; suggested reading up on recent refinancings.",
    ],
    [hannah, "call", `${monthsBack(month, 1)}-04`],
    [zoe, "coffee_chat", `${monthsBack(month, 1)}-21`],
    [
      tom,
      "coffee_chat",
      ukDayOf(new Date()),
      "Went over my CV line by line; he will introduce me to the spring week recruiter.",
    ],
    [priya, "coffee_chat", ukDayOf(new Date())],
  ];
  await post(`/api/networking/contacts/${james}/interactions`, {
    kind: "email",
    occurred_on: ukDayOf(new Date()),
  });
  for (const [contact, kind, day, notes = ""] of chats)
    await post(`/api/networking/contacts/${contact}/interactions`, { kind, occurred_on: day, notes });
  await call(context, server, "PUT", "/api/networking/settings", { monthly_chat_goal: 2 });
}

const TOUR_ANSWER =
  "In my second year I led a team of four in a university investment competition. Our task was to pitch a UK mid-cap stock in three weeks. I split the research, built the DCF model in Excel and ran two practice pitches. As a result we finished second of 30 teams and our pick rose 12% over the term.";

/** One finished practice interview, so Interview History has a score and its chart a point. */
async function addInterview(context: BrowserContext, server: TestServer) {
  const post = async (url: string, data: object) => {
    const response = await context.request.post(`${server.url}${url}`, {
      data,
      headers: { origin: server.url },
    });
    if (!response.ok())
      throw new Error(`POST ${url} answered ${response.status()}: ${await response.text()}`);
    return response.json();
  };
  const session = (await post("/api/interview/sessions", {
    questionType: "Behavioural",
    persona: "friendly-analyst",
    mode: "Practice",
    questionCount: 3,
  })) as { id: string; currentQuestionId: string | null };
  let next = session.currentQuestionId;
  while (next) {
    const answered = (await post(`/api/interview/sessions/${session.id}/answers`, {
      questionId: next,
      text: TOUR_ANSWER,
      input: "typed",
    })) as { next: { id: string } | null };
    next = answered.next?.id ?? null;
  }
  await post(`/api/interview/sessions/${session.id}/complete`, {});
}

/** A built CV and a cover letter for the first role in the feed, so Documents shows what members keep. */
async function addDocuments(context: BrowserContext, server: TestServer) {
  const draft = {
    ...sampleCvDraft(),
    contact: { ...sampleCvDraft().contact, fullName: `${MEMBER.first_name} ${MEMBER.last_name}` },
  };
  await call(context, server, "POST", "/api/documents/cv-builder/export", { draft, format: "pdf" });
  const feed = await context.request.get(`${server.url}/api/jobs`);
  const [job] = ((await feed.json()) as { jobs: { id: string }[] }).jobs;
  if (!job) return;
  const letter = await context.request.post(`${server.url}/api/documents/cover-letters/draft`, {
    data: { jobId: job.id },
    headers: { origin: server.url },
  });
  const { text } = (await letter.json()) as { text: string };
  await call(context, server, "POST", "/api/documents/cover-letters", { jobId: job.id, text });
}

/** Opens an app screen and waits until it has rendered its content. */
async function openScreen(page: Page, screen: string) {
  await page.goto(screen, { waitUntil: "networkidle" });
  const landed = new URL(page.url()).pathname;
  if (landed !== screen) throw new Error(`${screen} sent the member to ${landed}`);
  await page.locator("main h1").first().waitFor({ state: "visible", timeout: 20_000 });
  if ((await page.getByRole("link", { name: "Return to Home" }).count()) > 0) {
    throw new Error(`${screen} is the not-found page: check its path in src/web/lib/app-screens.ts`);
  }
  // Loading spinners (spec 000 §2.10) must be gone before the picture is taken.
  await page.waitForFunction(() => !document.querySelector("main .animate-spin"), undefined, {
    timeout: 20_000,
  });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** The screen as it was when a capture step failed, so the error can be seen, not guessed. */
async function keepFailure(page: Page, screen: string, error: unknown): Promise<never> {
  const file = path.join(tmpdir(), `tour-capture-failure${screen.replaceAll("/", "-")}.png`);
  await page.screenshot({ path: file, fullPage: true });
  throw new Error(`Capturing ${screen} failed (screenshot: ${file})`, { cause: error });
}

/**
 * Slides that show more than a part of their screen, with what to do on it before the photograph; the
 * screen is opened afresh afterwards for the next slide. The two networking slides share
 * /app/networking: the first shows one contact opened over the list (the conversations with them,
 * their notes and the follow-up owed), the second the monthly goal at the top of the screen.
 */
const STAGED: Partial<Record<TourSlideId, (page: Page) => Promise<void>>> = {
  "networking-crm-1": async (page) => {
    const contacts = page.getByRole("region", { name: "Contacts" });
    await contacts.getByRole("button", { name: "Tom O'Connor", exact: true }).click();
    const contact = page.getByRole("dialog", { name: "Tom O'Connor" });
    await contact.getByRole("heading", { name: "Interactions" }).waitFor({ timeout: 20_000 });
    await page.waitForFunction(() => !document.querySelector("[role=dialog] [role=status]"), undefined, {
      timeout: 20_000,
    });
  },
};

/** Scrolls a slide's focus into view, or to the top when it has none or the screen lacks it for now. */
async function frame(page: Page, slide: TourSlide) {
  const { focus } = captureOf(slide);
  const target = focus ? page.locator(focus).first() : undefined;
  if (target && (await target.count()) > 0) {
    await target.scrollIntoViewIfNeeded();
  } else {
    if (focus) console.log(`  ${slide.id}: ${focus} is not on the screen yet; using the top of the screen`);
    await page.evaluate(() => window.scrollTo(0, 0));
  }
}

/**
 * A band under the app's navigation bar naming the screen and its features, for the video frames: it
 * sits in the page flow (the screen moves down) so it hides nothing, and stays clear of the player's
 * controls at the bottom of the video.
 */
async function withLabel(page: Page, text: string, shoot: () => Promise<void>) {
  await page.evaluate((text) => {
    const band = document.createElement("div");
    band.id = "tour-capture-label";
    band.textContent = text;
    Object.assign(band.style, {
      height: "56px",
      display: "flex",
      alignItems: "center",
      justifyContent: "center",
      background: "rgb(11, 31, 77)",
      color: "white",
      font: "600 22px system-ui, sans-serif",
    });
    document.querySelector("main")?.prepend(band);
  }, text);
  await shoot();
  await page.evaluate(() => document.getElementById("tour-capture-label")?.remove());
}

async function main() {
  console.log(`Web build: ${ensureWebBuild()}`);
  // Development, not test: the screens show what a member of a fresh local install sees (for example
  // the sample listings the embedded database gets outside production).
  const server = await startServer({ env: { NODE_ENV: "development", SAMPLE_CATALOGUE: "true" } });
  const work = mkdtempSync(path.join(tmpdir(), "tour-capture-"));
  const sizes: [string, number][] = [];
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS });
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: SCREENSHOT_SIZE,
      deviceScaleFactor: 1,
      locale: "en-GB",
      reducedMotion: "reduce",
    });
    const page = await context.newPage();
    page.on("pageerror", (error) => console.error(`page error on ${page.url()}: ${error.message}`));
    page.on("console", (message) => {
      if (message.type() === "error") console.error(`console.error on ${page.url()}: ${message.text()}`);
    });
    await signUpMember(context, server);

    // One visit per screen, in slide order; slides that share a screen are photographed on that visit.
    const screens = [...new Set(TOUR_SLIDES.map((slide) => captureOf(slide).path))];
    const frames: string[] = [];
    const cues: string[] = [];
    for (const screen of screens) {
      const slides = TOUR_SLIDES.filter((slide) => captureOf(slide).path === screen);
      console.log(`${screen}: ${slides.map((s) => s.id).join(", ")}`);
      await openScreen(page, screen).catch((error: unknown) => keepFailure(page, screen, error));
      for (const slide of slides) {
        const stage = STAGED[slide.id];
        if (stage) await stage(page).catch((error: unknown) => keepFailure(page, screen, error));
        else await frame(page, slide);
        const png = path.join(work, `${slide.id}.png`);
        await page.screenshot({ path: png });
        if (stage) await openScreen(page, screen);
        const { bytes } = pngToWebp(png, publicFile(slide.screenshot), SCREENSHOT_MAX_BYTES);
        sizes.push([TOUR_ASSETS[slide.screenshot], bytes]);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      // The screen names itself in its heading; the band and the captions name its features.
      const cue = slides.map((s) => s.title).join(" · ");
      const png = path.join(work, `frame-${frames.length}.png`);
      await withLabel(page, cue, () =>
        page.screenshot({ path: png, clip: { x: 0, y: 0, ...HERO_VIDEO_SIZE } }).then(() => undefined),
      );
      frames.push(png);
      cues.push(cue);
    }
    await context.close();

    const show: Slideshow = { ...VIDEO, frames };
    console.log(`Encoding the hero video (${frames.length} screens)…`);
    sizes.push([TOUR_ASSETS.heroVideo, encodeSlideshow(show, publicFile("heroVideo"))]);
    sizes.push([TOUR_ASSETS.heroCaptions, writeCaptions(show, cues, publicFile("heroCaptions"))]);
    const poster = pngToWebp(frames[0] ?? "", publicFile("heroPoster"), SCREENSHOT_MAX_BYTES);
    sizes.push([TOUR_ASSETS.heroPoster, poster.bytes]);
  } finally {
    await browser?.close();
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  }

  for (const [file, bytes] of sizes)
    console.log(`${`public${file}`.padEnd(40)} ${(bytes / 1024).toFixed(1)} KB`);
  const tooBig = sizes.filter(
    ([file, bytes]) => bytes > (file === TOUR_ASSETS.heroVideo ? VIDEO_MAX_BYTES : SCREENSHOT_MAX_BYTES),
  );
  for (const [file] of tooBig) console.warn(`warning: public${file} is larger than its budget`);
  console.log("Done. Rebuild the web app (npm run build) to serve the new files.");
}

await main();

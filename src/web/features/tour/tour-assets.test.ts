import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { TOUR_ASSETS, type TourAssetKey } from "./tour-assets";
import { TOUR_SLIDE_IDS, TOUR_SLIDES } from "./tour-slides";

const PUBLIC_DIR = path.resolve(import.meta.dirname, "../../../../public");
const onDisk = (key: TourAssetKey) => path.join(PUBLIC_DIR, TOUR_ASSETS[key]);
const KEYS = Object.keys(TOUR_ASSETS) as TourAssetKey[];

// Budgets of `npm run tour:capture` (commit the outputs, small).
const SCREENSHOT_MAX_BYTES = 60_000;
const VIDEO_MAX_BYTES = 1_500_000;

describe("the feature tour's slides", () => {
  it("are the 13 ids of spec 000 §2.8, in order", () => {
    expect(TOUR_SLIDES.map((slide) => slide.id)).toEqual([
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
    ]);
    expect(TOUR_SLIDES.map((slide) => slide.id)).toEqual([...TOUR_SLIDE_IDS]);
  });

  it("each have a title, a description and their own screenshot", () => {
    for (const slide of TOUR_SLIDES) {
      expect(slide.title.trim(), slide.id).not.toBe("");
      expect(slide.description.length, slide.id).toBeGreaterThan(40);
    }
    const screenshots = TOUR_SLIDES.map((slide) => slide.screenshot);
    expect(new Set(screenshots).size).toBe(TOUR_SLIDES.length);
  });

  it("quote no marketing figures (numbers appear only when backed by data)", () => {
    for (const slide of TOUR_SLIDES) expect(slide.description, slide.id).not.toMatch(/\d/);
  });
});

describe("the tour's asset manifest", () => {
  it("has every key the slides and the hero video use", () => {
    const used = ["heroVideo", "heroPoster", "heroCaptions", ...TOUR_SLIDES.map((slide) => slide.screenshot)];
    for (const key of used) expect(KEYS, key).toContain(key);
    expect([...KEYS].sort()).toEqual([...new Set(used)].sort());
  });

  it.each(KEYS)("%s is a file under public/tour/", (key) => {
    expect(TOUR_ASSETS[key]).toMatch(/^\/tour\/[a-z0-9-]+\.(webp|mp4|vtt)$/);
    expect(existsSync(onDisk(key)), `${onDisk(key)} is missing: run npm run tour:capture`).toBe(true);
    expect(statSync(onDisk(key)).size).toBeGreaterThan(0);
  });

  it("gives every slide a picture of its own, not a copy of another slide's", () => {
    const slidesOf = new Map<string, string[]>();
    for (const slide of TOUR_SLIDES) {
      const digest = createHash("sha256")
        .update(readFileSync(onDisk(slide.screenshot)))
        .digest("hex");
      slidesOf.set(digest, [...(slidesOf.get(digest) ?? []), slide.id]);
    }
    const shared = [...slidesOf.values()].filter((ids) => ids.length > 1);
    expect(shared, "slides showing the same image: run npm run tour:capture").toEqual([]);
  });

  it("keeps the files small", () => {
    expect(statSync(onDisk("heroVideo")).size).toBeLessThanOrEqual(VIDEO_MAX_BYTES);
    for (const key of KEYS.filter((k) => TOUR_ASSETS[k].endsWith(".webp"))) {
      expect(statSync(onDisk(key)).size, key).toBeLessThanOrEqual(SCREENSHOT_MAX_BYTES);
    }
  });
});

// spec 000 §2.8: the feature tour looks every asset up by key (heroVideo, cvScreenshot2, …). The files
// live under public/tour/ and are made from the real app by `npm run tour:capture`
// (scripts/capture-tour.ts), which writes each one to the path this manifest gives it.

export const TOUR_ASSETS = {
  heroVideo: "/tour/hero.mp4",
  heroPoster: "/tour/hero-poster.webp",
  heroCaptions: "/tour/hero.vtt",
  jobFeedScreenshot: "/tour/job-feed.webp",
  premierFirmsScreenshot: "/tour/premier-firms.webp",
  trackerScreenshot: "/tour/application-tracker.webp",
  cvScreenshot1: "/tour/cv-builder-1.webp",
  cvScreenshot2: "/tour/cv-builder-2.webp",
  assessmentScreenshot: "/tour/assessment-prep.webp",
  networkingScreenshot1: "/tour/networking-crm-1.webp",
  networkingScreenshot2: "/tour/networking-crm-2.webp",
  interviewScreenshot1: "/tour/interview-practice-1.webp",
  interviewScreenshot2: "/tour/interview-practice-2.webp",
  careerHubScreenshot1: "/tour/career-hub-1.webp",
  careerHubScreenshot2: "/tour/career-hub-2.webp",
  notificationsScreenshot: "/tour/notifications.webp",
} as const;

export type TourAssetKey = keyof typeof TOUR_ASSETS;

/** The keys of the slide screenshots (everything but the hero video and its companions). */
export type TourScreenshotKey = Exclude<TourAssetKey, "heroVideo" | "heroPoster" | "heroCaptions">;

export function tourAsset(key: TourAssetKey): string {
  return TOUR_ASSETS[key];
}

/** Pixel sizes the capture script produces; the page sets them as width/height to avoid layout shift. */
export const SCREENSHOT_SIZE = { width: 1280, height: 800 } as const;
export const HERO_VIDEO_SIZE = { width: 1280, height: 720 } as const;

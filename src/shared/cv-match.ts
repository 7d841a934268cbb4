import { z } from "zod";

// The CV match panel's result: a score out of 100 for one CV against one job posting, which explains
// itself. The score is the sum of its parts' points, each part says what it looked for, what it found
// and why it gave the points it did, and the lists below the score say what to change. The server builds
// it (src/server/features/documents/cv-match) and the web app renders it; both read this one schema.

export const CV_MATCH_PART_IDS = ["hard-skills", "role", "education", "soft-skills", "evidence"] as const;
export const CV_CHECK_IDS = [
  "one-page",
  "no-photo",
  "sections",
  "dates",
  "contact",
  "personal-details",
  "spelling",
] as const;

export const cvMatchPartSchema = z.object({
  id: z.enum(CV_MATCH_PART_IDS),
  label: z.string(),
  /** The most points this part can give; the weights of all parts add up to 100. */
  weight: z.number().int().min(0).max(100),
  /** Points earned, 0 to `weight`. */
  points: z.number().int().min(0),
  found: z.array(z.string()),
  missing: z.array(z.string()),
  /** One plain sentence explaining the points. */
  note: z.string(),
});

export const missingKeywordSchema = z.object({
  keyword: z.string(),
  /** "can-add": the member can honestly add it soon (a tool, a technique, a grade they left out);
   * "needs-experience": only work, a transaction or an exam gives it. */
  kind: z.enum(["can-add", "needs-experience"]),
  why: z.string(),
});

export const weakBulletSchema = z.object({
  text: z.string(),
  /** Member-facing reasons, the same sentences the CV builder's bullet helper shows. */
  reasons: z.array(z.string()),
  suggestions: z.array(z.string()),
});

export const cvCheckSchema = z.object({
  id: z.enum(CV_CHECK_IDS),
  label: z.string(),
  passed: z.boolean(),
  detail: z.string(),
});

export const eligibilitySchema = z.object({
  /** "outside": the CV graduates in a year the programme is not open to, and every part counts about a third. */
  status: z.enum(["fits", "outside", "unknown"]),
  detail: z.string(),
});

export const cvMatchResultSchema = z
  .object({
    /** Which rules produced the score: a score is only comparable with another of the same version. */
    version: z.string(),
    /** 0 to 100, the sum of the parts' points. */
    score: z.number().int().min(0).max(100),
    parts: z.array(cvMatchPartSchema),
    /** Whether the programme is open to the member's year of study, the first thing recruiters screen on. */
    eligibility: eligibilitySchema,
    missingKeywords: z.array(missingKeywordSchema),
    weakBullets: z.array(weakBulletSchema),
    checks: z.array(cvCheckSchema),
  })
  .refine((result) => result.parts.every((part) => part.points <= part.weight), {
    message: "A part cannot earn more points than its weight",
    path: ["parts"],
  })
  .refine((result) => result.score === result.parts.reduce((sum, part) => sum + part.points, 0), {
    message: "The score must equal the sum of the parts' points",
    path: ["score"],
  });

export type CvMatchPart = z.infer<typeof cvMatchPartSchema>;
export type CvMatchPartId = CvMatchPart["id"];
export type MissingKeyword = z.infer<typeof missingKeywordSchema>;
export type WeakBullet = z.infer<typeof weakBulletSchema>;
export type CvCheck = z.infer<typeof cvCheckSchema>;
export type Eligibility = z.infer<typeof eligibilitySchema>;
export type CvCheckId = CvCheck["id"];
export type CvMatchResult = z.infer<typeof cvMatchResultSchema>;

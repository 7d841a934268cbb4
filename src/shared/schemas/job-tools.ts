import { z } from "zod";

// Import a job by URL: the form's resolver and the server's validator use this one schema.
// People paste links without the scheme ("boards.greenhouse.io/…"), so https:// is assumed then.

export const IMPORT_JOB_MESSAGES = {
  required: "Paste the link to a job posting.",
  invalid: "That is not a web address. Paste the full link to the job posting, starting with https://.",
  tooLong: "That link is too long to be a job posting's address.",
} as const;

const hasScheme = /^[a-z][a-z0-9+.-]*:/i;

export const importJobSchema = z.strictObject({
  url: z
    .string(IMPORT_JOB_MESSAGES.required)
    .trim()
    .min(1, IMPORT_JOB_MESSAGES.required)
    .max(2000, IMPORT_JOB_MESSAGES.tooLong)
    .transform((value) => (hasScheme.test(value) ? value : `https://${value}`))
    .pipe(
      z
        .url({ protocol: /^https?$/, message: IMPORT_JOB_MESSAGES.invalid })
        // A host name with a dot (or an IPv6 literal): "hello" alone is a typo, not a site.
        .refine(
          (value) => URL.canParse(value) && /[.:]/.test(new URL(value).hostname),
          IMPORT_JOB_MESSAGES.invalid,
        ),
    ),
});
export type ImportJobInput = z.input<typeof importJobSchema>;

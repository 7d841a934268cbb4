import { z } from "zod";
import type { JobSummary } from "../../../shared/jobs";
import type { AiProvider, Generated } from "../../ai/provider";
import { type JobSummaryInput, summariseJob } from "../../ai/text/summarise-job";

// The job summary as the jobs feature asks for it: a configured model reads the posting and answers in
// the summary's JSON; without one, or when it fails, the built-in extractive summary answers. Either way
// the member sees only what the posting says.

const MAX_POSTING_CHARS = 24_000;

const line = z.string().trim().min(1).max(600);

/** A summary as the model must return it; its JSON is checked against this. */
export const jobSummarySchema = z.object({
  overview: z.string().trim().max(1200),
  responsibilities: z.array(line).max(12),
  requirements: z.array(line).max(12),
  deadline: z.string().trim().min(1).max(120).nullable(),
  tests: z.array(z.string().trim().min(1).max(80)).max(12),
}) satisfies z.ZodType<JobSummary>;

// Structured Outputs' strict mode wants every key required and no others.
const JOB_SUMMARY_JSON_SCHEMA = {
  type: "object",
  additionalProperties: false,
  required: ["overview", "responsibilities", "requirements", "deadline", "tests"],
  properties: {
    overview: { type: "string" },
    responsibilities: { type: "array", items: { type: "string" } },
    requirements: { type: "array", items: { type: "string" } },
    deadline: { type: ["string", "null"] },
    tests: { type: "array", items: { type: "string" } },
  },
};

export const SUMMARY_INSTRUCTIONS = `You summarise job postings for university students applying to finance roles.
Use only what the posting states; keep its wording where you can; never add facts, advice or filler.
Answer with one JSON object with these keys:
- overview: one or two sentences on what the role is; "" if the posting does not say.
- responsibilities: up to 6 short items, the duties the posting lists; [] if none.
- requirements: up to 6 short items, what applicants must have or be; [] if none.
- deadline: the application deadline as the posting words it, or null if it names none.
- tests: the online assessments or their providers the posting names (e.g. SHL, HireVue, numerical reasoning); [] if none.`;

export function postingMessage(input: JobSummaryInput): string {
  const closes = input.closesAt
    ? `\nClosing date on the job board: ${input.closesAt.toISOString().slice(0, 10)}`
    : "";
  return `Title: ${input.title}\nFirm: ${input.firm}${closes}\n\nPosting:\n${input.text.slice(0, MAX_POSTING_CHARS)}`;
}

export function writeJobSummary(ai: AiProvider, input: JobSummaryInput): Promise<Generated<JobSummary>> {
  return ai.generate(
    {
      task: "job_summary",
      instructions: SUMMARY_INSTRUCTIONS,
      input: postingMessage(input),
      schema: jobSummarySchema,
      jsonSchema: JOB_SUMMARY_JSON_SCHEMA,
    },
    () => summariseJob(input),
  );
}

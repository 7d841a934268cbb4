import { parseArgs } from "node:util";
import { addTestimonial } from "../src/server/features/landing/site-content.service";
import { type TestimonialData, testimonialSchema } from "../src/shared/schemas/landing";
import { parseUkTime, ukShortDate } from "../src/shared/uk-time";
import { CliError, cliArgs, runCli } from "./lib/cli-context";

// spec 000 §4.8: testimonials are records of real people who agreed to be quoted, added here
// or on the admin Site Content screen. Published ones with a consent date reach the landing page.

const USAGE = `Usage: npm run testimonial:add -- --quote "…" --name "Priya S." --school "University of Leeds" \\
         --company "Barclays" --role "Summer Analyst" --rating 5 --consent-date 2026-03-14 [--unpublished] [--position 0]

  --quote         what they said, in their words (at most 600 characters)
  --name          how they agreed to be named
  --school        their university or school
  --company       where they work or interned
  --role          their role there
  --rating        1 to 5
  --consent-date  the day they agreed to be quoted (YYYY-MM-DD, not in the future)
  --unpublished   store it without showing it on the site
  --position      order in the carousel, lowest first (default 0, then oldest first)`;

const OPTION_OF: Record<string, string> = {
  quote: "--quote",
  name: "--name",
  school: "--school",
  company: "--company",
  role: "--role",
  rating: "--rating",
  consent_at: "--consent-date",
  position: "--position",
};

function wholeNumber(value: string | undefined, option: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new CliError(`${option}: "${value}" is not a whole number`);
  return Number(value);
}

function parse(argv: string[], now: Date): TestimonialData {
  const { values } = parseArgs({
    args: argv,
    options: {
      quote: { type: "string" },
      name: { type: "string" },
      school: { type: "string" },
      company: { type: "string" },
      role: { type: "string" },
      rating: { type: "string" },
      "consent-date": { type: "string" },
      unpublished: { type: "boolean" },
      position: { type: "string" },
    },
    strict: true,
    allowPositionals: false,
  });
  for (const option of ["quote", "name", "school", "company", "role", "rating", "consent-date"] as const) {
    if (values[option] === undefined) throw new CliError(`--${option} is required`);
  }
  const consentText = values["consent-date"] ?? "";
  const consentAt = /^\d{4}-\d{2}-\d{2}$/.test(consentText) ? parseUkTime(consentText, "start") : null;
  if (!consentAt) throw new CliError(`--consent-date: "${consentText}" is not a date as YYYY-MM-DD`);
  if (consentAt > now) throw new CliError("--consent-date: consent cannot be given in the future");
  const parsed = testimonialSchema.safeParse({
    quote: values.quote,
    name: values.name,
    school: values.school,
    company: values.company,
    role: values.role,
    rating: wholeNumber(values.rating, "--rating"),
    consent_at: consentAt,
    published: !values.unpublished,
    position: wholeNumber(values.position, "--position") ?? 0,
  });
  if (!parsed.success) {
    throw new CliError(
      parsed.error.issues
        .map((issue) => `${OPTION_OF[String(issue.path[0])] ?? "input"}: ${issue.message}`)
        .join("\n"),
    );
  }
  return parsed.data;
}

const input = cliArgs(USAGE, () => parse(process.argv.slice(2), new Date()));

await runCli(async ({ db }) => {
  const row = await addTestimonial(db, input);
  console.log(
    `Added testimonial ${row.id} from ${row.name} (${row.role}, ${row.company}), consent given ${ukShortDate(row.consentAt ?? input.consent_at)}.`,
  );
  console.log(
    row.published
      ? "It is published: the landing page shows up to 5, by position."
      : "It is not published (--unpublished): the site does not show it.",
  );
});

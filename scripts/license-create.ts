import { parseArgs } from "node:util";
import { z } from "zod";
import { createLicense } from "../src/server/features/billing/licenses.service";
import { sanitizeShortText } from "../src/shared/sanitize";
import { parseUkTime } from "../src/shared/uk-time";
import { CliError, cliArgs, runCli } from "./lib/cli-context";

// Until the admin console's Bulk Licenses screen exists, licence codes are made here. The
// code expires at the end of the given day (UK time), as the admin screen will do (001 §5).

const USAGE = `Usage: npm run license:create -- --org "University of Leeds" --max-uses 50 --expires 2027-06-30

  --org        organisation name, at least 3 characters
  --max-uses   how many members may redeem it (at least 1)
  --expires    last day it can be redeemed, YYYY-MM-DD; access lasts until the end of that day`;

const schema = z.object({
  org: z.string().transform(sanitizeShortText).pipe(z.string().min(3, "--org: at least 3 characters")),
  maxUses: z.coerce
    .number({ error: "--max-uses: a whole number" })
    .int("--max-uses: a whole number")
    .min(1, "--max-uses: at least 1"),
  expires: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "--expires: a date as YYYY-MM-DD"),
});

function parse(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: { org: { type: "string" }, "max-uses": { type: "string" }, expires: { type: "string" } },
    strict: true,
  });
  const parsed = schema.safeParse({
    org: values.org ?? "",
    maxUses: values["max-uses"],
    expires: values.expires ?? "",
  });
  if (!parsed.success) throw new CliError(parsed.error.issues.map((issue) => issue.message).join("\n"));
  // The end of the chosen day in London, whatever the machine's time zone.
  const expiresAt = parseUkTime(parsed.data.expires, "end");
  if (!expiresAt) throw new CliError("--expires: not a real date");
  if (expiresAt <= new Date()) throw new CliError("--expires: must be today or later");
  return { ...parsed.data, expiresAt };
}

const args = cliArgs(USAGE, () => parse(process.argv.slice(2)));

await runCli(async ({ db }) => {
  const licence = await createLicense(db, {
    organizationName: args.org,
    maxUses: args.maxUses,
    expiresAt: args.expiresAt,
  });
  console.log(`Created licence code ${licence.licenseCode} for "${licence.organizationName}".`);
  console.log(`Uses: 0/${licence.maxUses}. Redeemable until ${licence.expiresAt.toISOString()}.`);
});

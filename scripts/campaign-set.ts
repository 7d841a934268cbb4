import { parseArgs } from "node:util";
import { createCampaign, endRunningCampaign } from "../src/server/features/landing/site-content.service";
import { type CampaignInput, campaignSchema } from "../src/shared/schemas/landing";
import { parseUkTime, ukDateTime } from "../src/shared/uk-time";
import { CliError, cliArgs, runCli } from "./lib/cli-context";

// The landing page's countdown and seats come from a campaign record, made here
// or on the admin Site Content screen. Only one campaign runs at a time, so a new one ends the
// one running when it starts. Seats left = the cap minus real premium sign-ups since the start.

const USAGE = `Usage: npm run campaign:set -- --name "Spring intake" --ends 2026-12-01T18:00 --seats 37 [--starts 2026-11-20]
       npm run campaign:set -- --end

  --name    what the banner calls the campaign (at most 80 characters)
  --ends    the deadline, UK time: YYYY-MM-DD (the end of that day) or YYYY-MM-DDTHH:MM
  --seats   the seat cap; seats left = this minus premium sign-ups since the start
  --starts  when it begins, UK time (default: now); YYYY-MM-DD means the start of that day
  --end     stop the running campaign now (the banner and the urgency bar disappear)`;

const OPTION_OF: Record<string, string> = {
  name: "--name",
  starts_at: "--starts",
  ends_at: "--ends",
  seat_cap: "--seats",
};

type Command = { action: "end" } | { action: "create"; input: CampaignInput };

function parseDate(value: string | undefined, option: string, edge: "start" | "end"): Date {
  if (value === undefined) throw new CliError(`${option} is required`);
  const date = parseUkTime(value, edge);
  if (!date) throw new CliError(`${option}: "${value}" is not a date as YYYY-MM-DD or YYYY-MM-DDTHH:MM`);
  return date;
}

function parse(argv: string[], now: Date): Command {
  const { values } = parseArgs({
    args: argv,
    options: {
      name: { type: "string" },
      ends: { type: "string" },
      seats: { type: "string" },
      starts: { type: "string" },
      end: { type: "boolean" },
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.end) {
    if (values.name ?? values.ends ?? values.seats ?? values.starts) {
      throw new CliError("--end stops the running campaign and takes no other options");
    }
    return { action: "end" };
  }
  if (values.name === undefined) throw new CliError("--name is required");
  if (values.seats === undefined) throw new CliError("--seats is required");
  if (!/^\d+$/.test(values.seats)) throw new CliError(`--seats: "${values.seats}" is not a whole number`);
  const startsAt = values.starts === undefined ? now : parseDate(values.starts, "--starts", "start");
  const endsAt = parseDate(values.ends, "--ends", "end");
  const parsed = campaignSchema.safeParse({
    name: values.name,
    starts_at: startsAt,
    ends_at: endsAt,
    seat_cap: Number(values.seats),
  });
  if (!parsed.success) {
    throw new CliError(
      parsed.error.issues
        .map((issue) => `${OPTION_OF[String(issue.path[0])] ?? "input"}: ${issue.message}`)
        .join("\n"),
    );
  }
  if (parsed.data.ends_at <= now) throw new CliError("--ends: the deadline must be in the future");
  return { action: "create", input: parsed.data };
}

const now = new Date();
const command = cliArgs(USAGE, () => parse(process.argv.slice(2), now));

await runCli(async ({ db }) => {
  if (command.action === "end") {
    const ended = await endRunningCampaign(db, now);
    if (ended.length === 0) console.log("No campaign is running; nothing to stop.");
    for (const campaign of ended) console.log(`Stopped campaign "${campaign.name}" at ${ukDateTime(now)}.`);
    return;
  }
  const { created, shortened, removed } = await createCampaign(db, command.input);
  for (const campaign of shortened) {
    console.log(
      `Campaign "${campaign.name}" now ends at ${ukDateTime(campaign.endsAt)}, when the new one starts.`,
    );
  }
  for (const campaign of removed) {
    console.log(
      `Removed campaign "${campaign.name}" (${ukDateTime(campaign.startsAt)} to ${ukDateTime(campaign.endsAt)}), which would have overlapped.`,
    );
  }
  console.log(
    `Created campaign "${created.name}": ${created.seatCap} seats, from ${ukDateTime(created.startsAt)} to ${ukDateTime(created.endsAt)} (UK time).`,
  );
});

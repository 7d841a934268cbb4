import { runCli } from "../../../scripts/lib/cli-context";
import { firms } from "../../../src/server/db/schema";

// Run before an e2e server starts (it needs the PGlite lock): one premier firm with the profile an admin
// writes for the premier directory, so a letter's reasons for choosing the firm can come from it.

export const FIRM_PROFILE = {
  slug: "tidewater-partners",
  name: "Tidewater Partners",
  sector: "investment_banking",
  premier: true,
  description:
    "Tidewater Partners advises founders and private equity funds on mid-market M&A in the UK and the Nordics. It has three practices: Technology, Healthcare and Consumer. The firm was named Adviser of the Year in 2024 by Mergermarket.",
};

await runCli(async ({ db }) => {
  await db.insert(firms).values(FIRM_PROFILE).onConflictDoNothing({ target: firms.slug });
});

import { eq } from "drizzle-orm";
import { referralCodes } from "../src/server/db/schema";
import { createReferralCode } from "../src/server/features/referrals/referrals.service";
import { REFERRAL_CODE_MAX, REFERRAL_CODE_MIN } from "../src/shared/constants";
import { VALIDATION } from "../src/shared/messages";
import { sanitizeReferralCode, sanitizeShortText } from "../src/shared/sanitize";
import { CliError, cliArgs, runCli } from "./lib/cli-context";

// Until the admin console exists, referral codes are made here. The code is cleaned by
// the same sanitiser the sign-up form uses (spec 000 §5.1), so what is stored is what members type.
// Running it again for an existing code changes the influencer's name.

const USAGE = `Usage: npm run referral:create -- CODE "Influencer name"

  CODE  ${REFERRAL_CODE_MIN}-${REFERRAL_CODE_MAX} letters or digits (stored upper-case; other characters are dropped)`;

function parse(argv: string[]) {
  if (argv.length !== 2)
    throw new CliError("expected exactly two arguments: the code and the influencer's name");
  const [rawCode = "", rawName = ""] = argv;
  // Count before sanitising too: the sanitiser truncates at 20, which would hide an over-long code.
  const alphanumeric = rawCode.replace(/[^a-z0-9]/gi, "").length;
  const code = sanitizeReferralCode(rawCode);
  if (alphanumeric > REFERRAL_CODE_MAX || code.length < REFERRAL_CODE_MIN) {
    throw new CliError(`CODE: ${VALIDATION.referralCode.text}`);
  }
  const influencerName = sanitizeShortText(rawName);
  if (!influencerName) throw new CliError("Influencer name: must not be empty");
  return { rawCode, code, influencerName };
}

const args = cliArgs(USAGE, () => parse(process.argv.slice(2)));

await runCli(async ({ db }) => {
  const [before] = await db.select().from(referralCodes).where(eq(referralCodes.code, args.code));
  const row = await createReferralCode(db, args.code, args.influencerName);
  if (args.code !== args.rawCode) console.log(`"${args.rawCode}" is stored as ${args.code}.`);
  if (before) {
    console.log(
      `Updated referral code ${row.code}: influencer "${before.influencerName}" → "${row.influencerName}".`,
    );
  } else {
    console.log(`Created referral code ${row.code} for "${row.influencerName}".`);
  }
});

import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import { user as users } from "../src/server/db/schema";
import { enrolAdminTotp, hasAdminTotp } from "../src/server/features/account/admin-totp";
import { makeAdmin } from "../src/server/platform/accounts/account-rows";
import { recordAudit } from "../src/server/platform/audit";
import { sanitizeName } from "../src/shared/sanitize";
import { emailField, passwordField, signUpSchema } from "../src/shared/schemas/auth";
import { type CliContext, CliError, checkField, cliArgs, runCli } from "./lib/cli-context";

// Admins are made from the command line, never by a hard-coded pair.
// A new address becomes a verified admin account created through better-auth (argon2id hash, profile
// row, same hooks as sign-up). An existing account is promoted; a given password replaces its old one
// and signs it out everywhere. The admin is enrolled for TOTP (the admin login asks for the
// code) and the secret is printed once for an authenticator app; a re-run keeps it unless
// --reset-totp. See docs/decisions/0005-admin-create-creates-or-promotes.md.

const USAGE = `Usage: npm run admin:create -- --email E [--password P] [--name "First Last"] [--reset-totp]

  --email     the admin's email address (required)
  --password  required for a new account; for an existing one it replaces the password.
              Use "-" to read it from the first line of stdin (keeps it out of shell history).
  --name      display name for a new account (default "Administrator"); renames an existing one.
  --reset-totp  give an admin who already has TOTP a new secret (a lost or replaced authenticator);
              the old codes stop working and every session of the account is signed out.`;

type AdminArgs = {
  email: string;
  password: string | undefined;
  name: { full: string; first: string; last: string } | undefined;
  resetTotp: boolean;
};

function parse(argv: string[]): AdminArgs {
  const { values } = parseArgs({
    args: argv,
    options: {
      email: { type: "string" },
      password: { type: "string" },
      name: { type: "string" },
      "reset-totp": { type: "boolean", default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.email === undefined) throw new CliError("--email is required");
  const email = checkField(emailField, values.email, "--email");
  const rawPassword = values.password === "-" ? readStdinLine() : values.password;
  const password =
    rawPassword === undefined ? undefined : checkField(passwordField, rawPassword, "--password");
  return {
    email,
    password,
    name: values.name === undefined ? undefined : parseName(values.name),
    resetTotp: values["reset-totp"] ?? false,
  };
}

/** The same rules as the sign-up form's name fields (spec 000 §5), split at the first space. */
function parseName(value: string) {
  const full = sanitizeName(value);
  const [first = "", ...rest] = full.split(" ");
  const last = rest.join(" ");
  checkField(signUpSchema.shape.first_name, first, "--name");
  if (last) checkField(signUpSchema.shape.last_name, last, "--name");
  return { full, first, last };
}

function readStdinLine(): string {
  const line = readFileSync(0, "utf8").split(/\r?\n/)[0] ?? "";
  if (!line) throw new CliError("--password -: nothing was read from stdin");
  return line;
}

type Outcome = { userId: string; action: "created" | "promoted" | "updated"; passwordChanged: boolean };

async function createAdmin(ctx: CliContext, args: AdminArgs & { password: string }): Promise<Outcome> {
  const name = args.name ?? { full: "Administrator", first: "Administrator", last: "" };
  const { user } = await ctx.auth.api.signUpEmail({
    body: {
      email: args.email,
      password: args.password,
      name: name.full,
      firstName: name.first,
      lastName: name.last,
    },
  });
  await makeAdmin(ctx.db, user.id);
  // Sign-up signs the new account in; nobody holds that session, so it goes.
  await (await ctx.auth.$context).internalAdapter.deleteUserSessions(user.id);
  return { userId: user.id, action: "created", passwordChanged: true };
}

async function promoteAdmin(ctx: CliContext, existing: typeof users.$inferSelect, args: AdminArgs) {
  // The operator vouches for the address; an admin must be able to sign in.
  await makeAdmin(ctx.db, existing.id, args.name);
  if (args.password) await replacePassword(ctx, existing.id, args.password);
  const action: Outcome["action"] = existing.role === "admin" ? "updated" : "promoted";
  // A member's sessions were opened with a password alone; as an admin's they would skip the code.
  if (action === "promoted") await (await ctx.auth.$context).internalAdapter.deleteUserSessions(existing.id);
  return { userId: existing.id, action, passwordChanged: Boolean(args.password) };
}

/** As a password reset does: new argon2id hash on the credential account, every session ends. */
async function replacePassword(ctx: CliContext, userId: string, password: string) {
  const auth = await ctx.auth.$context;
  const hash = await auth.password.hash(password);
  if (await auth.internalAdapter.findCredentialAccount(userId)) {
    await auth.internalAdapter.updatePassword(userId, hash);
  } else {
    await auth.internalAdapter.linkAccount({
      userId,
      providerId: "credential",
      accountId: userId,
      password: hash,
    });
  }
  await auth.internalAdapter.deleteUserSessions(userId);
}

/** Enrols TOTP (or keeps it) and prints what the authenticator app needs, once. */
async function reportTotp(ctx: CliContext, account: { id: string; email: string }, reset: boolean) {
  const replacing = reset && (await hasAdminTotp(ctx.db, account.id));
  const enrolment = await enrolAdminTotp(ctx.auth, ctx.db, account, { reset });
  if (!enrolment) {
    console.log("Two-factor sign-in is already set up; the authenticator keeps working.");
    console.log("(Run again with --reset-totp to issue a new secret, e.g. for a lost phone.)");
    return;
  }
  if (replacing) {
    await (await ctx.auth.$context).internalAdapter.deleteUserSessions(account.id);
    console.log("A new TOTP secret replaces the old one; every session of this account was signed out.");
  }
  console.log("");
  console.log("Two-factor sign-in: add this account to an authenticator app (6-digit codes, every 30 s).");
  console.log("otpauth URI (open it on the phone, or make it a QR code to scan):");
  console.log(`  ${enrolment.uri}`);
  console.log("or type the secret by hand:");
  console.log(`TOTP secret: ${enrolment.secret}`);
  console.log("This secret is shown only now; keep it like a password.");
}

const args = cliArgs(USAGE, () => parse(process.argv.slice(2)));

await runCli(async (ctx) => {
  const [existing] = await ctx.db.select().from(users).where(eq(users.email, args.email));
  let outcome: Outcome;
  if (existing) {
    outcome = await promoteAdmin(ctx, existing, args);
  } else {
    if (!args.password)
      throw new CliError(`No account uses ${args.email}; --password is required to create one.`);
    outcome = await createAdmin(ctx, { ...args, password: args.password });
  }
  const verb = { created: "Created admin", promoted: "Promoted to admin", updated: "Updated admin" }[
    outcome.action
  ];
  // No admin signed in ran this: the entry names the account and says it came from the command line.
  await recordAudit(
    ctx.db,
    { id: outcome.userId, email: `${args.email} (admin:create)` },
    {
      action: `admin.${outcome.action === "created" ? "create" : outcome.action === "promoted" ? "promote" : "update"}`,
      targetType: "user",
      targetId: outcome.userId,
      before: existing ? { role: existing.role } : null,
      after: {
        role: "admin",
        password_changed: outcome.passwordChanged,
        totp_reset: args.resetTotp,
      },
    },
  );
  console.log(`${verb} ${args.email} (user id ${outcome.userId}).`);
  if (outcome.passwordChanged && outcome.action !== "created") {
    console.log("The password was replaced and every session of this account was signed out.");
  }
  if (outcome.action === "promoted") console.log("Its member sessions were signed out.");
  await reportTotp(ctx, { id: outcome.userId, email: args.email }, args.resetTotp);
  if (existing?.banned)
    console.log("Note: this account is suspended; it cannot sign in until it is unsuspended.");
  console.log(`Sign in at ${ctx.config.appUrl}/admin/login`);
});

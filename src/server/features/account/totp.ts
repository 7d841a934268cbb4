import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import { ADMIN_TOTP_DIGITS, ADMIN_TOTP_PERIOD_SECONDS } from "../../../shared/constants";

// The codes, secrets and URIs come from the same helpers better-auth's two-factor plugin verifies with
// (its own package, a dependency of better-auth), so what `admin:create` prints and what tests compute
// cannot drift from what the server accepts. This file only adapts them: time steps chosen by the
// caller, and secrets as people paste them.

function otpFor(secret: Uint8Array, digits = ADMIN_TOTP_DIGITS) {
  return createOTP(secret, { digits, period: ADMIN_TOTP_PERIOD_SECONDS });
}

/** Base32 without padding, as otpauth:// URIs carry secrets. */
export function base32Encode(bytes: Uint8Array): string {
  return base32.encode(bytes, { padding: false });
}

/** Accepts what people paste: any case, spaces and padding ignored. */
export function base32Decode(text: string): Buffer {
  // The helper takes only the upper-case alphabet and stops at the first "=".
  return Buffer.from(base32.decode(text.toUpperCase().replace(/[\s=]/g, "")));
}

/** The time step a moment falls in (RFC 6238 §4: T = floor(unix time / period)). */
export function totpStep(atMs = Date.now(), periodSeconds = ADMIN_TOTP_PERIOD_SECONDS): number {
  return Math.floor(atMs / 1000 / periodSeconds);
}

/** RFC 4226 HOTP for one counter value, truncated to `digits`. */
export function hotp(secret: Uint8Array, counter: number, digits = ADMIN_TOTP_DIGITS): Promise<string> {
  return otpFor(secret, digits).hotp(counter);
}

/**
 * The code an authenticator app shows at `atMs`. The helper's own `totp()` reads the clock itself;
 * taking the moment as an argument lets tests check fixed times and pick the next step's code.
 */
export function totpCode(secret: Uint8Array, atMs = Date.now(), digits = ADMIN_TOTP_DIGITS): Promise<string> {
  return hotp(secret, totpStep(atMs), digits);
}

/** Key URI format (github.com/google/google-authenticator/wiki/Key-Uri-Format), as better-auth builds it. */
export function otpauthUri(issuer: string, account: string, secret: Uint8Array): string {
  // %20 rather than "+" for the space in the issuer: some authenticator apps show the "+". The label is
  // percent-encoded already, so the only "+" left are the query's spaces.
  return otpFor(secret).url(issuer, account).replace(/\+/g, "%20");
}

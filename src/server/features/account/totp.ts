import { createHmac } from "node:crypto";
import { ADMIN_TOTP_DIGITS, ADMIN_TOTP_PERIOD_SECONDS } from "../../../shared/constants";

// RFC 4648 base32 and RFC 6238 TOTP (HMAC-SHA1), the form authenticator apps read. better-auth's
// two-factor plugin verifies codes with its own implementation; this one writes what `admin:create`
// prints (the otpauth:// URI and the base32 secret) and lets tests compute codes independently.

const BASE32_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** Base32 without padding, as otpauth:// URIs carry secrets. */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32_ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** Accepts what people paste: any case, spaces and padding ignored. */
export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=]/g, "");
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32_ALPHABET.indexOf(char);
    if (index === -1) throw new Error(`not a base32 character: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** The time step a moment falls in (RFC 6238 §4: T = floor(unix time / period)). */
export function totpStep(atMs = Date.now(), periodSeconds = ADMIN_TOTP_PERIOD_SECONDS): number {
  return Math.floor(atMs / 1000 / periodSeconds);
}

/** RFC 4226 HOTP for one counter value, truncated to `digits`. */
export function hotp(secret: Uint8Array, counter: number, digits = ADMIN_TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac("sha1", secret).update(message).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 15;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, "0");
}

/** The code an authenticator app shows at `atMs`. */
export function totpCode(secret: Uint8Array, atMs = Date.now(), digits = ADMIN_TOTP_DIGITS): string {
  return hotp(secret, totpStep(atMs), digits);
}

/** Key URI format (github.com/google/google-authenticator/wiki/Key-Uri-Format), as better-auth builds it. */
export function otpauthUri(issuer: string, account: string, secret: Uint8Array): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const params = new URLSearchParams({
    secret: base32Encode(secret),
    issuer,
    digits: String(ADMIN_TOTP_DIGITS),
    period: String(ADMIN_TOTP_PERIOD_SECONDS),
  });
  // %20 rather than "+" for the space in the issuer: some authenticator apps show the "+".
  return `otpauth://totp/${label}?${params.toString().replace(/\+/g, "%20")}`;
}

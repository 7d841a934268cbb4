import { z } from "zod";

// 001 §4: licence codes are 12 characters from an alphabet without look-alikes (no 0/O,
// 1/I/L), shown in groups of four. Members may type them in any case, with or without the dashes.
export const LICENSE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const LICENSE_CODE_LENGTH = 12;

export function formatLicenseCode(raw: string): string {
  const chars = raw.toUpperCase().replace(/[^A-Z0-9]/g, "");
  return chars.match(/.{1,4}/g)?.join("-") ?? "";
}

export const LICENSE_MESSAGES = {
  format: "Licence codes have 12 letters and digits, like ABCD-EFGH-JKMN.",
} as const;

export const redeemLicenseSchema = z.strictObject({
  code: z
    .string()
    .transform(formatLicenseCode)
    .pipe(z.string().regex(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/, LICENSE_MESSAGES.format)),
});

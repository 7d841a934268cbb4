import { describe, expect, test } from "vitest";
import { base32Decode, base32Encode, hotp, otpauthUri, totpCode, totpStep } from "./totp";

// RFC 4226 Appendix D and RFC 6238 Appendix B (SHA-1) test vectors: the secret is the ASCII string
// "12345678901234567890".
const RFC_SECRET = Buffer.from("12345678901234567890", "ascii");

describe("TOTP", () => {
  test("HOTP matches RFC 4226 Appendix D", async () => {
    const expected = ["755224", "287082", "359152", "969429", "338314", "254676", "287922", "162583"];
    for (const [counter, code] of expected.entries()) expect(await hotp(RFC_SECRET, counter)).toBe(code);
  });

  test("TOTP matches RFC 6238 Appendix B (8 digits, 30 s)", async () => {
    const vectors: [number, string][] = [
      [59, "94287082"],
      [1111111109, "07081804"],
      [1111111111, "14050471"],
      [1234567890, "89005924"],
      [2000000000, "69279037"],
      [20000000000, "65353130"],
    ];
    for (const [seconds, code] of vectors) expect(await totpCode(RFC_SECRET, seconds * 1000, 8)).toBe(code);
  });

  test("codes change with the 30-second step", async () => {
    expect(totpStep(29_999)).toBe(0);
    expect(totpStep(30_000)).toBe(1);
    expect(await totpCode(RFC_SECRET, 30_000)).not.toBe(await totpCode(RFC_SECRET, 60_000));
  });

  test("base32 round-trips and matches RFC 4648 §10", () => {
    expect(base32Encode(Buffer.from("foobar"))).toBe("MZXW6YTBOI");
    expect(base32Encode(Buffer.from("f"))).toBe("MY");
    expect(base32Decode("mzxw 6ytb oi======").toString()).toBe("foobar");
    expect(base32Decode(base32Encode(RFC_SECRET))).toEqual(RFC_SECRET);
    expect(() => base32Decode("not base32!")).toThrow();
  });

  test("the otpauth URI names the issuer, the account and the parameters", () => {
    const text = otpauthUri("Finance Careers", "ada@example.com", RFC_SECRET);
    expect(text).toContain("issuer=Finance%20Careers");
    const uri = new URL(text);
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.host).toBe("totp");
    expect(decodeURIComponent(uri.pathname)).toBe("/Finance Careers:ada@example.com");
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      secret: base32Encode(RFC_SECRET),
      issuer: "Finance Careers",
      digits: "6",
      period: "30",
    });
  });
});

import { describe, expect, test } from "vitest";
import type { ZodType } from "zod";
import { VALIDATION } from "../messages";
import {
  adminSignInSchema,
  adminTotpSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from "./auth";

// spec 000 §5.2 validators with the §5.3 texts, verbatim; the server and the forms share these objects.

const valid = { first_name: "Ada", last_name: "Lovelace", email: "ada@example.com", password: "secret1" };

/** field → first message for a failed parse (as the server reports it), or null when it passes. */
function errors(schema: ZodType, input: unknown): Record<string, string> | null {
  const result = schema.safeParse(input);
  if (result.success) return null;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join(".")] ??= issue.message;
  return fields;
}

describe("signUpSchema", () => {
  test("sanitises what it accepts", () => {
    const parsed = signUpSchema.parse({
      first_name: "  Mary   Ann ",
      last_name: "O'Neil-Smith",
      email: "  Ada@Example.COM ",
      password: " spaced out ",
      referral_code: "friend-10",
    });
    expect(parsed).toEqual({
      first_name: "Mary Ann",
      last_name: "O'Neil-Smith",
      email: "ada@example.com",
      password: " spaced out ",
      referral_code: "FRIEND10",
    });
  });

  test.each([
    [{ email: "ada@example" }, "email", VALIDATION.email.text],
    [{ email: "ada example@x.com" }, "email", VALIDATION.email.text],
    [{ email: "ada..lovelace@example.com" }, "email", VALIDATION.email.text],
    [{ email: "ada@example.c" }, "email", VALIDATION.email.text],
    [{ email: "ada@-example.com" }, "email", VALIDATION.email.text],
    [{ password: "12345" }, "password", VALIDATION.password.text],
    [{ first_name: "Ada1" }, "first_name", VALIDATION.firstName.text],
    [{ first_name: "A".repeat(51) }, "first_name", VALIDATION.firstName.text],
    [{ last_name: "Love_lace" }, "last_name", VALIDATION.lastName.text],
    [{ referral_code: "AB" }, "referral_code", VALIDATION.referralCode.text],
    [{ email: "" }, "email", VALIDATION.required.text],
    [{ first_name: "<>" }, "first_name", VALIDATION.required.text],
  ])("%j fails on %s with the spec's message", (override, field, message) => {
    expect(errors(signUpSchema, { ...valid, ...override })).toEqual({ [field]: message });
  });

  test("accepts letters from any alphabet, and exactly 50 of them", () => {
    expect(errors(signUpSchema, { ...valid, first_name: "Zoë", last_name: "Ångström" })).toBeNull();
    expect(
      errors(signUpSchema, { ...valid, first_name: "A".repeat(50), password: "x".repeat(128) }),
    ).toBeNull();
  });

  test("missing or non-string fields get the required-fields message", () => {
    expect(errors(signUpSchema, {})).toEqual({
      first_name: VALIDATION.required.text,
      last_name: VALIDATION.required.text,
      email: VALIDATION.required.text,
      password: VALIDATION.required.text,
    });
    expect(errors(signUpSchema, { ...valid, password: 123456 })).toEqual({
      password: VALIDATION.required.text,
    });
  });

  test("refuses unknown fields", () => {
    expect(signUpSchema.safeParse({ ...valid, role: "admin" }).success).toBe(false);
  });

  test("an over-long email is refused with the spec's message, never cut into another address", () => {
    // Cut at 254 characters this would still be a valid address, but a different one.
    const long = `ada@example.co${"m".repeat(250)}`;
    expect(errors(signUpSchema, { ...valid, email: long })).toEqual({ email: VALIDATION.email.text });
    for (const schema of [signInSchema, forgotPasswordSchema]) {
      expect(errors(schema, { email: long, password: "x" })?.email).toBe(VALIDATION.email.text);
    }
    const exact = `${"a".repeat(242)}@example.com`;
    expect(exact).toHaveLength(254);
    expect(errors(signUpSchema, { ...valid, email: exact })).toBeNull();
  });
});

describe("sign-in, admin sign-in, forgot and reset", () => {
  test("sign-in needs a valid email and any non-empty password", () => {
    for (const schema of [signInSchema, adminSignInSchema]) {
      expect(errors(schema, { email: "ADA@example.com", password: "x" })).toBeNull();
      expect(errors(schema, { email: "nope", password: "" })).toEqual({
        email: VALIDATION.email.text,
        password: VALIDATION.required.text,
      });
    }
  });

  test("forgot-password takes only an email", () => {
    expect(forgotPasswordSchema.parse({ email: " A@B.co " })).toEqual({ email: "a@b.co" });
    expect(forgotPasswordSchema.safeParse({ email: "a@b.co", password: "x" }).success).toBe(false);
  });

  test("reset-password needs a token, a valid password and the same confirmation", () => {
    const ok = { token: "t0k3n", password: "secret1", confirm_password: "secret1" };
    expect(errors(resetPasswordSchema, ok)).toBeNull();
    expect(errors(resetPasswordSchema, { ...ok, token: "" })).toEqual({
      token: "This reset link is incomplete. Request a new one.",
    });
    expect(errors(resetPasswordSchema, { ...ok, password: "short", confirm_password: "short" })).toEqual({
      password: VALIDATION.password.text,
    });
    expect(errors(resetPasswordSchema, { ...ok, confirm_password: "secret2" })).toEqual({
      confirm_password: "The two passwords do not match.",
    });
  });
});

describe("admin authenticator code", () => {
  const message = "Enter the 6-digit code from your authenticator app.";
  test("six digits; spaces people type or paste are dropped", () => {
    expect(adminTotpSchema.parse({ code: "012345" })).toEqual({ code: "012345" });
    expect(adminTotpSchema.parse({ code: " 012 345 " })).toEqual({ code: "012345" });
  });
  test("anything else is refused with one message", () => {
    for (const code of ["", "12345", "1234567", "12a456", "١٢٣٤٥٦", 123456]) {
      expect(errors(adminTotpSchema, { code })).toEqual({ code: message });
    }
    expect(adminTotpSchema.safeParse({ code: "123456", trustDevice: true }).success).toBe(false);
  });
});

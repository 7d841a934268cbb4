import { describe, expect, test } from "vitest";
import { CONTACT_VALIDATION } from "../messages";
import { contactSchema, isHoneypotFilled } from "./contact";

// spec 000 §5.4: each field's own text, verbatim, when it is missing or invalid; §5.1 sanitisers first.

const valid = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  subject: "Question about Premium",
  message: "Hello,\n\nDoes Premium include interview practice?",
};

function errors(input: unknown): Record<string, string> | null {
  const result = contactSchema.safeParse(input);
  if (result.success) return null;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join(".")] ??= issue.message;
  return fields;
}

describe("contactSchema", () => {
  test("sanitises what it accepts and keeps the message's lines", () => {
    expect(
      contactSchema.parse({
        name: "  Mary \t Ann  <b>O'Neil</b> ",
        email: "  Ada@Example.COM ",
        subject: " Billing\r\n  question ",
        message: "  Line one\n\nLine <two>\u0000  ",
        website: "",
      }),
    ).toEqual({
      name: "Mary Ann bO'Neil/b",
      email: "ada@example.com",
      subject: "Billing question",
      message: "Line one\n\nLine two",
      website: "",
    });
  });

  test("an empty form names every field with its §5.4 text", () => {
    expect(errors({ name: "", email: "", subject: "", message: "" })).toEqual({
      name: CONTACT_VALIDATION.name,
      email: CONTACT_VALIDATION.email,
      subject: CONTACT_VALIDATION.subject,
      message: CONTACT_VALIDATION.message,
    });
  });

  test("missing keys, null and wrong types get the same texts as empty fields", () => {
    expect(errors({})).toEqual(errors({ name: "", email: "", subject: "", message: "" }));
    expect(errors({ name: null, email: 42, subject: ["x"], message: { a: 1 } })).toEqual(errors({}));
  });

  test.each([
    ["name", "   ", CONTACT_VALIDATION.name],
    ["name", "<>", CONTACT_VALIDATION.name],
    ["name", "1234 !!", CONTACT_VALIDATION.name],
    ["email", "not-an-email", CONTACT_VALIDATION.email],
    ["email", "ada@", CONTACT_VALIDATION.email],
    ["email", `${"a".repeat(250)}@example.com`, CONTACT_VALIDATION.email],
    ["subject", " \n\t ", CONTACT_VALIDATION.subject],
    ["message", "<><>", CONTACT_VALIDATION.message],
  ])("%s %j is refused with its own text", (name, value, message) => {
    expect(errors({ ...valid, [name]: value })).toEqual({ [name]: message });
  });

  test("names from anywhere pass, and long text is cut to the §5.1 lengths", () => {
    expect(errors({ ...valid, name: "Zoë Ó Súilleabháin-Nguyễn" })).toBeNull();
    const parsed = contactSchema.parse({
      ...valid,
      subject: "s".repeat(250),
      message: "m".repeat(1200),
    });
    expect(parsed.subject).toHaveLength(200);
    expect(parsed.message).toHaveLength(1000);
  });

  test("refuses fields it does not know", () => {
    expect(errors({ ...valid, user_id: "someone-else" })).toMatchObject({ "": expect.any(String) });
  });

  test("the honeypot passes validation but marks the message as a bot's", () => {
    expect(isHoneypotFilled(contactSchema.parse({ ...valid, website: "http://spam.example" }))).toBe(true);
    expect(isHoneypotFilled(contactSchema.parse({ ...valid, website: "  " }))).toBe(false);
    expect(isHoneypotFilled(contactSchema.parse(valid))).toBe(false);
  });
});

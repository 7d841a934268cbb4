import { describe, expect, test } from "vitest";
import { displayValue, fieldLabel, localDateTime, NOT_AVAILABLE, ticketSnippet } from "./format";

describe("001 §2 display rules", () => {
  test("missing values show N/A", () => {
    for (const missing of [null, undefined, "", "   ", [], {}]) {
      expect(displayValue(missing), JSON.stringify(missing)).toEqual({ kind: "text", text: NOT_AVAILABLE });
    }
  });

  test("booleans show Yes/No, numbers as they are", () => {
    expect(displayValue(true).text).toBe("Yes");
    expect(displayValue(false).text).toBe("No");
    expect(displayValue(0).text).toBe("0");
  });

  test("ISO dates show in the local format; other strings unchanged", () => {
    const iso = "2026-03-01T09:30:00.000Z";
    expect(displayValue(iso).text).toBe(localDateTime(iso));
    expect(displayValue(iso).text).not.toBe(iso);
    expect(displayValue("2026 plans").text).toBe("2026 plans");
  });

  test("arrays are joined by commas, objects are formatted text", () => {
    expect(displayValue(["Banking", "Markets", null]).text).toBe("Banking, Markets");
    expect(displayValue([true, false]).text).toBe("Yes, No");
    expect(displayValue({ a: 1, b: [2] })).toEqual({
      kind: "block",
      text: JSON.stringify({ a: 1, b: [2] }, null, 2),
    });
  });

  test("field names read as words", () => {
    expect(fieldLabel("signupDate")).toBe("Signup Date");
    expect(fieldLabel("trial_ends_at")).toBe("Trial Ends At");
    expect(fieldLabel("id")).toBe("ID");
    expect(fieldLabel("rawUserMetadata")).toBe("Raw User Metadata");
  });
});

describe("001 §9 ticket snippet", () => {
  test("cut at 100 characters, then an ellipsis; shorter messages are whole", () => {
    const long = `${"a".repeat(99)}bc`;
    expect(ticketSnippet(long)).toBe(`${"a".repeat(99)}b…`);
    expect(ticketSnippet("x".repeat(100))).toBe("x".repeat(100));
    expect(ticketSnippet("Short question")).toBe("Short question");
    expect(ticketSnippet(`${"é".repeat(99)}😀😀`)).toBe(`${"é".repeat(99)}😀…`);
  });
});

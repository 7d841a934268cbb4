import { describe, expect, test } from "vitest";
import { isCommonPassword } from "./common-passwords";

describe("common passwords", () => {
  test.each(["password", "123456", "qwerty", "PASSWORD", "iloveyou", "football", "letmein", "monkey"])(
    "%s is refused",
    (password) => expect(isCommonPassword(password)).toBe(true),
  );

  test.each(["correct horse battery", "Leeds-Analyst-2027!", "secret12", "q8#Vz!mR"])(
    "%s is allowed",
    (password) => expect(isCommonPassword(password)).toBe(false),
  );
});

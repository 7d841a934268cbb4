import { describe, expect, test } from "vitest";
import { VALIDATION } from "../../../shared/messages";
import {
  ONBOARDING_DEFAULTS,
  ONBOARDING_MESSAGES,
  ONBOARDING_STEPS,
} from "../../../shared/onboarding-choices";
import { firstStepWithErrors, neighbours, STEP_FIELDS, stepErrors } from "./steps";

describe("onboarding steps", () => {
  test("every draft field belongs to exactly one step", () => {
    const owned = Object.values(STEP_FIELDS).flat();
    expect(owned.sort()).toEqual(Object.keys(ONBOARDING_DEFAULTS).sort());
  });

  test("Back and Next follow the spec's order", () => {
    expect(neighbours("welcome")).toEqual({ previous: undefined, next: "personal-details" });
    expect(neighbours("career-vision")).toEqual({ previous: "notification-preferences", next: "done" });
    expect(ONBOARDING_STEPS.at(-1)).toBe("done");
  });

  test("a step reports only its own missing answers, with the shared messages", () => {
    expect(stepErrors(ONBOARDING_DEFAULTS, "personal-details")).toEqual({
      firstName: VALIDATION.required.text,
      lastName: VALIDATION.required.text,
      university: ONBOARDING_MESSAGES.university,
    });
    expect(stepErrors(ONBOARDING_DEFAULTS, "notification-preferences")).toEqual({});
    expect(firstStepWithErrors(ONBOARDING_DEFAULTS)).toBe("personal-details");
  });
});

import { describe, expect, test } from "vitest";
import { firstIncompleteStep, mergeDraft, ONBOARDING_DEFAULTS, onboardingSchema } from "./onboarding";

describe("onboarding draft (spec 000 §3, §4.5)", () => {
  test("defaults: empty texts and lists, nulls, daily summary alerts", () => {
    expect(ONBOARDING_DEFAULTS.job_update_frequency).toBe("daily_summary");
    expect(ONBOARDING_DEFAULTS.education_status).toBeNull();
    expect(ONBOARDING_DEFAULTS.targeted_locations).toEqual([]);
    expect(ONBOARDING_DEFAULTS.firstName).toBe("");
  });

  test("a stored draft is merged over the defaults, ignoring unknown keys and wrong shapes", () => {
    const merged = mergeDraft({
      firstName: "Ada",
      targeted_locations: ["london"],
      open_to_remote: true,
      strongest_skills: "excel",
      job_update_frequency: 3,
      injected: "x",
    });
    expect(merged).toEqual({
      ...ONBOARDING_DEFAULTS,
      firstName: "Ada",
      targeted_locations: ["london"],
      open_to_remote: true,
    });
    expect(mergeDraft("not json")).toEqual(ONBOARDING_DEFAULTS);
    expect(mergeDraft(null)).toEqual(ONBOARDING_DEFAULTS);
    expect(mergeDraft([1, 2])).toEqual(ONBOARDING_DEFAULTS);
  });

  test("merging does not share arrays with the defaults", () => {
    const draft = mergeDraft({});
    draft.targeted_locations.push("london");
    expect(ONBOARDING_DEFAULTS.targeted_locations).toEqual([]);
  });

  test("resumes at the first step with missing answers", () => {
    expect(firstIncompleteStep(ONBOARDING_DEFAULTS)).toBe("personal-details");
    const named = { ...ONBOARDING_DEFAULTS, firstName: "A", lastName: "B", university: "LSE" };
    expect(firstIncompleteStep(named)).toBe("education-background");
    expect(firstIncompleteStep({ ...named, education_status: "graduate" })).toBe("career-goals");
    expect(
      firstIncompleteStep({
        ...named,
        education_status: "graduate",
        targeted_role_types: ["spring_week"],
        targeted_finance_areas: ["risk"],
        targeted_locations: ["london"],
      }),
    ).toBe("done");
  });

  test("university_name is filled from university when still empty, kept otherwise", () => {
    const base = {
      ...ONBOARDING_DEFAULTS,
      firstName: "Ada",
      lastName: "King",
      university: "UCL",
      education_status: "masters",
      targeted_role_types: ["graduate_programme"],
      targeted_finance_areas: ["quant"],
      targeted_locations: ["london"],
    };
    expect(onboardingSchema.parse(base).university_name).toBe("UCL");
    expect(
      onboardingSchema.parse({ ...base, university_name: "University College London" }).university_name,
    ).toBe("University College London");
  });
});

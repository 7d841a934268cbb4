import { describe, expect, test } from "vitest";
import { experienceAsked } from "./experience-asks";

// How much work postings ask for, as UK firms word it; invented postings.
describe("experience asked for", () => {
  test.each([
    ["You'll have between one and three years' experience in leveraged finance.", { min: 12, around: 36 }],
    ["An analyst with 12-24 months' experience at a bulge-bracket bank.", { min: 12, around: 24 }],
    ["This role suits someone with 0-2 years' experience.", { around: 24 }],
    ["Between six months and two years' experience in real estate.", { min: 6, around: 24 }],
    ["Candidates with 18-36 months in M&A or transaction services.", { min: 18, around: 36 }],
    ["Typically two to four years' experience in M&A advisory.", { around: 48 }],
    ["Up to 18 months of professional experience.", { max: 18 }],
    ["You can't have more than 12 months' full-time professional experience.", { max: 12 }],
    ["We won't consider candidates with more than six months' full-time experience.", { max: 6 }],
    ["You'll have less than a year of full-time work experience.", { max: 12 }],
    ["A recent graduate with up to two years' work experience.", {}],
    ["At least four years' restructuring experience.", { min: 48 }],
  ])("%s", (text, expected) => {
    expect(experienceAsked(text)).toEqual(expected);
  });

  test("leaves experience counted since graduating to the graduation date, and dates alone", () => {
    expect(experienceAsked("At least 2 years' experience since graduating in credit analysis.")).toEqual({});
    expect(experienceAsked("3-5 years' post-graduate experience in PE.")).toEqual({});
    expect(experienceAsked("A 10-week programme, summer 2027, for 12 months from July.")).toEqual({});
  });
});

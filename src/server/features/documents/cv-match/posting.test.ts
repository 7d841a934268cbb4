import { describe, expect, test } from "vitest";
import type { MatchContext } from "./context";
import { IB_POSTING } from "./cv-match.fixtures";
import { askedSkills } from "./hard-skills-part";
import { parsePosting } from "./posting";

const asked = (text: string, title = "Analyst") =>
  askedSkills({ posting: parsePosting({ title, firm: "Firm", text }) } as MatchContext);

describe("parsePosting", () => {
  test("weighs requirements over duties, and halves what a clause calls desirable", () => {
    const skills = asked(IB_POSTING.text);
    expect(skills.get("excel")).toEqual({ weight: 1, core: false });
    expect(skills.get("pitch-books")?.weight).toBe(0.6);
    expect(skills.get("vba")?.weight).toBe(0.5);
  });

  test("judges 'desirable' clause by clause", () => {
    const skills = asked("Requirements\n• Strong programming skills in Python; C++ is a plus");
    expect(skills.get("python")?.weight).toBe(1);
    expect(skills.get("cpp")?.weight).toBe(0.5);
  });

  test("reads headings the job summary's reader leaves unnamed", () => {
    const text = "In this role you will:\n• Support traders\n\nYou will need:\n• Excel skills\n• SQL";
    expect(asked(text).get("sql")?.weight).toBe(1);
  });

  test("ignores benefits, and what a posting says is not needed", () => {
    const skills = asked(
      "Requirements\n• No prior finance knowledge is needed\n\nWhat we offer\nFull support for the CFA qualification.",
    );
    expect(skills.has("cfa")).toBe(false);
    expect(
      parsePosting({ title: "Quant", firm: "F", text: "No prior finance knowledge is needed." })
        .noExperienceNeeded,
    ).toBe(true);
    const read = (text: string) => parsePosting({ title: "Quant", firm: "F", text }).noExperienceNeeded;
    expect(read("You don't need to know finance. We care more about how you approach a problem.")).toBe(true);
    expect(read("You will need to know finance well.")).toBe(false);
    expect(
      read("You don't need to have studied finance, and we don't expect you to have worked in a bank."),
    ).toBe(true);
    expect(read("No previous experience is expected.")).toBe(true);
    expect(read("We expect you to have worked in a bank.")).toBe(false);
  });

  test("adds the skills an area takes for granted, at a low weight", () => {
    const skills = asked("What we're looking for\n• Curiosity", "Investment Banking Analyst");
    expect(skills.get("financial-modelling")).toEqual({ weight: 0.4, core: true });
  });

  test("finds the area and programme type from the title when they are not given", () => {
    const posting = parsePosting({
      title: "Audit & Assurance Graduate Programme 2026",
      firm: "F",
      text: "Join us.",
    });
    expect(posting.areas).toEqual(["audit"]);
    expect(posting.roleType).toBe("graduate_programme");
    expect(parsePosting({ title: "Spring Insight Week", firm: "F", text: "" }).roleType).toBe("spring_week");
  });
});

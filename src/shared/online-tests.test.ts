import { describe, expect, test } from "vitest";
import { onlineTestsIn } from "./online-tests";

const names = (text: string) => onlineTestsIn(text).map((test) => test.name);

describe("the online tests a posting names", () => {
  test("providers are found by name, whatever the case or spacing", () => {
    expect(
      names("Successful applicants will complete an SHL numerical test and a HireVue interview."),
    ).toEqual(["SHL", "HireVue"]);
    expect(names("You will sit the Watson-Glaser critical thinking appraisal")).toEqual(["Watson Glaser"]);
    expect(names("online assessments (Cappfinity) and a Hire Vue")).toEqual(["Cappfinity", "HireVue"]);
  });

  test("a kind of test is kept only when no named provider covers it", () => {
    expect(names("This stage includes a numerical reasoning test and a video interview.")).toEqual([
      "Numerical reasoning test",
      "Video interview",
    ]);
    expect(names("an SHL numerical reasoning test")).toEqual(["SHL"]);
    expect(names("HireVue video interview, then an inductive reasoning assessment")).toEqual([
      "HireVue",
      "Logical reasoning test",
    ]);
  });

  test("situational judgement, critical thinking and inductive tests link to their practice", () => {
    const found = (text: string) => onlineTestsIn(text).map((test) => [test.name, test.practise]);
    expect(found("Stage two is a situational judgement test (SJT).")).toEqual([
      ["Situational judgement test", ["situational"]],
    ]);
    expect(found("a critical thinking test")).toEqual([["Critical thinking test", ["critical_thinking"]]]);
    expect(found("the Watson Glaser")).toEqual([["Watson Glaser", ["critical_thinking", "verbal"]]]);
    expect(found("an inductive reasoning test")).toEqual([
      ["Logical reasoning test", ["logical", "logical_adaptive"]],
    ]);
    expect(names("Cappfinity situational judgement questions")).toEqual(["Cappfinity"]);
  });

  test("words that only look like a provider are not taken for one", () => {
    expect(names("We value shl-ish things and savilles")).toEqual([]);
    expect(names("Sovan Ltd; the Soviet economy; a Kapp test")).toEqual([]);
    expect(names("")).toEqual([]);
  });
});

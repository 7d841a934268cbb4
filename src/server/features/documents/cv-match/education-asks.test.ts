import { describe, expect, test } from "vitest";
import { educationAsk } from "./education-asks";
import { parsePosting } from "./posting";

const ask = (requirements: string) =>
  educationAsk(parsePosting({ title: "Analyst", firm: "Firm", text: `Requirements\n${requirements}` }).lines);

describe("what a posting asks of education", () => {
  test("takes the lowest degree class it accepts", () => {
    expect(ask("• A 2:1 degree or above in any discipline").minClass).toBe("upper-second");
    expect(ask("• A First or a strong 2:1").minClass).toBe("upper-second");
    expect(ask("• A First or equivalent (or on track for one)").minClass).toBe("first");
    expect(ask("• A first interview with the team").minClass).toBeUndefined();
  });

  test("reads 'no minimum' as no bar", () => {
    const noBar = ask("• We don't set a minimum degree classification or UCAS points");
    expect(noBar.minClass).toBeUndefined();
    expect(noBar.minSchoolPoints).toBeUndefined();
  });

  test("reads subjects: any discipline, named subjects, numerate and quantitative degrees", () => {
    expect(ask("• Graduating in 2026 in any discipline").subjects).toBe("any");
    const numerate = ask("• A numerate degree with a predicted 2:1");
    expect(numerate.subjects).toBeInstanceOf(Set);
    expect([...(numerate.subjects as Set<string>)]).toEqual(
      expect.arrayContaining(["economics", "mathematics", "finance"]),
    );
    const quant = ask("• Students of mathematics, physics or another quantitative discipline");
    expect([...(quant.subjects as Set<string>)]).toEqual(
      expect.arrayContaining(["computer-science", "statistics"]),
    );
    expect([...(quant.subjects as Set<string>)]).not.toContain("economics");
  });

  test("reads A-level grades and UCAS points", () => {
    expect(ask("• Strong A-level results (AAB or equivalent)").minSchoolPoints).toBe(136);
    expect(ask("• 112 UCAS points or equivalent").minSchoolPoints).toBe(112);
  });
});

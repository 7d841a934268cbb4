import { describe, expect, test } from "vitest";
import { universityKey } from "./alumni";

describe("universityKey", () => {
  test("case, spacing, punctuation, accents and a leading The do not matter", () => {
    const leeds = universityKey("University of Leeds");
    for (const name of [
      "the university of leeds",
      "  UNIVERSITY   OF LEEDS ",
      "University of Leeds.",
      "Leeds University",
    ]) {
      expect(universityKey(name), name).toBe(leeds);
    }
    expect(universityKey("King's College London")).toBe(universityKey("Kings College London"));
    expect(universityKey("Université de Genève")).toBe(universityKey("Universite de Geneve"));
    expect(universityKey("Uni of Bristol")).toBe(universityKey("University of Bristol"));
    expect(universityKey("Bristol Uni")).toBe(universityKey("University of Bristol"));
  });

  test("well-known short names and a bracketed abbreviation match the full name", () => {
    const lse = universityKey("London School of Economics and Political Science");
    expect(universityKey("LSE")).toBe(lse);
    expect(universityKey("London School of Economics (LSE)")).toBe(lse);
    expect(universityKey("UCL")).toBe(universityKey("University College London"));
    expect(universityKey("KCL")).toBe(universityKey("King's College London"));
    expect(universityKey("Imperial")).toBe(universityKey("Imperial College London"));
  });

  test("different universities stay different", () => {
    expect(universityKey("University of Manchester")).not.toBe(
      universityKey("Manchester Metropolitan University"),
    );
    expect(universityKey("University College London")).not.toBe(universityKey("University of London"));
    expect(universityKey("Oxford Brookes University")).not.toBe(universityKey("University of Oxford"));
    expect(universityKey("University of Leeds")).not.toBe(universityKey("Leeds Beckett University"));
  });
});

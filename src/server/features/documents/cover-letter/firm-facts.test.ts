import { describe, expect, test } from "vitest";
import { listItems, readFirm, sectorNoun } from "./firm-facts";

// A firm's profile read into phrases, whichever way it is written.

describe("reading a firm's profile", () => {
  test("a list keeps its figures whole: a thousands comma or a decimal point ends no item", () => {
    expect(listItems("6,000 families, business owners and charities")).toEqual([
      "6,000 families",
      "business owners",
      "charities",
    ]);
    expect(listItems("£6.2bn of client assets and 40 advisers")).toEqual([
      "£6.2bn of client assets",
      "40 advisers",
    ]);
  });

  test("what it is, what it works on, for whom, its divisions and offices", () => {
    const facts = readFirm(
      "Ashcombe Lyle",
      [
        "Ashcombe Lyle is an independent advisory bank founded in London in 1994. It advises corporates, financial sponsors and governments on mergers and acquisitions, restructuring and capital raising. Its three divisions are Advisory, Capital Markets and Restructuring. The firm has offices in London, Frankfurt and New York.",
      ],
      [],
    );
    expect(facts).toMatchObject({
      identity: "an independent advisory bank",
      areas: ["mergers and acquisitions", "restructuring", "capital raising"],
      clients: ["corporates", "financial sponsors", "governments"],
      divisions: ["Advisory", "Capital Markets", "Restructuring"],
      offices: ["London", "Frankfurt", "New York"],
    });
  });

  test("values, programmes and the firm's other facts, from sentences of any shape", () => {
    const facts = readFirm(
      "Greyfriars",
      [
        "Founded in 1870, Greyfriars is a British private bank and wealth manager. Our culture is built on long-term relationships. The bank publishes its research every quarter. Graduates join its two-year graduate programme, which rotates them through investment management and private banking.",
      ],
      [],
    );
    expect(facts.identity).toBe("a British private bank and wealth manager");
    expect(facts.value).toBe("its culture of long-term relationships");
    expect(facts.programme).toEqual({
      name: "its two-year graduate programme",
      does: "rotates them through investment management and private banking",
    });
    expect(facts.notes).toContain("the bank publishes its research every quarter");
  });

  test("from the posting only the firm's own sentences and its own programme count", () => {
    const facts = readFirm(
      "Northbridge Partners",
      [],
      [
        "We are looking for first-year students. Northbridge Partners is a global investment bank. Strong participants may be offered a fast-track to our 2027 Summer Analyst Programme.",
      ],
      "Spring Insight Week 2026",
    );
    expect(facts.identity).toBe("a global investment bank");
    expect(facts.programme).toBeNull();
    expect(sectorNoun("private_equity")).toBe("private equity firm");
    expect(sectorNoun("Asset management")).toBe("asset manager");
  });
});

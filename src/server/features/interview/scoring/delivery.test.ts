import { describe, expect, test } from "vitest";
import { readAnswer } from "./answer-text";
import { findFillers, findHedges, judgeDelivery } from "./delivery";

const fillers = (text: string) =>
  Object.fromEntries(findFillers(readAnswer(text)).map((f) => [f.word, f.count]));

describe("filler words", () => {
  test('counts "um", "like", "you know" and "basically"', () => {
    const text = "Um, so basically it was like really hard, you know, and um we like lost the first game.";
    expect(fillers(text)).toMatchObject({ um: 2, basically: 1, like: 2, "you know": 1 });
  });

  test('does not count "like" as a verb or a comparison, nor "do you know"', () => {
    const text =
      "I would like to work at banks like Barclays. I like valuation. Do you know the answer? It looks like rain.";
    expect(fillers(text)).toEqual({});
  });

  test("counts hedges by phrase, treating kind of and sort of as one", () => {
    const hedges = findHedges(
      readAnswer("I think it sort of worked, maybe, and it was kind of fun. What kind of firm?"),
    );
    expect(Object.fromEntries(hedges.map((h) => [h.word, h.count]))).toEqual({
      "i think": 1,
      maybe: 1,
      "sort of": 2,
    });
  });
});

describe("judgeDelivery", () => {
  test("a clean answer scores 5 and a filler-heavy one much lower", () => {
    const clean = readAnswer(
      "I rebuilt the model and presented it to the panel, which chose our team for the final round.",
    );
    expect(judgeDelivery(clean, findFillers(clean), findHedges(clean)).raw).toBe(5);
    const messy = readAnswer(
      "um so basically I like rebuilt the model you know and um like presented it and yeah I think it sort of went well",
    );
    const judged = judgeDelivery(messy, findFillers(messy), findHedges(messy));
    expect(judged.raw).toBeLessThan(2.5);
    expect(judged.why).toContain('"um" ×2');
  });
});

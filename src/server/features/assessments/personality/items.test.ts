import { describe, expect, test } from "vitest";
import {
  ANSWER_SCALE,
  DOMAIN_IDS,
  FACET_IDS,
  ITEMS_PER_PAGE,
  PERSONALITY_ITEM_COUNT,
  PERSONALITY_PAGE_COUNT,
} from "../../../../shared/personality";
import { itemPage, itemScore, PERSONALITY_ITEMS } from "./items";

// The inventory as published: 120 statements, 24 per domain, 4 per facet, in the package's order.

describe("personality items", () => {
  test("120 items with unique ids, 24 per domain and 4 per facet", () => {
    expect(PERSONALITY_ITEMS).toHaveLength(PERSONALITY_ITEM_COUNT);
    expect(new Set(PERSONALITY_ITEMS.map((item) => item.id)).size).toBe(120);
    for (const domain of DOMAIN_IDS) {
      expect(PERSONALITY_ITEMS.filter((item) => item.domain === domain)).toHaveLength(24);
      for (const facet of FACET_IDS) {
        const items = PERSONALITY_ITEMS.filter((item) => item.domain === domain && item.facet === facet);
        expect(items, `${domain}${facet}`).toHaveLength(4);
      }
    }
  });

  test("keeps the package's order and wording", () => {
    expect(PERSONALITY_ITEMS[0]).toEqual({
      id: "43c98ce8-a07a-4dc2-80f6-c1b2a2485f06",
      text: "Worry about things",
      domain: "N",
      facet: 1,
      keyed: "plus",
    });
    expect(PERSONALITY_ITEMS[8]).toMatchObject({
      text: "Use others for my own ends",
      domain: "A",
      keyed: "minus",
    });
    expect(PERSONALITY_ITEMS[119]).toMatchObject({ text: "Act without thinking", domain: "C", facet: 6 });
  });

  test("plus-keyed items per domain match the published key (N 17, E 18, O 12, A 7, C 11)", () => {
    const plus = Object.fromEntries(
      DOMAIN_IDS.map((domain) => [
        domain,
        PERSONALITY_ITEMS.filter((item) => item.domain === domain && item.keyed === "plus").length,
      ]),
    );
    expect(plus).toEqual({ N: 17, E: 18, O: 12, A: 7, C: 11 });
  });

  test("the package's choices reverse minus-keyed items and leave plus-keyed ones as answered", () => {
    for (const item of PERSONALITY_ITEMS) {
      const scores = ANSWER_SCALE.map(({ value }) => itemScore(item.id, value));
      expect(scores, item.text).toEqual(item.keyed === "plus" ? [1, 2, 3, 4, 5] : [5, 4, 3, 2, 1]);
    }
    expect(() => itemScore("not-an-item", 3)).toThrow();
  });

  test("pages of ten, numbered from 1, covering every item once", () => {
    expect(PERSONALITY_PAGE_COUNT).toBe(12);
    const pages = Array.from({ length: PERSONALITY_PAGE_COUNT }, (_, index) => itemPage(index + 1));
    for (const page of pages) expect(page).toHaveLength(ITEMS_PER_PAGE);
    expect(pages.flat()).toEqual(PERSONALITY_ITEMS);
    expect(itemPage(2)[0]?.text).toBe("Often feel blue");
    expect(itemPage(0)).toEqual([]);
    expect(itemPage(13)).toEqual([]);
    expect(itemPage(1.5)).toEqual([]);
  });
});

import { describe, expect, test } from "vitest";
import { DOMAIN_IDS, FACET_IDS, facetName } from "../../../../shared/personality";
import { domainText, facetText } from "./texts";

describe("personality texts", () => {
  test("every domain and every facet has a summary, both ends of the scale and a finance note", () => {
    for (const domain of DOMAIN_IDS) {
      const texts = [domainText(domain), ...FACET_IDS.map((facet) => facetText(domain, facet))];
      for (const text of texts) {
        for (const part of [text.summary, text.high, text.low, text.finance]) {
          expect(part.trim().length, `${domain}: ${text.summary}`).toBeGreaterThan(20);
        }
        expect(text.high).not.toBe(text.low);
      }
    }
  });

  test("each facet's summary opens with the facet's name", () => {
    for (const domain of DOMAIN_IDS) {
      for (const facet of FACET_IDS) {
        expect(facetText(domain, facet).summary).toMatch(new RegExp(`^${facetName(domain, facet)}:`));
      }
    }
  });
});

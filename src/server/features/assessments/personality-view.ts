import { PERSONALITY_PAGE_COUNT, type PersonalityResult } from "../../../shared/personality";
import { itemPage } from "./personality/items";
import { domainText, facetText } from "./personality/texts";

// What the personality screens read: a page of statements (without their keying, which would hint at
// the "right" answer) and a result with the plain explanation of every domain and facet joined in. The
// texts are joined when read, not stored, so rewording them reaches past results too.

export function personalityPage(page: number) {
  return {
    page,
    pages: PERSONALITY_PAGE_COUNT,
    items: itemPage(page).map((item) => ({ id: item.id, text: item.text })),
  };
}

export function resultWithTexts(result: PersonalityResult) {
  return {
    domains: result.domains.map((domain) => ({
      ...domain,
      text: domainText(domain.id),
      facets: domain.facets.map((facet) => ({ ...facet, text: facetText(domain.id, facet.id) })),
    })),
  };
}

import type { Sector } from "../../../shared/jobs";
import { LOCATIONS } from "../../../shared/onboarding";
import type { Posting } from "./job-sites";

// The firm an imported posting belongs to: the catalogue's own when the board is one we monitor or
// the name's slug is known, otherwise a new firm (not premier) named as the posting names it.

/** "northbridge-partners" → "Northbridge Partners", for a board that does not say its company's name. */
export function nameFromToken(token: string): string {
  return token
    .split(/[-_.]+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join(" ");
}

const SECTOR_RULES: [Sector, RegExp][] = [
  [
    "private_equity",
    /\b(private equity|buy-?outs?|growth equity|venture capital|portfolio compan(y|ies))\b/gi,
  ],
  ["hedge_fund", /\b(hedge funds?|systematic (trading|strategies)|multi-strategy)\b/gi],
  [
    "asset_management",
    /\b(asset manage(ment|r)|investment manage(ment|r)|wealth management|fund manage(ment|r))\b/gi,
  ],
  ["trading", /\b(market mak(ing|er)|proprietary trading|trading firm|quantitative trading)\b/gi],
  ["insurance", /\b(insurance|insurer|underwriting|reinsurance|actuarial)\b/gi],
  ["fintech", /\b(fintech|payments? (platform|company)|neobank|digital bank)\b/gi],
  ["consulting", /\b(consult(ing|ancy|ants?)|advisory firm|transaction services)\b/gi],
  [
    "investment_banking",
    /\b(investment bank(ing)?|mergers and acquisitions|M&A|capital markets|global markets)\b/gi,
  ],
];

/** The sector whose words the posting uses most; investment banking when it names none. */
export function sectorOf(text: string): Sector {
  let best: [Sector, number] = ["investment_banking", 0];
  for (const [sector, pattern] of SECTOR_RULES) {
    const hits = text.match(pattern)?.length ?? 0;
    if (hits > best[1]) best = [sector, hits];
  }
  return best[0];
}

const UK = /\b(united kingdom|uk|england|scotland|wales|northern ireland|great britain|gb)\b/i;
const NAMED_PLACES = LOCATIONS.filter((l) => l.value !== "uk_other" && l.value !== "other");

/** Free-text places ("London, England, GB") as the feed's location values (src/shared/onboarding.ts). */
export function locationValues(places: string[]): string[] {
  const values = new Set<string>();
  for (const place of places) {
    const named = NAMED_PLACES.filter((l) => new RegExp(`\\b${l.label}\\b`, "i").test(place));
    for (const l of named) values.add(l.value);
    if (named.length === 0) values.add(UK.test(place) ? "uk_other" : "other");
  }
  return [...values];
}

/**
 * The firm as the posting names it: its board (the catalogue's own firm when we monitor that board),
 * and the name and sector a new firm gets. job-sources finds or adds it (ImportedRole in http/context.ts).
 */
export function importedFirm(posting: Posting, description: string) {
  const name = (posting.firmName ?? (posting.board ? nameFromToken(posting.board.token) : "")).trim();
  const firmName = name.slice(0, 200) || "Unknown firm";
  return { board: posting.board, name: firmName, sector: sectorOf(`${firmName} ${description}`) };
}

import { ACCOUNTING_GUIDE } from "./accounting";
import { FIRM_RESEARCH_GUIDE } from "./firm-research";
import type { Guide } from "./guide-types";
import { LBO_GUIDE } from "./lbo";
import { MARKETS_GUIDE } from "./markets";
import { MERGERS_GUIDE } from "./mergers";
import { STAR_GUIDE } from "./star";
import { VALUATION_GUIDE } from "./valuation";
import { YOUR_STORY_GUIDE } from "./your-story";

/** The guides in reading order: technicals first, then behavioural, then research. */
export const GUIDES: readonly Guide[] = [
  ACCOUNTING_GUIDE,
  VALUATION_GUIDE,
  MERGERS_GUIDE,
  LBO_GUIDE,
  MARKETS_GUIDE,
  YOUR_STORY_GUIDE,
  STAR_GUIDE,
  FIRM_RESEARCH_GUIDE,
];

// Role type and finance areas by rules, in the onboarding vocabulary (src/shared/onboarding.ts), so a
// member's answers and a job's labels match. The title decides; the description only settles what the
// title leaves open (an "Intern" of which season; an "Analyst" for graduates), because descriptions
// mention every programme a firm runs.

const TITLE_RULES: [RegExp, string][] = [
  [/\bspring\s+(?:week|insight|internship|intern|programme|program|into)\b/i, "spring_week"],
  [
    /\b(?:insight|discovery|taster|open)\s+(?:day|days|week|evening|programme|program|event|series)\b/i,
    "insight_programme",
  ],
  [
    /\boff[\s-]?cycle\b|\b(?:autumn|winter)\s+intern(?:ship)?\b|\b[3-9][\s-]month\s+intern(?:ship)?\b/i,
    "off_cycle_internship",
  ],
  [/\bsummer\s+(?:intern|internship|analyst|associate|programme|program|placement)\b/i, "summer_internship"],
  [
    /\bindustrial\s+placement|\bplacement\s+(?:year|student)|\byear\s+in\s+industry|\bsandwich\s+placement|\bplacement\b/i,
    "industrial_placement",
  ],
  [
    /\bgraduate\b|\bgrad\s+scheme\b|\bnew\s+analyst\b|\b(?:campus|entry[\s-]level)\s+analyst\b|\banalyst\s+(?:programme|program)\b|\bfull[\s-]time\s+analyst\b/i,
    "graduate_programme",
  ],
];

const INTERN = /\bintern(?:ship)?s?\b|\btrainee\b/i;
const ANALYST = /\banalyst\b/i;

export function classifyRoleType(title: string, text: string, commitment = ""): string {
  for (const [pattern, value] of TITLE_RULES) if (pattern.test(title)) return value;
  if (INTERN.test(title) || /\bintern/i.test(commitment)) {
    if (/\boff[\s-]?cycle\b|\b[3-9][\s-]month\b|\bsix[\s-]month\b/i.test(text)) return "off_cycle_internship";
    if (/\bplacement\s+year|\byear\s+in\s+industry|\bindustrial\s+placement/i.test(text)) {
      return "industrial_placement";
    }
    return "summer_internship";
  }
  if (
    ANALYST.test(title) &&
    /\bgraduate\s+(?:programme|program|scheme)|\b(?:recent|new)\s+graduates\b|\bfinal[\s-]year\s+students?\b|\bgraduating\s+in\b/i.test(
      text,
    )
  ) {
    return "graduate_programme";
  }
  return "full_time";
}

const AREA_RULES: [RegExp, string][] = [
  [
    /\binvestment\s+bank(?:ing|er)\b|\bibd\b|\bm\s?&\s?a\b|\bmergers\s+(?:and|&)\s+acquisitions\b|\b(?:ecm|dcm)\b|\b(?:equity|debt)\s+capital\s+markets\b|\bleveraged\s+finance\b|\bcoverage\s+banking\b/i,
    "investment_banking",
  ],
  [
    /\bsales\s*(?:and|&)\s*trading\b|\bs\s?&\s?t\b|\btrad(?:ing|er)\b|\bglobal\s+markets\b|\bficc\b|\bmarkets\s+(?:division|graduate|intern|analyst|programme|program)\b|\bstructuring\b|\bmarket\s+making\b/i,
    "sales_trading",
  ],
  [
    /\basset\s+management\b|\binvestment\s+management\b|\bportfolio\s+manage(?:ment|r)\b|\bfund\s+management\b|\bmulti[\s-]asset\b|\binvestment\s+(?:team|analyst)\b/i,
    "asset_management",
  ],
  [
    /\bprivate\s+(?:equity|capital|markets\s+investing)\b|\bbuy[\s-]?outs?\b|\bgrowth\s+equity\b/i,
    "private_equity",
  ],
  [
    /\bhedge\s+funds?\b|\bmulti[\s-]strategy\b|\bsystematic\s+(?:trading|strategies|investing)\b|\bdiscretionary\s+(?:trading|macro)\b/i,
    "hedge_funds",
  ],
  [
    /\bequity\s+research\b|\bresearch\s+analyst\b|\bcredit\s+research\b|\bsector\s+research\b/i,
    "equity_research",
  ],
  [/\bventure\s+capital\b|\bventure\b|\bvc\b/i, "venture_capital"],
  [
    /\bwealth\s+management\b|\bprivate\s+bank(?:ing|er)\b|\bprivate\s+wealth\b|\bfamily\s+office\b/i,
    "wealth_management",
  ],
  [
    /\bcorporate\s+(?:and\s+commercial\s+)?banking\b|\bcommercial\s+banking\b|\btransaction\s+banking\b|\btrade\s+finance\b|\bglobal\s+transaction\s+services\b/i,
    "corporate_banking",
  ],
  [/\brisk\b/i, "risk"],
  [/\bquant(?:itative)?\b|\bstrats?\b|\bquantitative\s+(?:research|developer|analyst|trader)\b/i, "quant"],
  [/\bfintech\b|\bpayments?\b|\bdigital\s+assets?\b|\bblockchain\b/i, "fintech"],
  [
    /\bcorporate\s+finance\b|\btransaction\s+services\b|\b(?:financial\s+)?due\s+diligence\b|\bvaluations?\b|\brestructuring\b|\bdeal\s+advisory\b/i,
    "corporate_finance",
  ],
];

// A firm's sector says what its roles are when their own words do not.
const SECTOR_AREAS: Record<string, string> = {
  private_equity: "private_equity",
  hedge_fund: "hedge_funds",
  asset_management: "asset_management",
  fintech: "fintech",
  consulting: "corporate_finance",
};

/** Areas from the title and departments; the description counts only for a term it repeats. */
export function classifyFinanceAreas(
  title: string,
  departments: string[],
  text: string,
  sector?: string,
): string[] {
  const head = [title, ...departments].join(" \n ");
  const areas = AREA_RULES.filter(([pattern]) => pattern.test(head)).map(([, value]) => value);
  if (areas.length) return areas;
  const counted = AREA_RULES.map(([pattern, value]) => ({
    value,
    hits: text.match(new RegExp(pattern.source, "gi"))?.length ?? 0,
  }))
    .filter((area) => area.hits >= 2)
    .sort((a, b) => b.hits - a.hits)
    .slice(0, 2)
    .map((area) => area.value);
  if (counted.length) return counted;
  const fromSector = sector ? SECTOR_AREAS[sector] : undefined;
  return fromSector ? [fromSector] : [];
}

/** onsite | hybrid | remote, from the board's own field when it has one, else from the words. */
export function classifyWorkplace(
  given: string | null | undefined,
  locations: string[],
  text: string,
): string | null {
  const field = (given ?? "").toLowerCase();
  if (/^on-?site$|^in[\s-]office$/.test(field)) return "onsite";
  if (field === "hybrid") return "hybrid";
  if (field === "remote") return "remote";
  if (
    locations.some((location) => /\bremote\b/i.test(location)) ||
    /\bfully\s+remote\b|\bremote[\s-]first\b/i.test(text)
  ) {
    return "remote";
  }
  if (/\bhybrid\b|\bflexible\s+working\b.*\boffice\b/i.test(text)) return "hybrid";
  if (/\bon[\s-]?site\b|\boffice[\s-]based\b|\bin\s+the\s+office\s+(?:five|5)\s+days\b/i.test(text))
    return "onsite";
  return null;
}

// Role type and finance areas by rules, in the onboarding vocabulary (src/shared/onboarding.ts), so a
// member's answers and a job's labels match. The title decides; the description only settles what the
// title leaves open (an "Intern" of which season; an "Analyst" for graduates), because descriptions
// mention every programme a firm runs.

// "Placement" in finance also names raising capital (fund placement, private placement, placement
// agent): those are jobs, not a student's year in industry.
const CAPITAL_PLACEMENT =
  /\b(?:fund|private|capital|debt|equity|product|institutional|secondary)\s+placements?\b|\bplacement\s+(?:agent|agency|fees?|team|group|desk)\b/gi;

const TITLE_RULES: [RegExp, string][] = [
  [/\bspring\s+(?:week|insight|internship|intern|programme|program|into)\b/i, "spring_week"],
  [
    /\b(?:insight|discovery|taster|open)\s+(?:day|days|week|evening|programme|program|event|series)\b/i,
    "insight_programme",
  ],
  // School pupils' weeks ("Year 12 Work Experience") are short insight programmes, not jobs.
  [
    /\bwork[\s-]+experience\b|\byear\s+1[0-3]\b|\bsixth[\s-]+form(?:ers?)?\b|\bschool\s+(?:students?|pupils?)\b/i,
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

export function classifyRoleType(rawTitle: string, rawText: string, commitment = ""): string {
  const title = rawTitle.replace(CAPITAL_PLACEMENT, " ");
  const text = rawText.replace(CAPITAL_PLACEMENT, " ");
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
    /\binvestment\s+bank(?:ing|er)\b|\bibd?\b|\bm\s?&\s?a\b|\bmergers\s+(?:and|&)\s+acquisitions\b|\b(?:ecm|dcm)\b|\b(?:equity|debt)\s+capital\s+markets\b|\bleveraged\s+finance\b|\bcoverage\s+banking\b/i,
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
  investment_banking: "investment_banking",
  private_equity: "private_equity",
  hedge_fund: "hedge_funds",
  asset_management: "asset_management",
  trading: "sales_trading",
  fintech: "fintech",
  consulting: "corporate_finance",
};

// "Advisory" is M&A advice at a bank or boutique, and deal or restructuring work at an accountancy or
// consultancy: the firm's sector tells which.
const ADVISORY =
  /\b(?:financial|strategic|global|corporate|m\s?&\s?a|deal|transaction)\s+advisory\b|\badvisory\s+(?:analyst|associate|intern(?:ship)?|team|division|group|programme|program)\b/i;

const SCHOOL_PUPILS =
  /\byear\s+1[0-3]\b|\bsixth[\s-]+form(?:ers?)?\b|\bschool\s+(?:students?|pupils?|leavers?)\b/i;

// Jobs that support a firm rather than do its finance work: their text talks about the bankers they
// support, which must not make them banking roles, nor may the firm's sector.
const SUPPORT_FUNCTION =
  /\b(?:executive|personal|team|administrative|office)\s+assistant\b|\breceptionist\b|\bhuman\s+resources\b|\bhr\b|\brecruit(?:er|ing|ment)\b|\btalent\s+acquisition\b|\boffice\s+(?:manager|coordinator|administrator)\b|\bfacilities\b|\b(?:it|desktop)\s+support\b|\bservice\s+desk\b|\bhelp\s?desk\b|\bpayroll\b|\bmarketing\b|\bcommunications\b|\bevents?\s+(?:coordinator|manager)\b|\bsoftware\s+engineer\b|\bsecurity\s+officer\b|\bcatering\b/i;

/**
 * Areas from the title and departments; the description counts only for a term it repeats; the firm's
 * sector settles what neither says, except for support jobs.
 */
export function classifyFinanceAreas(
  title: string,
  departments: string[],
  text: string,
  sector?: string,
): string[] {
  // A week for school pupils is about the firm in general, not a desk a student could join.
  if (SCHOOL_PUPILS.test(title)) return [];
  const head = [title, ...departments].join(" \n ");
  const areas = AREA_RULES.filter(([pattern]) => pattern.test(head)).map(([, value]) => value);
  if (ADVISORY.test(head)) {
    const advisory = sector === "consulting" ? "corporate_finance" : "investment_banking";
    if (!areas.includes(advisory)) areas.unshift(advisory);
  }
  if (areas.length) return areas;
  if (SUPPORT_FUNCTION.test(title)) return [];
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
  // Lever "onsite", Ashby "OnSite", Oracle "On-Site", Workday "Fully Remote".
  if (/^on-?site$|^in[\s-]office$/.test(field)) return "onsite";
  if (field === "hybrid") return "hybrid";
  if (/^(?:fully\s+)?remote$/.test(field)) return "remote";
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

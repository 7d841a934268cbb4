// What a posting's requirement and a CV bullet are about, in a few dozen ideas a recruiter matches by
// meaning: "close attention to detail" is met by a reconciliation, "commercial judgement" by screening
// deals or pricing, not by working a till. Each theme says how a posting asks for it, how a bullet shows
// it, what does not count as showing it, and how the letter names it in its own words.

export type Theme = {
  id: string;
  /** How the letter names what the posting asks for, as the object of "you ask for". */
  label: string;
  ask: RegExp;
  evidence: RegExp;
  /** A bullet matching this shows something else, however many words it shares. */
  notEvidence?: RegExp;
  /** Words that show the theme plainly rather than in passing ("led a team of 6", not "the accounts team"). */
  strong?: RegExp;
};

// Work behind a counter, on a shop floor or in a kitchen: good evidence of service and reliability,
// none of financial judgement.
export const FRONT_OF_HOUSE =
  /\b(tills?|cash(?:ed)? up|cashier|covers|shop floor|waiting staff|waiter|waitress|barista|customers?|shelves|stock ?room|checkout|allergen|orders? at)\b/i;

export const THEMES: readonly Theme[] = [
  {
    id: "modelling",
    label: "financial modelling and valuation",
    ask: /\b(financial model|modell?ing|valuation|dcf|lbo|three[- ]statement|merger model|accounting|financial statements)\b/i,
    evidence:
      /\b(model(?:led|ed|s|ling)?|dcf|lbo|valuations?|valued|comparables|comps|precedent transactions|three-statement|irr|returns analysis|accretion|sensitivit(?:y|ies)|databook|purchase price allocation)\b/i,
    notEvidence: FRONT_OF_HOUSE,
    strong: /\b(dcf|lbo|three-statement|merger model|valuation model|returns model|financial model)\b/i,
  },
  {
    id: "analysis",
    label: "strong analytical and numerical skills",
    ask: /\b(analytical|numerical|numeracy|quantitative|problem[- ]solving|data analysis|numbers|mathematical|statistic)/i,
    evidence:
      /\b(analys(?:ed|is|ing)|analyzed|data ?set|regression|statistic|calculated|quantif|forecast|econometric|model(?:led)?|data|dashboard|root cause)\b/i,
    notEvidence: FRONT_OF_HOUSE,
    strong: /\b(analys\w*|data ?sets?|regression|statistic\w*|econometric\w*)\b/i,
  },
  {
    id: "detail",
    label: "close attention to detail",
    ask: /\b(attention to detail|detail[- ]oriented|accura(?:te|cy)|meticulous|rigour|rigor|precis(?:e|ion)|methodical|thorough)/i,
    evidence:
      /\b(reconcil\w*|checked|check(?:ing)?|verif\w*|accurate(?:ly)?|accuracy|error|errors|audit\w*|review(?:ed)?|control weakness\w*|tested \d+|breaks|without error|quality of earnings|every figure|data room)\b/i,
    strong: /\b(reconcil\w*|errors?|accura\w*|every (?:figure|test|deadline)|checked|verified)\b/i,
  },
  {
    id: "communication",
    label: "clear written and spoken communication",
    ask: /\b(communicat\w*|written|verbal|writing|presentation skills|present(?:ing)? (?:to|your)|interpersonal|articulate|storytelling|explain)/i,
    evidence:
      /\b(present(?:ed|ing|ation)s?|pitch(?:ed)?|wrote|written|drafted|newsletter|memos?|reports?|articles?|debat\w*|taught|teaching|explain\w*|briefed|workshops?|spoke|profiles)\b/i,
    strong:
      /\b(presented|presentation|pitched|wrote|drafted|newsletter|taught|explained|debat\w*|briefed)\b/i,
  },
  {
    id: "teamwork",
    label: "the ability to work well in a team",
    ask: /\b(team ?work|team player|work(?:ing)? (?:well )?(?:in|as part of|with) (?:a|the|your)? ?teams?|collaborat\w*|work well with others|small team)\b/i,
    evidence:
      /\b(team of|a team|in a team|teams? (?:to|of)|with (?:the|a|my) [\w-]+ team|collaborat\w*|committee|crew|squad|alongside|together|worked (?:closely )?with)\b/i,
    strong:
      /\b(team of \d+|a team|in a team|worked (?:closely )?(?:with|alongside)|collaborat\w*|together with|committee of \d+)\b/i,
  },
  {
    id: "leadership",
    label: "leadership and initiative",
    ask: /\b(leadership|lead(?:ing)? (?:a|others)|initiative|ownership|self[- ]starter|drive|proactive|entrepreneurial|take responsibility)\b/i,
    evidence:
      /\b(led|lead|founded|co-founded|launched|organised|organized|managed|grew|captain|president|chair(?:ed)?|set up|started|recruited|mentored|trained)\b/i,
    strong: /\b(led|founded|co-founded|launched|set up|grew)\b/i,
  },
  {
    id: "deals",
    label: "a real interest in corporate finance and deals",
    ask: /\b(corporate finance|m&a|mergers|acquisitions|deals?|transactions?|investment banking|capital markets|advisory|due diligence)\b/i,
    evidence:
      /\b(m&a|deals?|transactions?|pitch ?books?|pitches|mergers?|acquisitions?|due diligence|sell-side|buy-side|ipo|information memorandum|mandates?|take-private|carve-out|refinancing|bid)\b/i,
    notEvidence: FRONT_OF_HOUSE,
  },
  {
    id: "investing",
    label: "sound commercial and investment judgement",
    ask: /\b(commercial (?:awareness|judge?ment|acumen|sense|mindset)|investment (?:judge?ment|case|thesis|acumen)|business acumen|investment opportunit\w*|investor mindset)\b/i,
    evidence:
      /\b(invest(?:ed|ment|ments|or)?|screened|buy (?:call|recommendation)|recommend(?:ed|ation)|stock pitch|portfolio|returns?|irr|money multiple|pricing|priced|margins?|ebitda|due diligence|one-off costs|renegotiat\w*|business case|profitab\w*)\b/i,
    notEvidence: FRONT_OF_HOUSE,
  },
  {
    id: "markets",
    label: "a genuine interest in financial markets",
    ask: /\b(interest in (?:the )?(?:financial )?markets|markets|trading|macro(?:economic)?|market awareness|financial news|economy)\b/i,
    evidence:
      /\b(markets?|trad(?:ed|ing|es)|stocks?|equit(?:y|ies)|bonds?|fixed income|portfolio|newsletter|financial times|ft\b|fund|investment society|derivatives|fx|currenc\w*|rates)\b/i,
    notEvidence: FRONT_OF_HOUSE,
  },
  {
    id: "programming",
    label: "programming and technical skills",
    ask: /\b(python|sql|vba|c\+\+|java\b|programming|coding|software|machine learning|matlab|\br\b|technical skills|power bi|tableau)/i,
    evidence:
      /\b(python|sql|vba|c\+\+|java|coded|programm\w*|automat\w*|scripts?|macros?|machine learning|algorithms?|queries|gradient|neural|power bi|tableau|pandas)\b/i,
  },
  {
    id: "clients",
    label: "experience of working with clients",
    ask: /\b(clients?|customers?|stakeholders?|relationship|client[- ]facing|service)\b/i,
    evidence: /\b(clients?|customers?|stakeholders?|served|advised|relationships?|complaints?)\b/i,
    // Stacking shelves for customers is not client work in the sense a bank means.
    notEvidence: /\b(shelves|tills?|stocking|cash(?:ed)? up|covers)\b/i,
  },
  {
    id: "risk",
    label: "an understanding of risk and controls",
    ask: /\b(risk|controls?|compliance|regulat\w*|governance|credit)\b/i,
    evidence:
      /\b(risk|controls?|compliance|regulat\w*|audit\w*|credit|impairment|stress test\w*|var|exposure)\b/i,
    notEvidence: FRONT_OF_HOUSE,
  },
  {
    id: "operations",
    label: "a methodical approach to processes",
    ask: /\b(process(?:es)?|operations|settle\w*|reconcil\w*|trade lifecycle|improve how things are done|efficien\w*|organised,? methodical)\b/i,
    evidence:
      /\b(process(?:ed|es)?|settle(?:d|ment)s?|reconcil\w*|trades?|workflow|automat\w*|efficien\w*|saving|saved|cut|streamlin\w*|booking)\b/i,
  },
  {
    id: "research",
    label: "research and clear writing",
    ask: /\b(research|reports?|writ(?:e|ing)|reading|curiosity|curious)\b/i,
    evidence:
      /\b(research\w*|notes?|reports?|published|wrote|articles?|blog|dissertation|thesis|working paper|sector)\b/i,
  },
  {
    id: "pressure",
    label: "the ability to stay organised under pressure",
    ask: /\b(deadlines?|pressure|fast[- ]paced|prioriti[sz]\w*|time management|organised|organized|multi[- ]?task|resilien\w*)\b/i,
    evidence:
      /\b(deadlines?|under pressure|alongside (?:my )?(?:studies|degree)|while studying|every \w+ deadline|a day|a week|weekly|daily|per shift|a shift|at once|simultaneous\w*)\b/i,
  },
];

export const themeById = (id: string) => THEMES.find((t) => t.id === id);

/** The themes a requirement asks for, in the order of the theme list. */
export const themesAsked = (text: string) => THEMES.filter((t) => t.ask.test(text));

/** Whether a bullet shows a theme: its words say so, and nothing marks it as a different kind of work. */
export const shows = (theme: Theme, bullet: string) =>
  theme.evidence.test(bullet) && !(theme.notEvidence?.test(bullet) ?? false);

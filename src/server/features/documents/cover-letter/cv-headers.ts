// The cells of an entry's header line: which words name a post, an employer, a division or a team,
// what a header's cells are cut at, the dates and labels set before a post, and how a post run
// together with the body it was held in is split again.

export const ROLE =
  /\b(intern|internship|analyst|associate|assistant|president|vice[- ]president|treasurer|secretary|member|volunteer|officer|representative|manager|tutor|ambassador|head|captain|founder|co-founder|lead|leader|trainee|placement|insight|programme|program|spring week|(?:vacation|summer|winter|spring|graduate|training|insight) scheme|(?:audit|tax|assurance|accounts) senior|shadowing|work experience|consultant|researcher|editor|chair|director|coordinator|mentor|cashier|waiter|waitress|barista|supervisor|coach|fellow|apprentice|clerk|adviser|advisor|organiser|advisor|specialist|executive|engineer|developer|auditor|accountant|teller|operative|crew|staff|scholar|winner|finalist|porter|server|bartender|receptionist|cleaner|steward|lifeguard|instructor|chef|cook|courier|driver|picker|packer|host|hostess|administrator|processor|controller|planner|trader|underwriter|actuary|broker|banker|strategist|economist|paraplanner|agent|worker|attendant|operator|technician|programmer|designer|writer|journalist|reporter|buyer|merchandiser|invigilator|demonstrator|tester|marshal|caddie|sales assistant|salesperson|associate director|participant|attendee|delegate|lieutenant|sergeant|corporal|commander|colonel|cadet|nurse|teacher|lecturer|pharmacist|paramedic|midwife|solicitor|paralegal|surveyor|caller|fundraiser|sister|werkstudent|stagiaire|praktikant|semi-senior)\b/i;
export const ORG =
  /\b(ltd|limited|llp|plc|inc|capital|partners|bank|group|holdings|securities|society|club|university|college|school|council|trust|fund|foundation|& co|advisory|asset management|investments?|insurance|consulting|restaurant|hotel|cafe|café|store|stores|department|mission|charity|church|hospice|foodbank|food bank|hospital|nhs|gmbh|ag|lda|s\.?p\.?a|s\.?a\.?r\.?l|b\.?v|n\.?v|oy|pty)\b/i;
// "Investment Operations Graduate" or "Audit Graduate": a graduate scheme's post, named by its last word.
// "Debt Advisory Insight Week": a programme called a week is the post, whatever its first words name.
export const ROLE_AT_END = new RegExp(
  `(?:${ROLE.source}|\\bgraduate|\\b(?:insight|spring|summer|experience|discovery|open|taster|shadowing) week)$`,
  "i",
);
export const ORG_SUFFIX =
  /\b(ltd|limited|llp|plc|inc|& co|partners|capital|group|holdings|securities|society|club|university|college|school|trust|foundation|council|bank|gmbh|ag|lda|s\.?p\.?a|s\.?a\.?r\.?l|b\.?v|n\.?v|oy|pty)$/i;
// "M&A Advisory", "Leveraged Finance", "Debt Capital Markets": a division, perhaps with a word that says
// it is one ("Advisory", "Team"), never a firm's own name.
export const DIVISION =
  /^(?:(?:global|uk|emea|european|international)\s+)?(?:investment banking|global markets|markets|sales (?:&|and) trading|equities|fixed income|corporate finance|corporate banking|asset management|wealth management|equity research|private equity|audit(?: (?:&|and) assurance)?|assurance|tax|consulting|deals? advisory|transaction services|risk|operations|technology|m&a|mergers (?:&|and) acquisitions|leveraged finance|(?:debt|equity) capital markets|dcm|ecm|capital markets|restructuring|structured finance|financial advisory|transaction advisory|investment management|industrials|consumer(?: (?:&|and) retail)?|healthcare|tmt|financial institutions|fig|real estate|property|litigation|dispute resolution|banking (?:&|and) finance|private client|employment|insolvency|competition|intellectual property)(?:\s+(?:advisory|team|division|desk|department|group|seat))?$/i;
// "Front of House, Warwick Arts Centre — Part-time": the part of a shop, venue or restaurant the job
// was in, written before the place itself, as a bank's division is.
export const WORK_AREA =
  /^(?:front of house|back of house|box office|kitchen|bar|reception|front desk|customer services?|shop floor|tills?|checkouts?|stockroom|warehouse|events|catering|housekeeping|concessions)$/i;
// "Gap year in Chile and Argentina", "Career break": time out names where it was spent, not who employed;
// the work done in it may be for someone the bullet names.
export const NOT_EMPLOYER =
  /^(self[- ]employed|freelance|various|independent|private|(?:part[- ]time|full[- ]time|summer|weekend|holiday|temporary)(?: job| work| role)?|(?:gap year|career break|sabbatical)(?:\s.*)?)$/i;

export const SEPARATOR = /\s{2,}|\t|\s*::\s*|\s*[|•·▪]\s*|\s[–—-]\s|,\s+|\s+at\s+|\s+@\s+|\s*[()]\s*/;

// "Summer 2022 Spring-into-Banking Intern": a single date, a season's too, set before the post.
export const LEADING_DATES =
  /^(?:(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+)?(?:19|20)\d{2}\s*(?:[–—-]|to)\s*(?:(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+)?(?:(?:19|20)?\d{2}\b)|present|current|now|ongoing)|present|current|now|ongoing|(?:(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?|spring|summer|autumn|winter|easter|christmas)\s+)?(?:19|20)\d{2})\s+(?=\p{Lu})/iu;
// "Jul 23 – Jul 24 Finance Placement", "06/24-08/24 Risk Intern", "Sept '22 – June '23 Bar Staff": a
// date column with two-digit years run into the cell beside it.
export const LEADING_SHORT_DATES =
  /^(?:(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+['’]?\d{2}|\d{1,2}\/\d{2})\s*(?:[–—-]|to)\s*(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+['’]?\d{2}|\d{1,2}\/\d{2}|present|current|now|ongoing)|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+['’]?\d{2})\s+(?=\p{Lu})/iu;
// "01/07/2025–31/12/2025 Risk Management Intern", "09/2023–06/2024 Student Tutor": a Europass date
// column, in figures with four-digit years, run into the cell beside it.
export const LEADING_NUMERIC_DATES =
  /^(?:\d{1,2}[/.])?\d{1,2}[/.](?:19|20)\d{2}(?:\s*(?:[–—-]|to)\s*(?:(?:\d{1,2}[/.])?\d{1,2}[/.](?:19|20)\d{2}|present|current|now|ongoing))?\s+(?=\p{Lu})/iu;
// "Placement Year: Oakridge Insurance Group plc, Bristol — Investment Analyst": a label of the kind of
// post, set before the employer, names neither.
export const JOB_LABEL =
  /^(?:(?:part[- ]time|full[- ]time|summer|weekend|holiday|temporary|seasonal|voluntary|other)(?:\s+(?:jobs?|work|roles?|employment|experience))?|(?:industrial\s+|professional\s+|work\s+)?placement(?:\s+year)?|year\s+in\s+industry|sandwich\s+year|internship)\s*:\s*/i;

// "Warwick Consulting Society Project Leader", "Manchester University Finance Society member": a
// student society written before the post held in it.
const SOCIETY_THEN_ROLE =
  /^((?:\S+\s+)+?(?:society|club|union|association|council|parliament|committee))\s+(\S.*)$/i;
// "FS Consulting Spring Insight  Corrigan Hale Consulting": a programme and its host, their gap lost.
const PROGRAMME_THEN_ORG =
  /^(.*\b(?:[Ii]nsight|[Pp]rogramme|[Pp]rogram|[Ss]pring [Ww]eek|[Ii]nternship|[Pp]lacement))\s+(\p{Lu}[\p{L}&'’-]*(?:\s+[\p{Lu}&][\p{L}&'’-]*)+)$/u;

// "Member of Exeter Politics Society": a post and the named body it was held in.
const POST_OF_BODY =
  /^(.+?)\s+of\s+((?:the\s+)?\p{Lu}[\p{L}'’&-]*(?:\s+(?:of\s+|and\s+|&\s+)?\p{Lu}[\p{L}'’&-]*)*)$/u;

// "Kestrel Bank plc and University of the West of England": an apprentice's employer and the university
// that teaches the degree, named together on one line. Two bodies; the first employs.
const EMPLOYER_AND_UNIVERSITY =
  /^(.+?\b(?:ltd|limited|llp|plc|bank|group|holdings|partners|capital|& co))\s+(?:and|&)\s+((?:the\s+)?University\b.+|\S.*\bUniversity)$/i;

export function employerAndUniversity(segment: string): string[] {
  const both = EMPLOYER_AND_UNIVERSITY.exec(segment.trim());
  return both?.[1] && both[2] ? [both[1], both[2]] : [segment];
}

export function splitRoleFromOrganisation(segment: string): string[] {
  const post = POST_OF_BODY.exec(segment);
  if (post?.[1] && post[2] && ROLE_AT_END.test(post[1]) && ORG_SUFFIX.test(post[2]) && !ORG.test(post[1]))
    return [post[1], post[2].replace(/^the\s+/i, "")];
  const society = SOCIETY_THEN_ROLE.exec(segment);
  if (society?.[1] && society[2] && ROLE_AT_END.test(society[2]) && society[2].split(/\s+/).length <= 3)
    return [society[1], society[2]];
  const programme = PROGRAMME_THEN_ORG.exec(segment);
  if (
    programme?.[1] &&
    programme[2] &&
    (ORG_SUFFIX.test(programme[2]) || /\b(?:consulting|advisory)$/i.test(programme[2]))
  )
    return [programme[1], programme[2]];
  // "SUMMER ASSISTANT FARIA & LOPES CONTABILIDADE LDA": a Europass line in capitals, the post and then
  // the employer with nothing between them. The longest run of words from the start that ends in a post
  // is the post; the rest, if it names no post itself, is the employer.
  if (segment === segment.toUpperCase() && /\p{Lu}{2}/u.test(segment)) {
    const words = segment.split(/\s+/);
    for (let i = words.length - 2; i >= 0; i--) {
      const role = words.slice(0, i + 1).join(" ");
      const rest = words.slice(i + 1).join(" ");
      if (ROLE_AT_END.test(role) && !ORG.test(role) && !ROLE.test(rest) && /\p{L}{2}/u.test(rest))
        return [role, rest];
    }
  }
  return [segment];
}

// What a team or department is called ("Portfolio Analytics", "Fund Accounting", "Global Markets"):
// written beside a post under an employer, it says where in the firm the post was, not who employed.
export const TEAM =
  /\b(?:team|desk|department|division|unit|ward|function|analytics|accounting|operations|research|strategy|finance|risk|compliance|treasury|marketing|sales|trading|audit|tax|technology|engineering|data|legal|product|reporting|valuations?|lending|credit|equities|markets|solutions|services|support|planning|control|governance|assurance|coverage|origination|structuring|trusts|portfolios)$/i;
// "Commercial & Institutional", "Commercial Banking": a bank's business line, named in words that say
// whom it serves, not who employs.
const BUSINESS_LINE =
  /^(?:commercial|institutional|corporate|retail|private|business|personal|wholesale|banking|and|&)$/i;
/** A team, a division or a business line: where in the firm a post sat, never the firm itself. */
export const teamName = (text: string) =>
  !ORG_SUFFIX.test(text) &&
  (TEAM.test(text) ||
    DIVISION.test(text) ||
    text
      .split(/\s+/)
      .filter(Boolean)
      .every((word) => BUSINESS_LINE.test(word)));

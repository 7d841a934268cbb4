// Where a fact sits in a CV: the lines that belong to one degree, one institution or one job, found
// however the CV lays them out (dates above or below, bullets with or without signs, a second column).

export const QUALIFICATION =
  /\b(BSc|BA|BEng|MEng|MSc|MSci|MA|MMath|MPhys|MChem|MPhil|MFin|MRes|LLB|LLM|BBA|PhD)\b/;

/** Lower case, no accents, "&" as "and", punctuation as spaces (keeping "2:1", "£5.5m"), padded. */
export const normal = (text: string) =>
  ` ${text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/'s\b/g, "")
    // "BSc (Hons) Economics" and "BSc Economics" name one degree: the honours mark is layout, not a fact.
    .replace(/\s*\((?:hons|honours)\)/g, "")
    .replace(/&/g, " and ")
    // "HK$780m": the currency's letters are a word of their own, as in "HK $780m".
    .replace(/(?<=\p{L})(?=[£$€])/gu, " ")
    .replace(/[^\p{L}\p{N}*:.£$%]+/gu, " ")
    .replace(/\.(?!\d)/g, " ")
    .replace(/(?<!\d):|:(?!\d)/g, " ")
    .replace(/\s+/g, " ")
    .trim()} `;

/**
 * A right-aligned template's parts run together when a PDF is read as text ("Hill Rowing ClubOct 2023",
 * "Audit InternDeloitte LLPJul 2023", "University of EdinburghEdinburgh, UK"); a person reads them apart.
 * A capitalised word or one in capitals after three or more letters ending in small ones ("InternBDO"),
 * a capitalised word after two or more capitals, a bracket or a digit, and a year straight after a word
 * start a new part. Qualifications
 * ("MSc", "MMath") and names such as "McKinsey" are left whole; a name split here ("BlackRock") is split
 * the same way wherever it is compared.
 */
export const separate = (text: string) =>
  text
    .replace(/(?<=\p{L}\p{Ll}{2})(?=\p{Lu}\p{Ll}|\p{Lu}{2,}(?!\p{Ll}))/gu, " ")
    .replace(/(?<=\p{Lu}{2})(?=\p{Lu}\p{Ll})/gu, " ")
    .replace(/(?<=[)\d])(?=\p{Lu}\p{Ll})/gu, " ")
    .replace(/(?<=\p{Ll})(?=(?:19|20)\d{2}\b)/gu, " ");

export function linesNear(cv: string, phrase: string, before: number, after: number): string[] {
  const lines = cv.split("\n");
  const key = normal(phrase).trim();
  const out: string[] = [];
  lines.forEach((line, i) => {
    if (normal(line).includes(` ${key} `))
      out.push(lines.slice(Math.max(0, i - before), i + after + 1).join("\n"));
  });
  return out;
}

/** The lines that belong to each mention of a degree: its own line and those below, up to the next degree. */
export function degreeBlocks(cv: string, degree: string): string[] {
  const lines = cv.split("\n");
  const blocks: string[] = [];
  const INSTITUTION = /\b(University|College|School)\b/;
  lines.forEach((line, i) => {
    if (!new RegExp(`\\b${degree}\\b`).test(line)) return;
    const block = [line];
    // A degree on a line of its own ("MSc Economics", then "University College London", then the dates
    // and the grade) keeps the institution line straight below it: the grade under it is still its own.
    // Any other institution line starts another entry.
    let institutionAllowed = !INSTITUTION.test(line);
    for (const next of lines.slice(i + 1, i + 5)) {
      if (!next.trim()) {
        institutionAllowed = false;
        continue;
      }
      // A line in capitals is a heading, unless it is a few letters alone: an institution known by its
      // initials ("LSE", "UCL") under the degree, as a two-column template sets it.
      const initials = /^[A-Z]{2,5}$/.test(next.trim());
      if (QUALIFICATION.test(next) || (/^[A-Z][A-Z &]+$/.test(next.trim()) && !initials)) break;
      // A line that opens with an institution's name; "Upper Second Class Honours (2:1); exchange semester
      // at National University of Singapore" only mentions one, and is the degree's own.
      if (
        INSTITUTION.test(next) &&
        /^\s*[\d–—\-/\s]*(?:the\s+)?(?:\p{Lu}[\p{L}'’.&-]*\s+(?:(?:of|and|the|for|&)\s+)*){0,6}(?:University|College|School)\b/u.test(
          next,
        )
      ) {
        if (!institutionAllowed) break;
        institutionAllowed = false;
        block.push(next);
        continue;
      }
      institutionAllowed = false;
      block.push(next);
    }
    blocks.push(block.join("\n"));
  });
  return blocks;
}

// Europass writes its dates as numbers ("09/2021 – 06/2025", "01/07/2024 – 31/08/2024").
const DATE_LINE =
  /^[\s(]*(?:[A-Za-z]{3,9}\.?\s+|(?:\d{1,2}[/.]){1,2})?(?:19|20)\d{2}(?:\s*[–—-]\s*(?:[A-Za-z]{3,9}\.?\s+|(?:\d{1,2}[/.]){1,2})?(?:(?:19|20)?\d{2}|present|now))?[\s)]*$/i;
// Icon fonts' bullets come out of PDFs as private-use characters ("").
const BULLET_LINE = /^\s*(?:[•·▪◦●*+\-–—➢►▶■□✓✔»›◆◇\uE000-\uF8FF]|[o>]\s|\d{1,2}[.)]\s)/u;
// Europass sets the place after the dates on one line ("09/2021 – 06/2025 – Bath, United Kingdom"):
// without the place, the line is the dates alone.
const PLACE_AFTER_DATES = /\s+[–—|-]\s+\p{Lu}[\p{L}'’ .-]*(?:,\s*\p{Lu}[\p{L}'’ .-]*)*\s*$/u;
const datesLine = (line: string) => DATE_LINE.test(line.replace(PLACE_AFTER_DATES, ""));

/** An institution's own lines: its line, a line of dates just above it, and up to two lines below. */
export function institutionBlocks(cv: string, institution: string): string[] {
  const lines = cv.split("\n");
  const key = normal(institution).trim();
  const blocks: string[] = [];
  lines.forEach((line, i) => {
    if (!normal(line).includes(` ${key} `)) return;
    // Dates may sit just above the institution, or above the degree line that sits above it. A degree
    // line just above with its dates on it ("[ 09/2022 – 06/2025 ] BSc Economics") is the institution's
    // own when neither the institution's line nor the one below names a degree of its own.
    const degreeAbove =
      QUALIFICATION.test(lines[i - 1] ?? "") &&
      !QUALIFICATION.test(line) &&
      !QUALIFICATION.test(lines[i + 1] ?? "");
    const above = datesLine(lines[i - 1] ?? "")
      ? [lines[i - 1] ?? ""]
      : QUALIFICATION.test(lines[i - 1] ?? "") && datesLine(lines[i - 2] ?? "")
        ? [lines[i - 2] ?? "", lines[i - 1] ?? ""]
        : degreeAbove && /\b(?:19|20)\d{2}\b/.test(lines[i - 1] ?? "")
          ? [lines[i - 1] ?? ""]
          : [];
    const block = [...above, line];
    // Below the institution a person reads on to the entry's dates, however many lines the name, the
    // degree or a note under it take ("London School of Economics" / "and Political Science" / "BSc …" /
    // "2022 – 2025"), but not past a gap, a heading or another institution. Two lines are always its own.
    const year = /\b(?:19|20)\d{2}\b/;
    let ended = above.length > 0 || year.test(line);
    for (const [k, next] of lines.slice(i + 1, i + 7).entries()) {
      if (/\b(University|College|School|Institute)\b/.test(next)) break;
      // Where the dates sit above the entry, a line of dates below opens the next one.
      if (above.length && datesLine(next)) break;
      const heading = HEADING_LINE.test(next) && SECTION.test(next);
      if (k >= 2 && (ended || !next.trim() || heading)) break;
      block.push(next);
      if (year.test(next) || !next.trim() || heading) ended = true;
    }
    blocks.push(block.join("\n"));
  });
  return blocks;
}

// A line that starts another entry: a date range beside a name, or a section heading on its own.
const HEADER_LINE =
  /(?:19|20)\d{2}\s*(?:[–—-]|to)\s*(?:[A-Za-z]{3,9}\.?\s+)?(?:(?:19|20)?\d{2}\b|present|now|current)/i;
const HEADING_LINE = /^\s*[A-Z][A-Za-z &/]{2,40}:?\s*$/;
const SECTION =
  /^\s*(?:(?:work|relevant|professional|other|industry)\s+)?(?:education|experience|employment|skills|societies|activities|leadership|interests|projects|languages|volunteering|positions of responsibility|placements?|achievements|awards|extra-curricular|references)\b/i;
// "Key achievements:" inside a job heads its bullets; it does not start another entry. Nor does a
// heading joining two such kinds, with or without a colon ("Achievements/Tasks", as Novoresume sets
// under each job): a section of the CV is never named so.
const BULLETS_KIND =
  "(?:achievements|responsibilities|highlights|results|tasks|deal experience|projects|impact)";
const SUBHEADING = new RegExp(
  `^\\s*(?:key\\s+)?${BULLETS_KIND}(?:\\s*:|(?:\\s*(?:/|&|and)\\s*${BULLETS_KIND})+\\s*:?)\\s*$`,
  "i",
);

// A later post under the same employer, set among the job's bullets: "Graduate Analyst, Portfolio
// Analytics   Sep 2023 – Mar 2024". It names a post and at most a team, in ordinary words only, so a line
// that names a firm ("Analyst, Tarncliffe Advisory   2022 – 2023") is never taken for one.
// "(Jun – Aug 2023)": a range within one year names its year once, at the end.
// Month words are months ("Sister — April 2022" is a post and a date, not a range from "Sister").
const MONTH_WORD =
  "(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|spring|summer|autumn|winter)";
const DATE_RANGE = new RegExp(
  `\\(?(?:(?:${MONTH_WORD}\\.?\\s+)?(?:19|20)\\d{2}\\s*(?:[–—-]|to)\\s*(?:${MONTH_WORD}\\.?\\s+)?(?:(?:19|20)?\\d{2}\\b|present|now|current)|\\b${MONTH_WORD}\\.?\\s*(?:[–—-]|to)\\s*${MONTH_WORD}\\.?\\s+(?:19|20)\\d{2}\\b)\\)?`,
  "i",
);
// "Spring Week" and "Insight Week" are programmes held at the firm, as a placement or an internship is.
// Posts in and outside finance: a career changer's "Ward Sister" or "Platoon Commander" is a post too.
const POST_NOUN =
  /^(?:analyst|associate|intern|trainee|apprentice|manager|consultant|officer|assistant|executive|engineer|developer|scientist|specialist|co-?ordinator|advis[eo]r|accountant|auditor|economist|researcher|administrator|supervisor|lead|head|director|strategist|controller|graduate|programme|scheme|placement|internship|week|trader|banker|broker|underwriter|actuary|vp|nurse|sister|midwife|paramedic|pharmacist|doctor|teacher|tutor|lecturer|instructor|coach|mentor|soldier|commander|captain|lieutenant|sergeant|corporal|solicitor|paralegal|clerk|receptionist|cashier|barista|waiter|waitress|technician|designer|editor|journalist|planner|buyer|representative|agent|leader|worker|volunteer|ambassador|founder|owner|partner|treasurer|secretary|president|inspector|surveyor|student|member)$/;
const POST_WORD =
  /^(?:engagement|graduate|senior|junior|lead|principal|assistant|deputy|trainee|head|chief|acting|interim|summer|spring|insight|vice|president|of|the|and|first|second|year|i|ii|iii|counter|shop|store|customer|shift|duty|bar|kitchen|floor|front|house|staff|ward|charge|platoon|troop|registered|general|regional|area|branch|night|team|relationship|part-time|full-time|off-cycle|temporary|casual|seasonal|freelance|student|weekend|holiday|vacation|band|staff)$/;
const TEAM_WORD =
  /^(?:portfolio|analytics|operations|risk|finance|financial|audit|assurance|tax|technology|data|research|strategy|marketing|sales|trading|markets|investments?|banking|credit|equity|equities|fixed|income|multi-asset|multi|assets?|management|wealth|compliance|legal|treasury|accounting|funds?|product|client|clients|services|performance|reporting|valuations?|transactions?|deals|corporate|commercial|institutional|wholesale|business|retail|private|global|capital|debt|quantitative|insurance|reinsurance|underwriting|claims|actuarial|planning|analysis|control|pricing|settlements?|pensions?|property|infrastructure|team|desk|department|division|unit|office|and|of|the|m&a|regiment|battalion|squadron|brigade|corps|seat|real|estate|banking)$/;
// A date that is not a range ("Summer 2024", "Easter 2023"): such a line never ends an entry, but may
// still name a later post there.
const SINGLE_DATE =
  /\(?(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|june|july|august|september|october|november|december|spring|summer|autumn|winter|easter|christmas)\s+)?(?:19|20)\d{2}\)?/i;
// A town beside a post ("Tax Assistant · Sheffield · 2022 – 2024"): one or two capitalised words, none
// of them a word firms take in their names, so "Analyst · Fenwick Lowe Advisory" is not read as one.
const PLACE = /^\p{Lu}\p{Ll}+(?:[ -]\p{Lu}\p{Ll}+)?$/u;
const FIRM_WORD =
  /\b(?:advisory|partners|capital|bank|banking|group|holdings|associates|management|insurance|consulting|securities|investments?|ltd|llp|plc|limited|company|co|trust|funds?|ventures|solutions|services|international|global|accountants|financial|asset|equity|wealth|markets|media|energy|health|labs?)\b/i;
// A graduate scheme named on the employer's line ("Northbridge Insurance — Graduate Programme   2023 –
// Present"): its dates are the scheme's, and the rotations or posts below are still at that employer.
const SCHEME = /\b(?:graduate|trainee|rotational|leadership)\s+(?:scheme|programme|program)\b/i;
// A rotation names a team, neither a post nor a firm: "Rotation 1: Reinsurance Accounting (2023 – 24)".
const ROTATION = /^\s*rotation\s+\d+\s*[:–—-]\s*(.+)$/i;

const teamWords = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, " and ")
    .split(/\s+/)
    .filter(Boolean)
    .every((w) => TEAM_WORD.test(w));

// After a post, "Acute Medical Unit", "FX Sales" or "G10 Sales Desk" is the post's team: capitalised words
// ending in a word for a part of an organisation, or team words with a field's initials. Alone, such a
// name may still be a place ("UCL Economics Department"), and a name ending in "Group" or "Capital" may
// be a firm's, so this reading is kept to the words beside a post.
const TEAM_END = /^(?:unit|team|desk|department|division|ward|regiment|battalion|squadron|brigade|corps)$/;
const FIELD_INITIALS = /^(?:FX|EM|G10|DCM|ECM|FIG|TMT|FICC|IBD|GCM|HY|IG|ESG|ABS|CLO)$/;
const teamBesidePost = (cell: string) => {
  // "9 Regiment RLC": a unit's number, and the initials of its corps after it, are no part of its name's words.
  const text = cell
    .replace(/^\d+(?:st|nd|rd|th)?\s+/, "")
    .replace(/(?<=\b(?:regiment|battalion|squadron|brigade|corps))\s+[A-Z]{2,5}$/i, "");
  if (teamWords(text)) return true;
  // "Lieutenant, Troop Commander", "Captain, Operations Officer": an appointment beside a rank, a second
  // name for the one post.
  const named = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (
    POST_NOUN.test(named.at(-1) ?? "") &&
    named.every((w) => POST_NOUN.test(w) || POST_WORD.test(w) || TEAM_WORD.test(w))
  )
    return true;
  const words = text.replace(/&/g, " and ").split(/\s+/).filter(Boolean);
  const last = words[words.length - 1]?.toLowerCase() ?? "";
  if (words.length > 1 && TEAM_END.test(last))
    return words.every((w) => /^[\p{Lu}\d]/u.test(w) || /^(?:and|of|the)$/.test(w));
  return (
    words.length > 1 &&
    TEAM_WORD.test(last) &&
    words.every((w) => TEAM_WORD.test(w.toLowerCase()) || FIELD_INITIALS.test(w))
  );
};

type PostOptions = { anyDate?: boolean; place?: boolean };

function isPostLine(text: string, options: PostOptions = {}): boolean {
  if (BULLET_LINE.test(text.trim())) return false;
  // A wide gap sets the dates apart from the post ("Engagement Manager      2022 – 2025"), as a comma
  // would: the post's last word is never read as the month of a year given alone.
  const line = text.replace(/(\S)\s{3,}(?=\S)/g, "$1, ");
  const date = DATE_RANGE.test(line)
    ? DATE_RANGE
    : options.anyDate && SINGLE_DATE.test(line)
      ? SINGLE_DATE
      : null;
  if (!date) return false;
  // "Ward Sister (Band 7)", "Vice President, FX Sales Trading (Corporates and Real Money)": a note in
  // brackets after the post or its team says its grade or clients, not where it was held.
  const words = line
    .replace(date, " ")
    .replace(/\s*\((?![^()]*\b(?:19|20)\d{2}\b)[^()]{1,40}\)/g, "")
    .trim();
  const rotation = ROTATION.exec(words);
  if (rotation) return teamWords(rotation[1]?.replace(/[()]/g, " ") ?? "");
  const [post, ...teams] = words.split(/\s*(?:[,|–—·•]|::)\s*|\s+-\s+/).filter(Boolean);
  // "(part-time)" after a post says how it was worked, not where.
  const postWords = (post ?? "")
    .replace(/\s*\((?:part[- ]time|full[- ]time|temporary|fixed[- ]term|maternity cover)\)/i, "")
    .toLowerCase()
    // "Consultant / Senior Consultant": two grades of the one post, held in turn.
    .replace(/[&/]/g, " and ")
    .split(/\s+/)
    .filter(Boolean);
  const last = postWords[postWords.length - 1] ?? "";
  if (
    !POST_NOUN.test(last) ||
    // "Band 5 Staff Nurse": a pay band's number is part of the post.
    !postWords.every(
      (w, k) =>
        POST_NOUN.test(w) ||
        POST_WORD.test(w) ||
        TEAM_WORD.test(w) ||
        (/^\d{1,2}$/.test(w) && /^(?:band|grade|level)$/.test(postWords[k - 1] ?? "")),
    )
  )
    return false;
  // Only a line set out with dots or bars ("Post · Town · Dates") has a town beside its post: after a
  // comma ("Graduate, Halden Re") a capitalised name is as often a firm.
  const dotted = /\s[·|•]\s/.test(line);
  let places = 0;
  return teams.every((team) => {
    if (teamBesidePost(team)) return true;
    if (!options.place || !dotted || places > 0 || !PLACE.test(team) || FIRM_WORD.test(team)) return false;
    places += 1;
    return true;
  });
}

// "Counter Assistant (2019 – 2021)": a post whose dates, in brackets, are its own.
const OWN_DATES = /\([^()]*\b(?:19|20)\d{2}\b[^()]*\)\s*$/;

/**
 * The employer's line leaves the posts below it to that employer: no dates of its own, or a scheme's,
 * or dates spanning the posts below it when each of those gives its own in brackets ("NatWest Group —
 * Edinburgh   Jun 2023 – present" above "Graduate Analyst, Commercial Banking (Sep 2024 – present)").
 */
const employerLine = (line: string, post = "") =>
  !HEADER_LINE.test(line) || SCHEME.test(line) || OWN_DATES.test(post) || spans(line, post);

/**
 * "Marina Trust Bank Plc, Lagos   Aug 2022 – Aug 2025" above "Relationship Officer   Oct 2023 – Aug 2025":
 * the employer's dates take in the post's, as a person reads an employer over the posts held there.
 */
function spans(employer: string, post: string): boolean {
  const years = (text: string) => {
    const found = [...text.matchAll(/\b(?:19|20)\d{2}\b|\b(?:present|now|current)\b/gi)].map((m) =>
      /^\d/.test(m[0]) ? Number(m[0]) : 9999,
    );
    return found.length >= 2 ? { from: Math.min(...found), to: Math.max(...found) } : null;
  };
  const outer = years(employer);
  const inner = years(post);
  return Boolean(
    outer && inner && HEADER_LINE.test(post) && outer.from <= inner.from && inner.to <= outer.to,
  );
}

/**
 * The entry's first post with its dates, straight under the employer or under a line describing the
 * firm or giving its town ("Top 25 UK audit practice, 900 staff"), before any bullet, and followed by
 * bullets.
 */
function firstPost(block: string[], next: string, after: string | undefined, options: PostOptions = {}) {
  const [employer = "", ...between] = block;
  if (block.length > 3 || !employerLine(employer, next)) return false;
  if (
    between.some((l) => !l.trim() || BULLET_LINE.test(l.trim()) || HEADER_LINE.test(l) || SINGLE_DATE.test(l))
  )
    return false;
  return isPostLine(next, { ...options, place: true }) && BULLET_LINE.test((after ?? "").trim());
}

/**
 * Whether `next` is a promotion inside the entry so far: the employer's line carries no dates (or names a
 * graduate scheme), its first post with dates sits just below it (or below one line describing the
 * firm), everything since is that post's bullets (or earlier promotions), with no gap a new entry would
 * leave, and bullets follow the new post too.
 */
function continuesEmployer(
  block: string[],
  next: string,
  after: string | undefined,
  options: PostOptions = {},
): boolean {
  const [employer = ""] = block;
  const withPlace = { ...options, place: true };
  const at = [1, 2].find(
    (k) =>
      isPostLine(block[k] ?? "", withPlace) &&
      firstPost(block.slice(0, k), block[k] ?? "", block[k + 1], options),
  );
  if (at === undefined || !employerLine(employer, block[at]) || !isPostLine(next, withPlace)) return false;
  const since = block.slice(at + 1);
  if (!since.some((l) => BULLET_LINE.test(l.trim()))) return false;
  // A blank line may set a later post apart from the bullets above it; it does not end the employer
  // ("Ashworth Lyle LLP, Leeds" above three posts, each with its bullets and a blank line after them): a
  // post that names no body of its own is read as held at the employer above.
  if (
    !since.every(
      (l) =>
        BULLET_LINE.test(l.trim()) ||
        /^\s+\S/.test(l) ||
        !l.trim() ||
        isPostLine(l, { anyDate: true, place: true }),
    )
  )
    return false;
  return BULLET_LINE.test((after ?? "").trim());
}

type Entry = { lines: string[]; posts: string[] };

// "York · October 2022 – May 2024": a town (one or two capitalised words, none a word firms take in their
// names) and the dates, set apart by a dot or a bar.
const SINGLE_DATE_LINE = new RegExp(`^\\s*${SINGLE_DATE.source}\\s*$`, "i");
function placeThenDates(line: string): boolean {
  const parts = /^\s*([^·|•]+?)\s+[·|•]\s+(.+)$/u.exec(line);
  const [place = "", dates = ""] = parts?.slice(1) ?? [];
  return (
    PLACE.test(place) && !FIRM_WORD.test(place) && (DATE_LINE.test(dates) || SINGLE_DATE_LINE.test(dates))
  );
}

const placeCommaDates = (line: string) => {
  const [, place = "", dates = ""] = /^\s*([^,]+),\s+(.+)$/u.exec(line) ?? [];
  return PLACE.test(place.trim()) && !FIRM_WORD.test(place) && DATE_LINE.test(dates);
};

// "Summer Analyst, Asset Management Division" above "Jun 2024 – Aug 2024": a post whose dates a template
// sets on the line below it. Joined, the two read as the one dated post line the promotion check knows.
const withDatesBeside = (block: string[]) =>
  block.reduce<string[]>((out, line) => {
    const last = out[out.length - 1];
    if (
      last !== undefined &&
      out.length > 1 &&
      DATE_LINE.test(line) &&
      last.trim() &&
      !BULLET_LINE.test(last.trim()) &&
      !SINGLE_DATE.test(last)
    )
      out[out.length - 1] = `${last}  ${line.trim()}`;
    else out.push(line);
    return out;
  }, []);

function entries(cv: string, organisation: string): Entry[] {
  const lines = cv.split("\n");
  const key = normal(organisation).trim();
  const found: Entry[] = [];
  lines.forEach((line, i) => {
    if (!normal(line).includes(` ${key} `)) return;
    const block = [line, lines[i + 1] ?? ""];
    const promotions: string[] = [];
    let skip = 0;
    let carried = false;
    for (const [j, next] of lines.slice(i + 2).entries()) {
      if (skip > 0) {
        skip--;
        continue;
      }
      // The job's own dates on a line of their own, set under its name and place, are still its header.
      // So is a post on a line of its own under them ("Audit Intern"), before the first bullet.
      const header = block.length <= 4 && !block.some((l) => BULLET_LINE.test(l.trim()));
      // A form's fields under "Company: …" ("Location: Lancaster", "Dates: 2024 – present", "Duties:")
      // are the job's header, up to its first bullet.
      if (
        !block.some((l) => BULLET_LINE.test(l.trim())) &&
        /^\s*(?:location|dates?|period|duration|duties|responsibilities|key responsibilities)\s*:/i.test(next)
      ) {
        block.push(next);
        continue;
      }
      if (header && HEADING_LINE.test(next) && !SECTION.test(next)) {
        block.push(next);
        continue;
      }
      // So are the town and the dates under the post ("London, Jun 2024 – Aug 2024").
      if (block.length <= 3 && (DATE_LINE.test(next) || placeCommaDates(next))) {
        block.push(next);
        continue;
      }
      // A template may set the town and the dates on one line under the post ("Wexley Tea Rooms", "Waiting
      // Staff (part-time)", "York · October 2022 – May 2024"): a person reads the three as one
      // header. Only under an employer line with no dates of its own and a post with none, so the next
      // job's own dated header is never taken in.
      if (
        header &&
        block.length <= 3 &&
        placeThenDates(next) &&
        !block.some((l) => HEADER_LINE.test(l) || SINGLE_DATE.test(l) || !l.trim())
      ) {
        block.push(next);
        continue;
      }
      const after = lines[i + 3 + j];
      // Posts held in turn, each with its own dates, stacked under an employer line with none
      // ("Engagement Manager   2022 – 2025" over "Consultant / Senior Consultant   2018 – 2022") before
      // the bullets: all of them, and the bullets below, are that employer's.
      if (
        header &&
        HEADER_LINE.test(next) &&
        employerLine(block[0] ?? "") &&
        block.slice(1).every((l) => isPostLine(l, { place: true })) &&
        isPostLine(next, { place: true }) &&
        (BULLET_LINE.test((after ?? "").trim()) || isPostLine(after ?? "", { place: true }))
      ) {
        block.push(next);
        promotions.push(next);
        continue;
      }
      if (header && HEADER_LINE.test(next) && firstPost(block, next, after)) {
        block.push(next);
        continue;
      }
      if (HEADER_LINE.test(next) && continuesEmployer(block, next, after)) {
        block.push(next);
        promotions.push(next);
        continue;
      }
      // A later post whose date is no range ("Tax Insight Programme · Leeds · Easter 2023") never ended
      // the entry, but it is still one of the posts held there.
      if (!HEADER_LINE.test(next) && continuesEmployer(block, next, after, { anyDate: true })) {
        block.push(next);
        promotions.push(next);
        continue;
      }
      // The same with the later post's dates on the line below it ("Spring Week, Global Markets" above
      // "Apr 2023"), under an employer whose first post has its dates below it too: the CV gives that
      // post at that employer, so a letter saying so is right.
      if (
        after !== undefined &&
        !HEADER_LINE.test(next) &&
        !DATE_LINE.test(next) &&
        DATE_LINE.test(after) &&
        continuesEmployer(withDatesBeside(block), `${next}  ${after.trim()}`, lines[i + 4 + j], {
          anyDate: true,
        })
      ) {
        block.push(next, after);
        promotions.push(next, after);
        skip = 1;
        continue;
      }
      // The rest of a bullet carried onto the next line, set in further than the bullet, is the bullet's
      // own, whatever its words look like ("  Bank of England rate decision").
      const above = block[block.length - 1] ?? "";
      // So is a line after one that stops mid-phrase ("… on behalf of" above "the university's alumni
      // donors; 9.4% return in 2025–26"), set in or not.
      const unfinished = /(?:\b(?:of|and|the|to|for|in|on|with|a|an|by|at|from|vs)|,)$/i.test(above.trim());
      if (
        !BULLET_LINE.test(next.trim()) &&
        next.trim() &&
        (indent(next) > indent(above) || unfinished) &&
        (BULLET_LINE.test(above.trim()) || carried)
      ) {
        block.push(next);
        carried = true;
        continue;
      }
      carried = false;
      // "Received an award in FY2023-24": a financial year named in a line of the job is not a new job's dates.
      if (
        (HEADER_LINE.test(next) && !BULLET_LINE.test(next.trim()) && !/\bFY\s?(?:19|20)\d{2}/i.test(next)) ||
        (HEADING_LINE.test(next) && !/\d/.test(next) && !SUBHEADING.test(next))
      )
        break;
      block.push(next);
    }
    found.push({ lines: block, posts: [...block.slice(0, 5), ...promotions] });
  });
  return found;
}

// A profile export ("Save to PDF"): each post's dates carry its length, "June 2024 - August 2024 (3
// months)"; a company over several posts has a total length of its own on the line below its name
// ("1 year 4 months"). Page footers fall anywhere, and the sidebar (Contact, Top Skills, …) may sit
// between two jobs.
const PROFILE_DATES =
  /^\s*(?:[A-Za-z]{3,9}\.?\s+)?(?:19|20)\d{2}\s*[–—-]\s*(?:(?:[A-Za-z]{3,9}\.?\s+)?(?:19|20)\d{2}|present)\s*\((?:less than a year|\d+ years?(?: \d+ months?)?|\d+ months?)\)\s*$/i;
const PROFILE_LENGTH = /^\s*(?:\d+ years?(?: \d+ months?)?|\d+ months?|less than a year)\s*$/i;
const PAGE_FOOTER = /^\s*page \d+ of \d+\s*$/i;
const PROFILE_SIDEBAR =
  /^\s*(?:contact|top skills|languages|certifications|honors-awards|publications|patents)\s*$/i;
const PROFILE_SECTION =
  /^\s*(?:education|licenses (?:&|and) certifications|volunteer experience|honors (?:&|and) awards|skills|projects|courses)\s*$/i;
// A post's place in a profile export: "London, England, United Kingdom", "Coventry, United Kingdom".
const PROFILE_PLACE = /^\s*[\p{Lu}][\p{L}' .-]*(?:,\s*[\p{Lu}][\p{L}' .-]*)+\s*$/u;

// "Skills: Power Query · Financial Crime": the line an export sets under a post's text ends that post.
const PROFILE_SKILLS = /^\s*skills:/i;

type ProfileEmployer = { name: string; lines: string[]; posts: string[] };

/** The employers of a profile export, each with every post under it and the lines from its name to the next. */
function profileEmployers(cv: string): ProfileEmployer[] {
  if (!cv.split("\n").some((l) => PROFILE_DATES.test(l))) return [];
  // Footers and the sidebar's blocks are set aside as a reader skips them. The sidebar ends at a
  // heading, a sentence or a post's dates; the post's name just above those dates is the job's own, and
  // so is the employer's above it unless the line before the sidebar already names one.
  const kept: string[] = [];
  let skipped: string[] | undefined;
  // A bullet ends the post above it, with or without a full stop.
  const ends = (line: string) =>
    /[.!]\s*$/.test(line) ||
    BULLET_LINE.test(line) ||
    PROFILE_PLACE.test(line) ||
    PROFILE_DATES.test(line) ||
    PROFILE_SKILLS.test(line);
  for (const line of cv.split("\n")) {
    if (PAGE_FOOTER.test(line)) continue;
    if (PROFILE_SIDEBAR.test(line)) {
      skipped ??= [];
      continue;
    }
    if (skipped) {
      if (PROFILE_DATES.test(line)) {
        const before = kept[kept.length - 1] ?? "";
        // A company's total length just above the post ("PwC" above "10 months" above "Audit Intern")
        // opens a company of its own: its name above the length is taken back too.
        const count = PROFILE_LENGTH.test(skipped.at(-2) ?? "") ? 3 : before.trim() && !ends(before) ? 1 : 2;
        kept.push(...skipped.slice(-count));
        skipped = undefined;
      } else if (
        PROFILE_SECTION.test(line) ||
        /^\s*(?:experience|summary)\s*$/i.test(line) ||
        /[.!]\s*$/.test(line)
      )
        skipped = undefined;
      else {
        skipped.push(line);
        continue;
      }
    }
    kept.push(line);
  }
  const employers: ProfileEmployer[] = [];
  let current: ProfileEmployer | undefined;
  for (const [i, line] of kept.entries()) {
    if (PROFILE_SECTION.test(line)) {
      current = undefined;
      continue;
    }
    if (!PROFILE_DATES.test(kept[i + 2] ?? "") && !PROFILE_LENGTH.test(kept[i + 1] ?? "")) {
      current?.lines.push(line);
      continue;
    }
    const post = PROFILE_DATES.test(kept[i + 2] ?? "") && !PROFILE_LENGTH.test(kept[i + 1] ?? "");
    // Two lines above a post's dates sits its employer, unless that line ends the post before it (a
    // sentence, a place or a company's total length): then the post is one more under the same employer.
    const starts =
      PROFILE_LENGTH.test(kept[i + 1] ?? "") ||
      (post &&
        !/[.!]\s*$/.test(line) &&
        !BULLET_LINE.test(line) &&
        !PROFILE_PLACE.test(line) &&
        !PROFILE_LENGTH.test(line) &&
        !PROFILE_DATES.test(line) &&
        !PROFILE_SKILLS.test(line));
    if (starts) {
      current = { name: line.trim(), lines: [line], posts: [line] };
      employers.push(current);
    } else current?.lines.push(line);
  }
  for (const employer of employers)
    employer.lines.forEach((line, k) => {
      if (PROFILE_DATES.test(line) && k > 0) employer.posts.push(employer.lines[k - 1] ?? "", line);
    });
  return employers;
}

/**
 * A job's own lines: its header, the line below it (dates often sit there), and everything after up to
 * the next dated header or heading. Bullets may have no sign at all, or sit in a second column. A later
 * post at the same employer, set among its bullets, stays in the job.
 */
export function entryBlocks(cv: string, organisation: string): string[] {
  return [
    ...entries(cv, organisation),
    ...profileEntries(cv, organisation),
    ...spanningEntries(cv, organisation),
    ...namedLines(cv, organisation),
  ].map((entry) => entry.lines.join("\n"));
}

// "Harwood Trust NI", "Quillon Aid UK": letters naming the region, which a sentence leaves off.
const REGION_LETTERS = /(?<=\S\s+\S+)\s+(?:NI|UK|GB|ROI)$/;

/**
 * A skills-based CV groups its lines by skill and names the employer inside each ("At KPMG, tested …",
 * "… (KPMG internship)", "… – Boots", "As Treasurer of the QUB Finance Society, …"): such a line, with no
 * dates of its own, is that employer's work wherever it sits.
 */
function namedLines(cv: string, organisation: string): Entry[] {
  // "(Paylink Brum)" names "Paylink Brum Ltd": a company's suffix is often left off inside a line. So are
  // a charity's region letters: "the Harwood Trust" is "Harwood Trust NI".
  const name = organisation
    .trim()
    .replace(/\s+(?:ltd|limited|llp|plc|inc|group)\.?$/i, "")
    .replace(REGION_LETTERS, "")
    .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
    .replace(/\s+/g, "\\s+");
  if (!name) return [];
  const forms = [
    `\\bat\\s+(?:the\\s+)?${name}(?![\\p{L}\\p{N}])`,
    // "… volunteers for the Harwood Trust Christmas appeal", "… on behalf of the Harwood Trust".
    `\\b(?:for|on\\s+behalf\\s+of)\\s+the\\s+${name}(?![\\p{L}\\p{N}])`,
    `\\(\\s*(?:the\\s+)?${name}(?![\\p{L}\\p{N}])[^)]*\\)`,
    `[–—-]\\s*(?:the\\s+)?${name}\\s*[.;]?\\s*$`,
    `^\\W*as\\s[^,]{2,60}?\\s(?:of|at)\\s+(?:the\\s+)?${name}(?![\\p{L}\\p{N}])`,
    // "As Aston African-Caribbean Society treasurer, managed …": the post after the name.
    `^\\W*as\\s+(?:the\\s+)?${name}\\s+\\p{Ll}[\\p{L}-]*\\s*,`,
    // "… for the founders of Paylink Brum (2024)": the name with the year of the work closes the line.
    `(?<![\\p{L}\\p{N}])${name}\\s*\\(\\s*(?:19|20)\\d{2}\\s*\\)\\s*[.;]?\\s*$`,
  ].map((form) => new RegExp(form, "iu"));
  // "Rebuilt The Ivy's weekend rota" for The Ivy Clifton Brasserie: a venue named "The" and more is
  // called by its brand, when no other capitalised word follows it.
  // A letter may name it without its "The" ("at the Ivy Clifton Brasserie").
  const brand = /^(?:The\s+)?(\p{Lu}[\p{L}'’-]+)\s+\p{Lu}\S*\s+\S/u.exec(organisation.trim())?.[1];
  if (brand) forms.push(new RegExp(`(?<![\\p{L}\\d])The\\s+${brand}(?![\\p{L}\\d])(?!\\s+\\p{Lu})`, "u"));
  // "Captained the Bristol University second XV rugby team" for University of Bristol RFC: a university's
  // club is the university, in either order, with the sport its letters stand for.
  const club =
    /^(?:University\s+of\s+(\p{Lu}\p{L}+)|(\p{Lu}\p{L}+)\s+University)\s+(RU?FC|A?FC|HC|CC|BC)$/u.exec(
      organisation.trim(),
    );
  const town = club?.[1] ?? club?.[2];
  const sport = {
    RFC: "rugby",
    RUFC: "rugby",
    AFC: "football",
    FC: "football",
    HC: "hockey",
    CC: "cricket",
    BC: "(?:boat|rowing)",
  }[club?.[3] ?? ""];
  if (town && sport)
    forms.push(
      new RegExp(`\\b(?:University\\s+of\\s+${town}|${town}\\s+Uni(?:versity)?)\\b(?=.*\\b${sport}\\b)`, "u"),
      new RegExp(`\\b${sport}\\b(?=.*\\b(?:University\\s+of\\s+${town}|${town}\\s+Uni(?:versity)?)\\b)`, "u"),
    );
  // "… for the society's market", the line after one naming the Aston African-Caribbean Society: a body
  // is called by the kind its last word names.
  const kind = /\s(\p{Lu}\p{Ll}{2,})$/u.exec(organisation.trim())?.[1]?.toLowerCase();
  const byKind = kind ? new RegExp(`\\bthe\\s+${kind}(?:['’]s)?\\b`, "u") : null;
  const all = cv.split("\n");
  const says = (line: string) => !HEADER_LINE.test(line) && forms.some((form) => form.test(line));
  const lines = all.filter(
    (line, i) =>
      says(line) || (byKind?.test(line) && i > 0 && says(all[i - 1] ?? "") && !HEADER_LINE.test(line)),
  );
  return lines.map((line) => ({ lines: [line], posts: [] }));
}

/**
 * "British Army – Royal Engineers   2015 – 2025" above posts dated inside those years, each with its
 * bullets and set apart by blank lines ("Officer Commanding, 74 Field Squadron, Tidworth   2019 – 2022"):
 * a person reads every such post, and its bullets, as that employer's, up to the next line that is
 * neither blank, a bullet nor a post dated inside the employer's years. The employer's line names no post.
 */
function spanningEntries(cv: string, organisation: string): Entry[] {
  const lines = cv.split("\n");
  const key = normal(organisation).trim();
  const namesPost = (line: string) =>
    line
      .replace(/[,–—|·]/g, " ")
      .toLowerCase()
      .split(/\s+/)
      .some((word) => POST_NOUN.test(word));
  const found: Entry[] = [];
  lines.forEach((line, i) => {
    if (!normal(line).includes(` ${key} `) || !HEADER_LINE.test(line) || BULLET_LINE.test(line.trim()))
      return;
    if (namesPost(line)) return;
    const block = [line];
    const posts = [line];
    for (const next of lines.slice(i + 1)) {
      // A bullet's second line set in under it ("    AIM-listed and one FTSE SmallCap company") is the bullet's.
      const setIn = indent(next) > indent(line) && !HEADER_LINE.test(next);
      if (!next.trim() || BULLET_LINE.test(next.trim()) || setIn) block.push(next);
      else if (HEADER_LINE.test(next) && spans(line, next)) {
        block.push(next);
        posts.push(next);
      } else break;
    }
    if (posts.length > 1) found.push({ lines: block, posts });
  });
  return found;
}

/** A profile export's employers named `organisation`, each with all its posts. */
function profileEntries(cv: string, organisation: string): Entry[] {
  const key = normal(organisation).trim();
  return profileEmployers(cv)
    .filter((employer) => normal(employer.name).includes(` ${key} `))
    .map((employer) => ({ lines: employer.lines, posts: employer.posts }));
}

/** The lines of each job that name its posts: its header (up to five lines) and any later post there. */
export function entryPosts(cv: string, organisation: string): string[] {
  return [
    ...entries(cv, organisation),
    ...profileEntries(cv, organisation),
    ...spanningEntries(cv, organisation),
  ].map((entry) => entry.posts.join("\n"));
}

/**
 * A two-column page as a reader takes it in: the left column from top to bottom, then the right. A PDF
 * export interleaves the columns line by line ("University of Sheffield      Kelham Island Tavern"),
 * which would put the left column's dates inside the right column's job. Two columns are recognised
 * when most lines with text on both sides break at the same place (a run of 3+ spaces starting within
 * two characters of one column) and the right side is mostly more than dates, so a single column with
 * right-aligned dates is left as it is.
 */
export function readingOrder(cv: string): string {
  const lines = cv.split("\n");
  const starts = new Map<number, number>();
  const splits = lines.map((line) => {
    const gap = /\S(\s{3,})(?=\S)/.exec(line);
    if (!gap || gap.index < 8) return null;
    const at = gap.index + 1 + (gap[1]?.length ?? 0);
    starts.set(at, (starts.get(at) ?? 0) + 1);
    return at;
  });
  const [column, count] = [...starts].sort((a, b) => b[1] - a[1])[0] ?? [0, 0];
  // A page may run in one column at the top and in two below it (a skills sidebar beside the later
  // jobs): only the part from the first line split at the column is read column by column.
  const top = Math.max(
    0,
    splits.findIndex((at) => at !== null && Math.abs(at - column) <= 2),
  );
  const text = lines.slice(top).filter((l) => l.trim()).length;
  const near = splits.filter((at) => at !== null && Math.abs(at - column) <= 2).length;
  if (count < 4 || near < text * 0.3) return rowByRow(cv);
  const rights = lines.filter((l) => l.length > column && /^\s/.test(l.slice(column - 1, column)));
  const datesOnly = rights.filter((l) => DATE_LINE.test(l.slice(column))).length;
  if (datesOnly > rights.length / 2) return rowByRow(cv);
  // Dates set in a left-hand column ("09/2026 – 09/2027   London School of Economics") are one column of
  // a single-column page, not a sidebar.
  const lefts = lines.filter((_, i) => splits[i] !== null && Math.abs((splits[i] ?? 0) - column) <= 2);
  if (lefts.filter((l) => datesLine(l.slice(0, column).trim())).length > lefts.length / 2)
    return rowByRow(cv);
  const left: string[] = lines.slice(0, top);
  const right: string[] = [];
  for (const line of lines.slice(top)) {
    // A line that runs into the right column's place without a gap before it is the left column's own.
    const cut = /^\s/.test(line.slice(column - 1, column)) || line.length < column ? column : line.length;
    left.push(line.slice(0, cut).trimEnd());
    right.push(line.slice(cut).trim());
  }
  return `${left.join("\n")}\n\n${right.join("\n")}`;
}

/**
 * Two columns given a line each in turn, as some PDF exports give them: two headings on consecutive
 * lines ("PROFILE / CONTACT") show it. Where the other column's heading falls between two of a job's
 * bullets, a reader follows the job's column on (every other line) and reads the other column's entry
 * (its heading, header and bullets) apart, until that column's next heading, or until a line in its turn
 * is no bullet after its bullets: that column ran out and the job's column goes on alone.
 */
function rowByRow(cv: string): string {
  const lines = cv.split("\n").filter((line) => line.trim());
  const heading = (line: string) =>
    HEADING_LINE.test(line) &&
    (SECTION.test(line) || /^\s*(?:profile|contact|summary|about me|certificates)\s*$/i.test(line)) &&
    !BULLET_LINE.test(line);
  const pair = lines.findIndex((line, i) => i > 0 && heading(line) && heading(lines[i - 1] ?? ""));
  if (pair < 0) return cv;
  const turns = inTurnFromTheTop(lines, pair);
  if (turns) return turns;
  const apart: string[] = [];
  const read: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? "";
    // The heading falls after a job's bullet, or straight after its dated post, before its first bullet.
    const before = lines[i - 1] ?? "";
    const cuts =
      heading(line) &&
      (BULLET_LINE.test(before) || (DATE_RANGE.test(before) && !heading(before))) &&
      BULLET_LINE.test(lines[i + 1] ?? "");
    if (!cuts) {
      read.push(line);
      continue;
    }
    const other: string[] = [line];
    let j = i + 1;
    for (let turn = 0; j < lines.length && !heading(lines[j] ?? ""); j++, turn++) {
      const next = lines[j] ?? "";
      if (turn % 2 === 1) {
        // A column of bullets runs out at a line that is none; a list of skills or languages, which has
        // none, at a bullet, which is the job's.
        const bullets = other.slice(1).some((l) => BULLET_LINE.test(l));
        const list = /skills|languages|interests|certific/i.test(other[0] ?? "");
        if (bullets ? !BULLET_LINE.test(next) : list && BULLET_LINE.test(next)) break;
        other.push(next);
      } else read.push(next);
    }
    apart.push("", ...other);
    i = j - 1;
  }
  return apart.length ? `${read.join("\n")}\n${apart.join("\n")}` : cv;
}

/**
 * Two columns given a line each in turn from their headings on ("EDUCATION" / "EXPERIENCE" / "Durham
 * University" / "HSBC, Canary Wharf" / …): a reader takes every other line as one column. It is that
 * layout when, over the lines after the headings, one column's turns hold the bullets and the other's hold
 * none. The job's column runs out where a line in its turn after its bullets is no bullet and opens no
 * entry (no dates in its next two turns); the other column runs out where a bullet falls in its turn. The
 * lines after that are the column that goes on alone.
 */
function inTurnFromTheTop(lines: string[], pair: number): string | null {
  const bullet = (line: string | undefined) => BULLET_LINE.test(line ?? "");
  const window = lines.slice(pair + 1, pair + 17);
  const bullets = [0, 1].map((p) => window.filter((line, k) => k % 2 === p && bullet(line)).length);
  const [first = 0, second = 0] = bullets;
  const job = first >= 3 && second === 0 ? 0 : second >= 3 && first === 0 ? 1 : -1;
  if (job < 0) return null;
  const columns: string[][] = [[lines[pair - 1] ?? ""], [lines[pair] ?? ""]];
  // The column with the bullets is headed as the jobs' own: a profile beside contact details that ends
  // before the jobs begin is no such pair.
  if (!/experience|employment|work|internships?|placements?/i.test(columns[job]?.[0] ?? "")) return null;
  const dated = (line: string | undefined) => /\b(?:19|20)\d{2}\b/.test(line ?? "");
  for (let k = pair + 1; k < lines.length; k++) {
    const line = lines[k] ?? "";
    const turn = (k - pair - 1) % 2;
    const own = columns[turn] ?? [];
    const ran =
      turn === job
        ? !bullet(line) && bullet(own[own.length - 1]) && !dated(lines[k + 2]) && !dated(lines[k + 4])
        : bullet(line);
    if (ran) {
      columns[1 - turn]?.push(...lines.slice(k));
      break;
    }
    own.push(line);
  }
  return [...lines.slice(0, pair - 1), ...(columns[0] ?? []), "", ...(columns[1] ?? [])].join("\n");
}

// Small capitals ("ᴇxᴘᴇʀɪᴇɴᴄᴇ") and letter-spaced capitals ("S K I L L S") are a heading's type, not
// other words: a reader sees "EXPERIENCE" and "SKILLS".
const SMALL_CAPS: Record<string, string> = Object.fromEntries(
  [..."ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘꞯʀꜱᴛᴜᴠᴡʏᴢ"].map((c, k) => [c, "abcdefghijklmnopqrstuvwyz"[k] ?? ""]),
);
const plainHeading = (line: string) =>
  line
    .replace(/[ᴀ-ᴢꜰꜱꞯʀʏʟɢʜɪɴ]/gu, (c) => SMALL_CAPS[c] ?? c)
    .replace(/(?<=^|\s{2,})((?:\p{L} ){2,}\p{L})(?=\s{2,}|$)/gu, (spaced) => spaced.replace(/ /g, ""))
    .trim();
// Sections of things a member knows or likes, where no line is a job: a skill, a language or a pastime
// named there ("Capital IQ", "Spanish ●●●●○") is never an employer.
const ASIDE_HEADING =
  /^(?:[\p{L}&]+\s+){0,2}(?:skills|languages|interests|strengths|certifications|competencies|tools|software|hobbies|contact|profile|summary|about me|courses|references|philosophy)\s*:?$/iu;
const ANY_HEADING =
  /^(?:[\p{L}&]+\s+){0,3}(?:experience|education|employment|history|leadership|activities|projects|volunteering|achievements|awards|positions of responsibility|extra-curricular|societies|placements?|work)\s*:?$/iu;
const FUNCTION_WORD =
  /^(?:the|a|an|of|for|to|in|on|at|by|with|from|and|or|as|into|across|over|per|each|every|up|than)$/;
// Words of an ordinary phrase: four or more lower-case words that are not joining words make a sentence
// ("Achieved the store's top customer feedback score"), which a heading, a post or a firm's name is not.
const prose = (line: string) =>
  (line.match(/(?<![\p{L}'’-])\p{Ll}{3,}(?![\p{L}'’-])/gu) ?? []).filter((w) => !FUNCTION_WORD.test(w))
    .length >= 4;

/**
 * Whether a person reading the CV would take `organisation` for one the member worked or studied at: it
 * names a line that heads an entry, not only a bullet or the rest of a bullet carried onto the next line
 * ("• Drafted 2 client letters on the" / "  Bank of England rate cut"), a line in a skills, languages or
 * interests section, the member's own name (`member`, the CV's first line), a team after a post ("Summer Intern, Private
 * Banking") or a line of rating dots. A name the CV shortens or spells out elsewhere ("EY" for "Ernst &
 * Young LLP", "BofA" for "Bank of America") is the organisation whose heading line it abbreviates.
 * Undefined where the CV does not name it at all: that is a name no source holds, found apart.
 */
export function employerNamed(cv: string, organisation: string, member = ""): boolean | undefined {
  const key = normal(organisation).trim();
  if (!key) return undefined;
  const lines = cv.split("\n");
  if (/[●○★☆]/u.test(organisation) || normal(member).includes(` ${key} `)) return false;
  if (teamWords(organisation.replace(/^the\s+/i, ""))) return false;
  const headings: string[] = [];
  let mentioned = false;
  let aside = false;
  let carried = false;
  let bulletIndent = 0;
  for (const [i, line] of lines.entries()) {
    const heading = plainHeading(line);
    if (ASIDE_HEADING.test(heading)) aside = true;
    else if (ANY_HEADING.test(heading) || SECTION.test(heading)) aside = false;
    // A job's dates close such a section where a page sets the two kinds of lines in one run: a skill or
    // a language has no span of dates.
    else if (
      lines
        .slice(i, i + 4)
        .some((l) => HEADER_LINE.test(l) || DATE_LINE.test(l) || placeThenDates(l) || placeCommaDates(l))
    )
      aside = false;
    const previous = lines[i - 1] ?? "";
    const bullet = BULLET_LINE.test(line.trim());
    // The rest of a bullet: straight under it (or under its rest), set in further than the bullet, or
    // going on in small letters.
    if (bullet) bulletIndent = indent(line);
    carried =
      !bullet &&
      line.trim() !== "" &&
      (BULLET_LINE.test(previous.trim()) || carried) &&
      (/^\s*\p{Ll}/u.test(line) || indent(line) > bulletIndent);
    const named = normal(line).includes(` ${key} `);
    if (named) mentioned = true;
    // A bullet may head an entry of its own ("* Taff Street Capital (Corporate Finance Intern), Cardiff —
    // Jul 2024 – Sep 2024"): its dates say so.
    const heads = (!bullet || HEADER_LINE.test(line)) && !carried && !aside;
    if (!heads) continue;
    // A line may give the entry and its work in one ("Warwick Trading Society — Head of Derivatives
    // Education (2025–26): taught options pricing …"): the part naming the organisation is read alone.
    const part = line.split(/\s[—–|-]\s|[:();]|\s{3,}/).find((p) => normal(p).includes(` ${key} `));
    if (named && !prose(part ?? line)) return true;
    if (line.trim() && !prose(line)) headings.push(line);
  }
  if (headings.some((line) => abbreviates(organisation, line))) return true;
  // A skills-based CV names the employer inside its lines ("At KPMG, tested …").
  if (mentioned && namedLines(cv, organisation).length) return true;
  return mentioned ? false : undefined;
}

const indent = (line: string) => /^\s*/.exec(line)?.[0].length ?? 0;

/**
 * "EY" for "Ernst & Young LLP", "BofA" for "Bank of America", "PwC" for "PricewaterhouseCoopers": a short
 * name of capitals, each starting a word of the long one in order (its small letters following on), the
 * first the long name's first.
 */
function abbreviates(short: string, line: string): boolean {
  if (!/^(?=.*\p{Lu}.*\p{Lu})[\p{L}&]{2,6}$/u.test(short.trim())) return false;
  const words = separate(line)
    .split(/[^\p{L}]+/u)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
  const chunks = short.trim().match(/\p{Lu}[\p{Ll}&]*/gu) ?? [];
  let at = 0;
  for (const [k, chunk] of chunks.entries()) {
    const lower = chunk.toLowerCase().replace(/&/g, "");
    // The chunk's capital starts a word; its small letters follow in that word or start the next ones.
    const found = words.findIndex((w, n) => n >= at && w.startsWith(lower[0] ?? ""));
    if (found < 0 || (k === 0 && found !== 0)) return false;
    let rest = lower.slice(1);
    let word = found;
    let pos = 1;
    while (rest) {
      const c = rest[0] ?? "";
      const inWord = (words[word] ?? "").indexOf(c, pos);
      if (inWord >= 0) pos = inWord + 1;
      else if ((words[word + 1] ?? "").startsWith(c)) {
        word += 1;
        pos = 1;
      } else return false;
      rest = rest.slice(1);
    }
    at = word + 1;
  }
  return chunks.length > 0;
}

// A result's bullet opens on what was done: a past-tense verb ("Prepared", "Ran", "Proofread").
const DONE =
  /^\s*(?:[•·▪◦●*+\-–—]\s*)?(?:\p{Lu}\p{Ll}+(?:ed|ead)|Ran|Led|Built|Won|Wrote|Made|Sold|Took|Grew|Met|Set|Cut|Drew|Taught|Brought|Found|Held|Kept|Gave|Spent|Ran|Sent|Began|Rode|Shot|Paid|Lent|Ran)\b/u;

/**
 * A page whose sidebar was exported between a job's heading and its bullets ("Rothschild & Co" / "Global
 * Advisory Summer Analyst" / "London, Jun 2024 – Aug 2024" / "EDUCATION" / … / "• Prepared a buyer list
 * …"): a reader sees the job's dates with a heading straight under them, a section of lines with no
 * results of their own, and then results, and gives those results to the job still waiting for them,
 * until the next dated heading. The results are set back under the job.
 */
export function bulletsAcrossSidebar(cv: string): string {
  const lines = cv.split("\n");
  const isHeading = (line: string) => {
    const plain = plainHeading(line);
    return (
      !/\d/.test(plain) &&
      (ASIDE_HEADING.test(plain) ||
        ANY_HEADING.test(plain) ||
        (HEADING_LINE.test(line) && SECTION.test(line)))
    );
  };
  const out: string[] = [];
  let waiting = -1;
  let moved = 0;
  let studies = false;
  for (const [i, line] of lines.entries()) {
    const next = lines[i + 1] ?? "";
    if (HEADER_LINE.test(line) && !BULLET_LINE.test(line.trim())) {
      out.push(line);
      // A job's dates with a section heading straight under them: its results come after that section.
      // A degree's dates alone on their line, in an education section set there, leave the job waiting.
      if (isHeading(next)) {
        waiting = out.length;
        moved = 0;
        studies = /education/i.test(plainHeading(next));
      } else if (!(waiting >= 0 && studies && DATE_LINE.test(line))) waiting = -1;
      continue;
    }
    if (waiting >= 0 && isHeading(line)) studies = /education/i.test(plainHeading(line));
    if (waiting >= 0 && BULLET_LINE.test(line.trim()) && (DONE.test(line) || moved > 0)) {
      out.splice(waiting + moved, 0, line);
      moved += 1;
      continue;
    }
    out.push(line);
  }
  return out.join("\n");
}

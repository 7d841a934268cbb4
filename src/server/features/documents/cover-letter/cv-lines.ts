import { CELL_BREAK } from "../cv-match/layout";
import { ORG, ROLE } from "./cv-headers";

// What one line of a CV exported from PDF or Word is: a bullet, a date or a range, a place, the page's
// furniture, a contact line, a note of how long, a location under a post. An export also runs parts
// together, letter-spaces headings, puts tabs or a margin column between cells and names a table's
// columns in its first row; these are set apart again before the CV is read.

export const BULLET = /^(?:[•·▪◦‣∙●○■□►▸✓✔➢➤→»›◆◇❖⁃*+\-–—\uf000-\uf0ff]\s*|>\s+|o\s+|\d{1,2}[.)]\s+)(\S.*)$/u;

const PLACES = new Set(
  (
    "london,edinburgh,glasgow,manchester,birmingham,leeds,bristol,cardiff,belfast,liverpool,newcastle,nottingham," +
    "sheffield,oxford,cambridge,bath,brighton,reading,southampton,exeter,durham,york,warwick,coventry,leicester," +
    "aberdeen,dublin,paris,frankfurt,new york,hong kong,singapore,dubai,zurich,geneva,luxembourg,remote,hybrid,uk," +
    "united kingdom,england,scotland,wales,stockport,guildford,kingston upon thames,canary wharf,the city," +
    // Towns a CV sets beside a job: university towns, commuter towns and regional centres.
    "woking,reigate,redhill,epsom,croydon,bromley,watford,st albans,luton,milton keynes,northampton,bedford," +
    "chelmsford,colchester,ipswich,norwich,peterborough,lincoln,derby,stoke-on-trent,wolverhampton,walsall," +
    "solihull,worcester,hereford,gloucester,cheltenham,swindon,oxford,slough,maidenhead,windsor,basingstoke," +
    "winchester,portsmouth,bournemouth,poole,salisbury,plymouth,truro,taunton,yeovil,chester,lancaster,preston," +
    "blackpool,bolton,wigan,warrington,salford,oldham,huddersfield,bradford,halifax,wakefield,harrogate,hull," +
    "doncaster,rotherham,barnsley,middlesbrough,sunderland,darlington,carlisle,kendal,canterbury,maidstone," +
    "tunbridge wells,sevenoaks,dartford,crawley,horsham,chichester,worthing,eastbourne,hastings,loughborough," +
    "stirling,dundee,st andrews,perth,inverness,paisley,livingston,swansea,newport,wrexham,bangor,aberystwyth," +
    "derry,londonderry,lisburn,newry,cork,galway,limerick,sutton,richmond,twickenham,ealing,harrow,stratford," +
    "hammersmith,islington,camden,greenwich,lewisham,wimbledon,clapham,shoreditch,mayfair,docklands," +
    "amsterdam,madrid,milan,munich,berlin,brussels,stockholm,copenhagen,oslo,toronto,sydney,mumbai,lagos"
  ).split(","),
);
export const DATE_WORD =
  /^(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*$|^(summer|spring|autumn|winter|present|current|ongoing|now|to|until|expected|part-time|full-time)$|^\d{1,4}$/i;

export const isDate = (segment: string) =>
  segment.split(/[\s–—\-/.,'’[\]()]+/).every((w) => !w || DATE_WORD.test(w));
export const isPlace = (segment: string) => PLACES.has(segment.toLowerCase());
// A line that is nothing but a date or a range ("2023–24", "Sept 2022 – Jun 2023", "Summer 2024",
// "2021 – present", "(2023)"): a template that sets dates above each entry puts it under the last
// bullet of the entry before, but it is the next entry's, never the end of that bullet.
export const dateOnly = (line: string) => {
  const text = line.replace(/^[([]\s*|\s*[)\]]$/g, "").trim();
  return /\b(?:19|20)\d{2}\b|['’]\d{2}\b/.test(text) && isDate(text);
};
// "2023–24": a range whose end is written with two digits ends in 2024, not in 2023. Only a close end
// counts, so a month written as "2024-05" is not read as a year.
export function yearsIn(header: string): number[] {
  const years = (header.match(/\b(?:19|20)\d{2}\b/g) ?? []).map(Number);
  for (const match of header.matchAll(/\b((?:19|20)\d{2})\s*[–—/-]\s*(\d{2})\b(?![-–/]?\d)/g)) {
    const start = Number(match[1]);
    const end = start - (start % 100) + Number(match[2]);
    if (end > start && end - start <= 10) years.push(end);
  }
  return years;
}

export const YEAR = /\b(?:19|20)\d{2}\b/;

// What a PDF repeats at a page break: the page number, the owner's name (with "CV" or "Curriculum
// Vitae"), "continued". It belongs to no entry, so it must neither become an employer nor end the
// bullet the break cut in two.
export const PAGE_NUMBER = /^(?:page\s*)?\d{1,2}(?:\s*(?:of|\/)\s*\d{1,2})?$/i;
export const CONTINUED = /^\(?(?:continued|cont(?:inued|'d|\.)?)\)?$/i;
export function pageFurniture(line: string, name: string | null): boolean {
  if (PAGE_NUMBER.test(line) || CONTINUED.test(line)) return true;
  if (!name) return false;
  const rest = line
    .toLowerCase()
    .replace(name.toLowerCase(), "")
    .replace(/\b(?:curriculum vitae|cv|r[ée]sum[ée]|page\s*\d+(?:\s*(?:of|\/)\s*\d+)?)\b/g, "")
    .replace(/[\s|–—:,-]+/g, "");
  return line.toLowerCase().includes(name.toLowerCase()) && rest === "";
}
// "Aug 2024 | • Produced daily VaR": the end of a date range set in a left-hand column, on the line of the
// entry's first bullet. Read as one line, the bullet is lost; the dates go with the header above.
export function dateCellThenBullet(line: string): string[] {
  const cells = /^([^|]*\S[^|]*?)\s*\|\s*(\S.*)$/.exec(line);
  return cells?.[1] && cells[2] && isDate(cells[1].trim()) && BULLET.test(cells[2])
    ? [cells[1], cells[2]]
    : [line];
}

// "Sep 2024 – present | Redfern Holt LLP | Graduate Associate | Prepare R&D tax credit claims …; review
// …": a table's row, its last cell what was done, clause by clause. The row's other cells are the
// header; each clause of the last is a bullet under it.
export function rowThenDuties(line: string): string[] {
  const cells = line.split(/\s+\|\s+/);
  const duties = cells.at(-1) ?? "";
  if (cells.length < 3 || duties.split(/\s+/).length < 8 || !cells.slice(0, -1).some((c) => YEAR_IN.test(c)))
    return [line];
  const clauses = duties
    .split(/;\s+/)
    .map((c) => c.trim().replace(/[.;]+$/, ""))
    .filter(Boolean);
  return [
    cells.slice(0, -1).join(" | "),
    ...clauses.map((c) => `• ${c.charAt(0).toUpperCase()}${c.slice(1)}`),
  ];
}
const YEAR_IN = /\b(?:19|20)\d{2}\b/;

export const CONTACT_LINE =
  /^(?:contact(?:\s+(?:details|information|me))?:?|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|(?:\+\d{1,3}\s?|0)\d[\d ]{8,12}|(?:https?:\/\/)?(?:www\.)?[\w-]+(?:\.[\w-]+)+\/[\w/.-]*-?(?:\s*\(linkedin\))?|[\w-]+\s*\(linkedin\)|\(linkedin\))$/i;

// "Ten weeks", "Weekends", "(6 months)": how long or when, written in a left-hand date column under the
// dates. It dates nothing and names nothing, so the text beside it is read as if it stood alone.
const DURATION_NOTE =
  /^\(?(?:(?:\d{1,2}|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|several|a few)\s+(?:weeks?|months?|days?|years?)|(?:weekends?|evenings?|part[- ]time|full[- ]time|term[- ]time)(?:\s+only)?)\)?$/i;
// "Jun 2023 –" beside the post and "Aug 2023" beside the employer: a left-hand date column that breaks
// one range over two lines. The range is put back together beside the first line, so the second line
// (the employer) is not read as a dated entry of its own.
export function marginColumn(lines: string[]): string[] {
  const cells = (line: string) => /^([^|]*\S)\s*\|\s*(\S.*)$/.exec(line);
  const out: string[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? "";
    const here = cells(line);
    const left = here?.[1]?.trim() ?? "";
    if (here?.[2] && DURATION_NOTE.test(left)) {
      out.push(here[2]);
      continue;
    }
    const below = cells(lines[index + 1] ?? "");
    const end = below?.[1]?.trim() ?? "";
    if (
      here?.[2] &&
      below?.[2] &&
      /[–—-]$/.test(left) &&
      isDate(left) &&
      YEAR.test(left) &&
      isDate(end) &&
      (YEAR.test(end) || /^(?:present|current|now|ongoing)$/i.test(end))
    ) {
      out.push(`${left} ${end} | ${here[2]}`, below[2]);
      index++;
      continue;
    }
    out.push(line);
  }
  return out;
}

// "1 year 9 months", "10 months", "2 yrs 3 mos": how long a profile export says a member was with an
// employer, under the employer's name when several posts there follow.
export const TENURE =
  /^(?:less than a year|\d{1,2}\s+(?:years?|yrs?)(?:\s+\d{1,2}\s+(?:months?|mos?))?|\d{1,2}\s+(?:months?|mos?))$/i;

// "June 2023 - August 2023 (3 months)": a profile export's note of how long the dates run.
export const SPAN_NOTE =
  /\s*\((?:less than a year|\d{1,2}\s+(?:years?|yrs?)(?:\s+\d{1,2}\s+(?:months?|mos?))?|\d{1,2}\s+(?:months?|mos?))\)\s*$/i;
const COUNTRY =
  /^(?:uk|united kingdom|england|scotland|wales|northern ireland|ireland|france|germany|switzerland|netherlands|spain|italy|usa|united states|hong kong|singapore)$/i;
// "Swindon, England, United Kingdom", "Virtual": where a post was, on a line of its own under it.
export function locationLine(line: string): boolean {
  const parts = line.split(/,\s*/).map((p) => p.trim());
  if (parts.length === 1) return isPlace(line.trim()) || /^(?:virtual|online|remote)$/i.test(line.trim());
  const [town = "", ...rest] = parts;
  return (
    parts.length <= 4 &&
    COUNTRY.test(parts.at(-1) ?? "") &&
    rest.every((p) => COUNTRY.test(p) || isPlace(p)) &&
    // "JPM London, UK" is an employer and its town: a town no list holds counts only above a region.
    (isPlace(town) || parts.length >= 3) &&
    parts.every(
      (p) => /^\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,2}$/u.test(p) && !ORG.test(p) && !ROLE.test(p),
    )
  );
}

// "Jul 2023<tab>Halden Wardell<tab>Audit Work Experience Week": a Word table exported with a tab between
// cells. A tab that reaches its stop after a space or two still ends a cell, so it is widened by a
// whole stop; otherwise the employer and the post run together as one name.
export function tabsAsCells(line: string): string {
  if (!line.includes("\t")) return line;
  let out = "";
  for (const char of line) {
    const width = 8 - (out.length % 8);
    out += char === "\t" ? " ".repeat(width < 3 && out.trim() ? width + 8 : width) : char;
  }
  return out;
}

// "Dates | Employer | Role and responsibilities": a table's first row names its columns. It is no
// entry, and read as one its words become an employer.
const COLUMN_LABEL =
  /^(?:dates?|period|years?|employer|company|organi[sz]ation|institution|establishment|school|university|role|roles and responsibilities|role and responsibilities|position|post|job title|title|qualifications?|results?|grades?|subjects?|location|responsibilities|details|description)$/i;
export const columnLabels = (line: string) => {
  const cells = line.split(/\s*\|\s*/).filter(Boolean);
  return cells.length >= 2 && cells.every((c) => COLUMN_LABEL.test(c.trim()));
};

const MONTH_WORD =
  "(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?|spring|summer|autumn|winter";
// A date at the start of a cell: "Jun 2024", "Sept '22", "Jul 23", "06/24".
const DATE_START = new RegExp(
  `^(?:(?:${MONTH_WORD})\\s+(?:(?:19|20)\\d{2}|['’]?\\d{2})\\b|\\d{1,2}\\/\\d{2,4}\\b)`,
  "i",
);
const ROLE_START = new RegExp(`^${ROLE.source}`, "i");
const ROLE_WORD = new RegExp(`^${ROLE.source}$`, "i");

const COUNTRY_NEXT =
  /^,\s*(?:uk|united kingdom|england|scotland|wales|northern ireland|ireland|france|germany|switzerland|netherlands|spain|italy|usa|united states|hong kong|singapore)\b/i;
const LEGAL_END = /\b(?:PLC|LLP|LTD|Ltd|Inc)$/;
const PROGRAMME_WEEK = /\b(?:spring|insight|experience|open|discovery) week$/i;

/**
 * "Calloway Frome LondonJun 2024 – Aug 2024", "Audit InternBrindle Oak LLPJul 2023 – Sep 2023",
 * "HallorySpring Week": a right-aligned template's parts run together when the text is taken off
 * the page, with no space where the gap was. A word running straight into a date, or a post's word
 * running into a name (or a name into a post), is two cells; a town that ends the first of them is a
 * cell of its own. Names written in camel case ("BlackRock", "McKinsey") run into neither, and stay whole.
 */
export function runTogether(line: string): string {
  if (BULLET.test(line.trim())) return line;
  let out = "";
  let cut = false;
  let from = 0;
  for (const match of line.matchAll(/(?<=[\p{L}.])(?=\p{Lu}|\d)/gu)) {
    const at = match.index ?? 0;
    const left = line.slice(0, at);
    const right = line.slice(at);
    const leftWord = /[\p{L}.]+$/u.exec(left)?.[0] ?? "";
    const town = /^\p{Lu}\p{Ll}+(?=$|[^\p{Ll}])/u.exec(right)?.[0];
    // "Royal Highland ShowIngliston, UK": a word the line then sets before a country is a town, known
    // or not.
    const isTown = town !== undefined && (isPlace(town) || COUNTRY_NEXT.test(right.slice(town.length)));
    const split =
      DATE_START.test(right) ||
      (isTown && /\p{Ll}$/u.test(left)) ||
      // "Greggs PLCBirmingham, UK": a legal suffix in capitals ends the firm's name.
      (isTown && LEGAL_END.test(left)) ||
      // "Private Equity Insight WeekFernhill": a programme called a week ends the post.
      (PROGRAMME_WEEK.test(left) && /^\p{Lu}\p{Ll}/u.test(right)) ||
      // "MyTutor": a word of two letters before a role word is the start of a brand, not a name ending.
      (/\p{Ll}$/u.test(left) &&
        leftWord.length > 2 &&
        (ROLE_WORD.test(leftWord) || ROLE_START.test(right)) &&
        !ROLE_WORD.test(`${leftWord}${/^\p{L}+/u.exec(right)?.[0] ?? ""}`));
    if (!split) continue;
    out += `${line.slice(from, at)}${CELL_BREAK}`;
    from = at;
    cut = true;
  }
  if (!cut) return line;
  out += line.slice(from);
  // "Calloway Frome London": the town the template set after the employer, its comma lost too.
  return out
    .split(CELL_BREAK)
    .map((cell) => {
      const town = /^(.*\S)\s+(\p{Lu}\p{Ll}+)$/u.exec(cell);
      return town?.[1] &&
        town[2] &&
        isPlace(town[2]) &&
        !/\b(?:of|college|university|school|city)$/i.test(town[1])
        ? `${town[1]}${CELL_BREAK}${town[2]}`
        : cell;
    })
    .join(CELL_BREAK);
}

// "ᴇxᴘᴇʀɪᴇɴᴄᴇ", "ʟᴀɴɢᴜᴀɢᴇꜱ": a template that sets its headings in small capitals writes them in letters
// of their own, which no heading is known by (and which NFKC leaves as they are). A word of two or more
// of them is read in capitals, a stray plain letter among them ("x", "s") with it.
const SMALL_CAPS: Record<string, string> = {
  ᴀ: "A",
  ʙ: "B",
  ᴄ: "C",
  ᴅ: "D",
  ᴇ: "E",
  ꜰ: "F",
  ɢ: "G",
  ʜ: "H",
  ɪ: "I",
  ᴊ: "J",
  ᴋ: "K",
  ʟ: "L",
  ᴍ: "M",
  ɴ: "N",
  ᴏ: "O",
  ᴘ: "P",
  ǫ: "Q",
  ʀ: "R",
  ꜱ: "S",
  ᴛ: "T",
  ᴜ: "U",
  ᴠ: "V",
  ᴡ: "W",
  ʏ: "Y",
  ᴢ: "Z",
};
const SMALL_CAP = new RegExp(`[${Object.keys(SMALL_CAPS).join("")}]`, "gu");
export function smallCaps(line: string): string {
  return line.replace(/[\p{L}]+/gu, (word) =>
    (word.match(SMALL_CAP)?.length ?? 0) >= 2
      ? word.replace(SMALL_CAP, (c) => SMALL_CAPS[c] ?? c).toUpperCase()
      : word,
  );
}

// "E X P E R I E N C E" or "S K I L L S  &  I N T E R E S T S": a template that letter-spaces its
// headings (and the name) puts a space between letters and a wider gap between words. Read as written,
// no heading is known and the name is a row of letters; the letters are set together again first.
export function letterSpaced(line: string): string {
  const text = line.trim();
  if (!/^\p{Lu}(?: {1,3}[\p{Lu}&])+$/u.test(text) || text.replace(/[^\p{Lu}]/gu, "").length < 4) return line;
  if (!/^\p{Lu}(?: \p{Lu})+(?: {2,3}(?:&|\p{Lu}(?: \p{Lu})*))*$/u.test(text)) return line;
  const words = text.split(/ {2,3}/).map((word) => word.replace(/ /g, ""));
  // "W O R K E X P E R I E N C E", the gap between words no wider: a heading's words found again.
  const [only] = words;
  return words.length === 1 && only ? (headingWords(only) ?? only) : words.join(" ");
}

const HEADING_WORDS =
  "work professional relevant industry employment experience history education academic skills technical key languages interests hobbies leadership activities extracurricular extra curricular positions of responsibility volunteering projects achievements awards certifications qualifications and additional information profile personal summary contact references".split(
    " ",
  );
/** "WORKEXPERIENCE" as "WORK EXPERIENCE", when it is made of a heading's words and nothing else. */
function headingWords(run: string): string | null {
  const lower = run.toLowerCase();
  const best: (string[] | null)[] = [[]];
  for (let end = 1; end <= lower.length; end++) {
    best[end] = null;
    for (const word of HEADING_WORDS) {
      const start = end - word.length;
      const before = start >= 0 ? best[start] : null;
      if (before && lower.slice(start, end) === word) {
        best[end] = [...before, run.slice(start, end)];
        break;
      }
    }
  }
  const found = best[lower.length];
  return found && found.length > 1 ? found.join(" ") : null;
}

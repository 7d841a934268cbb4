import type { CsvRowProblem } from "../../../shared/csv-import";
import {
  CONTACT_STAGES,
  type ContactValues,
  contactCreateSchema,
  MET_VIA,
  NETWORKING_IMPORT_MAX_ROWS,
} from "../../../shared/schemas/networking";
import { type CsvImportFormat, matchKey, readCsvFile, rowBySchema } from "../../platform/csv-import";

// The networking CSV, both ways: the export's columns, and reading a file (the export, LinkedIn's
// Connections.csv, or a spreadsheet of the member's own) into contacts, each bad row with its line and
// reason, and each row that is already a contact set aside. LinkedIn's export starts with a few
// "Notes:" lines before its header, so the header is the first row that names the contact.

export const EXPORT_HEADER = [
  "Name",
  "Firm",
  "Role",
  "Team",
  "How we met",
  "University",
  "Email",
  "LinkedIn URL",
  "Stage",
  "Tags",
  "Notes",
  "Connected on",
  "Last interaction",
  "Added",
];

// Header names as written, lower case without spaces or punctuation; columns not listed are ignored.
const COLUMNS = {
  name: ["name", "fullname", "contact", "contactname"],
  firstName: ["firstname", "givenname", "forename"],
  lastName: ["lastname", "surname", "familyname"],
  firm: ["firm", "company", "organisation", "organization", "employer"],
  role: ["role", "position", "title", "jobtitle"],
  team: ["team", "division", "department", "desk"],
  metVia: ["howwemet", "metvia", "howmet", "source"],
  university: ["university", "school", "college"],
  email: ["email", "emailaddress"],
  linkedin: ["linkedinurl", "linkedin", "url", "profileurl", "linkedinprofile"],
  notes: ["notes", "note"],
  tags: ["tags", "tag", "labels"],
  stage: ["stage", "relationshipstage"],
  connectedOn: ["connectedon", "connected"],
} as const;
type Column = keyof typeof COLUMNS;

// Where a file's header may start: LinkedIn puts three lines of notes first; allow some slack.
const HEADER_SEARCH_ROWS = 10;

const byLabel = (list: readonly { value: string; label: string }[]) =>
  new Map<string, string>(
    list.flatMap((item) => [
      [matchKey(item.label), item.value],
      [matchKey(item.value), item.value],
    ]),
  );
const STAGES = byLabel(CONTACT_STAGES);
const MET = byLabel(MET_VIA);
const FIELD_LABELS: Record<string, string> = {
  name: "Name",
  firm: "Firm",
  role: "Role",
  team: "Team",
  university: "University",
  email: "Email",
  linkedin_url: "LinkedIn URL",
  notes: "Notes",
  tags: "Tags",
};
const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

export type ImportRow = ContactValues & { line: number; connected_on: string | null };
export type SkippedRow = { line: number; name: string; reason: string };
export type ReadResult = { rows: ImportRow[]; errors: CsvRowProblem[]; skipped: SkippedRow[] };

/** LinkedIn's "15 Mar 2024", ISO, or the UK's DD/MM/YYYY, as YYYY-MM-DD; null when not a real day. */
export function parseConnectedOn(text: string): string | null {
  const named = /^(\d{1,2})[\s-]([A-Za-z]{3})[a-z]*[\s-](\d{2}|\d{4})$/.exec(text.trim());
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text.trim());
  const uk = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  let parts: [number, number, number] | null = null;
  if (named) {
    const month = MONTHS.indexOf((named[2] ?? "").toLowerCase());
    const year = Number(named[3]);
    if (month >= 0) parts = [year < 100 ? 2000 + year : year, month + 1, Number(named[1])];
  } else if (iso) parts = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (uk) parts = [Number(uk[3]), Number(uk[2]), Number(uk[1])];
  if (!parts) return null;
  const [year, month, day] = parts;
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? date.toISOString().slice(0, 10) : null;
}

/** How two rows (or a row and a contact) are recognised as one person: the profile link, else the email. */
export function identityKeys(contact: { email: string; linkedin_url: string }): string[] {
  const keys: string[] = [];
  if (contact.linkedin_url) {
    const url = contact.linkedin_url
      .toLowerCase()
      .replace(/[?#].*$/, "")
      .replace(/\/+$/, "");
    keys.push(`in:${url.replace(/^https:\/\/([a-z]{2,3}\.)?linkedin\.com/, "")}`);
  }
  if (contact.email) keys.push(`mail:${contact.email.toLowerCase()}`);
  return keys;
}

function readRow(
  line: number,
  cell: (column: Column) => string,
  fromLinkedIn: boolean,
): ImportRow | CsvRowProblem {
  const stageText = cell("stage");
  const stage = stageText ? STAGES.get(matchKey(stageText)) : "identified";
  if (!stage) {
    const names = CONTACT_STAGES.map((s) => s.label).join(", ");
    return { line, message: `Unknown stage "${stageText}": use one of ${names}.` };
  }
  const metText = cell("metVia");
  const metVia = metText ? MET.get(matchKey(metText)) : fromLinkedIn ? "linkedin" : null;
  if (metVia === undefined) {
    const names = MET_VIA.map((m) => m.label).join(", ");
    return { line, message: `Unknown way of meeting "${metText}": use one of ${names}.` };
  }
  const name = cell("name") || `${cell("firstName")} ${cell("lastName")}`.trim();
  // The same checks as adding a contact by hand.
  const parsed = rowBySchema(
    line,
    contactCreateSchema,
    {
      name,
      firm: cell("firm"),
      role: cell("role"),
      team: cell("team"),
      met_via: metVia,
      university: cell("university"),
      email: cell("email"),
      linkedin_url: cell("linkedin"),
      notes: cell("notes"),
      tags: cell("tags")
        .split(/[;,]/)
        .map((t) => t.trim())
        .filter(Boolean),
      stage,
    },
    FIELD_LABELS,
  );
  if ("problem" in parsed) return parsed.problem;
  const connectedText = cell("connectedOn");
  return { ...parsed.data, line, connected_on: connectedText ? parseConnectedOn(connectedText) : null };
}

const FORMAT: CsvImportFormat<Column> = {
  columns: COLUMNS,
  isHeader: (index) => index.has("name") || (index.has("firstName") && index.has("lastName")),
  headerWithin: HEADER_SEARCH_ROWS,
  maxRows: NETWORKING_IMPORT_MAX_ROWS,
  messages: {
    noHeader:
      "The file has no header row naming the contacts: include a Name column (or First Name and Last Name, as LinkedIn's Connections.csv does).",
    noRows: "The file has no contacts below its header row.",
    tooManyRows: (rows) =>
      `The file has ${rows.toLocaleString("en-GB")} rows: import at most ${NETWORKING_IMPORT_MAX_ROWS.toLocaleString("en-GB")} contacts at a time. Split the file and import each part.`,
  },
};

/**
 * Reads a networking CSV: the contacts to import, every row that cannot be (with its line), and the
 * rows that are someone already among `existing` identity keys or earlier in the file. A file that
 * cannot be read at all throws CsvFileError.
 */
export function readContactsCsv(text: string, existing: ReadonlySet<string> = new Set()): ReadResult {
  const { index, records } = readCsvFile(text, FORMAT);
  const fromLinkedIn = index.has("connectedOn") || (index.has("firstName") && index.has("linkedin"));
  const seen = new Map<string, number | null>([...existing].map((k) => [k, null]));
  const result: ReadResult = { rows: [], errors: [], skipped: [] };
  for (const { line, cell } of records) {
    const name = cell("name") || `${cell("firstName")} ${cell("lastName")}`.trim();
    if (!name && !cell("email") && !cell("linkedin")) {
      result.skipped.push({ line, name: "", reason: "No name, email or LinkedIn URL." });
      continue;
    }
    const row = readRow(line, cell, fromLinkedIn);
    if ("message" in row) {
      result.errors.push(row);
      continue;
    }
    const keys = identityKeys(row);
    const match = keys.find((k) => seen.has(k));
    if (match !== undefined) {
      const earlier = seen.get(match);
      const reason = earlier ? `The same person as line ${earlier}.` : "Already in your contacts.";
      result.skipped.push({ line: row.line, name: row.name, reason });
      continue;
    }
    for (const k of keys) seen.set(k, row.line);
    result.rows.push(row);
  }
  return result;
}

import {
  CONTACT_STAGES,
  type ContactValues,
  contactCreateSchema,
  MET_VIA,
  NETWORKING_IMPORT_MAX_ROWS,
} from "../../../shared/schemas/networking";
import { parseCsv, restoreFormula } from "../../platform/csv";

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

const key = (text: string) => text.toLowerCase().replace(/[^a-z]/g, "");
const byLabel = (list: readonly { value: string; label: string }[]) =>
  new Map<string, string>(
    list.flatMap((item) => [
      [key(item.label), item.value],
      [key(item.value), item.value],
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
export type RowProblem = { line: number; message: string };
export type SkippedRow = { line: number; name: string; reason: string };
export type ReadResult = { rows: ImportRow[]; errors: RowProblem[]; skipped: SkippedRow[] };

/** The file itself cannot be imported (not CSV, no header, too many rows): a 400 with this message. */
export class CsvFileError extends Error {}

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

function headerIndex(cells: string[]): Map<Column, number> {
  const index = new Map<Column, number>();
  cells.forEach((name, i) => {
    const column = (Object.keys(COLUMNS) as Column[]).find((c) =>
      (COLUMNS[c] as readonly string[]).includes(key(name)),
    );
    if (column && !index.has(column)) index.set(column, i);
  });
  return index;
}

function readRow(
  line: number,
  cell: (column: Column) => string,
  fromLinkedIn: boolean,
): ImportRow | RowProblem {
  const stageText = cell("stage");
  const stage = stageText ? STAGES.get(key(stageText)) : "identified";
  if (!stage) {
    const names = CONTACT_STAGES.map((s) => s.label).join(", ");
    return { line, message: `Unknown stage "${stageText}": use one of ${names}.` };
  }
  const metText = cell("metVia");
  const metVia = metText ? MET.get(key(metText)) : fromLinkedIn ? "linkedin" : null;
  if (metVia === undefined) {
    const names = MET_VIA.map((m) => m.label).join(", ");
    return { line, message: `Unknown way of meeting "${metText}": use one of ${names}.` };
  }
  const name = cell("name") || `${cell("firstName")} ${cell("lastName")}`.trim();
  // The same checks as adding a contact by hand.
  const parsed = contactCreateSchema.safeParse({
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
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = FIELD_LABELS[String(issue?.path[0])];
    const message = issue?.message ?? "This row cannot be read.";
    return { line, message: field && !message.includes(field) ? `${field}: ${message}` : message };
  }
  const connectedText = cell("connectedOn");
  return { ...parsed.data, line, connected_on: connectedText ? parseConnectedOn(connectedText) : null };
}

/**
 * Reads a networking CSV: the contacts to import, every row that cannot be (with its line), and the
 * rows that are someone already among `existing` identity keys or earlier in the file.
 */
export function readContactsCsv(text: string, existing: ReadonlySet<string> = new Set()): ReadResult {
  let records: ReturnType<typeof parseCsv>;
  try {
    records = parseCsv(text);
  } catch (error) {
    throw new CsvFileError(`The file is not valid CSV: ${(error as Error).message}.`);
  }
  const at = records.slice(0, HEADER_SEARCH_ROWS).findIndex((record) => {
    const index = headerIndex(record.cells);
    return index.has("name") || (index.has("firstName") && index.has("lastName"));
  });
  if (at < 0) {
    throw new CsvFileError(
      "The file has no header row naming the contacts: include a Name column (or First Name and Last Name, as LinkedIn's Connections.csv does).",
    );
  }
  const header = records[at] as (typeof records)[number];
  const index = headerIndex(header.cells);
  const data = records.slice(at + 1);
  if (data.length === 0) throw new CsvFileError("The file has no contacts below its header row.");
  if (data.length > NETWORKING_IMPORT_MAX_ROWS) {
    throw new CsvFileError(
      `The file has ${data.length.toLocaleString("en-GB")} rows: import at most ${NETWORKING_IMPORT_MAX_ROWS.toLocaleString("en-GB")} contacts at a time. Split the file and import each part.`,
    );
  }
  const fromLinkedIn = index.has("connectedOn") || (index.has("firstName") && index.has("linkedin"));
  const seen = new Map<string, number | null>([...existing].map((k) => [k, null]));
  const result: ReadResult = { rows: [], errors: [], skipped: [] };
  for (const record of data) {
    const cell = (column: Column) => {
      const i = index.get(column);
      return restoreFormula(i === undefined ? "" : (record.cells[i]?.trim() ?? ""));
    };
    const name = cell("name") || `${cell("firstName")} ${cell("lastName")}`.trim();
    if (!name && !cell("email") && !cell("linkedin")) {
      result.skipped.push({ line: record.line, name: "", reason: "No name, email or LinkedIn URL." });
      continue;
    }
    const row = readRow(record.line, cell, fromLinkedIn);
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

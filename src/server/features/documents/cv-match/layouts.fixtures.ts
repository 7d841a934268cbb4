import { headingOf } from "./headings";

// The same CV laid out as four common templates draw it, for the layout-invariance tests and the
// bench's tuning layouts: (a) institution, degree and dates on one line; (b) section names in a left
// margin, dates on the line above, institution and degree on lines of their own, square markers and
// long bullets broken over two lines;
// (c) capitals, tabs, the degree before the institution, the dates on the line below and no bullet
// markers; (d) two columns aligned with tabs, contact details and skills in a left-hand column beside
// the rest, whose lines break at the column's width. The input is a CV in layout (a): entry lines end
// with their dates after a gap of three or more spaces.

type Entry = { parts: string[]; dates?: string; lines: string[] };
type Section = { heading: string; entries: Entry[]; lines: string[] };
type Cv = { header: string[]; sections: Section[] };

const DATED = /^(.*?\S)\s{3,}(\S.*)$/;

function parseLayoutA(text: string): Cv {
  const cv: Cv = { header: [], sections: [] };
  for (const raw of text.split("\n")) {
    const line = raw.trimEnd();
    if (!line.trim()) continue;
    if (headingOf(line)) {
      cv.sections.push({ heading: line.trim(), entries: [], lines: [] });
      continue;
    }
    const section = cv.sections.at(-1);
    if (!section) {
      cv.header.push(line.trim());
      continue;
    }
    const dated = DATED.exec(line);
    if (dated?.[1] && dated[2] && !/^\s*[•\-*]/.test(line)) {
      section.entries.push({ parts: dated[1].split(/\s+[–—]\s+|,\s+(?=[A-Z])/), dates: dated[2], lines: [] });
      continue;
    }
    const entry = section.entries.at(-1);
    if (entry) entry.lines.push(line.trim());
    else section.lines.push(line.trim());
  }
  return cv;
}

const isSidebar = (section: Section) => headingOf(section.heading) === "skills";
const unbullet = (line: string) => line.replace(/^[•\-*]\s+/, "");

const BULLET = /^[•\-*]\s/;

/** A bullet broken at `width`, as PDF text breaks it at the edge of its column. */
function wrapBullet(line: string, marker: string, width: number): string[] {
  if (!BULLET.test(line)) return wrap(line, width);
  const [first = "", ...rest] = wrap(unbullet(line), width - 2);
  return [`${marker} ${first}`, ...rest];
}

const MARGIN = 26;

function layoutB(cv: Cv): string {
  const out = [...cv.header, ""];
  for (const section of cv.sections) {
    // The section's name in a left margin, beside the section's first line.
    const title = section.heading.charAt(0) + section.heading.slice(1).toLowerCase();
    const lines = [...section.lines];
    for (const entry of section.entries) {
      if (entry.dates) lines.push(entry.dates);
      lines.push(entry.parts[0] ?? "", ...(entry.parts.length > 1 ? [entry.parts.slice(1).join(", ")] : []));
      lines.push(...entry.lines.flatMap((line) => wrapBullet(line, "▪", WRAP_B)));
    }
    lines.forEach((line, index) => {
      out.push(`${(index === 0 ? title : "").padEnd(Math.max(MARGIN, title.length + 4))}${line}`.trimEnd());
    });
    out.push("");
  }
  return out.join("\n");
}

function layoutC(cv: Cv): string {
  const out = [
    cv.header[0]?.toUpperCase() ?? "",
    ...cv.header.slice(1).map((line) => line.replace(/ \| /g, "\t")),
    "",
  ];
  for (const section of cv.sections) {
    out.push(`${section.heading.toUpperCase()}:`, ...section.lines.map(unbullet));
    for (const entry of section.entries) {
      const [place = "", ...rest] = entry.parts;
      out.push(rest.length ? `${rest.join(", ")}\t\t${place}` : place);
      if (entry.dates) out.push(entry.dates);
      out.push(...entry.lines.map(unbullet));
    }
    out.push("");
  }
  return out.join("\n");
}

const SIDEBAR_WIDTH = 30;
const TAB = 8;
const MAIN_COLUMN_AT = 40;
const WRAP_B = 90;
const WRAP_D = 70;

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(/\s+/)) {
    if (current && `${current} ${word}`.length > width) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) lines.push(current);
  return lines;
}

function layoutD(cv: Cv): string {
  const [name = "", ...contact] = cv.header;
  const left = contact.flatMap((line) => line.split(" | ")).flatMap((line) => wrap(line, SIDEBAR_WIDTH));
  const right: string[] = [];
  for (const section of cv.sections) {
    const target = isSidebar(section) ? left : right;
    target.push("", section.heading.toUpperCase());
    if (isSidebar(section)) {
      for (const line of [
        ...section.lines,
        ...section.entries.flatMap((entry) => [entry.parts.join(", "), ...entry.lines]),
      ])
        left.push(...wrap(unbullet(line), SIDEBAR_WIDTH));
      continue;
    }
    right.push(...section.lines);
    for (const entry of section.entries) {
      right.push(
        entry.parts.join(" – "),
        ...(entry.dates ? [entry.dates] : []),
        ...entry.lines.flatMap((line) => wrapBullet(line, "•", WRAP_D)),
      );
    }
  }
  const rows = Math.max(left.length, right.length);
  const out = [name, ""];
  for (let i = 0; i < rows; i++) {
    const l = left[i] ?? "";
    const r = right[i] ?? "";
    // Tabs to the main column's edge, as a word processor aligns two columns.
    const tabs = "\t".repeat(Math.ceil((MAIN_COLUMN_AT - l.length) / TAB));
    out.push(r ? `${l}${tabs}${r}` : l);
  }
  return out.join("\n");
}

export const LAYOUT_NAMES = ["a", "b", "c", "d"] as const;

/** The CV (written in layout a) in each of the four layouts. */
export function fourLayouts(layoutA: string): Record<(typeof LAYOUT_NAMES)[number], string> {
  const cv = parseLayoutA(layoutA);
  return { a: layoutA, b: layoutB(cv), c: layoutC(cv), d: layoutD(cv) };
}

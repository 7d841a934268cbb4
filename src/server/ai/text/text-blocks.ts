// Splits a job description's plain text into headings, list items and prose, and tags each with the
// section it sits in, so "Responsibilities" bullets and "What we're looking for" bullets can be told
// apart. Descriptions without headings (or flattened onto one line) still work: everything is then in
// the "intro" section and the summariser falls back on cue words.

export type Section = "intro" | "responsibilities" | "requirements" | "other";
export type Block = { kind: "heading" | "bullet" | "prose"; text: string; section: Section };

// A list item: a bullet sign, or "-", "*", "1." or "a)" followed by a space (so "e.g." and
// "-based" are not list items).
const BULLET = /^(?:[•·▪◦‣∙●○■□►▸✓✔➢➤→‒–—]\s*|[*+-]\s+|\(?(?:\d{1,2}|[a-z])[.)]\s+)(.+)$/u;

// Order matters: "About you" is about requirements, "About us" is not about the role at all.
const SECTION_HEADINGS: [Section, RegExp][] = [
  [
    "other",
    /\b(benefits?|perks|what we offer|why (join|work)|about us|who we are|our (culture|values|commitment)|about (the )?(company|firm|team at)|compensation|salary|pay|equal opportunit|diversity|inclusion|how to apply|application process|recruitment process|hiring process|next steps|locations?)\b/i,
  ],
  [
    "requirements",
    /\b(requirements?|qualifications?|what we('|’)?re looking for|what we are looking for|who (you are|we('|’)?re looking for)|about you|skills|experience|essential|desirable|criteria|eligibility|what you('|’)?ll need|what you need|what you bring|you (have|should have|will have)|your profile|competenc(y|ies)|preferred)\b/i,
  ],
  [
    "responsibilities",
    /\b(responsibilit(y|ies)|what you('|’)?ll (do|be doing)|what you will (do|be doing)|the role|your role|role overview|duties|day[- ]to[- ]day|your impact|in this role|the opportunity|the programme|the program|key tasks|what the (job|role) involves|the position|job description)\b/i,
  ],
];

function sectionOf(heading: string): Section | null {
  for (const [section, pattern] of SECTION_HEADINGS) if (pattern.test(heading)) return section;
  return null;
}

/** A short line that names a part of the posting: "Key responsibilities", "ABOUT YOU:", … */
function looksLikeHeading(line: string): boolean {
  if (line.length > 70 || /[.!?;,]$/.test(line)) return false;
  const words = line.split(/\s+/).length;
  return words <= 9 && (line.endsWith(":") || sectionOf(line) !== null || /^[A-Z][^a-z]*$/.test(line));
}

/** Normalises spaces and line breaks without changing a word. */
export function normaliseText(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(/[\u00a0\u2000-\u200b\u202f\u205f\u3000]/g, " ")
    .replace(/[ \t]+/g, " ")
    .replace(/ *\n */g, "\n");
}

export function parseBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  let section: Section = "intro";
  for (const raw of normaliseText(text).split("\n")) {
    const line = raw.trim();
    if (!line) continue;
    const bullet = BULLET.exec(line);
    if (bullet?.[1]) {
      blocks.push({ kind: "bullet", text: bullet[1].trim(), section });
      continue;
    }
    // "Requirements: a 2:1 degree…" carries its heading inline.
    const inline = /^([A-Z][A-Za-z'’ &/-]{2,45}):\s+(\S.*)$/.exec(line);
    if (inline?.[1] && inline[2] && sectionOf(inline[1])) {
      section = sectionOf(inline[1]) ?? section;
      blocks.push({ kind: "heading", text: inline[1], section });
      blocks.push({ kind: "prose", text: inline[2], section });
      continue;
    }
    if (looksLikeHeading(line)) {
      const named = sectionOf(line);
      // An unknown heading ("Our London office") starts a part that is neither duties nor requirements.
      section = named ?? (section === "intro" ? "intro" : "other");
      blocks.push({ kind: "heading", text: line.replace(/:$/, ""), section });
      continue;
    }
    blocks.push({ kind: "prose", text: line, section });
  }
  return blocks;
}

import { sentenceBody } from "./clauses";
import { copiesTooMuch } from "./copy-guard";
import type { Achievement, CvEntry } from "./cv-facts";
import { list } from "./english";
import type { LetterParts, Sentence } from "./letter-parts";
import type { Evidence } from "./relevance";
import { placeName, settingOf } from "./settings";
import { toolName, toolsSentence } from "./skills-sentence";
import { FRONT_OF_HOUSE, shows, type Theme } from "./themes";

// One paragraph for each requirement the letter answers: what the firm asks for, in the letter's own
// words; where the member showed it, with the bullet as their own sentence; the same thing shown
// somewhere else if the CV has it; and what the member would do with it in this role. Then, briefly,
// what else the CV covers and the tools the member uses.

// How the letter refers back to a requirement it has just named: "I would bring the same care to…".
const SHORT: Record<string, string> = {
  modelling: "modelling experience",
  analysis: "analytical approach",
  detail: "care",
  communication: "clarity",
  teamwork: "way of working with others",
  leadership: "initiative",
  deals: "deal experience",
  investing: "commercial judgement",
  markets: "interest in markets",
  programming: "technical skills",
  clients: "focus on clients",
  risk: "awareness of risk",
  operations: "methodical approach",
  research: "research skills",
  pressure: "composure under pressure",
};

function lead(theme: Theme | null, second: boolean, parts: LetterParts): string {
  const { pick } = parts;
  if (!theme)
    return second
      ? "Another result I am proud of is relevant here."
      : pick([
          "Some of my experience is directly relevant to this role.",
          "My experience so far has prepared me well for this role.",
        ]);
  const label = theme.label;
  return second
    ? pick([
        `You also ask for ${label}.`,
        `The role also needs ${label}.`,
        `You are also looking for ${label}.`,
      ])
    : pick([
        `You are looking for ${label}.`,
        `The role calls for ${label}.`,
        `Your advert asks for ${label}.`,
      ]);
}

type Placed = { entry: CvEntry | null; opening: string | null };

/** The opening for work in `entry`: "In the same role" right after it, never the same wording twice running. */
function openingFor(entry: CvEntry, parts: LetterParts, last: Placed): string | null {
  // Right after the same job: "In the same role", and after that no opening at all.
  if (last.entry === entry && (entry.role || entry.organisation))
    return last.opening === "In the same role" || last.opening === null ? null : "In the same role";
  // A project or prize with no header of its own, straight after another entry's result, would read
  // as that entry's: it is set apart in words.
  if (!entry.role && !entry.organisation) return last.entry && last.entry !== entry ? "Separately" : null;
  // A post the opening or the why-this-firm paragraph has named in full is referred to by its place.
  const setting0 = settingOf(entry, parts.pick);
  const held = setting0?.noun.replace(/^my (?:time|role) as /, "");
  if (entry.organisation && held && held !== setting0?.noun && parts.earlier?.includes(held)) {
    const place = placeName(entry.organisation);
    if (last.opening?.split(" ")[0] !== "At") return `At ${place}`;
  }
  let setting = setting0;
  for (
    let tries = 0;
    tries < 3 && setting && last.opening && setting.opening.split(" ")[0] === last.opening.split(" ")[0];
    tries++
  )
    setting = settingOf(entry, parts.pick);
  return setting?.opening ?? null;
}

/** "As an M&A Summer Intern at Harcourt Street Advisory, I built…", cut short if it repeats the posting. */
function evidenceSentence(
  achievement: Achievement,
  parts: LetterParts,
  last: Placed,
  also = false,
): string | null {
  const body = sentenceBody(achievement.text, achievement.entry);
  if (!body) return null;
  const opening = openingFor(achievement.entry, parts, last);
  const subject = also ? "I also" : "I";
  const make = (clause: string) => (opening ? `${opening}, ${subject} ${clause}.` : `${subject} ${clause}.`);
  const full = make(body);
  const placed = (text: string) => {
    last.entry = achievement.entry;
    last.opening = opening;
    return text;
  };
  if (!copiesTooMuch(full, parts.posting)) return placed(full);
  // A CV that borrowed the posting's words: keep the bullet's first clause only.
  const short = body.split(/,\s+|;\s+|\s+and\s+/)[0];
  return short && short.split(/\s+/).length >= 4 && !copiesTooMuch(make(short), parts.posting)
    ? placed(make(short))
    : null;
}

function supportSentence(evidence: Evidence, parts: LetterParts): string | null {
  const support = evidence.support;
  if (!support) return null;
  const body = sentenceBody(support.text, support.entry);
  const setting = settingOf(support.entry, parts.pick);
  if (!body) return null;
  const short = evidence.theme ? SHORT[evidence.theme.id] : null;
  if (setting && short)
    return `I showed the same ${short} ${setting.opening.charAt(0).toLowerCase()}${setting.opening.slice(1)}, where I ${body}.`;
  return setting ? `${setting.opening}, I also ${body}.` : `Separately, I also ${body}.`;
}

function tieIn(evidence: Evidence, parts: LetterParts, used: Set<string>): string | null {
  const theme = evidence.theme;
  const short = theme ? SHORT[theme.id] : null;
  if (!theme || !short) return null;
  // Duties the why-this-firm paragraph already looks forward to are not promised twice.
  const duty = parts.duties
    .slice(2)
    .find((d) => !used.has(d) && (theme.evidence.test(d) || theme.ask.test(d)));
  if (!duty) return null;
  used.add(duty);
  return parts.pick([
    `I would bring the same ${short} to ${duty} at ${parts.input.posting.firm}.`,
    `That ${short} is what I would bring to ${duty} in your team.`,
  ]);
}

export function evidenceParagraphs(parts: LetterParts): Sentence[][] {
  const paragraphs: Sentence[][] = [];
  const usedEntries = new Set<CvEntry>();
  const usedBullets = new Set<Achievement>();
  const usedDuties = new Set<string>();
  const last: Placed = { entry: null, opening: null };
  for (const evidence of parts.picks) {
    const main = evidenceSentence(evidence.achievement, parts, last);
    if (!main) continue;
    usedEntries.add(evidence.achievement.entry);
    usedBullets.add(evidence.achievement);
    const paragraph: Sentence[] = [
      { text: lead(evidence.theme, paragraphs.length > 0, parts), rank: 0 },
      { text: main, rank: paragraphs.length ? 6 : 0 },
    ];
    const support = supportSentence(evidence, parts);
    if (support && evidence.support) {
      paragraph.push({ text: support, rank: 3 });
      usedEntries.add(evidence.support.entry);
      usedBullets.add(evidence.support);
      last.entry = evidence.support.entry;
    }
    const tie = tieIn(evidence, parts, usedDuties);
    if (tie) paragraph.push({ text: tie, rank: 2 });
    paragraphs.push(paragraph);
  }
  const lastParagraph = paragraphs[paragraphs.length - 1] ?? [];
  if (!paragraphs.length) paragraphs.push(lastParagraph);
  // More of the member's own results, only when the letter would otherwise be too short, and only
  // ones that show what the last paragraph is about (a shift on the tills never follows "judgement").
  const theme = parts.picks[parts.picks.length - 1]?.theme ?? null;
  const more = parts.cv.achievements
    .filter((a) => !usedBullets.has(a) && a.strong && a.entry.section !== "education")
    .filter((a) => (theme ? shows(theme, a.text) : !FRONT_OF_HOUSE.test(a.text)))
    .sort(
      (a, b) =>
        Number(b.entry.section === "experience") - Number(a.entry.section === "experience") ||
        a.order - b.order,
    )
    .slice(0, 3);
  for (const achievement of more) {
    const text = evidenceSentence(achievement, parts, last, true);
    if (text) {
      lastParagraph.push({ text, rank: 1, extra: true });
      usedEntries.add(achievement.entry);
    }
  }
  // Still short: results from the member's other work, in a paragraph of their own, each naming its
  // place (no "In the same role" that points at another paragraph).
  const left = parts.cv.achievements.filter(
    (a) =>
      !usedBullets.has(a) &&
      !more.includes(a) &&
      a.entry.section !== "education" &&
      !FRONT_OF_HOUSE.test(a.text),
  );
  // Results from other work first, then more from the same jobs, then ones without a figure.
  const elsewhere = [
    ...left.filter((a) => a.strong && !usedEntries.has(a.entry)),
    ...left.filter((a) => a.strong && usedEntries.has(a.entry)),
    ...left.filter((a) => !a.strong),
  ].slice(0, 3);
  const extraParagraph: Sentence[] = [];
  [last.entry, last.opening] = [null, null];
  for (const achievement of elsewhere) {
    const text = evidenceSentence(achievement, parts, last);
    if (text) extraParagraph.push({ text, rank: 1, extra: true });
  }
  if (extraParagraph.length) {
    // Named for the role: two letters for two roles at one firm do not share the paragraph.
    const role = parts.role ?? "this role";
    extraParagraph.unshift({
      text: parts.pick([
        `There is more in my CV that bears on ${role}.`,
        `Other parts of my CV bear on ${role} too.`,
      ]),
      rank: 1,
      extra: true,
      introduces: true,
    });
    for (const a of elsewhere) usedEntries.add(a.entry);
  }
  // Posts the letter has no result from are not listed ("My CV also covers…"): the CV is attached.
  const tools = toolsSentence(parts);
  if (tools) lastParagraph.push({ text: tools, rank: 1 });
  const strengths = (parts.input.member.strengths ?? [])
    .filter((s) => s.trim() && s.toLowerCase() !== "other")
    .slice(0, 3);
  if (strengths.length)
    lastParagraph.push({
      text: `I would also bring strengths in ${list(strengths.map(toolName))}.`,
      rank: 1,
      extra: parts.picks.length > 0,
    });
  return [...paragraphs, extraParagraph].filter((p) => p.length);
}

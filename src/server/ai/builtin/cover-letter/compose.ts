import type { CoverLetterInput } from "../../../../shared/cover-letter";
import { longDayLabel } from "../../../../shared/uk-time";
import type { CvFacts } from "./cv-facts";
import type { PostingFacts } from "./posting-facts";
import type { Evidence } from "./relevance";
import { lowerFirst, type Vocabulary } from "./vocabulary";

// Puts the facts into a UK business letter: the member's contact block, the date, the firm, the
// salutation, an opening naming the role and firm, why this firm (in the posting's own words), two
// paragraphs of evidence tied to what the posting asks for, a close, "Yours sincerely," and the name.
// Every fact in it is one the member or the posting gave; the linking words are the letter's own and
// claim nothing. With little to go on the letter is short rather than padded; past 400 words the least
// important sentences go first.

const MAX_WORDS = 400;
const PROGRAMME = /\b(programme|program|week|insight|internship|placement|scheme|shadowing)\b/i;
// Roles one person holds ("President of the Investment Society") take no article.
const POSITION =
  /^(president|vice[- ]president|treasurer|secretary|captain|founder|co-founder|chair|head|editor)\b/i;
// A title that already says what it is ("… Programme", "… Role") needs no "role" after it.
const NAMED_ROLE = /\b(programme|program|week|insight|internship|placement|scheme|role|position|job)\b/i;

type Sentence = { text: string; drop?: number };

export function article(phrase: string): string {
  const word = phrase.trim().split(/\s+/)[0] ?? "";
  // Abbreviations are read letter by letter: "an MSc", "an M&A role", "a BSc".
  if (/^[A-Z][A-Z&]+$|^[A-Z][a-z]{1,2}[A-Z]/.test(word)) return /^[AEFHILMNORSX]/.test(word) ? "an" : "a";
  if (/^(uni|eu|one|use|usu)/i.test(word)) return "a";
  return /^([aeiou]|hour|hono)/i.test(word) ? "an" : "a";
}

// "at the University of Bristol", "at the London School of Economics"; a name that starts with "The"
// keeps it, in lower case, as it would be written mid-sentence.
const the = (name: string) =>
  /^The\s/.test(name)
    ? `the ${name.slice(4)}`
    : /^(University|Institute|Society|Association|Bank of|London School|Royal)\b/.test(name)
      ? `the ${name}`
      : name;

/** "a, b and c"; when the last item has its own "and", a comma keeps the items apart. */
function list(items: string[]): string {
  const last = items[items.length - 1] ?? "";
  if (items.length < 2) return last;
  return `${items.slice(0, -1).join(", ")}${/\band\b/.test(last) ? ", " : " and "}${last}`;
}

/** "as a Finance Intern at Smith & Co", "as Treasurer of the Investment Society", "on the Spring Week at X". */
function roleAt(role: string | null, organisation: string | null): string | null {
  if (role && organisation) {
    if (PROGRAMME.test(role)) return `on the ${role} at ${organisation}`;
    if (POSITION.test(role)) return `as ${role} ${/\bof\b/.test(role) ? "at" : "of"} ${the(organisation)}`;
    return `as ${article(role)} ${role} at ${organisation}`;
  }
  if (organisation) return `at ${the(organisation)}`;
  if (role) return POSITION.test(role) ? `as ${role}` : `as ${article(role)} ${role}`;
  return null;
}

function evidenceSentence(evidence: Evidence, previous: Evidence | undefined): string {
  const { text, entry } = evidence.achievement;
  const body = `${text.charAt(0).toLowerCase()}${text.slice(1)}`.replace(/[\s.;,]+$/, "");
  const { role, organisation } = entry;
  if (previous?.achievement.entry === entry && (role || organisation)) return `In the same role, I ${body}.`;
  if (role && organisation && PROGRAMME.test(role))
    return `During the ${role} at ${organisation}, I ${body}.`;
  const where = roleAt(role, organisation);
  return where ? `${where.charAt(0).toUpperCase()}${where.slice(1)}, I ${body}.` : `I ${body}.`;
}

function education(input: CoverLetterInput, cv: CvFacts): Sentence[] {
  const { member } = input;
  const degree = member.degree && /^[A-Z][A-Za-z]{1,4}\s/.test(member.degree) ? member.degree : null;
  const qualification = degree ?? cv.qualification ?? member.degree ?? null;
  const institution = member.university || cv.institution;
  const year = member.graduationYear ?? cv.educationEndYear;
  // UK degrees finish by July: from August of the final year the member has graduated.
  const [thisYear, month] = [Number(input.today.slice(0, 4)), Number(input.today.slice(5, 7))];
  const graduated = year !== null && (year < thisYear || (year === thisYear && month >= 8));
  const out: Sentence[] = [];
  if (institution && graduated) {
    out.push({
      text: `I graduated from ${the(institution)} in ${year}${qualification ? ` with ${article(qualification)} ${qualification}` : ""}.`,
    });
  } else if (institution || qualification) {
    const who = qualification ? `${article(qualification)} ${qualification} student` : "a student";
    const at = institution ? ` at ${the(institution)}` : "";
    out.push({ text: `I am ${who}${at}${year ? `, graduating in ${year}` : ""}.` });
  }
  const grade = cv.degreeGrade ? (cv.degreeGrade.key === "first" ? "First" : cv.degreeGrade.key) : null;
  const gradeText = grade
    ? `${graduated && !cv.degreeGrade?.predicted ? "I achieved" : "I am on track for"} ${article(grade)} ${grade}`
    : null;
  const aLevels = cv.aLevels
    ? `${gradeText ? ", and I achieved" : "I achieved"} ${cv.aLevels} at A-level`
    : "";
  if (gradeText || aLevels) out.push({ text: `${gradeText ?? ""}${aLevels}.`, drop: 4 });
  if (cv.modules.length) out.push({ text: `My modules include ${list(cv.modules)}.`, drop: 1 });
  return out;
}

function interestsMatching(input: CoverLetterInput, vocabulary: Vocabulary): string[] {
  const posting =
    `${input.posting.title} ${input.posting.division ?? ""} ${input.posting.text}`.toLowerCase();
  return (input.member.interests ?? [])
    .map((label) => label.replace(/\s*\(.*\)\s*$/, "").trim())
    .filter(
      (label) => label.length > 2 && label.toLowerCase() !== "other" && posting.includes(label.toLowerCase()),
    )
    .map((label) => lowerFirst(label, vocabulary));
}

function whyFirm(input: CoverLetterInput, posting: PostingFacts, vocabulary: Vocabulary): Sentence[] {
  const { firm } = input.posting;
  const interests = interestsMatching(input, vocabulary).slice(0, 2);
  const interest = interests.length ? `my interest in ${list(interests)}` : null;
  const out: Sentence[] = [];
  if (posting.firmClause) {
    out.push({
      text: `${firm} appeals to me because ${posting.firmClause}${interest ? `, which matches ${interest}` : ""}.`,
    });
  } else if (interest) out.push({ text: `This role at ${firm} matches ${interest}.` });
  if (posting.roleClause)
    out.push({ text: `I am particularly drawn to this role because ${posting.roleClause}.`, drop: 2 });
  const [duty, another] = posting.duties;
  if (duty)
    out.push({
      text: `I look forward to the chance to ${duty}${another ? `, and to ${another}` : ""}.`,
      drop: 1,
    });
  const division = posting.division;
  const named = [input.posting.title, posting.firmClause, posting.roleClause].join(" ").toLowerCase();
  if (division && !named.includes(division.toLowerCase())) {
    const where = /\b(division|desk|group|team)$/i.test(division) ? `the ${division}` : division;
    out.push({ text: `The chance to work in ${where} is what prompted my application.`, drop: 1 });
  }
  return out;
}

function evidence(
  input: CoverLetterInput,
  cv: CvFacts,
  posting: PostingFacts,
  picks: Evidence[],
  vocabulary: Vocabulary,
): Sentence[][] {
  const first = picks.slice(0, 2);
  const second = picks.slice(2);
  const askA = first.find((e) => e.ask)?.ask ?? posting.asks[0] ?? null;
  const askB =
    second.find((e) => e.ask && e.ask !== askA)?.ask ?? posting.asks.find((a) => a !== askA) ?? null;
  const paragraphA: Sentence[] = [];
  if (askA && first.length) paragraphA.push({ text: `Your posting asks for ${askA}.` });
  else if (first.length)
    paragraphA.push({ text: "Some of my experience is directly relevant to this role." });
  paragraphA.push(
    ...first.map((e, i) => ({ text: evidenceSentence(e, first[i - 1]), drop: i === 0 ? undefined : 5 })),
  );
  const paragraphB: Sentence[] = [];
  if (second.length) {
    if (askB) paragraphB.push({ text: `You also ask for ${askB}.`, drop: 3 });
    paragraphB.push(
      ...second.map((e, i) => ({ text: evidenceSentence(e, i ? second[i - 1] : first[1]), drop: 3 })),
    );
  }
  const used = new Set(picks.map((e) => e.achievement.entry));
  const others = cv.entries
    .filter((entry) => !used.has(entry) && entry.section !== "education")
    .map((entry) => roleAt(entry.role, entry.organisation))
    .filter((where): where is string => Boolean(where))
    .slice(0, 2);
  if (others.length) paragraphB.push({ text: `My CV also covers my time ${list(others)}.`, drop: 1 });
  const strengths = (input.member.strengths ?? [])
    .filter((s) => s.trim() && s.toLowerCase() !== "other")
    .slice(0, 3);
  if (strengths.length) {
    const skills = list(strengths.map((s) => lowerFirst(s, vocabulary)));
    paragraphB.push({ text: `I would also bring the skills I count as my strongest: ${skills}.`, drop: 2 });
  }
  return [paragraphA, paragraphB];
}

export function composeLetter(
  input: CoverLetterInput,
  cv: CvFacts,
  posting: PostingFacts,
  picks: Evidence[],
  vocabulary: Vocabulary,
): string {
  const { member } = input;
  const { title, firm, location } = input.posting;
  const name = `${member.firstName} ${member.lastName}`.trim();
  const contact = [member.email, member.phone].filter((v): v is string => Boolean(v?.trim())).join(" | ");
  const role = NAMED_ROLE.test(title) ? `the ${title}` : `the ${title} role`;
  const head = [[name, contact].filter(Boolean).join("\n"), longDayLabel(input.today)];
  head.push([posting.contact?.recipient, firm, location].filter(Boolean).join("\n"));
  head.push(`Dear ${posting.contact?.salutation ?? "Hiring Manager"},`);
  const body: Sentence[][] = [
    [{ text: `I am writing to apply for ${role} at ${firm}.` }, ...education(input, cv)],
    whyFirm(input, posting, vocabulary),
    ...evidence(input, cv, posting, picks, vocabulary),
    [
      { text: "I would welcome the opportunity to discuss my application with you." },
      {
        text: `Thank you for your time and consideration${input.cvText?.trim() ? "; my CV is attached" : ""}.`,
      },
    ],
  ];
  const render = () => {
    const paragraphs = body.map((p) => p.map((s) => s.text).join(" ")).filter(Boolean);
    return [
      ...head.filter(Boolean),
      ...paragraphs,
      name ? `Yours sincerely,\n\n${name}` : "Yours sincerely,",
    ].join("\n\n");
  };
  const words = () => render().split(/\s+/).filter(Boolean).length;
  // Over length: drop the optional sentences, least important (lowest number) first.
  for (let level = 1; level <= 5 && words() > MAX_WORDS; level++) {
    for (const paragraph of body) {
      for (let i = paragraph.length - 1; i >= 0 && words() > MAX_WORDS; i--) {
        if (paragraph[i]?.drop === level) paragraph.splice(i, 1);
      }
    }
  }
  return render();
}

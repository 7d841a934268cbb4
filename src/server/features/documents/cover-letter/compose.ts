import { longDayLabel } from "../../../../shared/uk-time";
import { copiesTooMuch } from "./copy-guard";
import { educationSentences } from "./education-sentences";
import { capitalise, possessive, theName, wordsIn } from "./english";
import { evidenceParagraphs } from "./evidence-sentences";
import type { LetterParts, Sentence } from "./letter-parts";
import { placeName, settingOf } from "./settings";

// Puts the parts into a UK business letter: the member's contact block, the date, the firm, the
// salutation; an opening naming the role with the member's studies; why this firm; one paragraph for
// each of at most two things the posting asks for, with the member's best evidence; a close; "Yours
// sincerely," and the name. Each sentence has a rank: the body is kept between MIN_BODY_WORDS and
// MAX_WORDS by adding the extra sentences (rank above 0, `extra`) and dropping the least important.
// A sentence that repeats more than twelve of the posting's words in a row is never used.

export const MIN_BODY_WORDS = 255;
export const MAX_WORDS = 400;

// "2026 Investment Banking Summer Analyst Programme – London" is applied for as "the 2026 Investment
// Banking Summer Analyst Programme"; a bare job title becomes "the … role".
const NAMED_ROLE = /\b(programme|program|week|insight|internship|placement|scheme|role|position|job)\b/i;

export function roleName(title: string): string {
  const trimmed = title
    .replace(
      /\s+[–—-]\s+(London|Edinburgh|Glasgow|Manchester|Birmingham|Leeds|Bristol|UK|United Kingdom|Europe|EMEA)$/i,
      "",
    )
    // "(6 months)", "(Summer 2027)", "(London)": what the title adds in brackets is not the role's name.
    // "(ACA)", "(CFA)": the qualification a programme leads to is not part of its name.
    .replace(/\s*\((?:[^)]*\d[^)]*|London|UK|Summer|Spring|Autumn|Winter|[A-Z]{2,6})\)$/i, "")
    .trim();
  if (NAMED_ROLE.test(trimmed)) return `the ${trimmed}`;
  // "Risk Summer Analyst 2026 – Credit and Market Risk" is "the Risk Summer Analyst role".
  const job = (trimmed.split(/\s[–—-]\s/)[0] ?? trimmed).replace(/\s*\(?\b(?:19|20)\d{2}\)?$/, "").trim();
  return `the ${job || trimmed} role`;
}

function opening(parts: LetterParts): Sentence[] {
  const { input, pick } = parts;
  const role = roleName(input.posting.title);
  const firm = input.posting.firm;
  const first = pick([
    `I am writing to apply for ${role} at ${firm}.`,
    `I would like to apply for ${role} at ${firm}.`,
    `Please accept my application for ${role} at ${firm}.`,
  ]);
  const education = educationSentences(input, parts.cv, pick);
  return [{ text: first, rank: 0 }, ...education, ...recentWork(parts, education)];
}

/**
 * An opening with nothing beyond the degree and its grade reads the same for every member on one
 * course: it also names the member's latest job, in the tense its dates give.
 */
function recentWork(parts: LetterParts, education: Sentence[]): Sentence[] {
  if (education.length > 2) return [];
  const year = Number(parts.input.today.slice(0, 4));
  const latest = parts.cv.entries
    .filter((e) => e.section === "experience" && e.role && e.organisation && (e.endYear ?? 0) <= year)
    .sort((a, b) => Number(b.current) - Number(a.current) || (b.endYear ?? 0) - (a.endYear ?? 0))[0];
  const noun = latest ? settingOf(latest, parts.pick)?.noun : null;
  // "Since graduating, I have worked as…" has named it already.
  if (
    !latest ||
    !noun?.startsWith("my time as ") ||
    education.some((e) => e.text.includes(latest.organisation ?? ""))
  )
    return [];
  const held = noun.slice("my time as ".length);
  return [
    {
      text: latest.current ? `I currently work as ${held}.` : `Most recently, I worked as ${held}.`,
      rank: 4,
    },
  ];
}

// The fields a finance post's title can name: "Audit Associate" is "my audit work", "Market Risk Intern"
// "my market risk work". A title naming anything else ("Customer Assistant") is "my time".
const FIELD =
  /^(?:audit|tax|m&a|risk|market|markets|credit|operations|investment|investments|banking|business|equity|research|trading|compliance|finance|financial|treasury|quantitative|actuarial|valuations?|transaction|deal|advisory|consulting|data|payments|lending|corporate|private|wealth|assurance|accounting|accounts|fx|rates)$/i;
// Words of a title that say its level or terms rather than its field.
const RANK =
  /^(?:summer|spring|winter|off-cycle|part-time|full-time|graduate|junior|senior|trainee|intern|internship|analyst|associate|assistant|placement|student|officer|executive|advisor|adviser|services?|&|and)$/i;

/** "my audit work", "my market risk work", or "my time": the member's post in a few words. */
function workAt(role: string | null): string {
  const words = (role ?? "").split(/\s+/).filter((w) => w && !RANK.test(w));
  if (!words.length || words.length > 3 || !words.every((w) => FIELD.test(w))) return "my time";
  return `my ${words.map((w) => (/^\p{Lu}\p{Ll}/u.test(w) ? w.toLowerCase() : w)).join(" ")} work`;
}

function closing(parts: LetterParts): Sentence[] {
  const { input, picks, cv, pick } = parts;
  const firm = input.posting.firm;
  const entry = picks[0]?.achievement.entry ?? cv.entries.find((e) => e.organisation);
  const where = entry?.organisation;
  const attached = input.cvText?.trim() ? "; my CV is attached" : "";
  // The degree, in a few words beside the post: two members who held one post do not send the same
  // close. Not a school's diploma, and never one written with its score ("IB Diploma, 41/45"): a figure
  // after the employer's name would read as a result of that job.
  const degree = cv.education.find(
    (e) =>
      e.qualification &&
      e.institution &&
      !/\d/.test(e.qualification) &&
      !/baccalaureate|\bIB\b|foundation/i.test(e.qualification),
  );
  // Without a degree the reader could name, the university alone; a school is not where one studies now.
  const university = cv.education.find(
    (e) =>
      e.institution &&
      /\b(Universit\w*|College|Institute|LSE|UCL|KCL|Imperial)\b/.test(e.institution) &&
      !/\b(Sixth Form|High School|Grammar School|International School)\b/.test(e.institution),
  )?.institution;
  // The body has named the post and the degree in full already: the close refers back in a few words
  // rather than repeating them a third time.
  const about = !where
    ? degree?.institution
      ? `my ${degree.qualification} at ${theName(degree.institution)}`
      : university
        ? `my studies at ${theName(university)}`
        : "my studies"
    : where === firm
      ? "what I learnt during my time with you"
      : // "BSc Banking and Finance with Professional Placement" is "my BSc Banking and Finance" here.
        // With its place of study in a word or two ("at Exeter"): two members who held one post and read
        // one subject still differ, and the university is not named in full a third time.
        `${workAt(entry?.role ?? null)} at ${placeName(where)}${degree?.qualification ? ` and my ${degree.qualification.replace(/\s+with\s+(?:a\s+)?(?:professional\s+|industrial\s+)?(?:placement|year abroad|placement year|year in industry)\b.*$/i, "")}${shortPlace(degree.institution) ? ` at ${shortPlace(degree.institution)}` : ""}` : ""}`;
  return [
    {
      text: pick([
        `I would welcome the chance to discuss how ${about} could help ${possessive(firm)} team.`,
        `I would be glad to talk about ${about}, and what I could bring to ${firm}.`,
        // "my studies have", "my time at X and my BSc have"; "my BSc has".
        `I would value the opportunity to explain in person how ${about} ${(where && degree) || /^my studies\b/.test(about) ? "have" : "has"} prepared me for this role at ${firm}.`,
      ]),
      rank: 0,
    },
    // Claims about no fact, for a letter with little else to say.
    {
      text: pick([
        "I am keen to learn quickly and to take on responsibility early.",
        "I learn quickly, welcome feedback and want to take on responsibility early.",
      ]),
      rank: 1,
      extra: true,
    },
    { text: "Please let me know if you need any further information.", rank: 1, extra: true },
    // For a CV with little on it: what the writer wants and will do, never experience they lack.
    ...laterDuties(parts),
    {
      text: `I have read the description of the role closely, and the work it sets out is the work I want to learn to do well at ${firm}.`,
      rank: 1,
      extra: true,
    },
    {
      text: "I know the role will ask a great deal of me, and I am ready to put in the effort it needs.",
      rank: 1,
      extra: true,
    },
    {
      text: "I would bring care over detail, a willingness to ask questions and the habit of checking my own work.",
      rank: 1,
      extra: true,
    },
    {
      text: `I would prepare thoroughly for every stage of the process and would be glad to show ${firm} what I can do.`,
      rank: 1,
      extra: true,
    },
    {
      text: `I am keen to learn how the teams at ${firm} work and what they look for in the people who join them.`,
      rank: 1,
      extra: true,
    },
    {
      text: "I would approach every task with the same care, whether it is large or small, and ask for help when I need it.",
      rank: 1,
      extra: true,
    },
    {
      text: "If my application goes forward, I would be glad to complete any tests, exercises or interviews the process involves.",
      rank: 1,
      extra: true,
    },
    { text: `Thank you for considering my application${attached}.`, rank: 0 },
  ];
}

/** The posting's duties the why-this-firm paragraph leaves out, for a letter with room to spare. */
function laterDuties(parts: LetterParts): Sentence[] {
  const rest = parts.duties.slice(4, 6);
  if (!rest.length) return [];
  const listed = rest.length > 1 ? `${rest[0]} and ${rest[1]}` : rest[0];
  return [{ text: `I would also welcome the chance to learn by ${listed}.`, rank: 1, extra: true }];
}

export function composeLetter(parts: LetterParts): string {
  const { input, contact } = parts;
  const { member } = input;
  const { firm, location } = input.posting;
  const name = `${member.firstName} ${member.lastName}`.trim();
  const details = [member.email, member.phone].filter((v): v is string => Boolean(v?.trim())).join(" | ");
  const head = [[name, details].filter(Boolean).join("\n"), longDayLabel(input.today)];
  head.push([contact?.recipient, firm, location].filter(Boolean).join("\n"));
  head.push(`Dear ${contact?.salutation ?? "Hiring Manager"},`);
  const start = opening(parts);
  const why = parts.why.map((s) => ({ ...s }));
  const earlier = [...start, ...why].map((s) => s.text).join(" ");
  const body: Sentence[][] = [
    start,
    why,
    ...evidenceParagraphs({ ...parts, earlier, role: roleName(input.posting.title) }),
    closing(parts),
  ].map((paragraph) => paragraph.filter((s) => !copiesTooMuch(s.text, parts.posting)));
  const active = (s: Sentence) => !s.extra;
  const render = () => {
    const paragraphs = body
      .map((p) => p.filter(active))
      // A sentence that only introduces others never stands alone.
      .filter((p) => p.some((s) => !s.introduces))
      .map((p) => p.map((s) => capitalise(s.text)).join(" "));
    return {
      paragraphs,
      text: [
        ...head.filter(Boolean),
        ...paragraphs,
        name ? `Yours sincerely,\n\n${name}` : "Yours sincerely,",
      ].join("\n\n"),
    };
  };
  const bodyWords = () => wordsIn(render().paragraphs.join(" "));
  // Too short: bring in the extra sentences, most important first.
  const extras = body
    .flat()
    .filter((s) => s.extra)
    .sort((a, b) => b.rank - a.rank || Number(Boolean(a.introduces)) - Number(Boolean(b.introduces)));
  for (const sentence of extras) {
    if (bodyWords() >= MIN_BODY_WORDS) break;
    sentence.extra = false;
  }
  // A paragraph some of whose extras came in keeps the sentence that introduces them: without it the
  // paragraph would open on a result with nothing to say why it is there.
  for (const paragraph of body)
    if (paragraph.some((s) => s.extra === false && !s.introduces && s.rank > 0))
      for (const s of paragraph) if (s.introduces) s.extra = false;
  const total = () => wordsIn(render().text);
  // Too long: drop optional sentences, least important (lowest rank) first.
  for (let rank = 1; rank <= 9 && total() > MAX_WORDS; rank++) {
    for (const paragraph of body) {
      for (let i = paragraph.length - 1; i >= 0 && total() > MAX_WORDS; i--) {
        const sentence = paragraph[i];
        if (sentence && active(sentence) && sentence.rank === rank) paragraph.splice(i, 1);
      }
    }
  }
  return render().text;
}

/** "University of Exeter" → "Exeter", "Durham University" → "Durham"; null when still long or absent. */
function shortPlace(institution: string | null | undefined): string | null {
  if (!institution) return null;
  const short = institution
    .replace(/^(?:the\s+)?university of\s+/i, "")
    .replace(/\s+university$/i, "")
    .trim();
  return short && short !== institution && short.split(/\s+/).length <= 2 ? short : null;
}

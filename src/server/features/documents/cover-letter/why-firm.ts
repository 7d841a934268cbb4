import { list, possessive, withArticle } from "./english";
import type { FirmFacts } from "./firm-facts";
import type { Pick } from "./variety";

// Why this firm, in the writer's voice: what kind of firm it is and what it works on (from its profile,
// else from the posting), tied to something the writer has done; then the division, programme or value
// the firm names, with the reason it matters to this writer. Every fact is the firm's or the posting's;
// the only claims the letter adds are the writer's own wishes ("I want to…", "draws me to…").

export type WhyFirmInput = {
  firm: string;
  facts: FirmFacts;
  /** "investment bank", from the firm's sector when its profile names no kind. */
  sectorNoun: string | null;
  /** The division the role sits in, from the posting. */
  division: string | null;
  /** Short "-ing" duties from the posting. */
  duties: string[];
  /** The finance areas the member chose at sign-up that the posting also names. */
  interests: string[];
  /** Where the writer has already done related work: "my time as an M&A Summer Intern at Harcourt Street Advisory". */
  link: string | null;
  /** What the writer studies, for a link when there is no related work: "my BSc Economics". */
  studies: string | null;
  location: string | null;
  /** The posting's programme type (ROLE_TYPES in src/shared/onboarding.ts). */
  roleType: string | null;
  pick: Pick;
  /** A professional qualification the posting says the role trains for ("ACA", "CFA"). */
  qualification?: string | null;
  /**
   * Whether the firm's own profile was given. Without one the paragraph reasons from the posting:
   * the team, what the role does, its training and where it is, tied to the writer's own work.
   */
  profiled?: boolean;
  /** "the Risk Summer Analyst role", for a posting that names no duties or division. */
  role?: string | null;
};

export type WhySentence = { text: string; rank: number; extra?: boolean };

function identityOf(input: WhyFirmInput): string | null {
  const { facts, sectorNoun } = input;
  return facts.identity ?? (sectorNoun ? withArticle(sectorNoun) : null);
}

/** "its work on mergers and acquisitions and restructuring", "its focus on healthcare and software". */
function focusOf(facts: FirmFacts, pick: Pick): string | null {
  const areas = facts.areas.slice(0, 3);
  if (areas.length) return pick([`its work in ${list(areas)}`, `its focus on ${list(areas)}`]);
  if (facts.activity) return `the way it ${facts.activity}`;
  if (facts.clients.length) return `its work for ${list(facts.clients.slice(0, 3))}`;
  return null;
}

function opening(input: WhyFirmInput): string {
  const { firm, pick } = input;
  const identity = identityOf(input);
  const focus = focusOf(input.facts, pick);
  if (identity && focus)
    return pick([
      `${firm} stands out to me as ${identity}, and in particular for ${focus}.`,
      `What draws me to ${firm} is its position as ${identity} and ${focus}.`,
      `I want to start my career at ${firm} because it is ${identity}, and ${focus} appeals to me.`,
    ]);
  if (identity)
    return pick([
      `${firm} stands out to me as ${identity}.`,
      `I want to start my career at ${firm} because it is ${identity}.`,
    ]);
  if (focus) return `What draws me to ${firm} is ${focus}.`;
  return `${firm} is where I want to start my career.`;
}

/** "the Markets division", "Investment Management": the team as a letter names it. */
function teamOf(input: WhyFirmInput): string | null {
  const { division } = input;
  // "Banking Insight Programme" (from a title's tail) names the programme, not a team it sits in.
  if (!division || /\b(programme|program|week|scheme|internship|insight|placement|academy)\b/i.test(division))
    return null;
  return /\b(division|desk|group|team|function|practice)$/i.test(division) ? `the ${division}` : division;
}

/**
 * The reason for applying when the firm has no profile: what this role does and where it sits, as the
 * posting says, in the writer's words. Never the posting's opening sentence, and never a line that
 * would fit any firm: it names the role's own work, team, programme or place.
 */
function postingOpening(input: WhyFirmInput): {
  text: string;
  usedDuties: number;
  usedTeam: boolean;
  usedFocus?: boolean;
} {
  const { firm, pick, duties, facts } = input;
  const team = teamOf(input);
  const kind = input.facts.identity ? `${firm}, ${input.facts.identity},` : firm;
  const inTeam = team ? ` in ${team}` : "";
  const [first, second] = duties;
  if (first) {
    const work = second ? `${first} and ${second}` : first;
    return {
      text: pick([
        `What draws me to ${kind} is that this role centres on ${work}${inTeam}.`,
        `I am applying to ${kind} because the role is built around ${work}${inTeam}, the work I most want to learn.`,
        `The work itself is what draws me to ${input.facts.identity ? `${firm}, ${input.facts.identity}` : firm}: ${work}${inTeam}.`,
      ]),
      usedDuties: second ? 2 : 1,
      usedTeam: Boolean(team),
    };
  }
  if (team)
    return {
      text: pick([
        `I am applying to ${kind} because the role sits in ${team}, the area I most want to work in.`,
        `What draws me to ${kind} is the chance to work in ${team}.`,
      ]),
      usedDuties: 0,
      usedTeam: true,
    };
  if (facts.programme && !facts.areas.length && !facts.activity)
    return {
      text: `What draws me to ${kind} is ${facts.programme.name}${facts.programme.does ? `, which ${facts.programme.does}` : ""}.`,
      usedDuties: 0,
      usedTeam: false,
    };
  const focus = focusOf(facts, pick);
  if (focus)
    return { text: `What draws me to ${kind} is ${focus}.`, usedDuties: 0, usedTeam: false, usedFocus: true };
  const place = input.location ? ` in ${input.location}` : "";
  return {
    text: `What draws me to ${kind} is ${input.role ?? "this role"}${place} and the grounding it would give me.`,
    usedDuties: 0,
    usedTeam: false,
  };
}

/** The writer's own work or studies, tied to the role's next duties: a wish, not a claim about the past. */
function postingLink(input: WhyFirmInput, usedDuties: number): string | null {
  const { link, studies, pick } = input;
  // Work and studies together: two members who held the same post rarely read the same degree too.
  const own = link && studies ? `${link} and ${studies}` : (link ?? studies);
  if (!own) return null;
  const next = input.duties.slice(usedDuties, usedDuties + 1)[0];
  // The writer's own work ends at a comma: a name run on into "by …" would read as part of it.
  if (next)
    return pick([
      `Building on ${own}, I want to try my hand at ${next}.`,
      `After ${own}, I am keen to move on to ${next}.`,
    ]);
  const area = input.facts.areas.length ? list(input.facts.areas.slice(0, 2)) : null;
  if (area) return `After ${own}, I want to work on ${area}.`;
  return `After ${own}, this role at ${input.firm} is the step I want to take next.`;
}

/** Why that matters to this writer: the work they have done, or else what they study. */
function linkSentence(input: WhyFirmInput): string | null {
  const { link, studies, pick } = input;
  if (link) {
    const own = `${link.charAt(0).toUpperCase()}${link.slice(1)}`;
    return pick([
      `${own} showed me that this is the work I want to do.`,
      `It is the natural next step after ${link}.`,
      `${own} confirmed my interest in this kind of work.`,
    ]);
  }
  return studies
    ? pick([`It is where I want to put ${studies} to work.`, `It is where I want to take ${studies} next.`])
    : null;
}

function divisionSentence(input: WhyFirmInput): string | null {
  const { facts, division, firm, interests, pick } = input;
  const interest = interests.length ? `, which matches my interest in ${list(interests.slice(0, 2))}` : "";
  const named = division
    ? facts.divisions.find((d) => division.toLowerCase().includes(d.toLowerCase()))
    : undefined;
  const others = facts.divisions.filter((d) => d !== named).slice(0, 3);
  // "Asset Management" at an asset manager names no particular part of the firm.
  const kind = `${facts.identity ?? ""} ${input.sectorNoun ?? ""}`.toLowerCase();
  if (
    division &&
    !division
      .toLowerCase()
      .split(/\W+/)
      .every((w) => w.length < 3 || kind.includes(w.slice(0, 5)))
  ) {
    const where = /\b(division|desk|group|team|function)$/i.test(division) ? `the ${division}` : division;
    if (!others.length) return `I am especially keen to work in ${where}${interest}.`;
    return pick([
      `I am especially keen to work in ${where}${interest}, and to see how it works alongside ${list(others)}.`,
      `Working in ${where} at a firm that also has ${list(others)} is a large part of the appeal${interest}.`,
    ]);
  }
  if (others.length >= 2)
    return pick([
      `I also value the breadth of ${possessive(firm)} ${facts.divisionWord}, ${list(others)}${interest}.`,
      `Its ${facts.divisionWord}, ${list(others)}, would show me how the different parts of the business fit together${interest}.`,
    ]);
  return interest ? `The role also fits my interest in ${list(interests.slice(0, 2))}.` : null;
}

function programmeSentence(input: WhyFirmInput): string | null {
  const { facts, pick } = input;
  const programme = facts.programme;
  if (programme?.does)
    return pick([
      `I would value ${programme.name}, which ${programme.does}.`,
      `The structure of ${programme.name}, which ${programme.does}, is a large part of the appeal.`,
    ]);
  return null;
}

function valueSentence(input: WhyFirmInput): string | null {
  const { facts, pick } = input;
  if (facts.value)
    return pick([
      `I am also drawn to ${facts.value}, which matters to me as I choose where to begin my career.`,
      `I also admire ${facts.value}.`,
    ]);
  if (facts.programme && !facts.programme.does)
    return `I would value the training that ${facts.programme.name} offers.`;
  return null;
}

function noteSentence(input: WhyFirmInput): string | null {
  const [note] = input.facts.notes;
  return note
    ? input.pick([
        `I was also struck that ${note}.`,
        `It also matters to me that ${note}.`,
        `I also like that ${note}.`,
      ])
    : null;
}

/** The posting's other duties, for a letter with room to say more about the work. */
function moreDutiesSentence(input: WhyFirmInput): string | null {
  const rest = input.duties.slice(2, 4);
  return rest.length ? `I am also keen to gain experience of ${list(rest)}.` : null;
}

function dutiesSentence(input: WhyFirmInput): string | null {
  const [first, second] = input.duties;
  if (!first) return null;
  const both = second ? `${first} and ${second}` : first;
  return input.pick([
    `I look forward to ${both} from the start.`,
    `The chance to learn by ${both} is exactly what I am looking for.`,
  ]);
}

function officeSentence(input: WhyFirmInput): string | null {
  const { facts, location, firm } = input;
  if (!facts.offices.length) return null;
  if (!location || !facts.offices.some((o) => o.toLowerCase() === location.toLowerCase()))
    return `I like that it works from offices in ${list(facts.offices.slice(0, 4))}.`;
  const others = facts.offices.filter((o) => o.toLowerCase() !== location.toLowerCase()).slice(0, 2);
  return others.length
    ? `I would be glad to join ${firm} in ${location} and to work with colleagues in ${list(others)}.`
    : null;
}

// The field a firm's kind puts the writer in: "an investment bank" → "investment banking".
const FIELDS: [RegExp, string][] = [
  [/investment bank|advis/i, "corporate finance"],
  [/asset manag|investment manag|wealth/i, "investment management"],
  [/private equity|buyout|venture/i, "private equity"],
  [/hedge fund|trading|quantitative/i, "the markets"],
  [/insur/i, "insurance"],
  [/bank|lend/i, "banking"],
];

/** The qualification the posting offers to fund: a specific of this role, in the writer's words. */
function qualificationSentence(input: WhyFirmInput): string | null {
  const { qualification, pick } = input;
  if (!qualification) return null;
  return pick([
    `The chance to study for the ${qualification} qualification alongside the work matters to me.`,
    `I would value training for the ${qualification} qualification while I learn the work itself.`,
  ]);
}

/** The writer's aim, in the firm's field: a claim about the writer's wish, about no fact. */
function aimSentence(input: WhyFirmInput): string | null {
  const kind = `${input.facts.identity ?? ""} ${input.sectorNoun ?? ""}`;
  const field = FIELDS.find(([pattern]) => pattern.test(kind))?.[1];
  return field ? `I want to build a long-term career in ${field}.` : null;
}

/** What this kind of programme is for, in the writer's words. */
function programmeTypeSentence(input: WhyFirmInput): string | null {
  const { roleType, firm } = input;
  if (roleType === "spring_week" || roleType === "insight_programme")
    return `I want to use the programme to understand how the teams at ${firm} work day to day.`;
  if (roleType === "summer_internship" || roleType === "off_cycle_internship")
    return `An internship at ${firm} would let me test myself on real work and learn from the people doing it.`;
  if (roleType === "graduate_programme" || roleType === "industrial_placement")
    return `I want to begin my career somewhere I can learn from experienced colleagues and take on responsibility as I grow.`;
  return null;
}

/** Whom the firm works for, when the opening named what it works on instead. */
function clientsSentence(input: WhyFirmInput): string | null {
  const { facts } = input;
  if (!facts.clients.length || (!facts.areas.length && !facts.activity)) return null;
  return `I would value working with its clients, who include ${list(facts.clients.slice(0, 3))}.`;
}

/** The paragraph for a firm known only from its posting. */
function fromPosting(input: WhyFirmInput): WhySentence[] {
  const start = postingOpening(input);
  const out: WhySentence[] = [{ text: start.text, rank: 0 }];
  const add = (text: string | null, rank: number, extra = false) => {
    if (text) out.push({ text, rank, extra });
  };
  add(postingLink(input, start.usedDuties), 0);
  const rest = { ...input, duties: input.duties.slice(start.usedDuties + 1) };
  // The deals or clients the posting says the team works on.
  const focus = start.usedFocus ? null : focusOf(input.facts, input.pick);
  add(focus ? `I am also drawn to ${focus}.` : null, 1, true);
  if (!start.usedTeam) add(divisionSentence(input), 3);
  add(programmeSentence(input), 3);
  add(qualificationSentence(input), 2);
  add(valueSentence(input), 2);
  add(clientsSentence(input), 1, true);
  add(
    rest.duties.length ? `I am also keen to gain experience of ${list(rest.duties.slice(0, 2))}.` : null,
    1,
    true,
  );
  add(programmeTypeSentence(input), 1, true);
  add(officeSentence(input), 1, true);
  add(aimSentence(input), 1, true);
  return out;
}

/** The why-this-firm paragraph's sentences, most important first (rank 0 is never dropped). */
export function whyFirm(input: WhyFirmInput): WhySentence[] {
  if (input.profiled === false) return fromPosting(input);
  const out: WhySentence[] = [{ text: opening(input), rank: 0 }];
  const add = (text: string | null, rank: number, extra = false) => {
    if (text) out.push({ text, rank, extra });
  };
  add(linkSentence(input), 0);
  const value = valueSentence(input);
  add(divisionSentence(input), 4);
  add(programmeSentence(input), 3);
  add(value, 3);
  // The firm's own facts when its profile offers no programme or value to name; extra words otherwise.
  add(noteSentence(input), 2, Boolean(value || input.facts.programme?.does));
  add(dutiesSentence(input), 2);
  add(qualificationSentence(input), 2);
  add(moreDutiesSentence(input), 1, true);
  add(clientsSentence(input), 1, true);
  add(programmeTypeSentence(input), 1, true);
  add(aimSentence(input), 1, true);
  add(officeSentence(input), 1, true);
  return out;
}

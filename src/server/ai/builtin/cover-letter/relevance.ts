import type { Achievement } from "./cv-facts";

// Which of the member's bullets best answer the posting. A bullet and a requirement match when they
// share words (compared by their first five letters, so "modelled" meets "modelling") and, more
// strongly, when they touch the same skill in different words ("reconciled" and "attention to detail").
// Numbers make a bullet evidence, so strong bullets come first; ties keep the CV's order.

export type Evidence = { achievement: Achievement; ask: string | null; score: number };

const SKILLS: RegExp[] = [
  /^(analy|numer|quant|data|model|excel|valu|forecas|dcf|lbo|financ|calcul|statis|spread|account)/,
  /^(commun|presen|pitch|wrot|writ|repor|client|memo|negot|debat|speak|stake|artic|explai|verbal)/,
  /^(lead|led|manag|mento|organ|coord|presi|capta|team|colla|super|chair|recru)/,
  /^(detai|accur|recon|audit|error|check|revie|preci|thoro)/,
  /^(marke|trad|inves|equit|portf|fund|stock|bond|fixed|asset|deal|trans|merge|acqui|capit|m&a)/,
  /^(pytho|sql|vba|cod|progr|autom|softw|techn)/,
  /^(resea|indus|secto|dilig|scree)/,
  /^(drive|initi|resul|deliv|grew|incre|impro|achie|motiv|ambit|commi|won)/,
];
const STOP = new Set(
  "and the for with from into that this their your our you have has was were are will been being a an of to in on at by as or per over than more who what which".split(
    " ",
  ),
);

type Profile = { stems: Set<string>; skills: Set<number> };

function profile(text: string): Profile {
  const words = text
    .toLowerCase()
    .split(/[^a-z&]+/)
    .filter((w) => w.length > 2 && !STOP.has(w));
  const skills = new Set<number>();
  for (const word of words) {
    for (const [i, pattern] of SKILLS.entries()) if (pattern.test(word)) skills.add(i);
  }
  return { stems: new Set(words.map((w) => w.slice(0, 5))), skills };
}

function overlap(a: Profile, b: Profile): number {
  let score = 0;
  for (const skill of a.skills) if (b.skills.has(skill)) score += 2;
  for (const stem of a.stems) if (b.stems.has(stem)) score += 1;
  return score;
}

/** The `count` bullets most relevant to the posting, best first, from different entries where possible. */
export function pickEvidence(
  achievements: Achievement[],
  asks: string[],
  about: string[],
  count = 3,
): Evidence[] {
  const posting = profile(about.join(" "));
  const askProfiles = asks.map((ask) => ({ ask, profile: profile(ask) }));
  const scored = achievements.map((achievement) => {
    const own = profile(`${achievement.text} ${achievement.entry.role ?? ""}`);
    let best: { ask: string | null; score: number } = { ask: null, score: 0 };
    for (const { ask, profile: wanted } of askProfiles) {
      const score = overlap(own, wanted);
      if (score > best.score) best = { ask, score };
    }
    const score = overlap(own, posting) + 2 * best.score + (achievement.strong ? 6 : 0);
    return { achievement, ask: best.ask, score };
  });
  scored.sort((a, b) => b.score - a.score || a.achievement.order - b.achievement.order);
  const picked: Evidence[] = [];
  const entries = new Set<unknown>();
  for (const pass of [true, false]) {
    for (const item of scored) {
      if (picked.length >= count || picked.includes(item)) continue;
      if (pass && entries.has(item.achievement.entry)) continue;
      picked.push(item);
      entries.add(item.achievement.entry);
    }
  }
  return picked.sort((a, b) => b.score - a.score || a.achievement.order - b.achievement.order);
}

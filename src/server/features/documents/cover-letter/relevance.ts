import { clauseOf } from "./clauses";
import type { Achievement, CvEntry } from "./cv-facts";
import { FRONT_OF_HOUSE, shows, type Theme, themesAsked } from "./themes";

// Which of the posting's requirements the letter answers, and with which of the member's bullets. A
// bullet answers a requirement when it shows the same idea (themes.ts), not merely when they share
// words; among those that do, a bullet with a result in numbers, from real work rather than a hobby,
// that shares the requirement's own words, wins. At most two requirements are answered, each with its
// best bullet, so the letter argues two points well rather than listing everything.

export type Evidence = {
  /** What was asked for, or null when the posting's requirements matched nothing in the CV. */
  theme: Theme | null;
  achievement: Achievement;
  /** A second bullet showing the same thing, from another entry, if there is a good one. */
  support: Achievement | null;
};

const STOP = new Set(
  "and the for with from into that this their your our you have has was were are will been being a an of to in on at by as or per over than more who what which able work well strong good excellent".split(
    " ",
  ),
);
const FINANCE =
  /\b(bank|banking|capital|partners|advisory|securities|investment|asset|equity|fund|finance|financial|llp|audit|deal|m&a|markets|trading|insurance|accountants?|building society|credit union|payments|treasury|lending|mortgages?)\b/i;

const FINANCE_BULLET =
  /\b(dcf|lbo|valuations?|m&a|due diligence|portfolios?|equit(?:y|ies)|bonds?|trad(?:ing|es)|invest(?:ment|ments|ed|or|ors)|pitch ?books?|credit|audit\w*|funds?|securities|financial (?:model|statement|report)\w*|deals?|transactions)\b/i;

/** Work a letter to a finance firm can build on: at a finance employer, or plainly finance work anywhere. */
export function financeWork(entry: CvEntry): boolean {
  if (FINANCE.test(`${entry.organisation ?? ""} ${entry.role ?? ""}`)) return true;
  return entry.bullets.some((b) => FINANCE_BULLET.test(b));
}

const stems = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .split(/[^a-z&+]+/)
      .filter((w) => w.length > 2 && !STOP.has(w))
      .map((w) => w.slice(0, 5)),
  );

function shared(a: Set<string>, b: Set<string>): number {
  let n = 0;
  for (const s of a) if (b.has(s)) n++;
  return n;
}

function worth(achievement: Achievement, wanted: Set<string>, posting: Set<string>): number {
  const { text, entry, strong } = achievement;
  const own = stems(`${text} ${entry.role ?? ""}`);
  const words = text.split(/\s+/).length;
  let score = strong ? 4 : 0;
  score += entry.section === "experience" ? 4 : entry.section === "activities" ? 1 : 0;
  score += FINANCE.test(`${entry.organisation ?? ""} ${entry.role ?? ""}`) ? 2 : 0;
  score += Math.min(5, shared(own, wanted)) + Math.min(4, shared(own, posting) / 2);
  if (words > 32) score -= 3;
  if (/:/.test(text)) score -= 2;
  return score;
}

type Candidate = { theme: Theme; order: number; achievement: Achievement; score: number };

/** Up to two requirements, each with its best evidence; strongest bullets when no requirement matches. */
export function pickEvidence(
  achievements: readonly Achievement[],
  requirements: readonly string[],
  about: readonly string[],
): Evidence[] {
  const usable = achievements.filter((a) => clauseOf(a.text, a.entry) !== null);
  const posting = stems(about.join(" "));
  const candidates: Candidate[] = [];
  requirements.forEach((requirement, order) => {
    const wanted = stems(requirement);
    for (const theme of themesAsked(requirement)) {
      for (const achievement of usable) {
        if (!shows(theme, achievement.text)) continue;
        const plain = theme.strong?.test(achievement.text) ? 4 : 0;
        candidates.push({
          theme,
          order,
          achievement,
          score: 10 + plain + worth(achievement, wanted, posting),
        });
      }
    }
  });
  // The posting's first requirements matter most to it; a strong match may still outrank an early one.
  const value = (c: Candidate) => c.score - c.order * 0.75;
  candidates.sort((a, b) => value(b) - value(a) || a.achievement.order - b.achievement.order);
  // The best pair: two different ideas, two different bullets, preferably two different requirements.
  const top = candidates.slice(0, 60);
  let best: Candidate[] = top.slice(0, 1);
  let bestValue = top[0] ? value(top[0]) : 0;
  for (let i = 0; i < top.length; i++) {
    for (let j = i + 1; j < top.length; j++) {
      const [a, b] = [top[i] as Candidate, top[j] as Candidate];
      if (a.theme === b.theme || a.achievement === b.achievement) continue;
      const total = value(a) + value(b) + (a.order !== b.order ? 3 : 0);
      if (total > bestValue) [best, bestValue] = [[a, b], total];
    }
  }
  // The paragraph order follows the posting's.
  best.sort((a, b) => a.order - b.order);
  const picked: Evidence[] = best.map((c) => ({ theme: c.theme, achievement: c.achievement, support: null }));
  const usedBullets = new Set<Achievement>(best.map((c) => c.achievement));
  // A supporting bullet: the same idea shown again somewhere else in the CV.
  for (const evidence of picked) {
    const support = candidates.find(
      (c) =>
        c.theme === evidence.theme &&
        !usedBullets.has(c.achievement) &&
        c.achievement.entry !== evidence.achievement.entry &&
        c.achievement.strong,
    );
    if (support) {
      evidence.support = support.achievement;
      usedBullets.add(support.achievement);
    }
  }
  if (picked.length) return picked;
  // Nothing the posting asks for is shown in the CV's bullets: its strongest work still makes the case,
  // and serving at a till is not offered to a finance firm as such.
  return usable
    .filter((achievement) => !FRONT_OF_HOUSE.test(achievement.text))
    .map((achievement) => ({ achievement, score: worth(achievement, new Set(), posting) }))
    .sort((a, b) => b.score - a.score || a.achievement.order - b.achievement.order)
    .slice(0, 2)
    .map(({ achievement }) => ({ theme: null, achievement, support: null }));
}

import type { MissingKeyword } from "../../../../shared/cv-match";
import { claimStrength, listedStrength } from "./claims";
import { type MatchContext, type PartResult, pointsOf } from "./context";
import { AREA_BY_ID } from "./finance-areas";
import { screen } from "./stage";
import { findIn } from "./text";
import { areaVocabulary, genericFinanceVocabulary } from "./vocabularies";

// Role and programme: has the member worked in the posting's area of finance (or a neighbouring one),
// does the CV show interest in it (societies, competitions, modules), and are they in the year of study
// the programme is for. The last is the first thing a recruiter screens on.

export const ROLE_WEIGHT = 35;
const EXPERIENCE_POINTS = 20;
const RELATED_EXPERIENCE_SHARE = 0.6;
const OTHER_FINANCE_EXPERIENCE_SHARE = 0.25;
const UNKNOWN_AREA_SHARE = 0.5;
/** The experience share anyone earns when the posting asks for no experience. */
const NOT_ASKED_FLOOR = 0.5;
const INTEREST_POINTS = 7;
const RELATED_INTEREST_SHARE = 0.6;
const GENERIC_INTEREST_SHARE = 0.4;
const STAGE_POINTS = 8;
const UNKNOWN_STAGE_SHARE = 0.5;

// A virtual experience programme (an online course in a bank's name) shows interest, not work done.
const VIRTUAL = /\b(virtual (work )?(experience|internship|job simulation)s?|job simulations?|forage)\b/i;
// "Incoming: Spring Insight Week (offer accepted)": a place not yet taken up shows interest, not work done.
const INCOMING =
  /\b(incoming|offer accepted|accepted (an |the )?offer|due to (start|join)|will (start|join))\b/i;
// "Investment Society – member": belonging to a society is interest, wherever the CV lists it.
const MEMBERSHIP =
  /\b(society|club)\b[^.;]{0,15}?[–—-]\s*member\b|\bmember (of|,) (the )?[^.;]{0,40}\b(society|club)\b/i;

const areaLabel = (id: string) => AREA_BY_ID.get(id)?.label ?? id;

function cvAreas(context: MatchContext) {
  const worked = new Set<string>();
  const shown = new Set<string>();
  const claimed = new Set<string>();
  let financeWork = false;
  let financeInterest = false;
  let virtualEntry = false;
  context.cv.lines.forEach((line, index) => {
    const tokens = context.cvTokens[index];
    if (!tokens || line.section === "header") return;
    const areas = findIn(areaVocabulary(), tokens);
    const finance = findIn(genericFinanceVocabulary(), tokens).size > 0;
    // An area named only in a profile or a list of interests is a claim, not interest shown.
    for (const area of areas) (claimStrength(line) < 1 ? claimed : shown).add(area);
    financeInterest ||= finance || areas.size > 0;
    // An entry's heading line says whether its bullets are a job or an online course.
    // An online course, a place not yet taken up or a society: interest, for its heading line and bullets.
    const notDone = VIRTUAL.test(line.text) || INCOMING.test(line.text) || MEMBERSHIP.test(line.text);
    if (!line.bullet) virtualEntry = notDone;
    if (line.section === "experience" && !virtualEntry && !notDone) {
      for (const area of areas) worked.add(area);
      financeWork ||= finance;
    }
  });
  for (const area of shown) claimed.delete(area);
  return { worked, shown, claimed, financeWork, financeInterest };
}

function experienceShare(
  context: MatchContext,
  work: { worked: Set<string>; financeWork: boolean },
  related: Set<string>,
) {
  const { posting } = context;
  const found = areaExperience(posting.areas, work, related);
  // A programme that asks for no experience does not mark a candidate down for having none, but work in
  // its area still shows the interest it looks for, so it still ranks above none.
  if (posting.noExperienceNeeded)
    return {
      share: NOT_ASKED_FLOOR + (1 - NOT_ASKED_FLOOR) * found.share,
      text: `no previous finance experience asked for; ${found.text}`,
    };
  return found;
}

function areaExperience(
  areas: readonly string[],
  { worked, financeWork }: { worked: Set<string>; financeWork: boolean },
  related: Set<string>,
) {
  if (!areas.length) return { share: UNKNOWN_AREA_SHARE, text: "the posting's area is unclear" };
  const same = areas.find((area) => worked.has(area));
  if (same) return { share: 1, text: `work in ${areaLabel(same).toLowerCase()}` };
  const near = [...related].find((area) => worked.has(area));
  if (near)
    return {
      share: RELATED_EXPERIENCE_SHARE,
      text: `work in a related area (${areaLabel(near).toLowerCase()})`,
    };
  if (financeWork) return { share: OTHER_FINANCE_EXPERIENCE_SHARE, text: "finance work outside the area" };
  return { share: 0, text: `no work in ${areaLabel(areas[0] ?? "").toLowerCase()} yet` };
}

function interestShareOf(
  areas: string[],
  related: Set<string>,
  { shown, claimed }: { shown: Set<string>; claimed: Set<string> },
  financeInterest: boolean,
  listed: number,
) {
  if (areas.some((area) => shown.has(area))) return 1;
  if (areas.some((area) => claimed.has(area))) return listed;
  if ([...related].some((area) => shown.has(area))) return RELATED_INTEREST_SHARE;
  return financeInterest ? GENERIC_INTEREST_SHARE : 0;
}

export function scoreRole(context: MatchContext): PartResult {
  const { posting } = context;
  const { worked, shown, claimed, financeWork, financeInterest } = cvAreas(context);
  const related = new Set(posting.areas.flatMap((area) => AREA_BY_ID.get(area)?.related ?? []));
  for (const area of posting.areas) related.delete(area);

  const experience = experienceShare(context, { worked, financeWork }, related);
  const interestShare = interestShareOf(
    posting.areas,
    related,
    { shown, claimed },
    financeInterest,
    listedStrength(context.cv),
  );
  const graduation = context.graduation;
  const year = graduation?.year;
  const stage = context.stage;
  // The same screen as the eligibility line, so the two never disagree.
  const verdict = screen(stage, graduation, context.facts);
  const fit = verdict.fit;
  const fits = verdict.status === "fits";
  const stageShare = verdict.status === "unknown" ? UNKNOWN_STAGE_SHARE : fits ? 1 : 0;

  const experiencePoints = pointsOf(EXPERIENCE_POINTS, experience.share);
  const interestPoints = pointsOf(INTEREST_POINTS, interestShare);
  const stagePoints = pointsOf(STAGE_POINTS, stageShare);
  const stageText =
    verdict.status === "unknown" || !stage
      ? "year of study unclear"
      : fit === "other"
        ? fits
          ? "the role is open to you"
          : "the role is not open to you"
        : fit === "postgraduate"
          ? `finishing a postgraduate degree in ${year} fits a programme that takes Master's and PhD students`
          : fits
            ? `graduating in ${year} fits a programme for ${stage.label}`
            : `graduating in ${year}, but the programme is for ${stage.label}`;
  const names = posting.areas.map(areaLabel);
  const missingKeywords: MissingKeyword[] = [];
  const experienceMissing = experience.share < 1 && !posting.noExperienceNeeded && names[0] !== undefined;
  if (experienceMissing) {
    missingKeywords.push({
      keyword: `${names[0]} experience`,
      kind: "needs-experience",
      why: "Recruiters for this role look for earlier work in the area: an internship, a spring week or an insight day.",
    });
  }
  return {
    part: {
      id: "role",
      label: "Role and programme",
      weight: ROLE_WEIGHT,
      points: experiencePoints + interestPoints + stagePoints,
      found: [
        ...posting.areas.filter((area) => worked.has(area)).map((area) => `${areaLabel(area)} experience`),
        ...(fits && year && fit !== "other" ? [`Graduating in ${year}`] : []),
      ],
      missing: [
        ...(experienceMissing ? [`${names[0]} experience`] : []),
        ...(interestShare < 1 && names[0] ? [`Interest in ${names[0].toLowerCase()}`] : []),
        ...(verdict.status === "outside" && stage ? [stage.label] : []),
      ],
      note: `Experience: ${experience.text} (${experiencePoints} of ${EXPERIENCE_POINTS}); interest in the area: ${interestPoints} of ${INTEREST_POINTS}; stage: ${stageText} (${stagePoints} of ${STAGE_POINTS}).`,
    },
    missingKeywords,
  };
}

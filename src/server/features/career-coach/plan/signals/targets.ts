import { eq } from "drizzle-orm";
import {
  FINANCE_AREAS,
  LOCATIONS,
  type OnboardingAnswers,
  ROLE_TYPES,
} from "../../../../../shared/onboarding";
import type { DbOrTx } from "../../../../db/client";
import { profiles } from "../../../../db/schema";
import { type PlanItem, RANK, signal } from "../plan-item";
import type { TrackedApplication } from "../tracked-applications";

// Onboarding targets with nothing tracked: each type of role the member said they want (spring weeks,
// summer internships…) with no application of that type on the board, linked to the job feed filtered
// by their targets. A member with no targets yet is asked to set them first.

export type Targets = Pick<
  OnboardingAnswers,
  "targeted_role_types" | "targeted_finance_areas" | "targeted_locations"
>;
export type TargetFacts = { targets: Targets | null; applications: TrackedApplication[] };

const labelOf = (list: readonly { value: string; label: string }[], value: string) =>
  list.find((item) => item.value === value)?.label ?? value;

/** The member's onboarding answers, or null before onboarding (also the coach's picture of them). */
export async function readOnboarding(db: DbOrTx, userId: string): Promise<OnboardingAnswers | null> {
  const [row] = await db
    .select({ onboarding: profiles.onboarding })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row?.onboarding ?? null;
}

/** The targets among the onboarding answers, or null before onboarding. */
export function targetsOf(answers: OnboardingAnswers | null): Targets | null {
  if (!answers) return null;
  return {
    targeted_role_types: answers.targeted_role_types ?? [],
    targeted_finance_areas: answers.targeted_finance_areas ?? [],
    targeted_locations: answers.targeted_locations ?? [],
  };
}

/** The job feed filtered to the member's areas and locations, and to one role type. */
function feedLink(targets: Targets, roleType: string): string {
  const params = new URLSearchParams({ type: roleType });
  const areas = targets.targeted_finance_areas.filter((a) => a !== "other");
  const places = targets.targeted_locations.filter((l) => l !== "other");
  if (areas.length) params.set("area", areas.join(","));
  if (places.length) params.set("location", places.join(","));
  return `/app/job-feed?${params.toString()}`;
}

const list = (words: string[]) =>
  words.length <= 1 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;

export const targetSignal = signal<TargetFacts>({
  id: "targets",
  async read({ once, applications }) {
    return { targets: targetsOf(await once(readOnboarding)), applications: await applications() };
  },
  items({ targets, applications }) {
    if (!targets || targets.targeted_role_types.length === 0) {
      return [
        {
          key: "target:profile",
          kind: "target",
          title: "Set your targets: the roles, areas and locations you want",
          why: "Your profile has no targets yet. With them, the coach can see which kinds of role you have not started on, and the job feed ranks roles for you.",
          link: { href: "/app/profile", label: "Set targets in your profile" },
          rank: RANK.target,
        },
      ];
    }
    const tracked = new Set(applications.map((app) => app.programmeType));
    const areas = targets.targeted_finance_areas
      .filter((a) => a !== "other")
      .map((a) => labelOf(FINANCE_AREAS, a));
    const places = targets.targeted_locations.filter((l) => l !== "other").map((l) => labelOf(LOCATIONS, l));
    const where = [areas.length ? `in ${list(areas)}` : "", places.length ? `in ${list(places)}` : ""]
      .filter(Boolean)
      .join(", ");
    return targets.targeted_role_types
      .filter((type) => type !== "other" && !tracked.has(type))
      .map((type, index): PlanItem => {
        const label = labelOf(ROLE_TYPES, type);
        return {
          key: `target:${type}`,
          kind: "target",
          title: `Track your first ${label.toLowerCase()} roles`,
          why: `Your profile targets ${label.toLowerCase()} roles${where ? ` ${where}` : ""}, and none is in your tracker yet. Track the ones you will apply to, so the coach can watch their deadlines.`,
          link: { href: feedLink(targets, type), label: "Browse matching roles" },
          rank: RANK.target + index / 100,
        };
      });
  },
});

import { eq, sql } from "drizzle-orm";
import { ALUM_EDUCATION_STATUS } from "../../../shared/alumni";
import type { Db, DbOrTx } from "../../db/client";
import { profiles } from "../../db/schema";

// What the alumni screens say about a member: their university from the profile (onboarding's free
// text), whether their answers say they have graduated, and a name that identifies them without being
// their full name until they choose to talk.

/** SQL: the profile's answers say the member has graduated (the one stage that may list as an alum). */
export const graduatedProfile = sql`(${profiles.onboarding} ->> 'education_status') = ${ALUM_EDUCATION_STATUS}`;

export async function hasGraduated(db: Db | DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ graduated: sql<boolean>`coalesce(${graduatedProfile}, false)` })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row?.graduated === true;
}

export async function universityOf(db: Db | DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ university: profiles.university })
    .from(profiles)
    .where(eq(profiles.id, userId));
  const university = row?.university?.trim();
  return university ? university : null;
}

/** "Priya S.": the first name and the last name's initial (docs/decisions/0025). */
export function shortName(member: {
  firstName?: string | null;
  lastName?: string | null;
  name?: string | null;
}): string {
  const first = member.firstName?.trim() || member.name?.trim().split(/\s+/)[0] || "A member";
  const initial = (member.lastName ?? "").trim().charAt(0).toUpperCase();
  return initial ? `${first} ${initial}.` : first;
}

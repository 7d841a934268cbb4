import { eq } from "drizzle-orm";
import type { z } from "zod";
import { ALUM_EDUCATION_LABEL, universityKey } from "../../../shared/alumni";
import type { alumniListingSchema } from "../../../shared/schemas/alumni";
import type { Db } from "../../db/client";
import { alumniListings } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { hasGraduated, universityOf } from "./members";

// The member's own listing (profile privacy). Listing is opt-in; turning it off takes them out of every
// student's list at once (the list reads listed_at) and keeps the firm, role and note for next time.

type ListingInput = z.output<typeof alumniListingSchema>;

export const NO_UNIVERSITY =
  "Add your university under Your answers first: alumni are listed for students of their university.";
export const NOT_GRADUATED = `Only members who have graduated can be listed as alumni. If you have, choose “${ALUM_EDUCATION_LABEL}” for “Where are you in your studies?” under Your answers, then list yourself.`;

/** The listing as the privacy settings show it, with the university it is listed under. */
export async function myListing(db: Db, userId: string) {
  const [university, graduated, [row]] = await Promise.all([
    universityOf(db, userId),
    hasGraduated(db, userId),
    db.select().from(alumniListings).where(eq(alumniListings.userId, userId)),
  ]);
  const listed = Boolean(row?.listedAt);
  return {
    university,
    // Only a graduate may list themselves; a listing made before the answers changed shows to nobody
    // until they say so again (the list checks it).
    graduated,
    listed,
    // Listed under a university the profile no longer names: students of neither see them until the
    // member saves again (the list checks the profile still says what was listed).
    listed_university: listed ? (row?.university ?? null) : null,
    firm: row?.firm ?? "",
    role: row?.role ?? "",
    note: row?.note ?? "",
    listed_at: row?.listedAt?.toISOString() ?? null,
  };
}

export async function saveListing(db: Db, userId: string, input: ListingInput) {
  const [university, graduated] = await Promise.all([universityOf(db, userId), hasGraduated(db, userId)]);
  const now = new Date();
  const fields = { firm: input.firm, role: input.role, note: input.note, updatedAt: now };
  if (!university) {
    if (input.listed) throw new HttpError(409, "no_university", NO_UNIVERSITY);
    // Off, with nowhere to be listed: only an earlier listing's text is kept.
    await db
      .update(alumniListings)
      .set({ ...fields, listedAt: null })
      .where(eq(alumniListings.userId, userId));
    return myListing(db, userId);
  }
  // Turning a listing off is always allowed; turning it on is for graduates only.
  if (input.listed && !graduated) throw new HttpError(409, "not_graduated", NOT_GRADUATED);
  const [current] = await db
    .select({ listedAt: alumniListings.listedAt })
    .from(alumniListings)
    .where(eq(alumniListings.userId, userId));
  // Saving again keeps the date they were first listed; turning off clears it.
  const listedAt = input.listed ? (current?.listedAt ?? now) : null;
  const values = { ...fields, university, universityKey: universityKey(university), listedAt };
  await db
    .insert(alumniListings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: alumniListings.userId, set: values });
  return myListing(db, userId);
}

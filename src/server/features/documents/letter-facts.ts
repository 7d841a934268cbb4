import { and, desc, eq, sql } from "drizzle-orm";
import type { CoverLetterInput } from "../../../shared/cover-letter";
import { COURSES, FINANCE_AREAS, ROLE_TYPES, SKILLS } from "../../../shared/onboarding";
import type { DbOrTx } from "../../db/client";
import { documents, documentVersions, firms, profiles, user } from "../../db/schema";
import type { Posting } from "./postings";

// Everything a cover letter may say: the member's account, their onboarding answers and the chosen CV's
// text; the posting; and the firm's profile from the catalogue (the premier directory's sector and
// description), which the letter's reasons for choosing the firm come from. The letter writer uses only
// these, and the fact checker holds it to them.

type Choice = { value: string; label: string };
const labels = (list: readonly Choice[], values: readonly string[] | null | undefined) =>
  (values ?? []).map((v) => list.find((c) => c.value === v)?.label).filter((l): l is string => Boolean(l));

/** The text of the chosen CV, or of the member's most recent CV when none is chosen. */
async function cvText(db: DbOrTx, userId: string, documentId?: string) {
  const [row] = await db
    .select({ text: documentVersions.text, documentId: documents.id })
    .from(documentVersions)
    .innerJoin(documents, eq(documents.id, documentVersions.documentId))
    .where(
      and(
        eq(documentVersions.userId, userId),
        documentId ? eq(documents.id, documentId) : eq(documents.kind, "CV"),
      ),
    )
    .orderBy(desc(documents.updatedAt), desc(documentVersions.version))
    .limit(1);
  return row ?? null;
}

/** The firm's profile: the listed role's own firm, or the catalogue's firm of the same name. */
async function firmProfile(db: DbOrTx, posting: Posting): Promise<CoverLetterInput["firm"]> {
  const [row] = await db
    .select({ name: firms.name, sector: firms.sector, description: firms.description })
    .from(firms)
    .where(
      posting.firmId
        ? eq(firms.id, posting.firmId)
        : sql`lower(${firms.name}) = lower(${posting.firm.trim()})`,
    )
    .orderBy(desc(firms.premier))
    .limit(1);
  return row ? { name: row.name, sector: row.sector, description: row.description } : null;
}

export async function letterInput(
  db: DbOrTx,
  userId: string,
  posting: Posting,
  cvDocumentId: string | undefined,
  today: Date,
): Promise<{ input: CoverLetterInput; cvDocumentId: string | null }> {
  const [member] = await db
    .select({
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      university: profiles.university,
      answers: profiles.onboarding,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId));
  const answers = member?.answers ?? null;
  const course = answers?.course_studied
    ? answers.course_studied === "other"
      ? answers.course_studied_other
      : labels(COURSES, [answers.course_studied])[0]
    : null;
  const cv = await cvText(db, userId, cvDocumentId);
  const firm = await firmProfile(db, posting);
  return {
    cvDocumentId: cv?.documentId ?? null,
    input: {
      member: {
        firstName: member?.firstName ?? "",
        lastName: member?.lastName ?? "",
        email: member?.email ?? null,
        university: answers?.university_name || member?.university || null,
        degree: course || null,
        targetRoles: labels(ROLE_TYPES, answers?.targeted_role_types),
        interests: labels(FINANCE_AREAS, answers?.targeted_finance_areas),
        strengths: labels(SKILLS, answers?.strongest_skills),
        careerVision: answers?.career_vision_other || null,
      },
      cvText: cv?.text ?? null,
      posting: {
        title: posting.title,
        firm: posting.firm,
        location: posting.location,
        text: posting.text,
        roleType: posting.roleType,
      },
      firm,
      today: today.toISOString().slice(0, 10),
    },
  };
}

import type { CvMatchRequest } from "../../../shared/schemas/documents";
import { aiProvider } from "../../ai/ai-provider";
import { cvMatchRuns } from "../../db/schema";
import type { Deps } from "../../http/context";
import { notFound } from "../../http/errors";
import type { MemberPlan } from "../../platform/member-plan";
import { scoreCvMatch } from "./cv-match/cv-match";
import { suggestCvChanges } from "./cv-suggestions-ai";
import { versionOf } from "./documents.service";
import { checkMatchAllowed, documentUsage, ensureMatchAllowed } from "./limits";
import { loadPosting, type PostingTarget } from "./postings";

// The CV match score: always the built-in engine's, so a member's scores stay comparable over time; a
// configured model may only add suggestions beside it. Free members get three a calendar month, whether
// the CV is scored against a role, an application or an advert they pasted (advert.service.ts).

const REMOVED_WHILE_SCORING =
  "That CV or role was removed while it was being scored, so no score was kept. Choose them again to score the CV.";

export async function matchCv(
  deps: Pick<Deps, "config" | "db" | "logger">,
  member: MemberPlan,
  input: CvMatchRequest | ({ documentId: string; versionId?: string } & PostingTarget),
) {
  const { db } = deps;
  // Read and scored before the member's lock is taken: scoring is tens of milliseconds of CPU, and the
  // member's uploads and other matches would wait on the lock meanwhile. A member with no matches left
  // is refused first, so no work is done for them.
  await checkMatchAllowed(db, member);
  const version = await versionOf(db, member.id, input.documentId, input.versionId);
  const posting = await loadPosting(db, member.id, input);
  const result = scoreCvMatch({
    cvText: version.text,
    posting: {
      title: posting.title,
      firm: posting.firm,
      text: posting.text,
      roleType: posting.roleType,
      financeAreas: posting.financeAreas,
    },
    pageCount: version.pageCount ?? undefined,
    hasImages: version.hasImages,
    // A member scores one CV against many roles and many members score against one role: the CV's
    // and the posting's parsed forms are kept between requests, so a repeat only does the scoring.
    cvVersionId: version.id,
  });
  // The allowance is decided and the run recorded under the lock, so two matches at once cannot both
  // take a Free member's last one of the month.
  await db
    .transaction(async (tx) => {
      await ensureMatchAllowed(tx, member);
      await tx.insert(cvMatchRuns).values({
        userId: member.id,
        versionId: version.id,
        jobId: posting.jobId,
        applicationId: posting.applicationId,
        score: result.score,
        engine: result.version,
      });
    })
    .catch((error: unknown) => {
      // The CV or the role was deleted while it was being scored (a foreign key no longer holds).
      const code =
        (error as { code?: string; cause?: { code?: string } }).cause?.code ??
        (error as { code?: string }).code;
      if (code === "23503") throw notFound(REMOVED_WHILE_SCORING);
      throw error;
    });

  // A slow model must not hold the member's lock either.
  const missing = result.missingKeywords.map((k) => k.keyword);
  const suggestions = await suggestCvChanges(aiProvider(deps.config, deps.logger), {
    cvText: version.text,
    posting: { title: posting.title, firm: posting.firm, text: posting.text },
    score: { missing },
  });

  return {
    match: result,
    suggestions: suggestions.result,
    document: {
      id: input.documentId,
      name: version.name,
      versionId: version.id,
      version: version.version,
    },
    usage: await documentUsage(db, member),
  };
}

import type { CvMatchRequest } from "../../../shared/schemas/documents";
import { aiProvider } from "../../ai/ai-provider";
import { cvMatchRuns } from "../../db/schema";
import type { Deps } from "../../http/context";
import type { MemberPlan } from "../../platform/member-plan";
import { scoreCvMatch } from "./cv-match/cv-match";
import { suggestCvChanges } from "./cv-suggestions-ai";
import { versionOf } from "./documents.service";
import { documentUsage, ensureMatchAllowed, lockDocuments } from "./limits";
import { loadPosting, type PostingTarget } from "./postings";

// The CV match score: always the built-in engine's, so a member's scores stay comparable over time; a
// configured model may only add suggestions beside it. Free members get three a calendar month, whether
// the CV is scored against a role, an application or an advert they pasted (advert.service.ts).

export async function matchCv(
  deps: Pick<Deps, "config" | "db" | "logger">,
  member: MemberPlan,
  input: CvMatchRequest | ({ documentId: string; versionId?: string } & PostingTarget),
) {
  const { db } = deps;
  const run = await db.transaction(async (tx) => {
    await lockDocuments(tx, member.id);
    const version = await versionOf(tx, member.id, input.documentId, input.versionId);
    const posting = await loadPosting(tx, member.id, input);
    await ensureMatchAllowed(tx, member);
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
    });
    await tx.insert(cvMatchRuns).values({
      userId: member.id,
      versionId: version.id,
      jobId: posting.jobId,
      applicationId: posting.applicationId,
      score: result.score,
      engine: result.version,
    });
    return { result, version, posting };
  });

  // Outside the transaction: a slow model must not hold the member's lock.
  const missing = run.result.missingKeywords.map((k) => k.keyword);
  const suggestions = await suggestCvChanges(aiProvider(deps.config, deps.logger), {
    cvText: run.version.text,
    posting: { title: run.posting.title, firm: run.posting.firm, text: run.posting.text },
    score: { missing },
  });

  return {
    match: run.result,
    suggestions: suggestions.result,
    document: {
      id: input.documentId,
      name: run.version.name,
      versionId: run.version.id,
      version: run.version.version,
    },
    usage: await documentUsage(db, member),
  };
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Notice } from "../../../components/ui/notice";
import { ApiError } from "../../../lib/api";
import { DOCUMENTS_KEY, type MatchAnswer, matchCv } from "../api";
import { CvPicker, useDefaultCv } from "./cv-picker";
import { MatchResult } from "./match-result";
import { isUpgradeError, UpgradeNotice } from "./upgrade-notice";

export type DocumentTarget = { jobId: string } | { applicationId: string };

// The CV match panel on a role's page and a tracker application: choose a CV, see the score out of 100
// with its parts, and what to change.
export function CvMatchPanel({ target }: { target: DocumentTarget }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState("");
  const documentId = useDefaultCv(chosen);
  const [answer, setAnswer] = useState<MatchAnswer | null>(null);
  const score = useMutation({
    mutationFn: () => matchCv({ documentId, ...target }),
    onSuccess: (data) => {
      setAnswer(data);
      return queryClient.invalidateQueries({ queryKey: DOCUMENTS_KEY });
    },
  });
  const error = score.error instanceof ApiError ? score.error : null;
  const usage = answer?.usage;
  return (
    <section aria-labelledby={`${id}-title`} className="min-w-0 space-y-3">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        CV match
      </h2>
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1 basis-56">
          <CvPicker id={`${id}-cv`} value={documentId} onChange={setChosen} />
        </div>
        {documentId && (
          <Button onClick={() => score.mutate()} disabled={score.isPending}>
            {score.isPending ? "Scoring…" : answer ? "Score again" : "Score my CV"}
          </Button>
        )}
      </div>
      {error &&
        (isUpgradeError(error.code) ? (
          <UpgradeNotice message={error.message} kept="Your earlier scores are unchanged." />
        ) : (
          <Notice tone="error">{error.message}</Notice>
        ))}
      {score.isError && !error && <Notice tone="error">Could not score the CV. Please try again.</Notice>}
      {answer && (
        <>
          <p className="text-sm text-slate-600">
            {answer.document.name}, version {answer.document.version}
            {usage?.maxMatches != null &&
              ` · ${usage.matchesThisMonth} of ${usage.maxMatches} free scores used this month`}
          </p>
          <MatchResult result={answer.match} suggestions={answer.suggestions} />
        </>
      )}
    </section>
  );
}

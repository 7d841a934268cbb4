import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { Button } from "../../../components/ui/button";
import { errorMessage, LoadError } from "../../../components/ui/load-error";
import { Notice } from "../../../components/ui/notice";
import { Spinner } from "../../../components/ui/spinner";
import { ApiError } from "../../../lib/api";
import { completeSession, INTERVIEW_KEY, optionsQuery, type SessionData, sessionQuery } from "../api";
import { QuestionRunner } from "../components/question-runner";
import { SessionResults } from "../components/session-results";

export function meta() {
  return [{ title: "Interview · Finance Careers" }];
}

function Live({ session, serverTranscription }: { session: SessionData; serverTranscription: boolean }) {
  const queryClient = useQueryClient();
  const finish = useMutation({
    mutationFn: () => completeSession(session.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INTERVIEW_KEY }),
  });
  // The question on screen moves on only when the member does: in Practice the feedback stays up after
  // the session (refetched) already knows the next question.
  const [activeId, setActiveId] = useState(session.currentQuestionId);
  const current = session.questions.find((q) => q.id === activeId);
  if (!current) {
    return (
      <div className="space-y-3 rounded-xl border border-slate-200 bg-white p-5">
        <p className="text-slate-800">Every question is answered.</p>
        {finish.error && (
          <Notice tone="error">{errorMessage(finish.error, "Could not finish the interview.")}</Notice>
        )}
        <Button onClick={() => finish.mutate()} disabled={finish.isPending}>
          {finish.isPending ? "Scoring…" : "Finish and see results"}
        </Button>
      </div>
    );
  }
  // The runner is keyed by question, so each new question starts with a clean answer and a fresh clock.
  return (
    <QuestionRunner
      key={current.id}
      session={session}
      question={current}
      serverTranscription={serverTranscription}
      onAnswered={async (result) => {
        setActiveId(result.next?.id ?? null);
        if (!result.next) await finish.mutateAsync();
      }}
    />
  );
}

// /app/interview/:sessionId: the interview while it runs, then its results. Another member's session,
// or one that does not exist, says so.
export default function InterviewSessionRoute() {
  const { sessionId = "" } = useParams();
  const query = useQuery(sessionQuery(sessionId));
  const options = useQuery(optionsQuery);
  const missing =
    query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  const session = query.data;
  return (
    <section className="mx-auto w-full max-w-4xl space-y-4 px-4 py-8">
      <Link
        to="/app/interview"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        Interview Practice
      </Link>
      {query.isPending && <Spinner />}
      {missing && (
        <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center">
          <h1 className="text-xl font-semibold text-slate-900">Interview not found</h1>
          <p className="mt-1 text-sm text-slate-600">This mock interview does not exist or is not yours.</p>
          <Button asChild variant="secondary" className="mt-4">
            <Link to="/app/interview-history">Open your interview history</Link>
          </Button>
        </div>
      )}
      {query.isError && !missing && (
        <LoadError onRetry={() => query.refetch()}>
          {errorMessage(query.error, "Could not load the interview.")}
        </LoadError>
      )}
      {session && (
        <>
          <h1 className="text-3xl font-bold tracking-tight">
            {session.status === "completed" ? "Interview Results" : `${session.questionType} interview`}
          </h1>
          {session.status === "completed" ? (
            <SessionResults
              session={session}
              serverTranscription={options.data?.serverTranscription ?? false}
            />
          ) : (
            <Live session={session} serverTranscription={options.data?.serverTranscription ?? false} />
          )}
        </>
      )}
    </section>
  );
}

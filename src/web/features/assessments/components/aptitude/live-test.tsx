import { useIsMutating, useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { errorMessage } from "../../../../components/ui/load-error";
import { Notice } from "../../../../components/ui/notice";
import { ApiError } from "../../../../lib/api";
import {
  type AptitudeAttempt,
  attemptQuery,
  completeAptitude,
  refreshAptitudeSummaries,
} from "../../aptitude-api";
import { CountdownClock, useSecondsLeft } from "./countdown-clock";
import { FinishTestButton } from "./finish-test-button";
import { ANSWER_MUTATION_KEY, QuestionRunner } from "./question-runner";

// A test in progress: one question at a time in order, skipping those already answered (so a reload
// carries on where the member was), the clock for a Timed test, and Finish test. When a Timed test's
// clock reaches zero the test is finished for the member, after any answer still on its way.

const CONFLICT_NOTES: Record<string, string> = {
  already_answered: "That question already had an answer (perhaps from another tab), so it was kept.",
  time_up: "Your answer arrived after the time ran out, so it was not counted.",
  attempt_completed: "This test was already finished, so here are its results.",
};

export function LiveTest({ attempt, onTimeUp }: { attempt: AptitudeAttempt; onTimeUp: () => void }) {
  const queryClient = useQueryClient();
  const items = attempt.items;
  const total = attempt.questionCount;
  const openAfter = (id: string | null): string | null => {
    // Read from the cache: an adaptive test's next question arrives with the answer before this renders.
    const items = queryClient.getQueryData(attemptQuery(attempt.id).queryKey)?.items ?? attempt.items;
    const from = items.findIndex((entry) => entry.item.id === id);
    for (let step = 1; step <= items.length; step++) {
      const entry = items[(from + step) % items.length];
      if (entry && entry.answer === null && entry.item.id !== id) return entry.item.id;
    }
    return null;
  };
  const [currentId, setCurrentId] = useState<string | null>(
    () => items.find((entry) => entry.answer === null)?.item.id ?? null,
  );
  const moved = useRef(false);
  const [note, setNote] = useState<string | null>(null);
  const [timeUp, setTimeUp] = useState(false);
  const answering = useIsMutating({ mutationKey: ANSWER_MUTATION_KEY });

  const reload = () => queryClient.invalidateQueries({ queryKey: attemptQuery(attempt.id).queryKey });
  const finish = useMutation({
    mutationFn: () => completeAptitude(attempt.id),
    onSuccess: async (view) => {
      queryClient.setQueryData(attemptQuery(attempt.id).queryKey, view);
      await refreshAptitudeSummaries(queryClient);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === "attempt_completed") void reload();
    },
  });

  const secondsLeft = useSecondsLeft(attempt.mode === "Timed" ? attempt.endsAt : null, () => {
    setTimeUp(true);
    onTimeUp();
  });
  // Time is up: score the test once no answer is still on its way, so the last one counts.
  useEffect(() => {
    if (timeUp && answering === 0 && finish.isIdle) finish.mutate();
  }, [timeUp, answering, finish]);

  const goNext = () => {
    moved.current = true;
    setNote(null);
    setCurrentId(openAfter(currentId));
  };
  const onConflict = (error: ApiError) => {
    setNote(CONFLICT_NOTES[error.code] ?? error.message);
    if (error.code === "time_up") setTimeUp(true);
    else if (error.code === "already_answered") {
      void reload();
      if (attempt.mode === "Timed") goNext();
    } else void reload();
  };

  const current = items.find((entry) => entry.item.id === currentId);
  const unanswered = total - items.filter((entry) => entry.answer !== null).length;
  const finishing = finish.isPending || (timeUp && !finish.isError);
  const finishButton = (primary: boolean) => (
    <FinishTestButton
      unanswered={unanswered}
      total={total}
      pending={finishing}
      onFinish={() => finish.mutate()}
      variant={primary ? "primary" : "secondary"}
    />
  );
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-3">
        <p className="text-sm text-slate-700">
          {total - unanswered} of {total} answered
        </p>
        <div className="flex flex-wrap items-center gap-3">
          {secondsLeft !== null && <CountdownClock seconds={secondsLeft} />}
          {current && finishButton(false)}
        </div>
      </div>
      {timeUp && <Notice tone="info">Time is up. Scoring your answers…</Notice>}
      {note && <Notice tone="info">{note}</Notice>}
      {finish.error && (
        <Notice tone="error">
          {errorMessage(finish.error, "The test could not be finished. Please try again.")}
        </Notice>
      )}
      {current ? (
        <QuestionRunner
          key={current.item.id}
          attempt={attempt}
          entry={current}
          number={items.indexOf(current) + 1}
          hasNext={openAfter(current.item.id) !== null}
          locked={timeUp}
          focusOnMount={moved.current}
          onNext={goNext}
          onConflict={onConflict}
        />
      ) : (
        <div className="space-y-3 rounded-xl border border-slate-200 bg-white p-5">
          <p className="text-slate-800">
            You have answered all {total} questions. Finish the test to see your score and the worked
            solutions.
          </p>
          {finishButton(true)}
        </div>
      )}
    </div>
  );
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import type { AptitudeAnswerInput } from "../../../../../shared/schemas/assessments";
import { Badge } from "../../../../components/ui/badge";
import { Button } from "../../../../components/ui/button";
import { errorMessage } from "../../../../components/ui/load-error";
import { Notice } from "../../../../components/ui/notice";
import { ApiError } from "../../../../lib/api";
import {
  type AptitudeAttempt,
  type AttemptEntry,
  answerAptitude,
  attemptQuery,
  type ShownItem,
} from "../../aptitude-api";
import { questionText } from "./format";
import { ItemPrompt } from "./item-prompt";
import { OptionRadios } from "./option-cards";
import { ReviewPanel } from "./review-panel";
import { emptySjtDraft, SjtAnswerForm, type SjtDraft, sjtAnswer } from "./sjt-answer";

// One question of a running test. The time on it is measured here, from when it appeared to when the
// answer is sent. Practice shows the solution in place of the options once answered; Timed moves on.

/** Lets the page wait for an answer on its way before it finishes a test whose time is up. */
export const ANSWER_MUTATION_KEY = ["assessments", "aptitude", "answer"] as const;

function Legend({ item }: { item: ShownItem }) {
  switch (item.kind) {
    case "numerical":
      return <>{item.question}</>;
    case "verbal":
      return (
        <>
          <span className="block text-sm font-medium text-slate-600">Statement</span>
          <span className="block">“{item.statement}”</span>
          <span className="mt-1 block text-sm font-normal text-slate-600">
            From the passage alone, is it True, False, or can you not say?
          </span>
        </>
      );
    case "logical":
      return <>Which figure comes next?</>;
    case "critical_thinking":
      return (
        <>
          <span className="block text-sm font-medium text-slate-600">{CT_STATEMENT_NAMES[item.section]}</span>
          <span className="block">“{item.statement}”</span>
        </>
      );
    case "situational":
      return <>{questionText(item)}</>;
  }
}

const CT_STATEMENT_NAMES = {
  inference: "Proposed inference",
  assumptions: "Proposed assumption",
  deduction: "Proposed conclusion",
  interpretation: "Proposed conclusion",
  evaluation: "Argument",
} as const;

/** A harder logical item's level, shown as the member answers so an adaptive test's climb is visible. */
export function LevelBadge({ item }: { item: ShownItem }) {
  if (item.kind !== "logical" || !item.level) return null;
  return <Badge tone="blue">Level {item.level} of 3</Badge>;
}

type Answer = Omit<AptitudeAnswerInput, "itemId">;

export function QuestionRunner({
  attempt,
  entry,
  number,
  hasNext,
  locked,
  focusOnMount,
  onNext,
  onConflict,
}: {
  attempt: AptitudeAttempt;
  entry: AttemptEntry;
  number: number;
  hasNext: boolean;
  /** The clock has run out: nothing more can be sent. */
  locked: boolean;
  focusOnMount: boolean;
  onNext: () => void;
  /** The server refused the answer because the test changed meanwhile (409). */
  onConflict: (error: ApiError) => void;
}) {
  const queryClient = useQueryClient();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const feedback = useRef<HTMLDivElement>(null);
  const shownAt = useRef(Date.now());
  const [choice, setChoice] = useState<number | null>(null);
  const item = entry.item;
  const [draft, setDraft] = useState<SjtDraft | null>(() =>
    item.kind === "situational" ? emptySjtDraft(item) : null,
  );
  const [missing, setMissing] = useState<string | null>(null);
  const adaptive = attempt.kind === "logical_adaptive";
  const practice = attempt.mode === "Practice";

  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);

  const send = useMutation({
    mutationKey: ANSWER_MUTATION_KEY,
    mutationFn: (answer: Answer) => answerAptitude(attempt.id, { itemId: item.id, ...answer }),
    onSuccess: async (reply, answer) => {
      const { recorded: _recorded, ...rest } = reply;
      const review = "correct" in rest ? rest : null;
      queryClient.setQueryData(attemptQuery(attempt.id).queryKey, (view) =>
        view
          ? {
              ...view,
              items: view.items.map((other) =>
                other.item.id === item.id ? { ...other, answer, review } : other,
              ),
            }
          : view,
      );
      // An adaptive test's next question depends on this answer, so it comes from the server now.
      if (adaptive) await queryClient.refetchQueries({ queryKey: attemptQuery(attempt.id).queryKey });
      if (practice) requestAnimationFrame(() => feedback.current?.focus());
      else onNext();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) onConflict(error);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const seconds = Math.round((Date.now() - shownAt.current) / 1000);
    if (item.kind === "situational" && draft) {
      const answer = sjtAnswer(item, draft);
      if ("missing" in answer) setMissing(answer.missing);
      else send.mutate({ ...answer, seconds });
      return;
    }
    if (choice === null) setMissing("Choose one of the options, then submit your answer.");
    else send.mutate({ choice, seconds });
  };
  const busy = send.isPending || locked || entry.answer !== null;

  const answered = entry.answer !== null;
  return (
    <article
      aria-labelledby={headingId}
      className="min-w-0 space-y-5 rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="text-sm font-semibold text-slate-600">
          Question {number} of {attempt.questionCount}
        </h2>
        <LevelBadge item={item} />
      </div>
      <ItemPrompt item={item} />
      {answered && entry.review ? (
        <div ref={feedback} tabIndex={-1} className="space-y-4">
          <p className="text-lg font-semibold break-words text-slate-900">
            <Legend item={item} />
          </p>
          <ReviewPanel item={item} review={entry.review} answer={entry.answer} announce />
          {hasNext ? (
            <Button onClick={onNext}>Next question</Button>
          ) : (
            <p className="text-sm text-slate-700">
              That was the last question: finish the test to see your score.
            </p>
          )}
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          {item.kind === "situational" && draft ? (
            <fieldset className="min-w-0">
              <legend className="mb-3 text-lg font-semibold break-words text-slate-900">
                <Legend item={item} />
              </legend>
              <SjtAnswerForm
                item={item}
                draft={draft}
                onChange={(next) => {
                  setDraft(next);
                  setMissing(null);
                }}
                disabled={busy}
              />
            </fieldset>
          ) : (
            <OptionRadios
              item={item}
              legend={<Legend item={item} />}
              value={choice}
              onChange={(index) => {
                setChoice(index);
                setMissing(null);
              }}
              disabled={busy}
            />
          )}
          {missing && <Notice tone="error">{missing}</Notice>}
          {send.error && !(send.error instanceof ApiError && send.error.status === 409) && (
            <Notice tone="error">
              {errorMessage(send.error, "Your answer was not sent. Please try again.")}
            </Notice>
          )}
          <Button type="submit" disabled={busy}>
            {send.isPending ? "Sending…" : "Submit answer"}
          </Button>
        </form>
      )}
    </article>
  );
}

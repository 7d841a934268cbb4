import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { TIMED } from "../../../../shared/interview";
import { Button } from "../../../components/ui/button";
import { errorMessage } from "../../../components/ui/load-error";
import { Notice } from "../../../components/ui/notice";
import {
  type AnswerResult,
  INTERVIEW_KEY,
  type SessionData,
  type SessionQuestion,
  submitAnswer,
} from "../api";
import { clock, useCountdown } from "../use-countdown";
import { type AnswerDraft, AnswerInput } from "./answer-input";
import { FeedbackView } from "./feedback-view";

// One question of a live interview. Timed: 30 seconds to prepare, then 2 minutes to answer, one attempt,
// and when the time is up the answer so far is sent and the interview moves on by itself. Practice: no
// clock; the feedback shows at once and the question can be tried again.

type Phase = "prepare" | "answer" | "feedback";

function Countdown({ label, seconds }: { label: string; seconds: number }) {
  return (
    <p
      role="timer"
      aria-live="off"
      aria-label={label}
      className="rounded-md bg-slate-900 px-3 py-1 font-mono text-lg text-white tabular-nums"
    >
      {label}: {clock(seconds)}
    </p>
  );
}

export function QuestionRunner({
  session,
  question,
  serverTranscription,
  onAnswered,
}: {
  session: SessionData;
  question: SessionQuestion;
  serverTranscription: boolean;
  onAnswered: (result: AnswerResult) => void;
}) {
  const queryClient = useQueryClient();
  const timed = session.mode === "Timed";
  const [phase, setPhase] = useState<Phase>(timed ? "prepare" : "answer");
  const [stopSignal, setStopSignal] = useState(0);
  const [result, setResult] = useState<AnswerResult | null>(null);
  const [attempt, setAttempt] = useState(0);
  const draft = useRef<AnswerDraft>({ text: "", input: "typed", durationSeconds: null });
  const started = useRef(Date.now());
  const onDraft = useCallback((next: AnswerDraft) => {
    draft.current = next;
  }, []);

  const send = useMutation({
    mutationFn: () =>
      submitAnswer(session.id, {
        questionId: question.id,
        text: draft.current.text,
        input: draft.current.input,
        durationSeconds: draft.current.durationSeconds ?? Math.round((Date.now() - started.current) / 1000),
      }),
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: INTERVIEW_KEY });
      if (timed) onAnswered(answer);
      else {
        setResult(answer);
        setPhase("feedback");
      }
    },
  });

  const key = `${question.id}:${phase}:${attempt}`;
  const left = useCountdown(
    phase === "prepare" ? TIMED.prepareSeconds : TIMED.answerSeconds,
    timed && phase !== "feedback",
    key,
    () => {
      if (phase === "prepare") {
        started.current = Date.now();
        setPhase("answer");
      } else if (phase === "answer" && !send.isPending) {
        // Time is up: stop any recording, give the transcript a moment to arrive, and send what there is.
        setStopSignal((n) => n + 1);
        window.setTimeout(() => send.mutate(), 300);
      }
    },
  );

  // The session's own count: follow-ups are part of the question they follow, so they add none.
  const number = `Question ${question.number} of ${session.questionCount}`;
  return (
    <article
      aria-labelledby={`q-${question.id}`}
      className="min-w-0 space-y-4 rounded-xl border border-slate-200 bg-white p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-medium text-slate-600">
          {number}
          {question.followUpOf ? " · Follow-up" : ""} · {session.persona.name}
        </p>
        {timed && phase === "prepare" && <Countdown label="Time to prepare" seconds={left} />}
        {timed && phase === "answer" && <Countdown label="Time to answer" seconds={left} />}
      </div>
      <h2 id={`q-${question.id}`} className="text-xl font-semibold break-words text-slate-900">
        {question.text}
      </h2>
      {phase === "prepare" && (
        <div className="space-y-3">
          <p className="text-sm text-slate-700">
            Think about your answer. Answering starts by itself when the time is up; you have one attempt of{" "}
            {TIMED.answerSeconds / 60} minutes.
          </p>
          <Button
            onClick={() => {
              started.current = Date.now();
              setPhase("answer");
            }}
          >
            Start answering now
          </Button>
        </div>
      )}
      {phase === "answer" && (
        <div className="space-y-3" key={attempt}>
          <AnswerInput
            serverTranscription={serverTranscription}
            onChange={onDraft}
            disabled={send.isPending}
            stopSignal={stopSignal}
          />
          {send.error && (
            <Notice tone="error">
              {errorMessage(send.error, "Could not send the answer. Please try again.")}
            </Notice>
          )}
          <Button onClick={() => send.mutate()} disabled={send.isPending}>
            {send.isPending ? "Sending…" : "Submit answer"}
          </Button>
        </div>
      )}
      {phase === "feedback" && result?.answer.feedback && (
        <div className="space-y-4">
          <FeedbackView feedback={result.answer.feedback} />
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              onClick={() => {
                setAttempt((n) => n + 1);
                started.current = Date.now();
                setPhase("answer");
              }}
            >
              Try again
            </Button>
            <Button onClick={() => onAnswered(result)}>
              {result.next ? "Next question" : "See the results"}
            </Button>
          </div>
        </div>
      )}
    </article>
  );
}

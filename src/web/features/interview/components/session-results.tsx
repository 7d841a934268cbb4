import { useState } from "react";
import { Button } from "../../../components/ui/button";
import type { SessionData, SessionQuestion } from "../api";
import { FeedbackView } from "./feedback-view";
import { QuestionRunner } from "./question-runner";

// A finished interview: the overall score, then every question with the transcript, its scores, the
// feedback and the outline of a strong answer; any question can be practised again.

const DATE = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric" });

function QuestionResult({
  session,
  question,
  serverTranscription,
}: {
  session: SessionData;
  question: SessionQuestion;
  serverTranscription: boolean;
}) {
  const [practising, setPractising] = useState(false);
  if (practising) {
    return (
      <li>
        <QuestionRunner
          session={{ ...session, mode: "Practice" }}
          question={question}
          serverTranscription={serverTranscription}
          onAnswered={() => setPractising(false)}
        />
      </li>
    );
  }
  const answer = question.answer;
  return (
    <li className="min-w-0 space-y-3 rounded-xl border border-slate-200 bg-white p-5">
      <p className="text-sm font-medium text-slate-600">
        Question {question.number}
        {question.followUpOf ? " · Follow-up" : ""}
        {question.attempts.length > 1 ? ` · attempt ${answer?.attempt} of ${question.attempts.length}` : ""}
      </p>
      <h3 className="text-lg font-semibold break-words">{question.text}</h3>
      {answer?.text ? (
        <blockquote className="border-l-4 border-slate-200 pl-3 text-sm whitespace-pre-line break-words text-slate-800">
          {answer.text}
        </blockquote>
      ) : (
        <p className="text-sm text-slate-600">Not answered.</p>
      )}
      {answer?.feedback && <FeedbackView feedback={answer.feedback} />}
      <Button
        variant="secondary"
        size="sm"
        onClick={() => setPractising(true)}
        aria-label={`Practise again: ${question.text}`}
      >
        Practise again
      </Button>
    </li>
  );
}

export function SessionResults({
  session,
  serverTranscription,
}: {
  session: SessionData;
  serverTranscription: boolean;
}) {
  return (
    <div className="space-y-5">
      <div className="rounded-xl border border-slate-200 bg-white p-5">
        <p className="text-sm text-slate-600">
          {session.questionType} · {session.persona.name}
          {session.firm ? ` · ${session.firm.name}` : ""} · {session.mode} ·{" "}
          {DATE.format(new Date(session.createdAt))}
        </p>
        <p className="mt-2 text-slate-800">
          Overall score{" "}
          <span className="text-4xl font-bold text-brand-700" data-testid="session-overall">
            {session.overall === null ? "n/a" : session.overall.toFixed(1)}
          </span>{" "}
          / 5
        </p>
      </div>
      <ol className="space-y-4">
        {session.questions.map((q) => (
          <QuestionResult
            key={q.id}
            session={session}
            question={q}
            serverTranscription={serverTranscription}
          />
        ))}
      </ol>
    </div>
  );
}

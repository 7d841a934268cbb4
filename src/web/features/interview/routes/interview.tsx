import { useMutation, useQuery } from "@tanstack/react-query";
import { History } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router";
import {
  type InterviewMode,
  type PersonaId,
  QUESTION_COUNT,
  type QuestionType,
} from "../../../../shared/interview";
import { limitMessage } from "../../../../shared/plans";
import { Button } from "../../../components/ui/button";
import { Label } from "../../../components/ui/label";
import { errorMessage, LoadError } from "../../../components/ui/load-error";
import { NativeSelect } from "../../../components/ui/native-select";
import { Notice } from "../../../components/ui/notice";
import { Spinner } from "../../../components/ui/spinner";
import { ApiError } from "../../../lib/api";
import { createSession, type InterviewOptions, optionsQuery } from "../api";
import { ChoiceGroup } from "../components/choice-group";

export function meta() {
  return [{ title: "Interview Practice · Finance Careers" }];
}

const TYPE_HINTS: Record<QuestionType, string> = {
  Behavioural: "Teamwork, leadership, failure: answered with STAR.",
  Motivational: "Why finance, why this firm, why this division.",
  Technical: "Accounting, valuation, markets and brainteasers.",
  Mixed: "A bit of everything, as a real first round.",
};
const MODE_HINTS: Record<InterviewMode, string> = {
  Timed: "One-way video style: 30 seconds to prepare, 2 minutes to answer, one attempt, moves on by itself.",
  Practice: "No clock; answer, read the feedback and try again as often as you like.",
};

function UpgradeLine({ options }: { options: InterviewOptions }) {
  return (
    <Notice tone="error">
      {limitMessage("interviewSessions")} Your results and history stay here.{" "}
      <Link to="/app/billing" className="font-medium underline">
        See Premium
      </Link>
      {options.usage.resumeSessionId && (
        <>
          {" "}
          or{" "}
          <Link to={`/app/interview/${options.usage.resumeSessionId}`} className="font-medium underline">
            finish the interview you started
          </Link>
        </>
      )}
      .
    </Notice>
  );
}

function SetupForm({ options }: { options: InterviewOptions }) {
  const navigate = useNavigate();
  const [questionType, setQuestionType] = useState<QuestionType>("Mixed");
  const [persona, setPersona] = useState<PersonaId>("graduate-recruiter");
  const [firmId, setFirmId] = useState("");
  const [questionCount, setQuestionCount] = useState(5);
  const [mode, setMode] = useState<InterviewMode>("Timed");
  const start = useMutation({
    mutationFn: () => createSession({ questionType, persona, mode, questionCount, firmId: firmId || null }),
    onSuccess: (session) => navigate(`/app/interview/${session.id}`),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    start.mutate();
  };
  const limited = start.error instanceof ApiError && start.error.code === "free_limit_reached";
  return (
    <form onSubmit={submit} className="space-y-6" noValidate>
      <ChoiceGroup
        legend="Question type"
        name="question-type"
        value={questionType}
        onChange={(v) => setQuestionType(v as QuestionType)}
        choices={options.questionTypes.map((t) => ({ value: t, label: t, hint: TYPE_HINTS[t] }))}
      />
      <ChoiceGroup
        legend="Interviewer"
        name="persona"
        value={persona}
        onChange={(v) => setPersona(v as PersonaId)}
        choices={options.personas.map((p) => ({ value: p.id, label: p.name, hint: p.description }))}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1">
          <Label htmlFor="interview-firm">Firm (optional)</Label>
          <NativeSelect id="interview-firm" value={firmId} onChange={(e) => setFirmId(e.target.value)}>
            <option value="">No particular firm</option>
            {options.firms.map((f) => (
              <option key={f.id} value={f.id}>
                {f.name}
              </option>
            ))}
          </NativeSelect>
          <p className="text-xs text-slate-600">Adds “why this firm” and “why this division” questions.</p>
        </div>
        <div className="space-y-1">
          <Label htmlFor="interview-count">Number of questions</Label>
          <NativeSelect
            id="interview-count"
            value={questionCount}
            onChange={(e) => setQuestionCount(Number(e.target.value))}
          >
            {Array.from(
              { length: QUESTION_COUNT.max - QUESTION_COUNT.min + 1 },
              (_, i) => QUESTION_COUNT.min + i,
            ).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <ChoiceGroup
        legend="Mode"
        name="mode"
        value={mode}
        onChange={(v) => setMode(v as InterviewMode)}
        choices={options.modes.map((m) => ({ value: m, label: m, hint: MODE_HINTS[m] }))}
      />
      {start.error && !limited && (
        <Notice tone="error">{errorMessage(start.error, "Could not start the interview.")}</Notice>
      )}
      {(limited || !options.usage.canStart) && <UpgradeLine options={options} />}
      <Button type="submit" size="lg" disabled={start.isPending}>
        {start.isPending ? "Starting…" : "Start interview"}
      </Button>
    </form>
  );
}

// /app/interview: choose the kind of interview, who asks, for which firm, how many questions and how.
export default function InterviewRoute() {
  const query = useQuery(optionsQuery);
  return (
    <section className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 space-y-1">
          <h1 className="text-3xl font-bold tracking-tight">Interview Practice</h1>
          <p className="text-slate-600">
            Rehearse graduate finance interviews as they are run: one-way video screens, technicals and
            motivation questions, with scored feedback on every answer.
          </p>
          {query.data?.usage.max != null && (
            <p className="text-sm text-slate-600">
              Free plan: {query.data.usage.used} of {query.data.usage.max} complete mock interview used.
            </p>
          )}
        </div>
        <Button asChild variant="secondary">
          <Link to="/app/interview-history">
            <History aria-hidden className="size-4" />
            Interview History
          </Link>
        </Button>
      </div>
      {query.isPending && <Spinner />}
      {query.isError && (
        <LoadError onRetry={() => query.refetch()}>
          {errorMessage(query.error, "Could not load interview practice.")}
        </LoadError>
      )}
      {query.data && <SetupForm options={query.data} />}
    </section>
  );
}

import type { FormEvent } from "react";
import { COACH_QUESTION_MAX_CHARS } from "../../../../shared/schemas/career-coach";
import { Button } from "../../../components/ui/button";
import { Label } from "../../../components/ui/label";
import { Notice } from "../../../components/ui/notice";
import { Textarea } from "../../../components/ui/textarea";

// The question box: Enter sends (Shift+Enter for a new line), a count of characters against the
// limit, the reason a question was refused, and, before the first question, questions to start with.

const SUGGESTIONS = [
  "What should I do next?",
  "How am I doing?",
  "What are my deadlines?",
  "Walk me through a DCF",
  "When do summer internships open?",
];

export function AskForm({
  question,
  onChange,
  onSend,
  error,
  answering,
  suggest,
}: {
  question: string;
  onChange: (text: string) => void;
  onSend: (text: string) => void;
  error: string | null;
  answering: boolean;
  suggest: boolean;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSend(question);
  };
  return (
    <form onSubmit={submit} className="space-y-2" noValidate>
      <Label htmlFor="coach-question">Your question</Label>
      <Textarea
        id="coach-question"
        rows={3}
        value={question}
        maxLength={COACH_QUESTION_MAX_CHARS}
        aria-describedby="coach-question-hint"
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            onSend(question);
          }
        }}
        placeholder="For example: how should I prepare for a superday?"
      />
      <p id="coach-question-hint" className="text-xs text-slate-500">
        Enter sends, Shift+Enter starts a new line. {question.length.toLocaleString("en-GB")} of{" "}
        {COACH_QUESTION_MAX_CHARS.toLocaleString("en-GB")} characters.
      </p>
      {error && <Notice tone="error">{error}</Notice>}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" disabled={answering}>
          {answering ? "Answering…" : "Ask"}
        </Button>
        {suggest && !answering && (
          <>
            <span className="text-sm text-slate-600">or try</span>
            {SUGGESTIONS.map((suggestion) => (
              <Button
                key={suggestion}
                type="button"
                variant="secondary"
                size="sm"
                onClick={() => onSend(suggestion)}
              >
                {suggestion}
              </Button>
            ))}
          </>
        )}
      </div>
    </form>
  );
}

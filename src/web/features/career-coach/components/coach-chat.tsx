import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Loader2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { coachQuestionSchema } from "../../../../shared/schemas/career-coach";
import { errorMessage, LoadError } from "../../../components/ui/load-error";
import { ApiError } from "../../../lib/api";
import { askCoach, type ChatHistory, messagesQuery } from "../api";
import { AskForm } from "./ask-form";
import { ChatMessageView, type ShownMessage } from "./chat-message";
import { DeleteHistory } from "./delete-history";

// "Ask the coach": the history, the answer being written (streamed from a model, or the built-in
// coach's at once), and the question box. A question that is refused (too long, the daily limit) or
// fails (the server or the connection) stays in the box with the reason; an answer cut off part-way
// says how to find it.

type Writing = { question: string; answer: ShownMessage | null };

function EngineLine({ coach }: { coach: ChatHistory["coach"] }) {
  return coach.engine === "model" ? (
    <p className="text-sm text-slate-600">
      Answers come from an AI model ({coach.model}), which is sent your question, your profile targets, a
      summary of your tracker and your practice results. If it cannot answer, the built-in coach does.
    </p>
  ) : (
    <p className="text-sm text-slate-600">
      Answers come from the built-in coach: it works from the app's prep guides and your own data, without an
      AI model.
    </p>
  );
}

export function CoachChat() {
  const queryClient = useQueryClient();
  const history = useQuery(messagesQuery);
  const [question, setQuestion] = useState("");
  const [writing, setWriting] = useState<Writing | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Said to screen readers, which do not follow the answer as it is written.
  const [status, setStatus] = useState("");
  const end = useRef<HTMLDivElement>(null);
  const started = writing !== null;

  // Keep the answer being written in view as it grows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the text growing is the reason to scroll
  useEffect(() => {
    if (started) end.current?.scrollIntoView({ block: "nearest" });
  }, [writing?.answer?.content.length, started]);

  async function send(text: string) {
    if (started) return;
    const parsed = coachQuestionSchema.safeParse({ question: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Check your question and try again.");
      return;
    }
    const asked = parsed.data.question;
    setError(null);
    setQuestion("");
    setWriting({ question: asked, answer: null });
    setStatus("The coach is answering…");
    try {
      await askCoach(asked, (event) => {
        if (event.type === "start") {
          setWriting({
            question: asked,
            answer: {
              role: "coach",
              by: event.by,
              model: event.model,
              engine: event.engine,
              notice: event.notice,
              content: "",
              links: [],
            },
          });
        } else if (event.type === "delta") {
          setWriting((w) =>
            w?.answer ? { ...w, answer: { ...w.answer, content: w.answer.content + event.text } } : w,
          );
        } else if (event.type === "restart") {
          // The model stopped part-way: its text goes, and the built-in coach's answer follows.
          setWriting((w) =>
            w?.answer
              ? {
                  ...w,
                  answer: {
                    ...w.answer,
                    by: "Built-in coach",
                    model: null,
                    engine: "builtin",
                    notice: event.notice,
                    content: "",
                  },
                }
              : w,
          );
        } else {
          queryClient.setQueryData(messagesQuery.queryKey, (current) =>
            current ? { ...current, messages: [...current.messages, event.question, event.answer] } : current,
          );
          setStatus(`The ${event.answer.by.toLowerCase()} answered.`);
        }
      });
    } catch (failure) {
      const refused = failure instanceof ApiError && failure.status >= 400 && failure.status < 500;
      // Whatever went wrong, what the member wrote is not lost: the question goes back in the box to
      // edit or send again (unless they have started typing another one meanwhile).
      setQuestion((current) => (current.trim() ? current : asked));
      const reason = errorMessage(failure, "The coach could not answer.");
      // A refusal says what to change; a failure on the way (the server, the model, the connection)
      // says the question is still there to send again.
      setError(refused ? reason : `${reason} Your question is still in the box, so you can send it again.`);
      setStatus("");
      if (!refused) await queryClient.invalidateQueries({ queryKey: messagesQuery.queryKey });
    } finally {
      setWriting(null);
    }
  }

  const messages = history.data?.messages ?? [];

  return (
    <section aria-labelledby="ask-the-coach" className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h2 id="ask-the-coach" className="text-xl font-semibold tracking-tight">
            Ask the coach
          </h2>
          {history.data && <EngineLine coach={history.data.coach} />}
        </div>
        {messages.length > 0 && <DeleteHistory disabled={started} />}
      </div>
      {history.isPending && (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <Loader2 aria-hidden className="size-4 animate-spin" /> Loading your conversation…
        </p>
      )}
      {history.isError && (
        <LoadError onRetry={() => history.refetch()}>
          {errorMessage(history.error, "Could not load your conversation.")}
        </LoadError>
      )}
      {(messages.length > 0 || writing) && (
        <ol aria-label="Conversation with the coach" className="space-y-3">
          {messages.map((message) => (
            <ChatMessageView key={message.id} message={message} />
          ))}
          {writing && (
            <>
              <ChatMessageView
                message={{
                  role: "member",
                  by: "You",
                  model: null,
                  engine: null,
                  content: writing.question,
                  notice: null,
                  links: [],
                }}
              />
              <ChatMessageView
                writing
                message={
                  writing.answer ?? {
                    role: "coach",
                    by: "Coach",
                    model: null,
                    engine: null,
                    content: "Thinking…",
                    notice: null,
                    links: [],
                  }
                }
              />
            </>
          )}
        </ol>
      )}
      <div ref={end} />
      <p role="status" className="sr-only">
        {status}
      </p>
      {history.data && messages.length === 0 && !writing && (
        <p className="text-sm text-slate-600">
          Ask about applications, tests, interviews, technicals or offers, or about your own plan and results.
        </p>
      )}
      <AskForm
        question={question}
        onChange={setQuestion}
        onSend={(text) => void send(text)}
        error={error}
        answering={started}
        suggest={messages.length === 0}
      />
    </section>
  );
}

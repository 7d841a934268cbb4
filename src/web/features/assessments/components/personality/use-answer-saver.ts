import { useCallback, useEffect, useRef, useState } from "react";
import type { AnswerValue, PersonalityAnswers } from "../../../../../shared/personality";
import { errorMessage } from "../../../../components/ui/load-error";
import { ApiError } from "../../../../lib/api";
import { savePersonalityAnswers } from "../../personality-api";

export type SaveState =
  | { status: "idle" | "saving" | "saved" }
  /** `closed`: the attempt was finished (or is gone) elsewhere, so retrying cannot help. */
  | { status: "error"; message: string; closed: boolean };

/**
 * The member's answers, kept on screen the moment they are chosen and sent to the server in the
 * background. One request is in flight at a time and carries every answer not yet confirmed, so
 * answers arrive in the order given and a failed save loses nothing: the answers wait until the
 * member retries (or answers again, which retries too).
 */
export function useAnswerSaver(attemptId: string, initial: PersonalityAnswers, onSaved?: () => void) {
  const [answers, setAnswers] = useState<PersonalityAnswers>(initial);
  const [state, setState] = useState<SaveState>({ status: "idle" });
  const unsaved = useRef(new Map<string, AnswerValue>());
  const inFlight = useRef<Promise<void> | null>(null);
  const savedHook = useRef(onSaved);
  savedHook.current = onSaved;

  const send = useCallback(async () => {
    while (unsaved.current.size > 0) {
      const batch = Object.fromEntries(unsaved.current) as PersonalityAnswers;
      try {
        await savePersonalityAnswers(attemptId, batch);
      } catch (error) {
        setState({
          status: "error",
          message: errorMessage(error, "Your latest answers were not saved."),
          closed: error instanceof ApiError && (error.status === 404 || error.status === 409),
        });
        throw error;
      }
      // An answer changed while this one was on its way stays queued with its new value.
      for (const [id, value] of Object.entries(batch)) {
        if (unsaved.current.get(id) === value) unsaved.current.delete(id);
      }
    }
    setState({ status: "saved" });
    savedHook.current?.();
  }, [attemptId]);

  /** Resolves once every answer given so far is on the server; rejects with the failure otherwise. */
  const flush = useCallback((): Promise<void> => {
    if (inFlight.current) return inFlight.current;
    if (unsaved.current.size === 0) return Promise.resolve();
    setState({ status: "saving" });
    const run = send().finally(() => {
      inFlight.current = null;
    });
    inFlight.current = run;
    return run;
  }, [send]);

  const choose = useCallback(
    (itemId: string, value: AnswerValue) => {
      setAnswers((current) => ({ ...current, [itemId]: value }));
      unsaved.current.set(itemId, value);
      // The request in flight picks this answer up when it finishes; otherwise one starts now.
      if (inFlight.current) setState({ status: "saving" });
      else flush().catch(() => {});
    },
    [flush],
  );

  // Leaving the page with answers still unsent asks first, so closing a tab never drops one silently.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (unsaved.current.size > 0) event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, []);

  return { answers, state, choose, flush };
}

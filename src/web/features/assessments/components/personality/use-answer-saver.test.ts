// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PersonalityAnswers } from "../../../../../shared/personality";
import { ApiError } from "../../../../lib/api";
import { savePersonalityAnswers } from "../../personality-api";
import { useAnswerSaver } from "./use-answer-saver";

vi.mock("../../personality-api", () => ({ savePersonalityAnswers: vi.fn() }));
const save = vi.mocked(savePersonalityAnswers);

/** A save the test finishes by hand, to hold a request in flight while more answers come in. */
function heldSave() {
  let finish!: () => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<{ answered: number; total: number }>((resolve, reject) => {
    finish = () => resolve({ answered: 0, total: 120 });
    fail = reject;
  });
  save.mockImplementationOnce(() => promise);
  return { finish, fail };
}

afterEach(() => {
  cleanup();
  save.mockReset();
});

const sent = () => save.mock.calls.map(([, answers]) => answers);

describe("useAnswerSaver", () => {
  it("sends answers given during a save in one follow-up request, in order, then says Saved", async () => {
    const first = heldSave();
    const second = heldSave();
    const { result } = renderHook(() => useAnswerSaver("attempt-1", { a: 3 }));
    act(() => result.current.choose("b", 1));
    expect(result.current.state.status).toBe("saving");
    act(() => {
      result.current.choose("c", 2);
      result.current.choose("b", 5);
    });
    expect(result.current.answers).toEqual({ a: 3, b: 5, c: 2 });
    expect(sent()).toEqual([{ b: 1 }]);

    await act(async () => first.finish());
    // "b" changed while the first request was on its way, so its new value goes again.
    expect(sent()).toEqual([{ b: 1 }, { b: 5, c: 2 }]);
    expect(result.current.state.status).toBe("saving");
    await act(async () => second.finish());
    expect(result.current.state.status).toBe("saved");
    expect(save).toHaveBeenCalledTimes(2);
  });

  it("keeps a failed answer on screen, says why, and sends it again on retry", async () => {
    const failing = heldSave();
    const onSaved = vi.fn();
    const { result } = renderHook(() => useAnswerSaver("attempt-1", {}, onSaved));
    act(() => result.current.choose("a", 4));
    await act(async () => failing.fail(new ApiError(503, "unavailable", "The service is busy.")));
    expect(result.current.state).toEqual({ status: "error", message: "The service is busy.", closed: false });
    expect(result.current.answers).toEqual({ a: 4 } satisfies PersonalityAnswers);
    expect(onSaved).not.toHaveBeenCalled();

    save.mockResolvedValueOnce({ answered: 1, total: 120 });
    await act(() => result.current.flush());
    expect(sent()).toEqual([{ a: 4 }, { a: 4 }]);
    expect(result.current.state.status).toBe("saved");
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it("marks a questionnaire finished elsewhere as closed, since retrying cannot help", async () => {
    save.mockRejectedValueOnce(new ApiError(409, "attempt_completed", "This questionnaire is finished."));
    const { result } = renderHook(() => useAnswerSaver("attempt-1", {}));
    act(() => result.current.choose("a", 2));
    await waitFor(() => expect(result.current.state.status).toBe("error"));
    expect(result.current.state).toMatchObject({ closed: true });
  });

  it("flush resolves at once when everything is saved, and waits for a save in flight", async () => {
    const { result } = renderHook(() => useAnswerSaver("attempt-1", { a: 1 }));
    await expect(result.current.flush()).resolves.toBeUndefined();
    expect(save).not.toHaveBeenCalled();

    const held = heldSave();
    act(() => result.current.choose("b", 2));
    let flushed = false;
    const waiting = result.current.flush().then(() => {
      flushed = true;
    });
    await Promise.resolve();
    expect(flushed).toBe(false);
    await act(async () => {
      held.finish();
      await waiting;
    });
    expect(flushed).toBe(true);
  });
});

// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { JoinAlert, joinMessage } from "./join-alert";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const join = (id: string, extra: { first_name?: string; university?: string } = {}) => ({
  id,
  at: new Date().toISOString(),
  ...extra,
});

describe("joinMessage (names only what the member agreed to show)", () => {
  it.each([
    [{ first_name: "Amira", university: "LSE" }, "Amira from LSE just joined Premium"],
    [{ first_name: "Amira" }, "Amira just joined Premium"],
    [{ university: "LSE" }, "A member from LSE just joined Premium"],
    [{}, "A new member just joined Premium"],
  ])("%j", (fields, text) => {
    expect(joinMessage(fields)).toBe(text);
  });
});

describe("JoinAlert", () => {
  const alert = () => screen.queryByTestId("join-alert");

  it("shows a sign-up for 5 s, once; a new sign-up shows again", () => {
    const { rerender } = render(<JoinAlert join={join("a", { first_name: "Tom" })} />);
    expect(alert()?.textContent).toBe("Tom just joined Premium");
    act(() => vi.advanceTimersByTime(4999));
    expect(alert()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(alert()).toBeNull();

    // The 15 s refresh brings the same sign-up back: not shown again.
    rerender(<JoinAlert join={join("a", { first_name: "Tom" })} />);
    expect(alert()).toBeNull();

    rerender(<JoinAlert join={join("b")} />);
    expect(alert()?.textContent).toBe("A new member just joined Premium");
  });

  it("shows nothing without a sign-up, and still hides after 5 s when the sign-up drops out", () => {
    const { rerender } = render(<JoinAlert join={null} />);
    expect(alert()).toBeNull();
    rerender(<JoinAlert join={join("c")} />);
    expect(alert()).not.toBeNull();
    rerender(<JoinAlert join={null} />);
    act(() => vi.advanceTimersByTime(5000));
    expect(alert()).toBeNull();
  });
});

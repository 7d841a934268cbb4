// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TestimonialCarousel } from "./testimonial-carousel";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const ITEMS = [1, 2, 3].map((n) => ({
  quote: `Quote ${n}`,
  name: `Person ${n}`,
  school: "UCL",
  company: "Firm",
  role: "Analyst",
  rating: 5,
}));

const activeName = () =>
  screen
    .getAllByTestId("testimonial")
    .find((slide) => slide.dataset.active === "true")
    ?.querySelector("figcaption span")?.textContent;
const carousel = () => screen.getByTestId("testimonials");

describe("TestimonialCarousel (spec 000 §4.8)", () => {
  it("advances every 4 s and wraps to the first", () => {
    render(<TestimonialCarousel items={ITEMS} />);
    expect(activeName()).toBe("Person 1");
    act(() => vi.advanceTimersByTime(3999));
    expect(activeName()).toBe("Person 1");
    act(() => vi.advanceTimersByTime(1));
    expect(activeName()).toBe("Person 2");
    act(() => vi.advanceTimersByTime(4000));
    expect(activeName()).toBe("Person 3");
    act(() => vi.advanceTimersByTime(4000));
    expect(activeName()).toBe("Person 1");
  });

  it("pauses while hovered and while focus is inside", () => {
    render(<TestimonialCarousel items={ITEMS} />);
    fireEvent.mouseEnter(carousel());
    act(() => vi.advanceTimersByTime(12_000));
    expect(activeName()).toBe("Person 1");
    fireEvent.mouseLeave(carousel());

    act(() => screen.getByRole("button", { name: "Next testimonial" }).focus());
    act(() => vi.advanceTimersByTime(12_000));
    expect(activeName()).toBe("Person 1");
    act(() => screen.getByRole("button", { name: "Next testimonial" }).blur());
    act(() => vi.advanceTimersByTime(4000));
    expect(activeName()).toBe("Person 2");
  });

  it("previous, next and dots move it, wrapping; arrow keys too; moves are announced", () => {
    render(<TestimonialCarousel items={ITEMS} />);
    fireEvent.click(screen.getByRole("button", { name: "Previous testimonial" }));
    expect(activeName()).toBe("Person 3");
    fireEvent.click(screen.getByRole("button", { name: "Next testimonial" }));
    expect(activeName()).toBe("Person 1");
    fireEvent.click(screen.getByRole("button", { name: "Show testimonial 2 of 3" }));
    expect(activeName()).toBe("Person 2");
    expect(screen.getByRole("button", { name: "Show testimonial 2 of 3" }).getAttribute("aria-current")).toBe(
      "true",
    );
    fireEvent.keyDown(carousel(), { key: "ArrowRight" });
    fireEvent.keyDown(carousel(), { key: "ArrowRight" });
    expect(activeName()).toBe("Person 1");
    fireEvent.keyDown(carousel(), { key: "ArrowLeft" });
    expect(activeName()).toBe("Person 3");
    expect(carousel().querySelector("[aria-live=polite]")?.textContent).toBe("Testimonial 3 of 3: Person 3");
  });

  it("the pause button stops it until pressed again", () => {
    render(<TestimonialCarousel items={ITEMS} />);
    fireEvent.click(screen.getByRole("button", { name: "Pause testimonials" }));
    act(() => vi.advanceTimersByTime(12_000));
    expect(activeName()).toBe("Person 1");
    fireEvent.click(screen.getByRole("button", { name: "Play testimonials" }));
    act(() => vi.advanceTimersByTime(4000));
    expect(activeName()).toBe("Person 2");
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { FAQ_ITEMS } from "../faq-items";
import { FaqAccordion } from "./faq-accordion";

afterEach(cleanup);

const trigger = (name: string) => screen.getByRole("button", { name });

describe("FaqAccordion (spec 000 §2.1)", () => {
  it("lists the six questions as headings, all closed at first", () => {
    render(<FaqAccordion items={FAQ_ITEMS} />);
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(6);
    for (const item of FAQ_ITEMS) expect(trigger(item.question).getAttribute("aria-expanded")).toBe("false");
  });

  it("keeps one item open at a time and closes the open one when clicked again", () => {
    render(<FaqAccordion items={FAQ_ITEMS} />);
    const [first, second] = FAQ_ITEMS;
    if (!first || !second) throw new Error("expected at least two FAQ items");

    fireEvent.click(trigger(first.question));
    expect(trigger(first.question).getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByText(first.answer[0] ?? "")).toBeTruthy();

    fireEvent.click(trigger(second.question));
    expect(trigger(first.question).getAttribute("aria-expanded")).toBe("false");
    expect(trigger(second.question).getAttribute("aria-expanded")).toBe("true");
    expect(screen.queryByText(first.answer[0] ?? "")).toBeNull();

    fireEvent.click(trigger(second.question));
    expect(trigger(second.question).getAttribute("aria-expanded")).toBe("false");
  });
});

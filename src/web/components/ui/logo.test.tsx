// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { initialsOf, Logo } from "./logo";

afterEach(cleanup);

describe("Logo", () => {
  it("shows the image named after the organisation, and its initials once the image fails", () => {
    const { container } = render(<Logo src="https://logos.example/gs.png" name="Goldman Sachs" />);
    const image = screen.getByRole("img", { name: "Goldman Sachs logo" });
    fireEvent.error(image);
    expect(screen.queryByRole("img")).toBeNull();
    expect(container.textContent).toBe("GS");
  });

  it("shows the initials when there is no logo", () => {
    const { container } = render(<Logo src={null} name="Blackstone" />);
    expect(screen.queryByRole("img")).toBeNull();
    expect(container.textContent).toBe("B");
  });

  it.each([
    ["J.P. Morgan", "JM"],
    ["100% Fund", "1F"],
    ["  société générale  ", "SG"],
    ["&", "?"],
  ])("initials of %s are %s", (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

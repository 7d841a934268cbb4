// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { FIRM_LOGOS, logoUrl } from "../logos";
import { LogoStrip } from "./logo-strip";

afterEach(cleanup);

describe("LogoStrip (spec 000 §2.7: a logo that fails to load shows the firm's name)", () => {
  it("shows every firm's logo from our own files, named by its alt text", () => {
    render(<LogoStrip />);
    for (const logo of FIRM_LOGOS) {
      const image = screen.getByRole("img", { name: logo.name });
      expect(image.getAttribute("src")).toBe(`/logos/${logo.file}`);
    }
  });

  it("hides a logo whose file is missing and shows the name as text instead", () => {
    const logos = [
      { name: "Present Firm", file: "goldman-sachs.svg" },
      { name: "Missing Firm", file: "no-such-logo.svg" },
    ];
    render(<LogoStrip logos={logos} />);
    const missing = screen.getByRole("img", { name: "Missing Firm" });
    fireEvent.error(missing);
    expect(screen.queryByRole("img", { name: "Missing Firm" })).toBeNull();
    expect(screen.getByTestId("logo-fallback").textContent).toBe("Missing Firm");
    expect(screen.getByRole("img", { name: "Present Firm" })).toBeTruthy();
  });

  it("builds URLs from a configured base", () => {
    expect(logoUrl({ name: "X", file: "x.svg" }, "https://cdn.example.com/logos/")).toBe(
      "https://cdn.example.com/logos/x.svg",
    );
  });
});

// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { ClaimVerdict } from "../../../../shared/interview";
import { ClaimList } from "./claim-list";

// Every wrong sentence gets its own quoted line; feedback stored before further sentences were kept
// (no `alsoWrong`, no `alsoSaid`) still shows as it did.

afterEach(cleanup);

const CORRECTION = "EBITDA is before interest, tax, depreciation and amortisation.";

describe("ClaimList", () => {
  it("quotes each sentence that states a point wrongly, each with what is right", () => {
    const claims: ClaimVerdict[] = [
      {
        point: "Before interest and tax",
        status: "wrong",
        evidence: "EBITDA is earnings after interest",
        correction: CORRECTION,
        alsoWrong: ["it comes after tax as well"],
      },
      {
        point: "Ignores capital spending",
        status: "covered",
        evidence: "It ignores capex",
        correction: null,
        alsoSaid: ["so it leaves out what the firm spends on machines"],
      },
    ];
    render(<ClaimList claims={claims} />);
    expect(screen.getByText(/1 covered, 1 wrong, 0 missing/)).toBeTruthy();
    const said = screen.getAllByText("You said:").map((label) => label.parentElement?.textContent);
    expect(said).toEqual([
      "You said: “EBITDA is earnings after interest”",
      "You said: “it comes after tax as well”",
    ]);
    expect(screen.getAllByText(CORRECTION)).toHaveLength(2);
    // The covered point shows its fullest sentence, as before; the rest stay in the result.
    expect(screen.getByText("From your answer: “It ignores capex”")).toBeTruthy();
    expect(screen.queryByText(/what the firm spends on machines/)).toBeNull();
  });

  it("shows stored feedback without the further sentences as it always did", () => {
    render(
      <ClaimList
        claims={[
          {
            point: "Before interest and tax",
            status: "wrong",
            evidence: "EBITDA is earnings after interest",
            correction: CORRECTION,
          },
          { point: "Can be flattered", status: "missing", evidence: null, correction: null },
        ]}
      />,
    );
    expect(screen.getAllByText("You said:")).toHaveLength(1);
    expect(screen.getByText(/“EBITDA is earnings after interest”/)).toBeTruthy();
    expect(screen.getByText(/0 covered, 1 wrong, 1 missing/)).toBeTruthy();
  });

  it("counts a story's points as covered or missing, without a wrong count it never checks", () => {
    render(
      <ClaimList
        canBeWrong={false}
        claims={[
          {
            point: "What you personally did",
            status: "covered",
            evidence: "I rang the supplier and rebooked the van",
            correction: null,
          },
          { point: "The outcome", status: "missing", evidence: null, correction: null },
        ]}
      />,
    );
    expect(screen.getByText("(1 covered, 1 missing)")).toBeTruthy();
    expect(screen.getByText("From your answer: “I rang the supplier and rebooked the van”")).toBeTruthy();
    expect(screen.queryByText(/wrong/)).toBeNull();
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PlanFilter, StatusFilter } from "./member-filters";

// The plan and status choices shared by User Management and a broadcast's audience.

afterEach(cleanup);

describe("member filters", () => {
  it("offers every plan after the empty choice and reports none as undefined", () => {
    const onChange = vi.fn();
    render(<PlanFilter id="plan" anyLabel="Any plan" value="Premium" onChange={onChange} />);
    const select = screen.getByLabelText("Plan") as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual([
      "Any plan",
      "Free",
      "Premium",
      "University Bulk",
      "Trial",
    ]);
    expect(select.value).toBe("Premium");
    fireEvent.change(select, { target: { value: "University Bulk" } });
    fireEvent.change(select, { target: { value: "" } });
    expect(onChange.mock.calls).toEqual([["University Bulk"], [undefined]]);
  });

  it("offers only the statuses it is given", () => {
    render(
      <StatusFilter
        id="status"
        anyLabel="Any status"
        statuses={["Active", "Pending Verification"]}
        value={undefined}
        onChange={() => {}}
      />,
    );
    const select = screen.getByLabelText("Status") as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual([
      "Any status",
      "Active",
      "Pending Verification",
    ]);
    expect(select.value).toBe("");
  });
});

// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { AdminJobSource, JobSourcePreview } from "../api";
import { JobSourcePreviewPanel } from "./job-source-preview";
import { JobSourcesList } from "./job-sources-list";

// The Sources table's columns (last run, roles found, added, closed, errors) and the preview before a
// source is saved: its roles, the error for a wrong identifier, and the warning for an empty board.

afterEach(cleanup);

const source = (fields: Partial<AdminJobSource>): AdminJobSource => ({
  id: crypto.randomUUID(),
  firm: "Example Bank",
  kind: "workday",
  token: "examplebank.wd3.myworkdayjobs.com/examplebank/Campus",
  enabled: true,
  last_run_at: "2026-11-29T10:00:00.000Z",
  last_success_at: "2026-11-29T10:00:00.000Z",
  last_error: null,
  last_error_at: null,
  last_job_count: 45,
  last_added: 3,
  last_closed: 1,
  failed_runs: 0,
  ...fields,
});

function renderTable(sources: AdminJobSource[]) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <JobSourcesList sources={sources} />
    </QueryClientProvider>,
  );
  // Rows of the wide table (the phone's cards hold the same cells).
  return within(screen.getByRole("table", { name: "Sources" }))
    .getAllByRole("row")
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    );
}

describe("Sources table", () => {
  it("shows each source's last run, roles found, added, closed and errors", () => {
    const [read, failing, recovered] = renderTable([
      source({}),
      source({
        firm: "Oracle Capital",
        kind: "oracle",
        token: "abcd.fa.em2.oraclecloud.com/CX_1",
        last_success_at: null,
        last_job_count: null,
        last_added: null,
        last_closed: null,
        failed_runs: 3,
        last_error: "the provider has no board with this identifier (404)",
        last_error_at: "2026-11-29T10:00:00.000Z",
      }),
      source({
        firm: "ExamplePay",
        kind: "ashby",
        token: "examplepay",
        last_error: "ashby answered 503",
        last_error_at: "2026-11-29T08:00:00.000Z",
      }),
    ]);
    expect(read?.slice(2, 6)).toEqual(["45", "3", "1", "None"]);
    expect(read?.[1]).toContain("Read");
    expect(failing?.[1]).toContain("Failed 3 runs in a row");
    expect(failing?.slice(2, 5)).toEqual(["–", "–", "–"]);
    expect(failing?.[5]).toContain("the provider has no board with this identifier (404)");
    // An error before the last successful run is not the source's state.
    expect(recovered?.[5]).toMatch(/^None in the last runEarlier, .*: ashby answered 503$/);
  });
});

const preview = (fields: Partial<JobSourcePreview>) =>
  ({
    kind: "workday",
    token: "examplebank.wd3.myworkdayjobs.com/examplebank/Campus",
    existing_firm: null,
    ok: true,
    total: 25,
    roles: [],
    errors: [],
    error: null,
    warning: null,
    ...fields,
  }) as JobSourcePreview;

describe("preview before saving", () => {
  it("counts the roles and lists the first ones with location and closing date", () => {
    render(
      <JobSourcePreviewPanel
        preview={preview({
          roles: [
            {
              title: "Summer Analyst 2027",
              locations: ["London", "Paris"],
              closes_at: "2027-02-01T23:59:59.000Z",
              rolling: false,
            },
            { title: "Analyst 1", locations: [], closes_at: null, rolling: true },
          ],
        })}
      />,
    );
    expect(screen.getByRole("status").textContent).toBe("Workday lists 25 roles; the first 2:");
    const items = screen.getAllByRole("listitem").map((item) => item.textContent);
    expect(items[0]).toMatch(/^Summer Analyst 2027London; Paris · Closes /);
    expect(items[1]).toBe("Analyst 1Location not given · Rolling");
  });

  it("shows the error for a wrong identifier, and the warning for a board with no roles", () => {
    render(
      <JobSourcePreviewPanel
        preview={preview({ ok: false, total: 0, error: "the provider has no board with this identifier" })}
      />,
    );
    expect(screen.getByRole("alert").textContent).toBe(
      "The board could not be read.The provider has no board with this identifier",
    );
    cleanup();
    render(<JobSourcePreviewPanel preview={preview({ total: 0, warning: "Check the identifiers." })} />);
    expect(screen.getByRole("status").textContent).toBe("Workday lists 0 roles.");
    expect(screen.getByText("Check the identifiers.")).toBeTruthy();
  });
});

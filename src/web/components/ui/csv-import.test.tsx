// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CsvImportOutcome } from "../../../shared/csv-import";
import { ApiError } from "../../lib/api";
import { CsvImport } from "./csv-import";

// The upload, preview and confirm flow both CSV imports share: what the dialog says about the file, the
// rows' problems and the button, and that confirming sends the file that was previewed.

afterEach(cleanup);

type Preview = { rows: { line: number; name: string }[]; errors: { line: number; message: string }[] };

function renderImport(checkFile: (csv: string) => Promise<Preview>, importFile = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CsvImport<Preview>
        exportUrl="/api/things/export.csv"
        pickerLabel="CSV file of things"
        maxBytes={1024}
        tooLargeMessage="Too large."
        title="Import things"
        describeFile={(name) => `From ${name}.`}
        checkFile={checkFile}
        importFile={importFile}
        queryKey={["things"]}
        countText={(n) => `${n} ${n === 1 ? "thing" : "things"}`}
        skippedText={(n) => `${n} skipped.`}
      >
        {(preview) => (
          <ul aria-label="Rows">
            {preview.rows.map((row) => (
              <li key={row.line}>{row.name}</li>
            ))}
          </ul>
        )}
      </CsvImport>
    </QueryClientProvider>,
  );
  return importFile;
}

function pick(csv: string) {
  const file = new File([csv], "things.csv", { type: "text/csv" });
  fireEvent.change(screen.getByLabelText("CSV file of things"), { target: { files: [file] } });
}

describe("CsvImport", () => {
  it("lists the rows' problems, twenty at most, and will not import the file", async () => {
    const errors = Array.from({ length: 22 }, (_, i) => ({ line: i + 2, message: "Enter the name." }));
    renderImport(async () => ({ rows: [{ line: 30, name: "Kept" }], errors }));
    pick("Name\n…");
    await screen.findByText(
      "22 rows have problems. Fix the file and choose it again; nothing has been saved.",
    );
    expect(screen.getByRole("dialog", { name: "Import things" }).textContent).toContain("From things.csv.");
    expect(screen.getAllByText(/^Line \d+: Enter the name\.$/)).toHaveLength(20);
    expect(screen.getByText("…and 2 more.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Import 1 thing" }).hasAttribute("disabled")).toBe(true);
  });

  it("a file the server refuses is named in the dialog", async () => {
    renderImport(async () => {
      throw new ApiError(400, "bad_request", "The file has no header row.");
    });
    pick("nothing useful");
    await screen.findByText(
      "The file has no header row. Nothing has been saved; fix the file and choose it again.",
    );
    expect(screen.getByRole("button", { name: "Import 0 things" }).hasAttribute("disabled")).toBe(true);
  });

  it("confirming imports the previewed file and closes the dialog", async () => {
    const importFile = vi.fn(
      async (_csv: string): Promise<CsvImportOutcome> => ({ imported: 2, skipped: 0 }),
    );
    renderImport(
      async () => ({
        rows: [
          { line: 2, name: "Ada" },
          { line: 3, name: "Tom" },
        ],
        errors: [],
      }),
      importFile,
    );
    pick("Name\nAda\nTom");
    const button = await screen.findByRole("button", { name: "Import 2 things" });
    expect(screen.getByRole("list", { name: "Rows" }).textContent).toBe("AdaTom");
    fireEvent.click(button);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(importFile.mock.calls[0]?.[0]).toBe("Name\nAda\nTom");
  });
});

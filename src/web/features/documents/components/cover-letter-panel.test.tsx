// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type DocumentItem, type DocumentsData, documentsQuery } from "../api";
import { CoverLetterButton } from "./cover-letter-panel";

// Saving a cover letter sends the CV it was drafted from, so the server checks the letter's facts
// against that CV and not against whichever CV is newest.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const JOB_ID = "20000000-0000-4000-8000-000000000001";
const NEWEST = "00000000-0000-4000-8000-000000000002";
const OLDER = "00000000-0000-4000-8000-000000000001";

const cv = (id: string, name: string) =>
  ({
    id,
    name,
    kind: "CV",
    createdAt: "",
    updatedAt: "",
    versions: [{ version: 1 }],
  }) as unknown as DocumentItem;

/** The server: drafts from the CV asked for; records what each save sent. */
function server() {
  const saves: Record<string, unknown>[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      const body = JSON.parse(String(init?.body ?? "{}")) as Record<string, unknown>;
      if (url.endsWith("/api/documents/cover-letters/draft")) {
        return Response.json({
          text: "Dear Hiring Team,\n\nI built a DCF model at Barclays.\n\nYours sincerely,\nSam Patel",
          flagged: [],
          provider: "builtin",
          cvDocumentId: body.cvDocumentId,
        });
      }
      if (url.endsWith("/api/documents/cover-letters")) {
        saves.push(body);
        return Response.json(
          {
            document: {
              id: "30000000-0000-4000-8000-000000000001",
              name: "Cover letter",
              kind: "Cover letter",
            },
            version: { id: "40000000-0000-4000-8000-000000000001", version: 1 },
            flagged: [],
          },
          { status: 201 },
        );
      }
      return Response.json({ documents: [], usage: {} });
    }),
  );
  return saves;
}

function renderLetter() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(documentsQuery.queryKey, {
    documents: [cv(NEWEST, "Newest CV"), cv(OLDER, "Banking CV")],
    usage: {},
  } as unknown as DocumentsData);
  const router = createMemoryRouter(
    [{ path: "/", element: <CoverLetterButton target={{ jobId: JOB_ID }} title="Analyst at Northbridge" /> }],
    { initialEntries: ["/"] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe("Write cover letter", () => {
  it("saves with the CV the draft came from, even after the picker moves to another", async () => {
    const saves = server();
    renderLetter();
    fireEvent.click(screen.getByRole("button", { name: "Write cover letter" }));
    const dialog = await screen.findByRole("dialog", { name: "Write cover letter" });
    const picker = within(dialog).getByLabelText("CV to draw on");
    fireEvent.change(picker, { target: { value: OLDER } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Write draft" }));
    const letter = (await within(dialog).findByDisplayValue(/Barclays/)) as HTMLTextAreaElement;
    expect(letter.value).toContain("DCF model");

    fireEvent.change(picker, { target: { value: NEWEST } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save to Documents" }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ jobId: JOB_ID, cvDocumentId: OLDER });
  });
});

// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FREE_LIMITS, limitMessage } from "../../../../shared/plans";
import type { DocumentItem, DocumentsData } from "../api";
import DocumentsRoute from "./documents";

// The documents screen's header tells the truth about storage, and a Free member refused at the limit
// sees the upgrade prompt only while they are still at it: deleting a document takes it away.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const FREE_USAGE = {
  maxDocuments: FREE_LIMITS.storedDocuments.value,
  maxBytes: FREE_LIMITS.documentBytes.value,
  matchesThisMonth: 0,
  maxMatches: FREE_LIMITS.cvMatchesPerMonth.value,
};

function cv(n: number, size: number): DocumentItem {
  return {
    id: `00000000-0000-4000-8000-00000000000${n}`,
    name: `CV ${n}`,
    kind: "CV",
    createdAt: "2026-01-10T09:00:00.000Z",
    updatedAt: "2026-01-10T09:00:00.000Z",
    versions: [
      {
        id: `10000000-0000-4000-8000-00000000000${n}`,
        version: 1,
        fileName: `cv-${n}.pdf`,
        format: "pdf",
        size,
        pageCount: 1,
        wordCount: 320,
        hasImages: false,
        builtWithEditor: false,
        excerpt: "Jane Doe, analyst",
        createdAt: "2026-01-10T09:00:00.000Z",
      },
    ],
  } as DocumentItem;
}

function listOf(documents: DocumentItem[]): DocumentsData {
  const bytes = documents.reduce((sum, doc) => sum + (doc.versions[0]?.size ?? 0), 0);
  return { documents, usage: { ...FREE_USAGE, documents: documents.length, bytes } } as DocumentsData;
}

/** The server: the list is `stored`; deleting removes from it. Returns what was deleted. */
function server(stored: DocumentItem[]) {
  const deleted: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input), "http://localhost");
      const method = init?.method ?? (input instanceof Request ? input.method : "GET");
      const id = url.pathname.match(/^\/api\/documents\/([^/]+)$/)?.[1];
      if (method === "DELETE" && id) {
        deleted.push(id);
        stored.splice(
          stored.findIndex((doc) => doc.id === id),
          1,
        );
        return Response.json({ deleted: true });
      }
      return Response.json(listOf(stored));
    }),
  );
  return deleted;
}

/** Uploads answer as the server does for a Free member at the limit (uploads go by XMLHttpRequest). */
class RefusedUpload {
  status = 0;
  response: unknown = null;
  responseType = "";
  withCredentials = false;
  upload: { onprogress: unknown } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open() {}
  send() {
    this.status = 403;
    this.response = { error: { code: "free_limit_reached", message: limitMessage("storedDocuments") } };
    queueMicrotask(() => this.onload?.());
  }
}

function renderDocuments(stored: DocumentItem[]) {
  const deleted = server(stored);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: "/app/documents", element: <DocumentsRoute /> }], {
    initialEntries: ["/app/documents"],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return deleted;
}

const usageLine = () => screen.getByText(/documents · .* used ·/);

describe("documents screen", () => {
  it("with no documents, the header claims no storage used", async () => {
    renderDocuments([]);
    await screen.findByText("No documents yet");
    expect(usageLine().textContent).toBe(
      "0 of 3 documents · 0 KB of 5 MB used · 0 of 3 CV match scores used this month",
    );
  });

  it("the upgrade prompt after a refused upload at the limit goes once a document is deleted", async () => {
    const stored = [cv(1, 48_000), cv(2, 52_000), cv(3, 61_000)];
    const deleted = renderDocuments(stored);
    await screen.findByText("CV 3");
    expect(usageLine().textContent).toContain("3 of 3 documents · 157 KB of 5 MB used");

    vi.stubGlobal("XMLHttpRequest", RefusedUpload);
    const file = new File(["%PDF-1.7 a fourth CV"], "fourth.pdf", { type: "application/pdf" });
    fireEvent.change(screen.getByLabelText("Document file"), { target: { files: [file] } });
    const prompt = await screen.findByText(/The Free plan includes 3 stored documents/);
    expect(prompt.textContent).toContain("Your documents are unchanged.");
    expect(within(prompt).getByRole("link", { name: "See Premium" }).getAttribute("href")).toBe(
      "/app/billing",
    );

    fireEvent.click(screen.getByRole("button", { name: "Delete CV 2" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this document?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));

    await waitFor(() => expect(screen.queryByText("CV 2")).toBeNull());
    expect(deleted).toEqual([cv(2, 0).id]);
    expect(usageLine().textContent).toContain("2 of 3 documents · 106 KB of 5 MB used");
    expect(screen.queryByText(/The Free plan includes 3 stored documents/)).toBeNull();
    expect(screen.queryByRole("link", { name: "See Premium" })).toBeNull();
  });
});

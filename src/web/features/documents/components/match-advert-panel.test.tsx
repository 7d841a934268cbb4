// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ADVERT_MESSAGES } from "../../../../shared/schemas/documents";
import { MatchAdvertPanel } from "./match-advert-panel";

// Match an advert on the documents screen: the shared schema refuses an empty advert before anything is
// sent; a scored advert shows its score and the next steps, with the firm and title read from it; saving
// it to the tracker sends the advert to the tracker's own API.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CV_ID = "00000000-0000-4000-8000-000000000001";
const ADVERT = "Tidewater Partners is an independent advisory firm. ".repeat(6);
const MATCH = {
  match: {
    score: 72,
    version: "test",
    parts: [
      {
        id: "role",
        label: "Role and programme",
        weight: 25,
        points: 20,
        found: [],
        missing: [],
        note: "Fits the role.",
      },
    ],
    eligibility: { status: "fits", detail: "Open to students graduating in 2028." },
    missingKeywords: [],
    weakBullets: [],
    checks: [],
  },
  suggestions: [],
  document: { id: CV_ID, name: "My CV", versionId: CV_ID, version: 1 },
  usage: { documents: 1, bytes: 1, maxDocuments: 5, maxBytes: 1, matchesThisMonth: 1, maxMatches: 3 },
  advert: { title: "M&A Analyst", firm: "Tidewater Partners", location: null, text: ADVERT, url: null },
};

function server(advert: Partial<typeof MATCH.advert> = {}) {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request =
        input instanceof Request ? input : new Request(new URL(String(input), "http://localhost"), init);
      const path = new URL(request.url).pathname;
      const body = request.method === "POST" ? await request.json() : null;
      calls.push({ path, body });
      if (path === "/api/documents/match/advert")
        return Response.json({ ...MATCH, advert: { ...MATCH.advert, ...advert } });
      if (path === "/api/tracker/applications")
        return Response.json({ application: { id: CV_ID } }, { status: 201 });
      return Response.json({
        documents: [{ id: CV_ID, name: "My CV", kind: "CV", versions: [{ version: 1 }] }],
        usage: MATCH.usage,
      });
    }),
  );
  return calls;
}

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: "/", element: <MatchAdvertPanel /> }]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe("Match an advert", () => {
  it("refuses an empty advert with the shared message, then scores a pasted one and saves it to the tracker", async () => {
    const calls = server();
    renderPanel();
    const score = await screen.findByRole("button", { name: "Score my CV" });
    fireEvent.click(score);
    await screen.findByText(ADVERT_MESSAGES.empty);
    expect(calls.some((c) => c.path === "/api/documents/match/advert")).toBe(false);

    fireEvent.change(screen.getByLabelText("Advert text"), { target: { value: ADVERT } });
    fireEvent.click(score);
    const next = await screen.findByRole("region", { name: "Next steps for this advert" });
    expect(calls.find((c) => c.path === "/api/documents/match/advert")?.body).toMatchObject({
      documentId: CV_ID,
      text: ADVERT.trim(),
    });
    expect(screen.getByText("72")).toBeTruthy();
    expect((within(next).getByLabelText("Firm") as HTMLInputElement).value).toBe("Tidewater Partners");
    expect((within(next).getByLabelText("Role title") as HTMLInputElement).value).toBe("M&A Analyst");

    fireEvent.click(within(next).getByRole("button", { name: "Save to tracker" }));
    await within(next).findByRole("link", { name: "Open the application" });
    const tracked = calls.find((c) => c.path === "/api/tracker/applications")?.body as Record<string, string>;
    expect(tracked).toMatchObject({
      firm_name: "Tidewater Partners",
      role_title: "M&A Analyst",
      stage: "saved",
    });
    expect(tracked.notes).toContain(ADVERT.trim());
  });

  it("asks for the firm and title before saving when the advert named neither", async () => {
    server({ firm: null as unknown as string });
    renderPanel();
    const score = await screen.findByRole("button", { name: "Score my CV" });
    fireEvent.change(screen.getByLabelText("Advert text"), { target: { value: ADVERT } });
    fireEvent.click(score);
    const next = await screen.findByRole("region", { name: "Next steps for this advert" });
    expect(within(next).getByText(ADVERT_MESSAGES.firm)).toBeTruthy();
    expect(
      (within(next).getByRole("button", { name: "Save to tracker" }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(within(next).queryByRole("button", { name: "Write cover letter" })).toBeNull();
    fireEvent.change(within(next).getByLabelText("Firm"), { target: { value: "Tidewater Partners" } });
    await waitFor(() =>
      expect(within(next).getByRole("button", { name: "Write cover letter" })).toBeTruthy(),
    );
  });
});

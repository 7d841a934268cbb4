// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type ChatHistory, messagesQuery } from "../api";
import { CoachChat } from "./coach-chat";

// A question the coach fails to answer (the server or the AI behind it failing) stays in the box, and
// the error says what happened and what to do; a refusal keeps it too, with its reason.

beforeAll(() => {
  // jsdom lays nothing out; the chat keeps the answer being written in view.
  Element.prototype.scrollIntoView = () => {};
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const HISTORY: ChatHistory = {
  messages: [],
  coach: { engine: "model", by: "AI coach", model: "test-model" },
} as ChatHistory;

/** The server: the history reads fine; asking answers `status` with `body`. */
function serverAnswering(status: number, body: string, contentType = "application/json") {
  const asked: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes("/api/career-coach/messages") && (init?.method ?? "GET") === "POST") {
        asked.push(String(init?.body));
        return new Response(body, { status, headers: { "content-type": contentType } });
      }
      return Response.json(HISTORY);
    }),
  );
  return asked;
}

function renderChat() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(messagesQuery.queryKey, HISTORY);
  render(
    <QueryClientProvider client={client}>
      <CoachChat />
    </QueryClientProvider>,
  );
}

async function ask(question: string) {
  const box = screen.getByLabelText("Your question") as HTMLTextAreaElement;
  fireEvent.change(box, { target: { value: question } });
  fireEvent.click(screen.getByRole("button", { name: "Ask" }));
  return box;
}

const QUESTION = "How should I prepare for a superday at a bulge bracket bank?";

describe("Ask the coach when it fails", () => {
  it("a 500 keeps the question in the box and says what happened and what to do", async () => {
    const asked = serverAnswering(
      500,
      JSON.stringify({
        error: {
          code: "internal_error",
          message:
            "Something went wrong on our side. Please try again; if it keeps happening, contact support quoting req-1.",
        },
      }),
    );
    renderChat();
    const box = await ask(QUESTION);
    await waitFor(() => expect(screen.getByText(/Something went wrong on our side/)).toBeTruthy());
    expect(asked).toHaveLength(1);
    expect(box.value).toBe(QUESTION);
    expect(screen.getByText(/Something went wrong on our side/).textContent).toBe(
      "Something went wrong on our side. Please try again; if it keeps happening, contact support quoting req-1. Your question is still in the box, so you can send it again.",
    );
  });

  it("a 503 from a proxy (no JSON) keeps the question too", async () => {
    serverAnswering(503, "<html>Service Unavailable</html>", "text/html");
    renderChat();
    const box = await ask(QUESTION);
    await waitFor(() => expect(screen.getByText(/the server answered 503/)).toBeTruthy());
    expect(box.value).toBe(QUESTION);
    expect(screen.getByText(/the server answered 503/).textContent).toBe(
      "The coach is not available right now (the server answered 503). Please try again in a moment. Your question is still in the box, so you can send it again.",
    );
  });

  it("a refusal keeps the question with the reason alone", async () => {
    serverAnswering(
      429,
      JSON.stringify({
        error: { code: "rate_limited", message: "You have asked 30 questions today. Ask again tomorrow." },
      }),
    );
    renderChat();
    const box = await ask(QUESTION);
    await waitFor(() => expect(screen.getByText(/You have asked 30 questions today/)).toBeTruthy());
    expect(screen.getByText(/You have asked 30 questions today/).textContent).toBe(
      "You have asked 30 questions today. Ask again tomorrow.",
    );
    expect(box.value).toBe(QUESTION);
  });
});

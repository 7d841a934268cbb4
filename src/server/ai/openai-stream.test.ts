import { describe, expect, test } from "vitest";
import { streamChatText } from "./openai-stream";

// The streamed chat answer as OpenAI-compatible servers send it, and as they fail.

const chunk = (content: string | null, finish: string | null = null) =>
  `data: ${JSON.stringify({ object: "chat.completion.chunk", choices: [{ index: 0, delta: content === null ? {} : { content }, finish_reason: finish }] })}\n\n`;

function fetchWith(parts: string[], init: { status?: number; contentType?: string; hang?: boolean } = {}) {
  const calls: { url: string; body: unknown }[] = [];
  const doFetch = (async (url: string, request: RequestInit) => {
    calls.push({ url, body: JSON.parse(String(request.body)) });
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(encoder.encode(part));
        if (init.hang) {
          request.signal?.addEventListener("abort", () => controller.error(request.signal?.reason));
          return;
        }
        controller.close();
      },
    });
    return new Response(body, {
      status: init.status ?? 200,
      headers: { "content-type": init.contentType ?? "text/event-stream" },
    });
  }) as unknown as typeof fetch;
  return { doFetch, calls };
}

async function collect(parts: string[], init?: Parameters<typeof fetchWith>[1], timeoutMs = 1000) {
  const { doFetch, calls } = fetchWith(parts, init);
  const pieces: string[] = [];
  for await (const piece of streamChatText(
    { baseUrl: "http://model.test/v1/", apiKey: "k", model: "m", fetch: doFetch, timeoutMs },
    [{ role: "user", content: "Hi" }],
  )) {
    pieces.push(piece);
  }
  return { pieces, calls };
}

describe("streamed chat answers", () => {
  test("the text arrives piece by piece and the request asks for a stream", async () => {
    const { pieces, calls } = await collect([
      chunk(""),
      chunk("Spring weeks "),
      chunk("open in the autumn."),
      chunk(null, "stop"),
      "data: [DONE]\n\n",
    ]);
    expect(pieces).toEqual(["Spring weeks ", "open in the autumn."]);
    expect(calls[0]).toMatchObject({
      url: "http://model.test/v1/chat/completions",
      body: { model: "m", stream: true, messages: [{ role: "user", content: "Hi" }] },
    });
  });

  test("a server that ignores `stream` and answers one completion is read too", async () => {
    const completion = JSON.stringify({ choices: [{ message: { content: "Whole answer." } }] });
    const { pieces } = await collect([completion], { contentType: "application/json" });
    expect(pieces).toEqual(["Whole answer."]);
  });

  test("an error status, a stream cut short, an empty answer and silence all throw", async () => {
    await expect(collect(["{}"], { status: 500, contentType: "application/json" })).rejects.toThrow("500");
    await expect(collect([chunk("Half an ans")])).rejects.toThrow("ended before");
    await expect(collect([chunk(null, "stop"), "data: [DONE]\n\n"])).rejects.toThrow("no content");
    await expect(collect([chunk("Then nothing")], { hang: true }, 50)).rejects.toThrow("stopped answering");
  });
});

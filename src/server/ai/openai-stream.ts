import { z } from "zod";
import { createSseReader } from "../../shared/sse";
import { type ChatTurn, DEFAULT_TIMEOUT_MS, type OpenAiOptions } from "./openai-chat";

// A free-text chat answer streamed from an OpenAI-compatible server: POST {baseUrl}/chat/completions
// with `stream: true`; the server answers with server-sent events, each `data:` a chat.completion.chunk
// whose choices[0].delta.content is the next piece of text, and ends with `data: [DONE]`. A server that
// ignores `stream` and answers one chat.completion is read too. The text is yielded as it arrives; a
// refusal, an error status, a stall longer than the timeout, or a stream that stops before the model
// finished throws, so the caller can fall back to its built-in answer. Features reach it through the
// provider's `stream` (ai-provider.ts).

export type { ChatTurn };

/** A runaway answer is cut here; the coach's answers are a few paragraphs. */
export const MAX_STREAMED_CHARS = 12_000;

const chunkSchema = z.object({
  choices: z
    .array(
      z.object({
        delta: z.object({ content: z.string().nullable().optional() }).optional(),
        finish_reason: z.string().nullable().optional(),
      }),
    )
    .default([]),
});

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable().optional() }) })).min(1),
});

export async function* streamChatText(
  options: OpenAiOptions,
  messages: ChatTurn[],
): AsyncGenerator<string, void, undefined> {
  const endpoint = `${options.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  const doFetch = options.fetch ?? fetch;
  const idleMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  // The timeout is for silence, not for the whole answer: a model that keeps talking may take longer.
  const controller = new AbortController();
  let timer = setTimeout(() => controller.abort(new Error("the model stopped answering")), idleMs);
  const stillTalking = () => {
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(new Error("the model stopped answering")), idleMs);
  };
  try {
    const response = await doFetch(endpoint, {
      method: "POST",
      headers: {
        authorization: `Bearer ${options.apiKey}`,
        "content-type": "application/json",
        accept: "text/event-stream",
      },
      body: JSON.stringify({ model: options.model, messages, stream: true }),
      signal: controller.signal,
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`chat completions answered ${response.status}`);
    }
    if (!response.headers.get("content-type")?.includes("text/event-stream")) {
      const completion = completionSchema.parse(await response.json());
      const content = completion.choices[0]?.message.content;
      if (!content) throw new Error("the model returned no content");
      yield content.slice(0, MAX_STREAMED_CHARS);
      return;
    }
    if (!response.body) throw new Error("the model's stream has no body");

    const reader = createSseReader();
    const decoder = new TextDecoder();
    let length = 0;
    let finished = false;
    const stream = response.body.getReader();
    try {
      while (!finished) {
        const { value, done } = await stream.read();
        if (done) break;
        stillTalking();
        for (const { data } of reader.push(decoder.decode(value, { stream: true }))) {
          if (data === "[DONE]") {
            finished = true;
            break;
          }
          const chunk = chunkSchema.parse(JSON.parse(data));
          const choice = chunk.choices[0];
          const text = choice?.delta?.content;
          if (text) {
            const room = MAX_STREAMED_CHARS - length;
            length += text.length;
            yield text.slice(0, room);
            if (length >= MAX_STREAMED_CHARS) finished = true;
          }
          if (choice?.finish_reason) finished = true;
          if (finished) break;
        }
      }
    } finally {
      await stream.cancel().catch(() => undefined);
    }
    if (!finished) throw new Error("the model's stream ended before the answer was finished");
    if (length === 0) throw new Error("the model returned no content");
  } finally {
    clearTimeout(timer);
  }
}

import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// A local stand-in for an OpenAI-compatible server (nothing reaches the network). It answers
// POST /v1/chat/completions in the Chat Completions wire format: a bearer key, a JSON body with
// `model`, `messages` and `response_format`; the answer is a `chat.completion` object whose
// `choices[0].message.content` holds the model's text, errors are {error:{message,type,param,code}}.
// `mode` makes it misbehave the ways real servers do. It answers `replies[name]` to a request whose
// json_schema response format has that name (a task's name: "job_summary", "cover_letter", …), and
// `reply` to anything else, so one fake serves every task of a provider.
// With `stream: true` it streams the same answer (a string as it is, anything else as JSON) as
// server-sent events of chat.completion.chunk objects, a few words each, `streamDelayMs` apart, ending
// with `data: [DONE]`.
// It also answers POST /v1/audio/transcriptions as OpenAI does: a multipart form with `file` and `model`,
// answered with `{ "text": transcript }` (the default `json` response format).

export const FAKE_OPENAI_KEY = "sk-fake-openai-0123456789";

export type FakeOpenAiMode =
  | "ok" // answers `replies[name]` or `reply` as JSON content
  | "json-object-only" // 400 to response_format json_schema, answers json_object requests
  | "not-json" // content that is not JSON
  | "wrong-shape" // JSON that is not a job summary
  | "server-error" // 500
  | "refuse" // a refusal: no content, `message.refusal` says why
  | "stream-breaks" // a streamed answer whose connection drops after its first words
  | "hang"; // never answers (until closed)

export type RecordedChatRequest = {
  path: string;
  authorization: string | undefined;
  body: {
    model?: string;
    messages?: { role: string; content: string }[];
    stream?: boolean;
    response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: unknown } };
  };
};

export type RecordedTranscription = {
  authorization: string | undefined;
  model: string | null;
  fileName: string | null;
  fileBytes: number;
  responseFormat: string | null;
};

export type FakeOpenAi = {
  url: string;
  calls: RecordedChatRequest[];
  /** Every transcription request, and the text the next ones answer. */
  transcriptions: RecordedTranscription[];
  transcript: string;
  mode: FakeOpenAiMode;
  reply: unknown;
  replies: Partial<Record<string, unknown>>;
  /** The pause between streamed chunks, so a browser can be seen receiving them one by one. */
  streamDelayMs: number;
  close(): Promise<void>;
};

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

async function readBytes(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function completion(model: string, content: string | null, refusal: string | null = null) {
  return {
    id: `chatcmpl-${randomBytes(12).toString("hex")}`,
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      {
        index: 0,
        message: { role: "assistant", content, refusal },
        logprobs: null,
        finish_reason: "stop",
      },
    ],
    usage: { prompt_tokens: 812, completion_tokens: 164, total_tokens: 976 },
  };
}

export async function startFakeOpenAi(reply: unknown): Promise<FakeOpenAi> {
  const fake: FakeOpenAi = {
    url: "",
    calls: [],
    transcriptions: [],
    transcript: "",
    mode: "ok",
    reply,
    replies: {},
    streamDelayMs: 0,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  const server: Server = createServer(async (req, res) => {
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    const error = (status: number, message: string, type: string, code: string | null = null) =>
      json(status, { error: { message, type, param: null, code } });
    // Audio is binary, so this endpoint reads the body itself.
    if (req.method === "POST" && req.url === "/v1/audio/transcriptions") {
      return transcription(req, json, error);
    }
    const raw = await readBody(req);

    if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
      return error(
        404,
        `Unknown request URL: ${req.method} ${req.url}`,
        "invalid_request_error",
        "unknown_url",
      );
    }
    let body: RecordedChatRequest["body"];
    try {
      body = JSON.parse(raw);
    } catch {
      return error(400, "We could not parse the JSON body of your request.", "invalid_request_error");
    }
    fake.calls.push({ path: req.url, authorization: req.headers.authorization, body });
    if (req.headers.authorization !== `Bearer ${FAKE_OPENAI_KEY}`) {
      return error(401, "Incorrect API key provided.", "invalid_request_error", "invalid_api_key");
    }
    const model = body.model ?? "";
    const format = body.response_format?.type;
    const name = body.response_format?.json_schema?.name;
    const answer = name !== undefined && name in fake.replies ? fake.replies[name] : fake.reply;
    if (body.stream === true && (fake.mode === "ok" || fake.mode === "stream-breaks")) {
      return streamAnswer(res, model, typeof answer === "string" ? answer : JSON.stringify(answer));
    }
    switch (fake.mode) {
      case "hang":
        return; // the client's timeout has to end this
      case "server-error":
        return error(500, "The server had an error while processing your request.", "server_error");
      case "json-object-only":
        if (format === "json_schema") {
          return error(400, "response_format json_schema is not supported", "invalid_request_error");
        }
        return json(200, completion(model, `\`\`\`json\n${JSON.stringify(answer)}\n\`\`\``));
      case "refuse":
        return json(200, completion(model, null, "I'm sorry, I can't help with that request."));
      case "not-json":
        return json(200, completion(model, "Here is a summary of the role: it is a good job."));
      case "wrong-shape":
        return json(200, completion(model, JSON.stringify({ summary: "A role", bullets: 3 })));
      default:
        return json(200, completion(model, JSON.stringify(answer)));
    }
  });

  async function streamAnswer(res: ServerResponse, model: string, content: string) {
    const id = `chatcmpl-${randomBytes(12).toString("hex")}`;
    const created = Math.floor(Date.now() / 1000);
    const chunk = (delta: Record<string, string>, finish: string | null) =>
      `data: ${JSON.stringify({
        id,
        object: "chat.completion.chunk",
        created,
        model,
        choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
      })}\n\n`;
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    res.write(chunk({ role: "assistant", content: "" }, null));
    const pieces = content.match(/\S+\s*/g) ?? [content];
    for (let i = 0; i < pieces.length; i += 3) {
      if (fake.streamDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, fake.streamDelayMs));
      if (res.destroyed) return;
      // Each piece is flushed before the next, so a connection dropped later has delivered it.
      await new Promise((resolve) =>
        res.write(chunk({ content: pieces.slice(i, i + 3).join("") }, null), resolve),
      );
      if (fake.mode === "stream-breaks" && i >= 3) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        res.destroy();
        return;
      }
    }
    res.write(chunk({}, "stop"));
    res.end("data: [DONE]\n\n");
  }

  async function transcription(
    req: IncomingMessage,
    json: (status: number, body: unknown) => void,
    error: (status: number, message: string, type: string, code?: string | null) => void,
  ) {
    const bytes = await readBytes(req);
    let form: FormData;
    try {
      const headers = { "content-type": req.headers["content-type"] ?? "" };
      form = await new Response(new Uint8Array(bytes), { headers }).formData();
    } catch {
      return error(400, "Could not parse multipart form", "invalid_request_error");
    }
    const file = form.get("file");
    const field = (name: string) => {
      const value = form.get(name);
      return typeof value === "string" ? value : null;
    };
    fake.transcriptions.push({
      authorization: req.headers.authorization,
      model: field("model"),
      fileName: file instanceof File ? file.name : null,
      fileBytes: file instanceof File ? file.size : 0,
      responseFormat: field("response_format"),
    });
    if (req.headers.authorization !== `Bearer ${FAKE_OPENAI_KEY}`) {
      return error(401, "Incorrect API key provided.", "invalid_request_error", "invalid_api_key");
    }
    if (!(file instanceof File)) return error(400, "you must provide a file", "invalid_request_error");
    if (!field("model")) return error(400, "you must provide a model parameter", "invalid_request_error");
    switch (fake.mode) {
      case "hang":
        return;
      case "server-error":
        return error(500, "The server had an error while processing your request.", "server_error");
      case "wrong-shape":
        return json(200, { transcript: fake.transcript });
      default:
        return json(200, { text: fake.transcript });
    }
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}

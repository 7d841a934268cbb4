import { afterAll, beforeAll, beforeEach } from "vitest";
import { createAiProvider } from "../../src/server/ai/ai-provider";
import { capturingLogger } from "./capture-log";
import { FAKE_OPENAI_KEY, type FakeOpenAi, startFakeOpenAi } from "./fake-openai";

/**
 * A local server in the OpenAI wire format for one describe block, reset before each test (mode "ok",
 * no calls, the given replies), and a provider pointed at it whose warnings the test can read back.
 * `fake` forwards to the server started in beforeAll, so tests read and set it as the server itself.
 */
export function useFakeModel(options: { reply?: unknown; replies?: () => FakeOpenAi["replies"] } = {}) {
  let server: FakeOpenAi | undefined;
  beforeAll(async () => {
    server = await startFakeOpenAi(options.reply ?? {});
  });
  afterAll(() => server?.close());
  beforeEach(() => {
    const current = started();
    current.mode = "ok";
    current.calls.length = 0;
    current.replies = options.replies?.() ?? {};
  });

  function started(): FakeOpenAi {
    if (!server) throw new Error("the fake model server is not running: use useFakeModel inside describe");
    return server;
  }
  const fake = new Proxy({} as FakeOpenAi, {
    get: (_target, key) => Reflect.get(started(), key),
    set: (_target, key, value) => Reflect.set(started(), key, value),
  });

  const provider = (timeoutMs?: number) => {
    const log = capturingLogger();
    const ai = createAiProvider(
      { baseUrl: started().url, apiKey: FAKE_OPENAI_KEY, model: "gpt-4o-mini", timeoutMs },
      log.logger,
    );
    return { ai, lines: log.lines };
  };
  return { fake, provider };
}

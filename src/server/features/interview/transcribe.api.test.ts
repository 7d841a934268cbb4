import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { FAKE_OPENAI_KEY, type FakeOpenAi, startFakeOpenAi } from "../../../../tests/support/fake-openai";
import { createTestApp, type SignedIn, type TestApp } from "../../../../tests/support/test-app";
import { audioForm, WEBM_HEADER, wavOf } from "./interview.fixtures";

// Spoken answers: forwarded to the configured OpenAI-compatible /audio/transcriptions endpoint (a local
// fake in its wire format here) and returned as text; audio only, judged by its bytes; without a
// configured endpoint the member is told to use the browser's transcript or type.

describe("interview transcription", () => {
  let fake: FakeOpenAi;
  let configured: TestApp;
  let plain: TestApp;
  let member: SignedIn;
  let plainMember: SignedIn;

  beforeAll(async () => {
    fake = await startFakeOpenAi({});
    configured = await createTestApp({ env: { AI_BASE_URL: fake.url, AI_API_KEY: FAKE_OPENAI_KEY } });
    plain = await createTestApp();
    member = await configured.signUp();
    plainMember = await plain.signUp();
  });
  afterAll(async () => {
    await configured?.dispose();
    await plain?.dispose();
    await fake?.close();
  });

  const send = (t: TestApp, who: SignedIn, bytes: Buffer, name: string) =>
    t.request("/api/interview/transcribe", {
      method: "POST",
      cookie: who.cookie,
      body: audioForm(bytes, name),
    });

  test("a recording comes back as text, sent with the transcription model", async () => {
    fake.mode = "ok";
    fake.transcript = " I led the society's treasury and grew sponsorship by 40 percent. ";
    const response = await send(configured, member, wavOf(1), "clip.bin");
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await response.json()).toEqual({
      text: "I led the society's treasury and grew sponsorship by 40 percent.",
    });
    expect(fake.transcriptions.at(-1)).toMatchObject({
      authorization: `Bearer ${FAKE_OPENAI_KEY}`,
      model: "whisper-1",
      // Named by what the bytes are, not by what the browser called it.
      fileName: "answer.wav",
      fileBytes: wavOf(1).length,
    });

    fake.transcript = "Short answer.";
    const webm = await send(configured, member, WEBM_HEADER, "recording.webm");
    expect(await webm.json()).toEqual({ text: "Short answer." });
    expect(fake.transcriptions.at(-1)?.fileName).toBe("answer.webm");
  });

  test("options say server transcription is available", async () => {
    const response = await configured.request("/api/interview/options", { cookie: member.cookie });
    expect((await response.json()).serverTranscription).toBe(true);
  });

  test("anything that is not audio is refused by its bytes; no file is a 400", async () => {
    const calls = fake.transcriptions.length;
    const text = await send(
      configured,
      member,
      Buffer.from("just some text, not audio at all"),
      "answer.webm",
    );
    expect(text.status).toBe(415);
    expect((await text.json()).error.code).toBe("unsupported_audio");
    const pdf = await send(
      configured,
      member,
      Buffer.from("%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n"),
      "a.mp3",
    );
    expect(pdf.status).toBe(415);
    const none = await configured.request("/api/interview/transcribe", {
      method: "POST",
      cookie: member.cookie,
      body: new FormData(),
    });
    expect(none.status).toBe(400);
    expect(fake.transcriptions.length).toBe(calls);
  });

  test("when the endpoint fails the member is told to use the browser's transcript or type", async () => {
    for (const mode of ["server-error", "wrong-shape"] as const) {
      fake.mode = mode;
      const response = await send(configured, member, wavOf(1), "clip.wav");
      expect(response.status).toBe(502);
      const { error } = await response.json();
      expect(error.code).toBe("transcription_failed");
      expect(error.message).toMatch(/browser's transcript or type/);
    }
    fake.mode = "ok";
  });

  test("without a configured endpoint: 503 transcription_unavailable", async () => {
    const response = await send(plain, plainMember, wavOf(1), "clip.wav");
    expect(response.status).toBe(503);
    const { error } = await response.json();
    expect(error.code).toBe("transcription_unavailable");
    expect(error.message).toMatch(/browser's transcript or type your answer/);
    const options = await plain.request("/api/interview/options", { cookie: plainMember.cookie });
    expect((await options.json()).serverTranscription).toBe(false);
  });

  test("a recording over 25 MB is refused before it is read", async () => {
    const big = Buffer.alloc(26 * 1024 * 1024);
    wavOf(1).copy(big);
    const response = await send(plain, plainMember, big, "long.wav");
    expect(response.status).toBe(413);
    expect((await response.json()).error.message).toMatch(/at most 25 MB/);
  });
});

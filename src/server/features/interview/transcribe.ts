import { fileTypeFromBuffer } from "file-type";
import type { Context } from "hono";
import type { Logger } from "pino";
import { z } from "zod";
import { INTERVIEW_MESSAGES, MAX_AUDIO_BYTES } from "../../../shared/schemas/interview";
import type { AiConfig } from "../../config";
import type { AppEnv } from "../../http/context";
import { badRequest, HttpError } from "../../http/errors";

// A spoken answer turned into text by the configured OpenAI-compatible server
// (POST {AI_BASE_URL}/audio/transcriptions, multipart `file` and `model`, answer `{ "text": … }`).
// Nothing is stored: the recording is forwarded and forgotten. Without a configured server the screen
// uses the browser's own speech recognition, or the member types. What the file is comes from its bytes,
// never from the name or type the browser sent.

const TRANSCRIBE_TIMEOUT_MS = 60_000;

/** The containers browsers record in, by file-type's name, and the extension the endpoint expects. */
const AUDIO: Record<string, string> = {
  webm: "webm",
  ogg: "ogg",
  opus: "ogg",
  oga: "ogg",
  mp4: "mp4",
  m4a: "m4a",
  wav: "wav",
  mp3: "mp3",
};

const FALLBACK = "Use your browser's transcript or type your answer instead.";

export type Recording = { bytes: Buffer; ext: string; mime: string };

/** The multipart `file`, checked to be audio by its bytes. */
export async function readRecording(c: Context<AppEnv>): Promise<Recording> {
  const body = await c.req.parseBody().catch(() => {
    throw badRequest(INTERVIEW_MESSAGES.noAudio);
  });
  const file = body.file;
  if (!(file instanceof File) || file.size === 0) {
    throw badRequest(INTERVIEW_MESSAGES.noAudio, { file: INTERVIEW_MESSAGES.noAudio });
  }
  if (file.size > MAX_AUDIO_BYTES) {
    throw new HttpError(413, "upload_too_large", `A recording can be at most 25 MB. ${FALLBACK}`);
  }
  const bytes = Buffer.from(await file.arrayBuffer());
  const type = await fileTypeFromBuffer(bytes);
  const ext = type ? AUDIO[type.ext] : undefined;
  if (!type || !ext) {
    throw new HttpError(
      415,
      "unsupported_audio",
      "That file is not a recording we can transcribe: send WebM, Ogg, MP4 (M4A), WAV or MP3 audio.",
    );
  }
  return { bytes, ext, mime: type.mime };
}

const transcriptionSchema = z.object({ text: z.string() });

export async function transcribe(ai: AiConfig | null, logger: Logger, recording: Recording) {
  if (!ai) {
    throw new HttpError(
      503,
      "transcription_unavailable",
      `Transcription is not set up on this site. ${FALLBACK}`,
    );
  }
  const form = new FormData();
  form.append(
    "file",
    new Blob([new Uint8Array(recording.bytes)], { type: recording.mime }),
    `answer.${recording.ext}`,
  );
  form.append("model", ai.transcriptionModel);
  form.append("response_format", "json");
  try {
    const response = await fetch(`${ai.baseUrl.replace(/\/+$/, "")}/audio/transcriptions`, {
      method: "POST",
      headers: { authorization: `Bearer ${ai.apiKey}` },
      body: form,
      signal: AbortSignal.timeout(TRANSCRIBE_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`the endpoint answered ${response.status}: ${await response.text()}`);
    return { text: transcriptionSchema.parse(await response.json()).text.trim() };
  } catch (error) {
    // The member is told what to do instead; the reason goes to the log for whoever runs the site.
    logger.warn(
      { err: error instanceof Error ? error.message : String(error), model: ai.transcriptionModel },
      "transcription failed",
    );
    throw new HttpError(502, "transcription_failed", `We could not transcribe that recording. ${FALLBACK}`);
  }
}

import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { SignedIn, TestApp } from "../../../../tests/support/test-app";
import { firms, profiles } from "../../db/schema";
import type { submitAnswer } from "./answers.service";
import type { interviewHistory, interviewOptions } from "./history.service";
import type { sessionView } from "./session-view";

// Firms, answers and recordings for the interview API tests, and a small client for the routes.

/** The routes' bodies, read from the services that make them. */
export type Session = Awaited<ReturnType<typeof sessionView>>;
export type Answered = Awaited<ReturnType<typeof submitAnswer>>;
export type Options = Awaited<ReturnType<typeof interviewOptions>>;
export type History = Awaited<ReturnType<typeof interviewHistory>>;

/** The body of a response that must have `status`; the body is in the message when it has not. */
export async function ok<T>(response: Response, status = 200): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return response.json() as Promise<T>;
}

export async function addFirm(t: TestApp, name: string, premier: boolean) {
  const [firm] = await t.db
    .insert(firms)
    .values({ slug: `firm-${crypto.randomUUID()}`, name, sector: "investment_banking", premier })
    .returning({ id: firms.id, name: firms.name });
  if (!firm) throw new Error("firm insert returned nothing");
  return firm;
}

export const makePremium = (t: TestApp, who: SignedIn) =>
  t.db.update(profiles).set({ appTier: "pro" }).where(eq(profiles.id, who.user.id));

/** A full STAR answer with a number and a result. */
export const STRONG_ANSWER =
  "In my second year I was treasurer of the university investment society when our membership fell by a third. " +
  "My task was to rebuild attendance before the spring term. I surveyed 120 students, found the talks were too " +
  "technical, and I redesigned the programme with beginner workshops and a stock pitch competition with Goldman " +
  "analysts as judges. As a result membership grew from 80 to 150 members in one term, sponsorship rose by 40 " +
  "percent, and I learned to start from what the audience needs.";

/** Situation and action, but it stops before saying how it turned out. */
export const NO_RESULT_ANSWER =
  "Last summer I worked in a team of four on a consulting project for a local charity. The team disagreed " +
  "about the scope and two members stopped coming to meetings. I organised a call, listened to everyone's " +
  "concerns and split the work so each person owned one part of the analysis.";

/** The reply to "what was the result?" after NO_RESULT_ANSWER. */
export const FOLLOW_UP_RESULT =
  "As a result we delivered the report two weeks early, the charity used it to win a grant of 15,000 pounds, " +
  "and the two members who had stopped coming led the final presentation.";

/** A WAV file of silence: real audio by its bytes. */
export function wavOf(seconds: number): Buffer {
  const rate = 8000;
  const samples = rate * seconds;
  const bytes = Buffer.alloc(44 + samples * 2);
  bytes.write("RIFF", 0);
  bytes.writeUInt32LE(36 + samples * 2, 4);
  bytes.write("WAVE", 8);
  bytes.write("fmt ", 12);
  bytes.writeUInt32LE(16, 16);
  bytes.writeUInt16LE(1, 20); // PCM
  bytes.writeUInt16LE(1, 22); // mono
  bytes.writeUInt32LE(rate, 24);
  bytes.writeUInt32LE(rate * 2, 28);
  bytes.writeUInt16LE(2, 32);
  bytes.writeUInt16LE(16, 34);
  bytes.write("data", 36);
  bytes.writeUInt32LE(samples * 2, 40);
  return bytes;
}

/** The start of a WebM file as Chrome's MediaRecorder writes it (EBML header, doc type "webm"). */
export const WEBM_HEADER = Buffer.from([
  0x1a,
  0x45,
  0xdf,
  0xa3,
  0x87,
  0x42,
  0x82,
  0x84,
  0x77,
  0x65,
  0x62,
  0x6d,
  ...new Array(64).fill(0),
]);

export function audioForm(bytes: Buffer, fileName: string) {
  const form = new FormData();
  form.append("file", new File([new Uint8Array(bytes)], fileName));
  return form;
}

export type Setup = {
  questionType?: string;
  persona?: string;
  mode?: string;
  questionCount?: number;
  firmId?: string | null;
};

/** The interview routes as one member calls them. */
export function interviewClient(t: TestApp, who: SignedIn) {
  const base = "/api/interview";
  return {
    options: () => t.request(`${base}/options`, { cookie: who.cookie }),
    history: () => t.request(`${base}/history`, { cookie: who.cookie }),
    create: (setup: Setup = {}) =>
      t.request(`${base}/sessions`, {
        cookie: who.cookie,
        json: {
          questionType: "Behavioural",
          persona: "friendly-analyst",
          mode: "Practice",
          questionCount: 3,
          ...setup,
        },
      }),
    session: (id: string) => t.request(`${base}/sessions/${id}`, { cookie: who.cookie }),
    answer: (id: string, questionId: string, text: string, extra: Record<string, unknown> = {}) =>
      t.request(`${base}/sessions/${id}/answers`, {
        cookie: who.cookie,
        json: { questionId, text, input: "typed", ...extra },
      }),
    complete: (id: string) =>
      t.request(`${base}/sessions/${id}/complete`, { method: "POST", cookie: who.cookie }),
  };
}

import { useCallback, useEffect, useRef, useState } from "react";

// Records the member's answer with the browser's MediaRecorder: audio, and video when they turn the
// camera on. The recording stays in this browser (an object URL) unless they choose to send it for a
// transcript. Permission refused or no microphone: a message, and typing still works.

export type RecorderState = "idle" | "recording" | "stopped" | "unavailable";

export function recordingProblem(error: unknown): string {
  const name = error instanceof DOMException ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError")
    return "The browser was not allowed to use your microphone. Allow it in the address bar's site settings, or type your answer instead.";
  if (name === "NotFoundError" || name === "OverconstrainedError")
    return "No microphone was found. Connect one, or type your answer instead.";
  return "Recording could not start in this browser. Type your answer instead.";
}

export function useRecorder() {
  const [state, setState] = useState<RecorderState>("idle");
  const [problem, setProblem] = useState<string | null>(null);
  const [recording, setRecording] = useState<{ url: string; blob: Blob; video: boolean } | null>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const started = useRef(0);
  const [seconds, setSeconds] = useState<number | null>(null);

  const release = useCallback(() => {
    for (const track of recorder.current?.stream.getTracks() ?? []) track.stop();
    setStream(null);
  }, []);
  useEffect(() => release, [release]);
  useEffect(
    () => () => {
      if (recording) URL.revokeObjectURL(recording.url);
    },
    [recording],
  );

  const start = useCallback(async (video: boolean) => {
    setProblem(null);
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === "undefined") {
      setState("unavailable");
      setProblem("This browser cannot record. Type your answer instead.");
      return false;
    }
    try {
      const media = await navigator.mediaDevices.getUserMedia({ audio: true, video });
      const chunks: Blob[] = [];
      const next = new MediaRecorder(media);
      next.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      };
      next.onstop = () => {
        const blob = new Blob(chunks, { type: next.mimeType || (video ? "video/webm" : "audio/webm") });
        setRecording({ url: URL.createObjectURL(blob), blob, video });
        setSeconds(Math.round((Date.now() - started.current) / 1000));
        setState("stopped");
      };
      recorder.current = next;
      started.current = Date.now();
      next.start();
      setStream(media);
      setRecording(null);
      setState("recording");
      return true;
    } catch (error) {
      setState("unavailable");
      setProblem(recordingProblem(error));
      return false;
    }
  }, []);

  const stop = useCallback(() => {
    if (recorder.current?.state === "recording") recorder.current.stop();
    release();
  }, [release]);

  const reset = useCallback(() => {
    setRecording(null);
    setSeconds(null);
    setState("idle");
  }, []);

  return { state, problem, recording, stream, seconds, start, stop, reset };
}

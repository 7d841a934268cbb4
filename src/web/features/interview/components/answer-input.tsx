import { Mic, Square } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Label } from "../../../components/ui/label";
import { Notice } from "../../../components/ui/notice";
import { Textarea } from "../../../components/ui/textarea";
import { ApiError } from "../../../lib/api";
import { transcribe } from "../api";
import { inputKind } from "../input-kind";
import { useRecorder } from "../use-recorder";
import { useSpeech } from "../use-speech";

// An answer typed, or spoken: recorded with MediaRecorder (audio, and video with the camera on), played
// back, and turned into text by the transcription service when one is configured, else by the browser's
// speech recognition, else typed by the member. The text box always holds what will be sent, and it is
// sent as spoken only while it is still, in the main, the transcript (src/web/features/interview/input-kind.ts).

export type AnswerDraft = { text: string; input: "typed" | "spoken"; durationSeconds: number | null };

export function AnswerInput({
  serverTranscription,
  onChange,
  disabled,
  stopSignal,
}: {
  serverTranscription: boolean;
  onChange: (draft: AnswerDraft) => void;
  disabled?: boolean;
  /** Changes when the time is up, so a recording in progress stops. */
  stopSignal?: number;
}) {
  const id = useId();
  const [text, setText] = useState("");
  const [spoken, setSpoken] = useState(false);
  // What the transcription gave, to tell a corrected transcript from text typed over it.
  const [transcript, setTranscript] = useState<string | null>(null);
  const [camera, setCamera] = useState(false);
  const [transcribing, setTranscribing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const recorder = useRecorder();
  const preview = useRef<HTMLVideoElement>(null);
  const onSpeech = useCallback((heard: string) => {
    setText(heard);
    setTranscript(heard);
  }, []);
  const speech = useSpeech(onSpeech);

  useEffect(() => {
    const input = spoken ? inputKind(transcript, text) : "typed";
    onChange({ text, input, durationSeconds: input === "spoken" ? recorder.seconds : null });
  }, [text, spoken, transcript, recorder.seconds, onChange]);
  useEffect(() => {
    if (preview.current) preview.current.srcObject = recorder.stream;
  }, [recorder.stream]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new stop signal stops the recording
  useEffect(() => {
    if (stopSignal && recorder.state === "recording") stopRecording();
  }, [stopSignal]);

  async function startRecording() {
    setProblem(null);
    if (await recorder.start(camera)) {
      setSpoken(true);
      setTranscript(null);
      if (!serverTranscription && speech.supported) speech.start();
    }
  }
  function stopRecording() {
    recorder.stop();
    speech.stop();
  }
  async function getTranscript() {
    if (!recorder.recording) return;
    setTranscribing(true);
    setProblem(null);
    try {
      const heard = await transcribe(recorder.recording.blob);
      setText(heard);
      setTranscript(heard);
    } catch (error) {
      setProblem(
        error instanceof ApiError ? error.message : "The transcript failed. Type or correct it instead.",
      );
    } finally {
      setTranscribing(false);
    }
  }

  return (
    <div className="min-w-0 space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        {recorder.state === "recording" ? (
          <Button type="button" variant="danger" onClick={stopRecording}>
            <Square aria-hidden className="size-4" />
            Stop recording
          </Button>
        ) : (
          <Button type="button" variant="secondary" onClick={startRecording} disabled={disabled}>
            <Mic aria-hidden className="size-4" />
            {recorder.recording ? "Record again" : "Record answer"}
          </Button>
        )}
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={camera}
            disabled={recorder.state === "recording"}
            onChange={(e) => setCamera(e.target.checked)}
          />
          Turn camera on
        </label>
        {recorder.state === "recording" && (
          <span role="status" className="text-sm font-medium text-red-700">
            Recording…
          </span>
        )}
      </div>
      <p className="text-xs text-slate-600">
        Recordings stay in this browser unless you save one to your device; nothing is uploaded unless you
        choose Get transcript
        {serverTranscription ? " (sent once for the transcript, not kept)" : ""}.
      </p>
      {recorder.state === "recording" && camera && (
        <video
          ref={preview}
          autoPlay
          muted
          playsInline
          className="aspect-video w-full max-w-sm rounded-md bg-slate-900"
          aria-label="Camera preview"
        />
      )}
      {recorder.recording &&
        (recorder.recording.video ? (
          // biome-ignore lint/a11y/useMediaCaption: the member's own recording; its transcript is beside it
          <video
            src={recorder.recording.url}
            controls
            className="aspect-video w-full max-w-sm rounded-md"
            aria-label="Your recording"
          />
        ) : (
          // biome-ignore lint/a11y/useMediaCaption: the member's own recording; its transcript is beside it
          <audio
            src={recorder.recording.url}
            controls
            aria-label="Your recording"
            className="w-full max-w-sm"
          />
        ))}
      {recorder.recording && (
        <a
          href={recorder.recording.url}
          download={`interview-answer.${recorder.recording.blob.type.includes("mp4") ? "mp4" : "webm"}`}
          className="text-sm font-medium text-brand-700 underline"
        >
          Save the recording to this device
        </a>
      )}
      {recorder.recording && serverTranscription && (
        <Button type="button" variant="secondary" size="sm" onClick={getTranscript} disabled={transcribing}>
          {transcribing ? "Transcribing…" : "Get transcript"}
        </Button>
      )}
      {recorder.problem && <Notice tone="error">{recorder.problem}</Notice>}
      {problem && <Notice tone="error">{problem}</Notice>}
      <div className="space-y-1">
        <Label htmlFor={`${id}-answer`}>
          {spoken ? "Transcript (correct anything misheard)" : "Your answer"}
        </Label>
        <Textarea
          id={`${id}-answer`}
          rows={8}
          value={text}
          disabled={disabled}
          placeholder={
            spoken && !speech.supported && !serverTranscription
              ? "Type what you said: this browser cannot transcribe."
              : "Type your answer, or record it."
          }
          onChange={(e) => setText(e.target.value)}
        />
        <p className="text-xs text-slate-600">{text.split(/\s+/).filter(Boolean).length} words</p>
      </div>
    </div>
  );
}

import { useCallback, useRef, useState } from "react";

// The browser's own speech recognition (Chrome's webkitSpeechRecognition), used for a live transcript
// while recording when no transcription service is configured. Where it does not exist, the member
// types or corrects the transcript.

type Recognition = {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  onresult:
    | ((event: {
        resultIndex: number;
        results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }>;
      }) => void)
    | null;
  onerror: (() => void) | null;
  start(): void;
  stop(): void;
};
type RecognitionConstructor = new () => Recognition;

function recognitionClass(): RecognitionConstructor | null {
  if (typeof window === "undefined") return null;
  const w = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

export function useSpeech(onText: (text: string) => void) {
  const recognition = useRef<Recognition | null>(null);
  const [listening, setListening] = useState(false);
  const supported = recognitionClass() !== null;

  const start = useCallback(() => {
    const Class = recognitionClass();
    if (!Class) return;
    const next = new Class();
    next.continuous = true;
    next.interimResults = false;
    next.lang = "en-GB";
    let text = "";
    next.onresult = (event) => {
      for (let i = event.resultIndex; i < event.results.length; i++) {
        const result = event.results[i];
        if (result?.isFinal) text = `${text} ${result[0]?.transcript ?? ""}`.trim();
      }
      onText(text);
    };
    next.onerror = () => setListening(false);
    try {
      next.start();
      recognition.current = next;
      setListening(true);
    } catch {
      setListening(false);
    }
  }, [onText]);

  const stop = useCallback(() => {
    recognition.current?.stop();
    recognition.current = null;
    setListening(false);
  }, []);

  return { supported, listening, start, stop };
}

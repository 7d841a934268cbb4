import { spawnSync } from "node:child_process";
import { statSync, writeFileSync } from "node:fs";

// ffmpeg steps of `npm run tour:capture` (scripts/capture-tour.ts): PNG screenshots become small WebP
// images, and the walk through the app becomes an H.264 MP4 slideshow with a WebVTT captions track.

const FFMPEG = process.env.FFMPEG_PATH ?? "ffmpeg";

function ffmpeg(args: string[]) {
  const result = spawnSync(FFMPEG, ["-hide_banner", "-loglevel", "error", "-y", ...args], {
    encoding: "utf8",
  });
  if (result.error) {
    throw new Error(`Could not run ${FFMPEG} (install ffmpeg, or set FFMPEG_PATH): ${result.error.message}`);
  }
  if (result.status !== 0) throw new Error(`ffmpeg ${args.join(" ")} failed:\n${result.stderr}`);
}

const WEBP_QUALITIES = [70, 60, 50, 40];

/** Encodes a PNG as WebP, lowering the quality until it fits in `maxBytes` (or the lowest is reached). */
export function pngToWebp(png: string, webp: string, maxBytes: number): { bytes: number; quality: number } {
  let last = { bytes: Number.POSITIVE_INFINITY, quality: 0 };
  for (const quality of WEBP_QUALITIES) {
    ffmpeg(["-i", png, "-c:v", "libwebp", "-quality", String(quality), "-compression_level", "6", webp]);
    last = { bytes: statSync(webp).size, quality };
    if (last.bytes <= maxBytes) break;
  }
  return last;
}

export type Slideshow = {
  /** PNG frames, all the same size, shown in order. */
  frames: string[];
  /** Seconds each frame is on screen, including its half of the cross-fades. */
  secondsEach: number;
  fadeSeconds: number;
  fps: number;
  /** Output size; frames are scaled (keeping aspect) and padded to it. */
  width: number;
  height: number;
};

/** When each frame starts in the finished video: consecutive frames overlap by the fade. */
export function frameStarts({ frames, secondsEach, fadeSeconds }: Slideshow): number[] {
  return frames.map((_, index) => index * (secondsEach - fadeSeconds));
}

export function slideshowDuration(show: Slideshow): number {
  return show.frames.length * show.secondsEach - (show.frames.length - 1) * show.fadeSeconds;
}

/** Writes an H.264 MP4 (yuv420p, faststart: it starts playing before it has fully downloaded). */
export function encodeSlideshow(show: Slideshow, mp4: string): number {
  const inputs = show.frames.flatMap((frame) => [
    "-loop",
    "1",
    "-framerate",
    String(show.fps),
    "-t",
    String(show.secondsEach),
    "-i",
    frame,
  ]);
  const fit = `scale=${show.width}:${show.height}:force_original_aspect_ratio=decrease,pad=${show.width}:${show.height}:(ow-iw)/2:(oh-ih)/2:color=white,setsar=1,format=yuv420p`;
  const prepared = show.frames.map((_, i) => `[${i}:v]${fit}[f${i}]`);
  const starts = frameStarts(show);
  const fades = show.frames.slice(1).map((_, k) => {
    const from = k === 0 ? "[f0]" : `[x${k}]`;
    return `${from}[f${k + 1}]xfade=transition=fade:duration=${show.fadeSeconds}:offset=${starts[k + 1]}[x${k + 1}]`;
  });
  const last = show.frames.length === 1 ? "[f0]" : `[x${show.frames.length - 1}]`;
  ffmpeg([
    ...inputs,
    "-filter_complex",
    [...prepared, ...fades].join(";"),
    "-map",
    last,
    "-an",
    "-c:v",
    "libx264",
    "-preset",
    "slow",
    "-tune",
    "stillimage",
    "-crf",
    "26",
    "-pix_fmt",
    "yuv420p",
    "-r",
    String(show.fps),
    "-movflags",
    "+faststart",
    mp4,
  ]);
  return statSync(mp4).size;
}

function timestamp(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

/** A WebVTT captions file with one cue per frame, from the middle of its fade in to that of its fade out. */
export function writeCaptions(show: Slideshow, cues: string[], vtt: string): number {
  const starts = frameStarts(show);
  const end = slideshowDuration(show);
  const half = show.fadeSeconds / 2;
  const blocks = cues.map((text, i) => {
    const from = i === 0 ? 0 : (starts[i] ?? 0) + half;
    const to = i === cues.length - 1 ? end : (starts[i + 1] ?? end) + half;
    return `${i + 1}\n${timestamp(from)} --> ${timestamp(to)}\n${text}`;
  });
  const text = `WEBVTT\n\n${blocks.join("\n\n")}\n`;
  writeFileSync(vtt, text);
  return Buffer.byteLength(text);
}

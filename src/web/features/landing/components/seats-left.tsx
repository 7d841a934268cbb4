import { type SeatTone, seatTone } from "../../../../shared/campaign";
import { cn } from "../../../lib/utils";

// spec 000 §4.7: orange at 15 or fewer, red and pulsing at 5 or fewer (no pulse under reduced motion).
// Each surface has its own shades so the text keeps AA contrast on the dark banner and the white bar.
const TONES: Record<"dark" | "light", Record<SeatTone, string>> = {
  dark: { normal: "text-white", low: "text-orange-300", critical: "text-red-300" },
  light: { normal: "text-slate-900", low: "text-orange-700", critical: "text-red-700" },
};

export function SeatsLeft({ seats, surface }: { seats: number; surface: "dark" | "light" }) {
  const tone = seatTone(seats);
  return (
    <span
      data-testid="seats-left"
      data-tone={tone}
      className={cn(
        "font-semibold tabular-nums",
        TONES[surface][tone],
        tone === "critical" && "animate-pulse motion-reduce:animate-none",
      )}
    >
      {seats} {seats === 1 ? "seat" : "seats"} left
    </span>
  );
}

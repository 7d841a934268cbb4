import { stageLabel } from "../../../../shared/networking-labels";
import { Badge, type BadgeTone } from "../../../components/ui/badge";

const TONES: Record<string, BadgeTone> = {
  identified: "grey",
  reached_out: "blue",
  chatted: "yellow",
  following_up: "amber",
  advocate: "green",
};

export function StageBadge({ stage }: { stage: string }) {
  return <Badge tone={TONES[stage] ?? "grey"}>{stageLabel(stage)}</Badge>;
}

const day = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});
/** A UK day (YYYY-MM-DD) as "3 Mar 2026", whatever the browser's zone. */
export const dayLabel = (isoDay: string) => day.format(new Date(`${isoDay}T12:00:00Z`));

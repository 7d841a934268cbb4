import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";
import type { TrackerStage } from "../../../../shared/tracker-labels";
import { Button } from "../../../components/ui/button";

// A card's Move to button, drawn by the card (move-to-menu.tsx) and, once its menu's code has loaded, as
// that menu's trigger (move-to-dropdown.tsx): the same button either way.

export type MoveToProps = {
  current: string;
  title: string;
  onMove: (stage: TrackerStage) => void;
};

export function MoveToButton({ title, ...props }: { title: string } & ComponentProps<typeof Button>) {
  return (
    <Button variant="secondary" size="sm" aria-label={`Move to: ${title}`} aria-haspopup="menu" {...props}>
      Move to
      <ChevronDown aria-hidden className="size-3.5" />
    </Button>
  );
}

import { ChevronDown } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useRef } from "react";
import { TRACKER_STAGES, type TrackerStage } from "../../../../shared/tracker-labels";
import { Button } from "../../../components/ui/button";

/** For people who do not drag: every stage in a menu; the card goes to the end of that column. */
export function MoveToMenu({
  current,
  title,
  onMove,
}: {
  current: string;
  title: string;
  onMove: (stage: TrackerStage) => void;
}) {
  // After a choice the card moves to another column and the board focuses it there; the menu must not
  // hand focus back to this button, which goes with the old column.
  const chosen = useRef(false);
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button variant="secondary" size="sm" aria-label={`Move to: ${title}`}>
          Move to
          <ChevronDown aria-hidden className="size-3.5" />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          onCloseAutoFocus={(event) => {
            if (chosen.current) event.preventDefault();
            chosen.current = false;
          }}
          className="z-50 min-w-48 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          {TRACKER_STAGES.map((stage) => (
            <DropdownMenu.Item
              key={stage.value}
              disabled={stage.value === current}
              onSelect={() => {
                chosen.current = true;
                onMove(stage.value);
              }}
              className="cursor-pointer rounded px-3 py-2 text-sm text-slate-800 outline-none data-[disabled]:cursor-default data-[disabled]:text-slate-400 data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900"
            >
              {stage.label}
              {stage.value === current && <span className="sr-only"> (current stage)</span>}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

import { DropdownMenu } from "radix-ui";
import { useRef } from "react";
import { TRACKER_STAGES } from "../../../../shared/tracker-labels";
import { MoveToButton, type MoveToProps } from "./move-to-button";

/**
 * The Move to menu itself, loaded the first time a card's Move to button is pressed and then drawn open
 * in the button's place (move-to-menu.tsx); its own trigger is the same button, so focus comes back to
 * it on close.
 */
export default function MoveToDropdown({ current, title, onMove }: MoveToProps) {
  // After a choice the card moves to another column and the board focuses it there; the menu must not
  // hand focus back to this button, which goes with the old column.
  const chosen = useRef(false);
  return (
    <DropdownMenu.Root defaultOpen>
      <DropdownMenu.Trigger asChild>
        <MoveToButton title={title} />
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

import { format, startOfDay } from "date-fns";
import { CalendarDays } from "lucide-react";
import { Popover } from "radix-ui";
import { type CSSProperties, useState } from "react";
import { DayPicker } from "react-day-picker";
import "react-day-picker/style.css";
import { cn } from "../../lib/utils";

const THEME = {
  "--rdp-accent-color": "#1d4ed8",
  "--rdp-accent-background-color": "#eef5ff",
  "--rdp-day-height": "40px",
  "--rdp-day-width": "40px",
  "--rdp-day_button-height": "38px",
  "--rdp-day_button-width": "38px",
} as CSSProperties;

/**
 * A button showing the chosen day that opens a calendar. Days before today cannot be chosen
 * (001 §5); the calendar is keyboard-operable (arrows, Page Up/Down, Enter) and Escape closes it.
 */
export function DatePicker({
  id,
  value,
  onChange,
  invalid,
  describedBy,
  disabled,
}: {
  id: string;
  value: Date;
  onChange: (day: Date) => void;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const today = startOfDay(new Date());
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <button
          id={id}
          type="button"
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={cn(
            "flex h-10 w-full items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-left text-sm disabled:cursor-not-allowed disabled:bg-slate-100 aria-[invalid=true]:border-red-500",
          )}
        >
          <CalendarDays aria-hidden className="size-4 text-slate-500" />
          {format(value, "MMM dd, yyyy")}
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          collisionPadding={8}
          className="z-50 rounded-lg border border-slate-200 bg-white p-3 shadow-lg"
        >
          <DayPicker
            mode="single"
            required
            style={THEME}
            selected={value}
            defaultMonth={value}
            startMonth={today}
            disabled={{ before: today }}
            onSelect={(day) => {
              onChange(day);
              setOpen(false);
            }}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

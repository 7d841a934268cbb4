import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import { Button } from "../../../../components/ui/button";

/** Move up, move down and remove for one item of a list; `name` says which item, for screen readers. */
export function EntryControls({
  name,
  index,
  count,
  onMove,
  onRemove,
}: {
  name: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}) {
  return (
    <div className="flex shrink-0 gap-1">
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="px-2"
        aria-label={`Move ${name} up`}
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        <ArrowUp aria-hidden className="size-4" />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="px-2"
        aria-label={`Move ${name} down`}
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        <ArrowDown aria-hidden className="size-4" />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="px-2 text-red-700 hover:bg-red-50"
        aria-label={`Remove ${name}`}
        onClick={() => onRemove(index)}
      >
        <Trash2 aria-hidden className="size-4" />
      </Button>
    </div>
  );
}

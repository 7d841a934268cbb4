import { useDroppable } from "@dnd-kit/core";
import { SortableContext, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { stageLabel, type TrackerStage } from "../../../../shared/tracker-labels";
import { cn } from "../../../lib/utils";
import type { Card } from "../api";
import { columnId } from "../board-dnd";
import { ApplicationCard } from "./application-card";

// One stage of the board: its heading and count, and its cards in the member's order.

export const DND_INSTRUCTIONS_ID = "tracker-dnd-instructions";

function SortableCard({ card, onMove }: { card: Card; onMove: (stage: TrackerStage) => void }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: card.id,
    // A card holds a link and a menu button, so it cannot be a button itself (dnd-kit's default role).
    attributes: { role: "article" },
  });
  return (
    <li>
      <ApplicationCard
        card={card}
        onMove={onMove}
        dragging={isDragging}
        ref={setNodeRef}
        drag={{
          ...attributes,
          ...listeners,
          style: { transform: CSS.Transform.toString(transform), transition },
          // Space and Enter lift the card only when the card itself has focus, not its link or Move to.
          onKeyDown: (event) => {
            if (event.target === event.currentTarget) listeners?.onKeyDown?.(event);
          },
          "aria-describedby": DND_INSTRUCTIONS_ID,
        }}
      />
    </li>
  );
}

export function BoardColumn({
  stage,
  ids,
  cards,
  onMove,
}: {
  stage: TrackerStage;
  ids: string[];
  cards: Map<string, Card>;
  onMove: (id: string, stage: TrackerStage) => void;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: columnId(stage) });
  const headingId = `stage-${stage}`;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      className={cn("flex min-w-0 flex-col rounded-xl bg-slate-100 p-2", isOver && "ring-2 ring-brand-300")}
    >
      <h2
        id={headingId}
        className="flex items-center justify-between px-1 pb-2 text-sm font-semibold text-slate-800"
      >
        <span>{stageLabel(stage)}</span>
        <span className="rounded-full bg-white px-2 text-xs text-slate-700">
          {ids.length}
          <span className="sr-only"> applications</span>
        </span>
      </h2>
      <SortableContext id={stage} items={ids} strategy={verticalListSortingStrategy}>
        <ul className="flex min-h-24 flex-1 flex-col gap-2">
          {ids.map((id) => {
            const card = cards.get(id);
            return card ? <SortableCard key={id} card={card} onMove={(to) => onMove(id, to)} /> : null;
          })}
        </ul>
      </SortableContext>
    </section>
  );
}

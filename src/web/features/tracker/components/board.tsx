import {
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { arrayMove, sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import { useMemo, useState } from "react";
import { TRACKER_STAGES, type TrackerStage } from "../../../../shared/schemas/tracker";
import { Label } from "../../../components/ui/label";
import { NativeSelect } from "../../../components/ui/native-select";
import type { Card } from "../api";
import {
  boardAnnouncements,
  type Columns,
  collision,
  columnsOf,
  stageHolding,
  stageOfColumn,
} from "../board-dnd";
import { useMoveCard } from "../use-move";
import { useReducedMotion, useWide } from "../use-wide";
import { ApplicationCard } from "./application-card";
import { BoardColumn, DND_INSTRUCTIONS_ID } from "./board-column";

// The Kanban board: a column per stage, cards dragged by mouse, touch or keyboard (Space to lift,
// arrows to move, Space to drop). On a phone it shows one stage at a time, picked from a list.

export function Board({ cards }: { cards: Card[] }) {
  const wide = useWide();
  const reducedMotion = useReducedMotion();
  const [shown, setShown] = useState<TrackerStage>("saved");
  // While a card is held, the columns as the member sees them; the cache changes only on the drop.
  const [dragging, setDragging] = useState<{ id: string; columns: Columns } | null>(null);
  const move = useMoveCard();
  const byId = useMemo(() => new Map(cards.map((c) => [c.id, c])), [cards]);
  const settled = useMemo(() => columnsOf(cards), [cards]);
  const columns = dragging?.columns ?? settled;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragStart = ({ active }: DragStartEvent) =>
    setDragging({ id: String(active.id), columns: settled });
  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over || !dragging) return;
    const from = stageHolding(dragging.columns, String(active.id));
    const to = stageHolding(dragging.columns, String(over.id));
    if (!from || !to || from === to) return;
    const target = dragging.columns[to].filter((id) => id !== active.id);
    const at = target.indexOf(String(over.id));
    target.splice(at >= 0 ? at : target.length, 0, String(active.id));
    setDragging({
      ...dragging,
      columns: {
        ...dragging.columns,
        [from]: dragging.columns[from].filter((id) => id !== active.id),
        [to]: target,
      },
    });
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const state = dragging;
    setDragging(null);
    if (!over || !state) return;
    const id = String(active.id);
    const stage = stageHolding(state.columns, id);
    if (!stage) return;
    // The column as it will be: the card moved to where it was dropped (over a card: that card's place;
    // over the column itself: the end), as the sortable list showed it while dragging.
    const list = state.columns[stage];
    const from = list.indexOf(id);
    const to = stageOfColumn(String(over.id)) ? list.length - 1 : list.indexOf(String(over.id));
    const final = to >= 0 ? arrayMove(list, from, to) : list;
    const beforeId = final[final.indexOf(id) + 1] ?? null;
    const settledList = settled[stage];
    const unchanged =
      byId.get(id)?.stage === stage && (settledList[settledList.indexOf(id) + 1] ?? null) === beforeId;
    if (!unchanged) move.mutate({ id, stage, beforeId });
  };

  const toEnd = (id: string, stage: TrackerStage) => move.mutate({ id, stage, beforeId: null });
  const stages = wide ? TRACKER_STAGES.map((s) => s.value) : [shown];
  const held = dragging ? byId.get(dragging.id) : undefined;

  return (
    <div className="space-y-3">
      <p id={DND_INSTRUCTIONS_ID} className="sr-only">
        To move an application, press Space to pick it up, use the arrow keys to move it between and within
        stages, then press Space to drop it or Escape to cancel. Or use its Move to menu.
      </p>
      {!wide && (
        <div className="space-y-1">
          <Label htmlFor="tracker-stage-picker">Stage</Label>
          <NativeSelect
            id="tracker-stage-picker"
            value={shown}
            onChange={(event) => setShown(event.target.value as TrackerStage)}
          >
            {TRACKER_STAGES.map((stage) => (
              <option key={stage.value} value={stage.value}>
                {stage.label} ({columns[stage.value].length})
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={collision}
        // Cards change columns mid-drag, so every droppable is measured again as the board changes.
        measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
        // Scroll the board only when the card is held right at its edge, not while a first-column card is
        // simply picked up.
        autoScroll={{ threshold: { x: 0.04, y: 0.08 }, acceleration: 6 }}
        accessibility={{
          announcements: boardAnnouncements(byId, columns),
          screenReaderInstructions: { draggable: "" },
        }}
        onDragStart={onDragStart}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragging(null)}
      >
        {/* relative: the columns' visually hidden text is placed inside this scroller, not the page */}
        <div className={wide ? "relative overflow-x-auto pb-2" : "relative"}>
          <div
            className={wide ? "grid grid-cols-[repeat(8,minmax(13.5rem,1fr))] gap-3" : "grid grid-cols-1"}
            data-testid="tracker-board"
          >
            {stages.map((stage) => (
              <BoardColumn key={stage} stage={stage} ids={columns[stage]} cards={byId} onMove={toEnd} />
            ))}
          </div>
        </div>
        <DragOverlay dropAnimation={reducedMotion ? null : undefined}>
          {held ? <ApplicationCard card={held} onMove={() => {}} dragging /> : null}
        </DragOverlay>
      </DndContext>
    </div>
  );
}

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
import { useEffect, useMemo, useRef, useState } from "react";
import { TRACKER_STAGES, type TrackerStage } from "../../../../shared/tracker-labels";
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
  const boardRef = useRef<HTMLDivElement>(null);
  // The card to focus once it shows in the stage it was moved to (see the effect below).
  const refocus = useRef<{ id: string; stage: TrackerStage } | null>(null);
  const byId = useMemo(() => new Map(cards.map((c) => [c.id, c])), [cards]);
  const settled = useMemo(() => columnsOf(cards), [cards]);
  const columns = dragging?.columns ?? settled;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // A moved card is unmounted from its old column and mounted in the new one, so the focus it had
  // (on the card after a keyboard drop, on its Move to button after a choice) would fall to the page
  // body. Once the board shows the card in its new stage, focus goes back to it, unless the member has
  // meanwhile put focus somewhere else.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs whenever the columns or the shown stage change
  useEffect(() => {
    const pending = refocus.current;
    if (!pending || !settled[pending.stage].includes(pending.id)) return;
    const element = boardRef.current?.querySelector<HTMLElement>(`[data-card-id="${pending.id}"]`);
    if (!element) return;
    refocus.current = null;
    const active = document.activeElement;
    if (!active || active === document.body || boardRef.current?.contains(active)) element.focus();
  }, [settled, shown]);

  const moveCard = (id: string, stage: TrackerStage, beforeId: string | null, focus: boolean) => {
    refocus.current = focus ? { id, stage } : null;
    move.mutate(
      { id, stage, beforeId },
      {
        onError: () => {
          refocus.current = null;
        },
      },
    );
  };

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
  const onDragEnd = ({ active, over, activatorEvent }: DragEndEvent) => {
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
    // A pointer drop leaves focus where it was; a keyboard drop keeps it on the card.
    if (!unchanged) moveCard(id, stage, beforeId, activatorEvent instanceof KeyboardEvent);
  };

  // Move to: the card goes to the end of that stage, and on a phone the board follows it there.
  const toEnd = (id: string, stage: TrackerStage) => {
    setShown(stage);
    moveCard(id, stage, null, true);
  };
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
            ref={boardRef}
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

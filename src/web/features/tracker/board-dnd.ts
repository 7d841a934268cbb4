import { type Announcements, type CollisionDetection, closestCorners, pointerWithin } from "@dnd-kit/core";
import { stageLabel, TRACKER_STAGES, type TrackerStage } from "../../../shared/tracker-labels";
import type { Card } from "./api";

// The board's drag-and-drop bookkeeping: which ids sit in which column, what a pointer is over, and
// what a screen reader hears at each step, in the tracker's own words.

export type Columns = Record<TrackerStage, string[]>;

export const columnsOf = (cards: Card[]) => {
  const columns = Object.fromEntries(TRACKER_STAGES.map((s) => [s.value, [] as string[]])) as Columns;
  for (const card of cards) columns[card.stage as TrackerStage]?.push(card.id);
  return columns;
};

const COLUMN = "column:";
export const columnId = (stage: TrackerStage) => `${COLUMN}${stage}`;
export const stageOfColumn = (id: string) =>
  id.startsWith(COLUMN) ? (id.slice(COLUMN.length) as TrackerStage) : null;

/** The stage a card id (or a column id) is in. */
export function stageHolding(columns: Columns, id: string): TrackerStage | null {
  const asColumn = stageOfColumn(id);
  if (asColumn) return asColumn;
  return (Object.keys(columns) as TrackerStage[]).find((stage) => columns[stage].includes(id)) ?? null;
}

/**
 * With a pointer, whatever is under it: a card before its column, so a drop lands in that place. The
 * keyboard (no pointer) moves by nearest corners, as the sortable keyboard coordinates expect.
 */
export const collision: CollisionDetection = (args) => {
  const under = pointerWithin(args);
  if (under.length === 0) return closestCorners(args);
  const cards = under.filter((hit) => hit.id !== args.active.id && !String(hit.id).startsWith(COLUMN));
  return cards.length ? cards : under;
};

/**
 * What a screen reader hears: "Picked up Goldman Sachs Summer Analyst. In Saved, position 1 of 3.", then
 * where it is over, then "Dropped Goldman Sachs Summer Analyst. Moved to Interviews, position 2 of 3."
 */
export function boardAnnouncements(byId: Map<string, Card>, columns: Columns): Announcements {
  const name = (id: string | number) => {
    const card = byId.get(String(id));
    return card ? `${card.firm_name} ${card.role_title}` : "the application";
  };
  // Where the held card lands over `target`: a card's place (the board inserts it there), or a
  // column's end; counted with the held card in the column, as it will be.
  const place = (target: string | number, held: string | number) => {
    const stage = stageHolding(columns, String(target));
    if (!stage) return "";
    const list = columns[stage];
    const size = list.includes(String(held)) ? list.length : list.length + 1;
    const index = list.indexOf(String(target));
    return `${stageLabel(stage)}, position ${index >= 0 ? index + 1 : size} of ${size}`;
  };
  return {
    onDragStart: ({ active }) => `Picked up ${name(active.id)}. In ${place(active.id, active.id)}.`,
    // Over itself is where it was picked up: "Picked up" has said that already.
    onDragOver: ({ active, over }) =>
      over?.id === active.id
        ? undefined
        : over
          ? `${name(active.id)} is over ${place(over.id, active.id)}.`
          : `${name(active.id)} is no longer over a stage.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `Dropped ${name(active.id)}. Moved to ${place(over.id, active.id)}.`
        : `Dropped ${name(active.id)} where it was.`,
    onDragCancel: ({ active }) =>
      `Moving was cancelled. ${name(active.id)} went back to ${place(active.id, active.id)}.`,
  };
}

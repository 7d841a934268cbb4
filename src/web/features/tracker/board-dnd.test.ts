import { describe, expect, test } from "vitest";
import type { Card } from "./api";
import { boardAnnouncements, type Columns, columnId, columnsOf, stageHolding } from "./board-dnd";
import { movedBoard } from "./use-move";

const card = (id: string, stage: string, firm = "Goldman Sachs", role = `Analyst ${id}`) =>
  ({ id, stage, firm_name: firm, role_title: role }) as Card;
const cards = [card("a", "saved"), card("b", "saved"), card("c", "interviews"), card("d", "interviews")];
const byId = new Map(cards.map((c) => [c.id, c]));

describe("the board's columns", () => {
  test("keep the cards' order within each stage", () => {
    const columns = columnsOf(cards);
    expect(columns.saved).toEqual(["a", "b"]);
    expect(columns.interviews).toEqual(["c", "d"]);
    expect(columns.offer).toEqual([]);
    expect(stageHolding(columns, "d")).toBe("interviews");
    expect(stageHolding(columns, columnId("offer"))).toBe("offer");
  });

  test("a move puts the card before before_id, or at the end of its new stage", () => {
    const board = { applications: cards, limit: { used: 4, max: 15 } } as never;
    const before = movedBoard(board, { id: "a", stage: "interviews", beforeId: "d" });
    expect(columnsOf(before.applications).interviews).toEqual(["c", "a", "d"]);
    const end = movedBoard(board, { id: "a", stage: "interviews", beforeId: null });
    expect(columnsOf(end.applications).interviews).toEqual(["c", "d", "a"]);
  });
});

describe("what a screen reader hears", () => {
  const active = { id: "a" } as never;
  test("picking up names the card and its place", () => {
    const say = boardAnnouncements(byId, columnsOf(cards));
    expect(say.onDragStart({ active })).toBe("Picked up Goldman Sachs Analyst a. In Saved, position 1 of 2.");
  });

  test("over another stage counts the held card in it; the drop says where it landed", () => {
    const say = boardAnnouncements(byId, columnsOf(cards));
    const overD = { active, over: { id: "d" } } as never;
    expect(say.onDragOver(overD)).toBe("Goldman Sachs Analyst a is over Interviews, position 2 of 3.");
    const moved: Columns = { ...columnsOf(cards), saved: ["b"], interviews: ["c", "a", "d"] };
    const after = boardAnnouncements(byId, moved);
    expect(after.onDragEnd({ active, over: { id: "a" } } as never)).toBe(
      "Dropped Goldman Sachs Analyst a. Moved to Interviews, position 2 of 3.",
    );
    expect(after.onDragEnd({ active, over: { id: columnId("interviews") } } as never)).toBe(
      "Dropped Goldman Sachs Analyst a. Moved to Interviews, position 3 of 3.",
    );
  });
});

import { describe, expect, test } from "vitest";
import type { FigureShape } from "../../../../../shared/assessments";
import { describeFigure, placeOf } from "./figure-description";

const shape = (over: Partial<FigureShape>): FigureShape => ({
  shape: "circle",
  x: 50,
  y: 50,
  size: 40,
  fill: "black",
  rotation: 0,
  ...over,
});

describe("describeFigure", () => {
  test("a turned shape says its turn and where its marker dot is", () => {
    const figure = {
      shapes: [shape({ shape: "triangle", fill: "white", rotation: 90 }), shape({ x: 82, y: 50, size: 6 })],
    };
    expect(describeFigure(figure)).toBe("white triangle rotated 90°, small black dot at the right");
  });

  test("a shape in a corner says which corner", () => {
    expect(describeFigure({ shapes: [shape({ x: 22, y: 78, size: 26, fill: "grey" })] })).toBe(
      "grey circle at the bottom left",
    );
  });

  test("several of the same shape are counted; different ones are each placed", () => {
    const row = [shape({ x: 28, size: 18 }), shape({ x: 50, size: 18 }), shape({ x: 72, size: 18 })];
    expect(describeFigure({ shapes: row })).toBe("3 black circles");
    const mixed = [shape({ x: 28, size: 18, fill: "grey" }), shape({ x: 72, size: 18, shape: "star" })];
    expect(describeFigure({ shapes: mixed })).toBe("grey circle at the left, black star at the right");
  });

  test("a number tile reads its numbers", () => {
    expect(describeFigure({ numbers: [13] })).toBe("13");
  });

  test("the grid is read in ninths", () => {
    expect(placeOf(22, 22)).toBe("top left");
    expect(placeOf(50, 50)).toBe("centre");
    expect(placeOf(78, 50)).toBe("right");
    expect(placeOf(50, 82)).toBe("bottom");
  });
});

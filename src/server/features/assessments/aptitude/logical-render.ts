import type { Figure, FigureShape } from "../../../../shared/assessments";
import type { ShapeState } from "./logical-rules";

// Draws a shape state on the 100x100 grid. Coordinates are rounded to one decimal place so two equal
// figures compare equal as JSON.

const CORNERS: [number, number][] = [
  [22, 22],
  [78, 22],
  [78, 78],
  [22, 78],
];

const round1 = (value: number): number => Math.round(value * 10) / 10;

function positions(state: ShapeState): { x: number; y: number; size: number }[] {
  if (state.corner !== null) {
    const [x, y] = CORNERS[state.corner] ?? [50, 50];
    return [{ x, y, size: 26 }];
  }
  if (state.count === 1) return [{ x: 50, y: 50, size: 40 }];
  const columns = Math.min(state.count, 4);
  const rows = Math.ceil(state.count / 4);
  const cell = 22;
  return Array.from({ length: state.count }, (_, i) => ({
    x: 50 + ((i % 4) - (columns - 1) / 2) * cell,
    y: 50 + (Math.floor(i / 4) - (rows - 1) / 2) * cell,
    size: state.count <= 4 ? 18 : 14,
  }));
}

export function renderShapes(state: ShapeState): Figure {
  const shapes: FigureShape[] = [];
  positions(state).forEach((place, i) => {
    shapes.push({
      shape: state.kinds[i % state.kinds.length] ?? "circle",
      x: round1(place.x),
      y: round1(place.y),
      size: place.size,
      fill: state.fills[i % state.fills.length] ?? "black",
      rotation: state.rotation,
    });
    if (state.marker) {
      // The dot sits above the shape before turning, then turns with it about the shape's centre.
      const radians = (state.rotation * Math.PI) / 180;
      const reach = place.size * 0.8;
      shapes.push({
        shape: "circle",
        x: round1(place.x + reach * Math.sin(radians)),
        y: round1(place.y - reach * Math.cos(radians)),
        size: 6,
        fill: "black",
        rotation: 0,
      });
    }
  });
  return { shapes };
}

import type { Figure, FigureShape } from "../../../../../shared/assessments";

// What a logical-reasoning figure shows, in words, for its SVG's accessible name. The figures are read
// by where things are and which way they point, so the description says both: each shape's fill, kind
// and turn, where it sits when that matters, and the side of the small marker dot that shows the turn.

/** Shapes this small are the marker dot that shows which way a figure has turned. */
const MARKER_SIZE = 6;

const PLACES = [
  ["top left", "top", "top right"],
  ["left", "centre", "right"],
  ["bottom left", "bottom", "bottom right"],
] as const;

/** The ninth of the 100x100 grid a point falls in. */
export function placeOf(x: number, y: number): string {
  const band = (value: number) => (value < 40 ? 0 : value > 60 ? 2 : 1);
  return PLACES[band(y)][band(x)];
}

const turnOf = (shape: FigureShape) =>
  shape.rotation % 360 === 0 ? "" : ` rotated ${shape.rotation % 360}°`;

function describeShape(shape: FigureShape, placed: boolean): string {
  const where = placed ? ` at the ${placeOf(shape.x, shape.y)}` : "";
  return `${shape.fill} ${shape.shape}${turnOf(shape)}${where}`;
}

export function describeFigure(figure: Figure): string {
  if ("numbers" in figure) return figure.numbers.join(", ");
  const main = figure.shapes.filter((shape) => shape.size > MARKER_SIZE);
  const markers = figure.shapes
    .filter((shape) => shape.size <= MARKER_SIZE)
    .map((dot) => `small ${dot.fill} dot at the ${placeOf(dot.x, dot.y)}`);
  const [first] = main;
  if (!first) return markers.join(", ") || "empty";
  // One shape in the middle needs no place; a shape in a corner, or several different ones, do.
  const alike = main.every(
    (shape) => shape.shape === first.shape && shape.fill === first.fill && shape.rotation === first.rotation,
  );
  let body: string;
  if (main.length > 1 && alike) {
    // A row of the same shape reads better as a count ("4 black circles") than as four places.
    body = `${main.length} ${first.fill} ${first.shape}s${turnOf(first)}`;
  } else {
    const placed = main.length > 1 || placeOf(first.x, first.y) !== "centre";
    body = main.map((shape) => describeShape(shape, placed)).join(", ");
  }
  return [body, ...markers].join(", ");
}

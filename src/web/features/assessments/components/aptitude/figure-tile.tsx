import type { Figure, FigureShape } from "../../../../../shared/assessments";
import { cn } from "../../../../lib/utils";

// A logical-reasoning figure drawn from its data: shapes on the 100x100 grid the server describes
// (x and y the centre, size the width, rotation in degrees clockwise about the centre), or a number
// tile. The SVG is one image with a description for screen readers.

const FILLS: Record<FigureShape["fill"], string> = { black: "#0f172a", white: "#ffffff", grey: "#94a3b8" };
const INK = "#0f172a";

function starPoints(x: number, y: number, outer: number): string {
  const inner = outer * 0.42;
  return Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? outer : inner;
    // Starts straight up, so an unturned star points to the top like the triangle.
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    return `${(x + radius * Math.cos(angle)).toFixed(2)},${(y + radius * Math.sin(angle)).toFixed(2)}`;
  }).join(" ");
}

function ShapeMark({ shape }: { shape: FigureShape }) {
  const { x, y, size } = shape;
  const half = size / 2;
  const paint = {
    fill: FILLS[shape.fill],
    stroke: INK,
    strokeWidth: 1.5,
    vectorEffect: "non-scaling-stroke" as const,
    transform: shape.rotation ? `rotate(${shape.rotation} ${x} ${y})` : undefined,
  };
  switch (shape.shape) {
    case "circle":
      return <circle cx={x} cy={y} r={half} {...paint} />;
    case "square":
      return <rect x={x - half} y={y - half} width={size} height={size} {...paint} />;
    case "triangle":
      return (
        <polygon points={`${x},${y - half} ${x + half},${y + half} ${x - half},${y + half}`} {...paint} />
      );
    case "diamond":
      // Narrower than it is tall, so a quarter turn is visible and it never looks like a square.
      return (
        <polygon
          points={`${x},${y - half} ${x + size * 0.34},${y} ${x},${y + half} ${x - size * 0.34},${y}`}
          {...paint}
        />
      );
    case "star":
      return <polygon points={starPoints(x, y, half)} {...paint} />;
  }
}

export function FigureTile({
  id,
  figure,
  label,
  className,
}: {
  id?: string;
  figure: Figure;
  /** The image's accessible name, e.g. "Figure 3: black triangle rotated 90°". */
  label: string;
  className?: string;
}) {
  const numbers = "numbers" in figure ? figure.numbers.join("  ") : null;
  return (
    <svg
      id={id}
      role="img"
      aria-label={label}
      viewBox="0 0 100 100"
      className={cn("block aspect-square w-full rounded-md border-2 border-slate-300 bg-white", className)}
    >
      {numbers !== null ? (
        <text
          x={50}
          y={50}
          textAnchor="middle"
          dominantBaseline="central"
          fill={INK}
          fontWeight={600}
          fontSize={Math.min(40, 170 / Math.max(1, numbers.length))}
        >
          {numbers}
        </text>
      ) : (
        "shapes" in figure &&
        figure.shapes.map((shape) => (
          // Two shapes never share a centre and size, so where a shape is names it.
          <ShapeMark key={`${shape.shape}-${shape.x}-${shape.y}-${shape.size}`} shape={shape} />
        ))
      )}
    </svg>
  );
}

/** An empty tile where the missing figure goes. */
export function MissingTile({ label }: { label: string }) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 100 100"
      className="block aspect-square w-full rounded-md border-2 border-dashed border-brand-600 bg-brand-50"
    >
      <text
        x={50}
        y={50}
        textAnchor="middle"
        dominantBaseline="central"
        fill="#1e40af"
        fontSize={44}
        fontWeight={700}
      >
        ?
      </text>
    </svg>
  );
}

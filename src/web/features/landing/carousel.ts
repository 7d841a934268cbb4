// spec 000 §4.8: the testimonial carousel wraps around at both ends.

export const TESTIMONIAL_INTERVAL_MS = 4000;

/** The index `step` places away from `from` among `count` items, wrapping at both ends. */
export function wrapIndex(from: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((from + step) % count) + count) % count;
}

// Deterministic choices: the same seed always gives the same questions and follow-ups, so an interview
// can be rebuilt from its seed and a test can pin its expectations. Not for anything secret.

/** FNV-1a: a 32-bit hash of a string, enough to spread seeds evenly. */
export function hashSeed(seed: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small, well-mixed generator of numbers in [0, 1) from a 32-bit state. */
export function seededRandom(seed: string): () => number {
  let state = hashSeed(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A copy of `items` in a seeded random order (Fisher–Yates). */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** Draws `count` items without replacement, each with chance proportional to its weight. */
export function weightedSample<T>(
  items: readonly T[],
  weight: (item: T) => number,
  count: number,
  random: () => number,
): T[] {
  const pool = [...items];
  const picked: T[] = [];
  while (picked.length < count && pool.length) {
    const total = pool.reduce((sum, item) => sum + weight(item), 0);
    let target = random() * total;
    let index = pool.findIndex((item) => {
      target -= weight(item);
      return target < 0;
    });
    if (index === -1) index = pool.length - 1;
    picked.push(...pool.splice(index, 1));
  }
  return picked;
}

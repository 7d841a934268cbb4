// Deterministic choices: the same seed always gives the same numbers, so an interview's questions or an
// aptitude test's items can be rebuilt from the seed stored with them (Math.random would make a stored
// test impossible to show again), and a test can pin its expectations. Not for anything secret. The
// sequences are part of what is stored: changing the hash or the generator changes every old interview
// and test, so seeded-random.test.ts pins them.

/** FNV-1a over the string: a fast, well-spread 32-bit hash for turning seeds into generator state. */
export function hashSeed(seed: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Eight hex digits from a string, used to derive child seeds that read well inside ids. */
export function hexSeed(seed: string): string {
  return hashSeed(seed).toString(16).padStart(8, "0");
}

export type Random = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** A copy of `items` in a random order (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[];
};

/** mulberry32, a small, well-mixed generator, seeded from the string's hash. */
export function seededRandom(seed: string): Random {
  let state = hashSeed(seed);
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[int(0, items.length - 1)];
    if (item === undefined) throw new Error("seededRandom.pick: empty list");
    return item;
  };
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(0, i);
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  };
  return { next, int, pick, shuffle };
}

/** Draws `count` items without replacement, each with a chance proportional to its weight. */
export function weightedSample<T>(
  items: readonly T[],
  weight: (item: T) => number,
  count: number,
  random: Random,
): T[] {
  const pool = [...items];
  const picked: T[] = [];
  while (picked.length < count && pool.length) {
    const total = pool.reduce((sum, item) => sum + weight(item), 0);
    let target = random.next() * total;
    let index = pool.findIndex((item) => {
      target -= weight(item);
      return target < 0;
    });
    if (index === -1) index = pool.length - 1;
    picked.push(...pool.splice(index, 1));
  }
  return picked;
}

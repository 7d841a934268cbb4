// Small in-process caches for work that depends only on its inputs (a parsed CV, a generated test).

/** A map that forgets the entry used longest ago once it holds `max`. */
export class Lru<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly max: number) {}

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    // A Map keeps insertion order: moving the entry to the end marks it as the newest.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.max) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }
}

/**
 * Freezes a value and everything in it, for values shared between requests: code that pushed to, sorted
 * or assigned into one would throw rather than quietly change what the next request sees. A Set
 * cannot be frozen; its items are.
 */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== "object" || Object.isFrozen(value)) return value;
  if (value instanceof Set) {
    for (const item of value) deepFreeze(item);
    return value;
  }
  Object.freeze(value);
  for (const item of Object.values(value)) deepFreeze(item);
  return value;
}

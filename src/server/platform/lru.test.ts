import { describe, expect, test } from "vitest";
import { deepFreeze, Lru } from "./lru";

describe("Lru", () => {
  test("keeps at most its size, forgetting the entry used longest ago", () => {
    const lru = new Lru<string, number>(2);
    lru.set("a", 1);
    lru.set("b", 2);
    expect(lru.get("a")).toBe(1);
    lru.set("c", 3);
    expect(lru.size).toBe(2);
    expect(lru.get("b")).toBeUndefined();
    expect(lru.get("a")).toBe(1);
    expect(lru.get("c")).toBe(3);
  });
});

describe("deepFreeze", () => {
  test("freezes nested objects and arrays, so a shared value cannot be changed", () => {
    const value = deepFreeze({ items: [{ options: ["a", "b"] }] });
    expect(() => {
      (value.items[0] as { options: string[] }).options.push("c");
    }).toThrow(TypeError);
    expect(() => {
      (value.items[0] as { options: string[] }).options.reverse();
    }).toThrow(TypeError);
    expect(value.items[0]?.options).toEqual(["a", "b"]);
  });
});

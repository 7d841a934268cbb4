import { describe, expect, test } from "vitest";
import { createSseReader } from "./sse";

// Server-sent events arrive in chunks that split lines and events anywhere.

describe("server-sent events reader", () => {
  test("events split across chunks come out whole, with their names and joined data lines", () => {
    const reader = createSseReader();
    expect(reader.push('event: delta\ndata: {"te')).toEqual([]);
    expect(reader.push('xt":"Hi"}\n\ndata: line one\r\ndata: line two\r')).toEqual([
      { event: "delta", data: '{"text":"Hi"}' },
    ]);
    expect(reader.push("\n\n: a comment\n\nevent: done\ndata:\n\n")).toEqual([
      { event: "message", data: "line one\nline two" },
      { event: "done", data: "" },
    ]);
  });

  test("a last event without its blank line is read when the stream ends", () => {
    const reader = createSseReader();
    expect(reader.push("data: [DONE]")).toEqual([]);
    expect(reader.end()).toEqual([{ event: "message", data: "[DONE]" }]);
  });
});

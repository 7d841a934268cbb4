// A reader of server-sent events (the WHATWG "text/event-stream" format) fed in chunks as they arrive:
// the server reads an OpenAI-compatible model's streamed answer with it, the browser the coach's.
// Events end at a blank line; `data:` lines join with "\n"; comments (":") and unknown fields are
// skipped; an event without `event:` is a "message".

export type ServerSentEvent = { event: string; data: string };

export function createSseReader() {
  let buffer = "";
  let event = "";
  let data: string[] = [];

  function line(text: string, out: ServerSentEvent[]) {
    if (text === "") {
      if (data.length > 0) out.push({ event: event || "message", data: data.join("\n") });
      event = "";
      data = [];
      return;
    }
    if (text.startsWith(":")) return;
    const colon = text.indexOf(":");
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? "" : text.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "event") event = value;
    else if (field === "data") data.push(value);
  }

  return {
    /** The events completed by this chunk of text. */
    push(chunk: string): ServerSentEvent[] {
      buffer += chunk;
      const out: ServerSentEvent[] = [];
      // A "\r" at the very end may be half of "\r\n": keep it until the next chunk says.
      const lines = buffer.split(/\r\n|\r(?!$)|\n/);
      buffer = lines.pop() ?? "";
      for (const text of lines) line(text, out);
      return out;
    },
    /** The last event when the stream ends without its blank line. */
    end(): ServerSentEvent[] {
      const out: ServerSentEvent[] = [];
      if (buffer) line(buffer.replace(/\r$/, ""), out);
      buffer = "";
      line("", out);
      return out;
    },
  };
}

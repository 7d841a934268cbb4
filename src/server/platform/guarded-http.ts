import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import type { Readable } from "node:stream";
import { createBrotliDecompress, createGunzip, createInflate } from "node:zlib";

// The connection-level guard every outbound read of an address we did not choose goes through
// (a member's import link, an admin's careers host): every address a name resolves to is checked
// inside the connection's own DNS lookup, so the address that was checked is the one connected to
// (no DNS-rebinding window), and a body is counted after decompression, so a small compressed bomb
// is stopped too. What counts as allowed and how a refusal reads belong to the caller.

export type Guard = {
  /** May the server connect to this resolved address? */
  allowAddress: (address: string) => boolean;
  /** The error a refused name fails with. */
  refuse: (hostname: string, address: string | undefined) => Error;
};

function guardedLookup(guard: Guard): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, "", 0);
      const refused = addresses.find((a) => !guard.allowAddress(a.address));
      if (refused || addresses.length === 0) {
        return callback(guard.refuse(hostname, refused?.address) as NodeJS.ErrnoException, "", 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const [first] = addresses as [LookupAddress];
      callback(null, first.address, first.family);
    });
  };
}

export type GuardedRequest = {
  method: "GET" | "POST";
  headers: Record<string, string | number>;
  /** Sent as the body as it is. */
  payload?: string;
  signal: AbortSignal;
};

/** One request, no connection reuse, on a connection whose every resolved address was checked. */
export function sendGuarded(url: URL, guard: Guard, request: GuardedRequest): Promise<IncomingMessage> {
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(url, {
      method: request.method,
      agent: false,
      lookup: guardedLookup(guard),
      signal: request.signal,
      headers: { "accept-encoding": "gzip, deflate, br", ...request.headers },
    });
    outgoing.on("response", resolve);
    outgoing.on("error", reject);
    outgoing.end(request.payload);
  });
}

function decoded(response: IncomingMessage): Readable {
  switch ((response.headers["content-encoding"] ?? "").toLowerCase()) {
    case "gzip":
    case "x-gzip":
      return response.pipe(createGunzip());
    case "deflate":
      return response.pipe(createInflate());
    case "br":
      return response.pipe(createBrotliDecompress());
    default:
      return response;
  }
}

/**
 * The decompressed body, failing with `tooLarge()` as soon as it passes `maxBytes` (or when the
 * declared length already does).
 */
export async function readCapped(
  response: IncomingMessage,
  maxBytes: number,
  tooLarge: () => Error,
): Promise<Buffer> {
  const declared = Number(response.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  const body = decoded(response);
  for await (const chunk of body) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      response.destroy();
      body.destroy();
      throw tooLarge();
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

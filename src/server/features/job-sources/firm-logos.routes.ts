import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/context";
import { validate } from "../../http/validate";
import { blobStoreOf } from "../../platform/blob-store";
import { readFirmLogo } from "./firm-logo.service";

// Uploaded firm logos, at the address stored as the firm's logo_url (/api/firm-logos/<firm>/<digest>.<ext>).
// Public, as a linked logo would be: the landing page and members' cards load them as images. The
// address changes with the bytes, so browsers may keep a logo for good. An SVG opened on its own is
// sandboxed (no script runs, nothing loads), whatever it contains.

const logoParams = z.object({
  firmId: z.uuid("Not found"),
  file: z.string().regex(/^[0-9a-f]{16}\.(png|jpg|webp|svg)$/, "Not found"),
});

export const firmLogosRoutes = new Hono<AppEnv>().get(
  "/:firmId/:file",
  validate("param", logoParams),
  async (c) => {
    const deps = c.get("deps");
    const { firmId, file } = c.req.valid("param");
    const logo = await readFirmLogo({ db: deps.db, blobs: blobStoreOf(deps) }, firmId, file);
    return new Response(new Uint8Array(logo.bytes), {
      headers: {
        "content-type": logo.contentType,
        "content-length": String(logo.bytes.length),
        "content-disposition": `inline; filename="logo.${file.split(".").pop()}"`,
        "cache-control": "public, max-age=31536000, immutable",
        "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        "x-content-type-options": "nosniff",
      },
    });
  },
);

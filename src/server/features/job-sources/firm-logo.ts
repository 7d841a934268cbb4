import { createHash } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import { FIRM_LIMITS, FIRM_MESSAGES } from "../../../shared/schemas/site-content";
import { HttpError } from "../../http/errors";

// An uploaded firm logo: what it is comes from its bytes, never from the name or the type the browser
// sent. Raster images are recognised by their magic bytes; an SVG is text, so it is recognised by its
// root element and refused if it carries anything that could run or fetch (scripts, event handlers,
// foreign objects, external references). It is served with a sandboxing CSP as well (firm-logos.routes.ts),
// so a file that slipped past this check still could not run a script.

export type LogoImage = { bytes: Buffer; contentType: string; extension: string };

const RASTER: Record<string, string> = { "image/png": "png", "image/jpeg": "jpg", "image/webp": "webp" };

// Anything in an SVG that executes, loads another document or reaches out: refused rather than cleaned,
// so what is stored is exactly what the admin uploaded.
// A reference inside the file (href="#gradient") is allowed; any other address is not.
const SVG_ACTIVE =
  /<\s*(script|foreignObject|iframe|embed|object|animate|set|handler)\b|\son[a-z]+\s*=|javascript:|@import|<!ENTITY|\bhref\s*=\s*(?!["']\s*#)/i;

export async function readLogo(bytes: Buffer): Promise<LogoImage> {
  if (bytes.length === 0) throw logoError(400, "logo_missing", FIRM_MESSAGES.noLogoFile);
  if (bytes.length > FIRM_LIMITS.logoBytes)
    throw logoError(413, "logo_too_large", FIRM_MESSAGES.logoTooLarge);
  const detected = await fileTypeFromBuffer(bytes);
  const extension = detected ? RASTER[detected.mime] : undefined;
  if (detected && extension) return { bytes, contentType: detected.mime, extension };
  if (!detected || detected.mime === "application/xml") {
    const text = svgText(bytes);
    if (text !== null) {
      if (SVG_ACTIVE.test(text)) throw logoError(422, "logo_active_content", FIRM_MESSAGES.logoScript);
      return { bytes, contentType: "image/svg+xml", extension: "svg" };
    }
  }
  throw logoError(415, "logo_type", FIRM_MESSAGES.logoType);
}

/** The text of an SVG document (UTF-8, root element `svg`), or null when the bytes are anything else. */
function svgText(bytes: Buffer): string | null {
  const text = bytes.toString("utf8");
  if (text.includes("\uFFFD") || text.includes("\u0000")) return null;
  // Before the root element only a BOM, an XML declaration, comments and a doctype may come.
  const rest = text
    .replace(/^\uFEFF/, "")
    .replace(/^\s*<\?xml[^>]*\?>/, "")
    .replace(/^(\s*<!--[\s\S]*?-->)*/, "")
    .replace(/^\s*<!DOCTYPE\s+svg[^>[]*(\[[\s\S]*?\])?\s*>/i, "")
    .replace(/^(\s*<!--[\s\S]*?-->)*/, "")
    .trimStart();
  return /^<svg[\s>]/i.test(rest) && /<\/svg\s*>\s*$/i.test(text.trimEnd()) ? text : null;
}

function logoError(status: 400 | 413 | 415 | 422, code: string, message: string) {
  return new HttpError(status, code, message, { file: message });
}

/** Where a firm's logo lives: its bytes' digest in the key, so a new logo gets a new address. */
export function logoKeyOf(firmId: string, logo: LogoImage): string {
  const digest = createHash("sha256").update(logo.bytes).digest("hex").slice(0, 16);
  return `firm-logos/${firmId}/${digest}.${logo.extension}`;
}

/** The address members' cards load the logo from (firm-logos.routes.ts serves it). */
export const logoPathOf = (key: string) => `/api/${key}`;

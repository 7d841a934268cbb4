import { escapeHtml } from "../../../shared/escape-html";
import { decodeEntities } from "../../platform/html";

// schema.org JobPosting in a page's JSON-LD (https://schema.org/JobPosting): how careers sites (and
// Google for Jobs) publish a posting in machine-readable form. Reads the first JobPosting found in any
// <script type="application/ld+json">, at the top level, in an array or inside an @graph.

export type JobPostingData = {
  title: string;
  organization: string | null;
  locations: string[];
  remote: boolean;
  validThrough: Date | null;
  datePosted: Date | null;
  descriptionHtml: string;
  url: string | null;
};

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const SCRIPT_OPEN = /<script\b[^<>]*>/gi;
const LD_JSON = /\btype\s*=\s*["']?application\/ld\+json/i;

/** The bodies of the page's JSON-LD scripts; found with indexOf, so a page of unclosed tags stays cheap. */
function* jsonLdScripts(html: string): Generator<string> {
  const lower = html.toLowerCase();
  for (const open of html.matchAll(SCRIPT_OPEN)) {
    if (!LD_JSON.test(open[0])) continue;
    const start = open.index + open[0].length;
    const end = lower.indexOf("</script", start);
    if (end < 0) return;
    yield html.slice(start, end);
  }
}

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function isJobPosting(node: JsonObject): boolean {
  const type = node["@type"];
  const types = Array.isArray(type) ? type : [type];
  return types.some((t) => typeof t === "string" && /(^|[/:])JobPosting$/.test(t));
}

function findJobPosting(node: Json): JsonObject | null {
  if (Array.isArray(node)) {
    for (const item of node) {
      const found = findJobPosting(item);
      if (found) return found;
    }
    return null;
  }
  if (!isObject(node)) return null;
  if (isJobPosting(node)) return node;
  return node["@graph"] ? findJobPosting(node["@graph"]) : null;
}

/** Text of a value that may be a string, an object with a name, or a list of those. */
function text(value: Json | undefined): string | null {
  if (typeof value === "string") {
    const clean = decodeEntities(value.replace(/<[^>]*>/g, " "))
      .replace(/\s+/g, " ")
      .trim();
    return clean || null;
  }
  if (Array.isArray(value)) return text(value[0]);
  if (isObject(value)) return text(value.name);
  return null;
}

function date(value: Json | undefined): Date | null {
  if (typeof value !== "string") return null;
  const parsed = new Date(value.trim());
  return Number.isFinite(parsed.getTime()) ? parsed : null;
}

function place(value: Json): string | null {
  if (!isObject(value)) return text(value);
  const address = value.address;
  if (typeof address === "string") return text(address);
  if (!isObject(address)) return text(value.name);
  const parts = [address.addressLocality, address.addressRegion, address.addressCountry]
    .map((part) => text(part))
    .filter((part): part is string => Boolean(part));
  return parts.length > 0 ? [...new Set(parts)].join(", ") : text(value.name);
}

function httpUrl(value: Json | undefined, base: URL): string | null {
  if (typeof value !== "string") return null;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}

const TAG = /<\/?[a-z][a-z0-9]*\b[^>]*>/i;

/**
 * The description as HTML. Some sites escape it inside the JSON ("&lt;p&gt;…"); others give plain
 * text, whose line breaks then become <br> so list items stay on their own lines.
 */
function descriptionHtml(value: Json | undefined): string {
  if (typeof value !== "string") return "";
  if (TAG.test(value)) return value;
  const decoded = decodeEntities(value);
  if (TAG.test(decoded)) return decoded;
  return escapeHtml(decoded).replace(/\r?\n/g, "<br>");
}

export function parseJobPosting(html: string, pageUrl: URL): JobPostingData | null {
  for (const script of jsonLdScripts(html)) {
    const raw = script
      .trim()
      .replace(/^<!--|-->$/g, "")
      .replace(/^\/\/\s*<!\[CDATA\[|\/\/\s*\]\]>$/g, "");
    let parsed: Json;
    try {
      parsed = JSON.parse(raw);
    } catch {
      continue;
    }
    const posting = findJobPosting(parsed);
    const title = posting ? text(posting.title) : null;
    if (!posting || !title) continue;
    const rawLocations = posting.jobLocation;
    const locations = (Array.isArray(rawLocations) ? rawLocations : rawLocations ? [rawLocations] : [])
      .map(place)
      .filter((l): l is string => Boolean(l));
    const locationType = text(posting.jobLocationType) ?? "";
    return {
      title,
      organization: text(posting.hiringOrganization),
      locations: [...new Set(locations)],
      remote: /telecommute/i.test(locationType),
      validThrough: date(posting.validThrough),
      datePosted: date(posting.datePosted),
      descriptionHtml: descriptionHtml(posting.description),
      url: httpUrl(posting.url, pageUrl),
    };
  }
  return null;
}

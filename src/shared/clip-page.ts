// What `Clip to tracker` reads from the page a member is on, run inside that page by the bookmarklet and
// the browser extension. It must stay one self-contained function, with its helpers inside and nothing
// imported: both send its source text (clipPage.toString()) to the other site, where no module of ours
// exists. It returns the fragment for the app's clip page, so the posting goes from the member's browser
// to our own origin and nowhere else, needs no cookie on the other site, and stays under CLIP_FRAGMENT_MAX.

/** What the page offers: its JSON-LD script texts, address, title and the member's selected text. */
export type ClipPageInput = { scripts: string[]; url: string; title: string; selection: string };

/**
 * The fields found, as the clip page receives them (validated there by clipPayloadSchema): a JobPosting's
 * when the page has one (`source: "jsonld"`), else only the page's address, title and selection.
 */
export type ClippedPage = {
  v: 1;
  source: "jsonld" | "page";
  title: string;
  firm: string;
  deadline: string;
  location: string;
  description: string;
  url: string;
  page_title: string;
  selection: string;
};

/** The longest fragment the clip page accepts; the reader shortens the description to fit under it. */
export const CLIP_FRAGMENT_MAX = 8000;

/** Reads the page and returns the fragment ("clip=…") for /app/tracker/clip. */
export function clipPage(input: ClipPageInput): string {
  // CLIP_FRAGMENT_MAX, repeated: the function cannot reach outside itself.
  const LIMIT = 8000;
  type Json = unknown;
  type Obj = Record<string, Json>;
  const isObj = (v: Json): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

  const char = (code: number) => (code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "");
  const decode = (text: string) =>
    text
      .replace(/&nbsp;/gi, " ")
      .replace(/&lt;/gi, "<")
      .replace(/&gt;/gi, ">")
      .replace(/&quot;/gi, '"')
      .replace(/&#39;|&apos;/gi, "'")
      .replace(/&(ndash|mdash|lsquo|rsquo|ldquo|rdquo|hellip|pound|euro|bull);/g, (_, name: string) => {
        const named: Record<string, string> = {
          ndash: "\u2013",
          mdash: "\u2014",
          lsquo: "\u2018",
          rsquo: "\u2019",
          ldquo: "\u201c",
          rdquo: "\u201d",
          hellip: "\u2026",
          pound: "\u00a3",
          euro: "\u20ac",
          bull: "\u2022",
        };
        return named[name] ?? "";
      })
      .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => char(Number.parseInt(hex, 16)))
      .replace(/&#(\d+);/g, (_, dec: string) => char(Number(dec)))
      .replace(/&amp;/gi, "&");
  // HTML to plain text: block ends become line breaks, tags go, entities are decoded. Done twice, as
  // some sites escape the description's HTML once more ("&lt;p&gt;") inside the JSON-LD.
  const stripOnce = (html: string) =>
    decode(
      html
        .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ")
        .replace(/<br\s*\/?>/gi, "\n")
        .replace(/<\/(p|div|li|h[1-6]|ul|ol|tr)>/gi, "\n")
        .replace(/<li[^>]*>/gi, "• ")
        .replace(/<[^>]*>/g, " "),
    );
  const toText = (html: string) =>
    stripOnce(stripOnce(html))
      .replace(/[<>]/g, "")
      .split("\n")
      .map((l) => l.replace(/[ \t\u00a0]+/g, " ").trim())
      .filter((l, i, all) => l !== "" || (i > 0 && all[i - 1] !== ""))
      .join("\n")
      .trim();
  const line = (value: Json, max = 200) =>
    typeof value === "string" || typeof value === "number"
      ? toText(String(value)).replace(/\s+/g, " ").slice(0, max)
      : "";

  const typeOf = (node: Obj) => {
    const t = node["@type"];
    return (Array.isArray(t) ? t : [t]).map((x) => String(x).replace(/^.*[/:]/, ""));
  };
  // A JobPosting anywhere in the data: the top level, an array, an @graph, or nested (depth-limited).
  const findPosting = (node: Json, depth: number): Obj | null => {
    if (depth > 8) return null;
    if (Array.isArray(node)) {
      for (const item of node) {
        const found = findPosting(item, depth + 1);
        if (found) return found;
      }
      return null;
    }
    if (!isObj(node)) return null;
    if (typeOf(node).includes("JobPosting")) return node;
    for (const key of ["@graph", "mainEntity", "itemListElement", "item"]) {
      const found = findPosting(node[key], depth + 1);
      if (found) return found;
    }
    return null;
  };
  const nameOf = (value: Json): string => {
    if (Array.isArray(value)) return nameOf(value[0]);
    if (isObj(value)) return line(value.name ?? value.legalName);
    return line(value);
  };
  const placeOf = (value: Json): string => {
    if (Array.isArray(value)) return placeOf(value[0]);
    if (!isObj(value)) return line(value);
    const address = value.address;
    if (!isObj(address)) return line(address ?? value.name);
    const parts = [address.addressLocality, address.addressRegion, nameOf(address.addressCountry)]
      .map((p) => line(p))
      .filter((p, i, all) => p && all.indexOf(p) === i);
    return parts.join(", ").slice(0, 200);
  };
  // The closing day as written: a bare date, or an instant with its zone, which the clip page turns into
  // the UK day (the reader runs on the other site, where our UK-time module is not available).
  const closingDay = (value: Json) => {
    const text = line(value, 60);
    if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return text;
    if (!/^\d{4}-\d{2}-\d{2}T/.test(text) || Number.isNaN(new Date(text).getTime())) return "";
    return text;
  };
  const httpUrl = (value: Json) => {
    const text = typeof value === "string" ? value.trim() : "";
    try {
      const url = new URL(text, input.url);
      return /^https?:$/.test(url.protocol) ? url.href.slice(0, 2000) : "";
    } catch {
      return "";
    }
  };

  let posting: Obj | null = null;
  for (const script of input.scripts) {
    try {
      posting = findPosting(JSON.parse(script), 0);
    } catch {
      // A site's broken JSON-LD is skipped: another script, or the page itself, may still say enough.
    }
    if (posting) break;
  }

  const pageUrl = httpUrl(input.url);
  const clipped: ClippedPage = posting
    ? {
        v: 1,
        source: "jsonld",
        title: line(posting.title ?? posting.name),
        firm: nameOf(posting.hiringOrganization),
        deadline: closingDay(posting.validThrough),
        location:
          placeOf(posting.jobLocation) ||
          (String(posting.jobLocationType ?? "").toUpperCase() === "TELECOMMUTE" ? "Remote" : ""),
        description: toText(typeof posting.description === "string" ? posting.description : ""),
        url: httpUrl(posting.url) || pageUrl,
        page_title: line(input.title),
        selection: "",
      }
    : {
        v: 1,
        source: "page",
        title: "",
        firm: "",
        deadline: "",
        location: "",
        description: "",
        url: pageUrl,
        page_title: line(input.title),
        selection: toText(input.selection).slice(0, 2000),
      };
  // Shortens the description until the whole fragment fits.
  const encode = (c: ClippedPage) => `clip=${encodeURIComponent(JSON.stringify(c))}`;
  let length = Math.min(clipped.description.length, 4000);
  let fragment = encode({ ...clipped, description: clipped.description.slice(0, length) });
  while (fragment.length > LIMIT && length > 0) {
    length = Math.floor(length * 0.8) - 1;
    fragment = encode({ ...clipped, description: clipped.description.slice(0, Math.max(0, length)) });
  }
  return fragment;
}

/**
 * The bookmarklet's code (before `javascript:`): reads the page with clipPage and opens the app's clip
 * page in a new tab, or in this one when the browser blocks the new tab.
 */
export function bookmarkletCode(appUrl: string): string {
  const target = JSON.stringify(`${appUrl.replace(/\/+$/, "")}/app/tracker/clip#`);
  return `(()=>{const f=(${clipPage.toString()})({scripts:Array.from(document.querySelectorAll('script[type="application/ld+json"]'),s=>s.textContent||""),url:location.href,title:document.title,selection:String(window.getSelection()||"")});const u=${target}+f;if(!window.open(u,"_blank"))location.href=u})()`;
}

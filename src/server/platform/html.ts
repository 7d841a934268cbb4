import sanitizeHtml from "sanitize-html";
import { escapeHtml } from "../../shared/escape-html";

// The one home for HTML handling on the server (the escaper itself is shared with the web app, in
// src/shared/escape-html.ts): slugs, entity decoding, HTML to text, and the two ways a posting's HTML is
// made safe. A posting's HTML (from Greenhouse, Lever or a careers page)
// becomes a list of blocks (paragraphs, list items, headings) and is re-rendered from those blocks. No tag or attribute of the source ever
// reaches the output, so the stored description_html is safe by construction, and the plain text keeps
// list items on their own lines ("• …") for search and the AI summary.

export type TextBlock = { kind: "p" | "li" | "h"; text: string };

const NAMED: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  ndash: "–",
  mdash: "—",
  hellip: "…",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
  bull: "•",
  middot: "·",
  pound: "£",
  euro: "€",
  dollar: "$",
  copy: "©",
  reg: "®",
  trade: "™",
  eacute: "é",
  egrave: "è",
  aacute: "á",
  agrave: "à",
  ouml: "ö",
  uuml: "ü",
  auml: "ä",
  ccedil: "ç",
  szlig: "ß",
  times: "×",
  deg: "°",
  shy: "",
  zwj: "",
  zwnj: "",
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code =
        name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

const SKIPPED = new Set([
  "script",
  "style",
  "noscript",
  "template",
  "iframe",
  "svg",
  "head",
  "title",
  "object",
]);
const BLOCKS = new Set([
  "p",
  "div",
  "section",
  "article",
  "header",
  "footer",
  "main",
  "aside",
  "blockquote",
  "pre",
  "table",
  "tr",
  "td",
  "th",
  "dl",
  "dt",
  "dd",
  "hr",
  "br",
  "ul",
  "ol",
  "figure",
  "form",
]);
// Comments (an unclosed one runs to the end), <!doctype>/<![CDATA[, tags, a "<" that starts no tag,
// and text. No part can scan past the next "<", so hostile input costs linear time, not quadratic.
const TOKEN =
  /<!--[\s\S]*?(?:-->|$)|<![^<>]*>?|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)\b(?:[^<>"']|"[^"<]*"|'[^'<]*')*>|<[^a-zA-Z/!][^<]*|<|[^<]+/g;

/** The blocks of an HTML fragment, with text decoded and spaces collapsed. */
export function htmlBlocks(html: string): TextBlock[] {
  return parseBlocks(html).blocks;
}

/** Blocks, and for each whether a <br> ended it (the next block continues the same paragraph). */
function parseBlocks(html: string): { blocks: TextBlock[]; lineBreak: boolean[] } {
  const blocks: TextBlock[] = [];
  const lineBreak: boolean[] = [];
  let kind: TextBlock["kind"] = "p";
  let buffer = "";
  let bold = "";
  let skipping: string | null = null;
  let listDepth = 0;

  const flush = (byLineBreak = false) => {
    const text = buffer.replace(/\s+/g, " ").trim();
    const boldText = bold.replace(/\s+/g, " ").trim();
    // A paragraph that is all bold ("<p><strong>Responsibilities</strong></p>") is a heading.
    const heading = kind === "p" && text.length > 0 && text.length <= 80 && boldText === text;
    // A line written as a list item in plain text ("• Build models") is one.
    const item = kind === "p" ? /^[•·▪◦*-]\s+(.+)$/u.exec(text)?.[1] : undefined;
    if (item) blocks.push({ kind: "li", text: item });
    else if (text) blocks.push({ kind: heading ? "h" : kind, text });
    if (blocks.length > lineBreak.length) lineBreak.push(byLineBreak);
    buffer = "";
    bold = "";
  };

  let inBold = 0;
  for (const match of html.matchAll(TOKEN)) {
    const [token, closing, rawName] = match;
    if (token.startsWith("<!")) continue;
    const name = rawName?.toLowerCase();
    if (skipping) {
      if (name === skipping && closing) skipping = null;
      continue;
    }
    if (!name) {
      const text = decodeEntities(token);
      buffer += text;
      if (inBold > 0) bold += text;
      continue;
    }
    if (SKIPPED.has(name)) {
      if (!closing && !token.endsWith("/>")) skipping = name;
      continue;
    }
    if (name === "strong" || name === "b") {
      inBold = Math.max(0, inBold + (closing ? -1 : 1));
      continue;
    }
    if (/^h[1-6]$/.test(name)) {
      flush();
      kind = closing ? (listDepth > 0 ? "li" : "p") : "h";
      continue;
    }
    if (name === "li") {
      flush();
      kind = closing ? (listDepth > 0 ? "li" : "p") : "li";
      continue;
    }
    if (name === "ul" || name === "ol") {
      flush();
      listDepth = Math.max(0, listDepth + (closing ? -1 : 1));
      kind = "p";
      continue;
    }
    if (BLOCKS.has(name)) flush(name === "br");
  }
  flush();
  return { blocks, lineBreak };
}

/** "J.P. Morgan & Co." → "j-p-morgan-and-co": a firm's address in the feed's URL (?firm=…), a key. */
export function slugify(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
  return slug || "firm";
}

/** Safe HTML made only of <h3>, <p>, <ul> and <li> around escaped text. */
export function renderBlocks(blocks: TextBlock[]): string {
  let html = "";
  let inList = false;
  for (const block of blocks) {
    if (block.kind === "li" && !inList) html += "<ul>";
    if (block.kind !== "li" && inList) html += "</ul>";
    inList = block.kind === "li";
    const tag = block.kind === "h" ? "h3" : block.kind;
    html += `<${tag}>${escapeHtml(block.text)}</${tag}>`;
  }
  return inList ? `${html}</ul>` : html;
}

/** Plain text with one block per line and list items marked, as the summariser and search read it. */
export function blocksToText(blocks: TextBlock[]): string {
  return blocks.map((b) => (b.kind === "li" ? `• ${b.text}` : b.text)).join("\n");
}

/**
 * Plain text of HTML for search, summaries and rules: one line per block, list items bulleted, and a
 * blank line after each paragraph (a <br> inside one is a single line break).
 */
export function htmlToText(html: string): string {
  const { blocks, lineBreak } = parseBlocks(html);
  return blocks
    .map((block, i) => {
      const text = block.kind === "li" ? `• ${block.text}` : block.text;
      if (i === blocks.length - 1) return text;
      return block.kind === "p" && !lineBreak[i] ? `${text}\n\n` : `${text}\n`;
    })
    .join("");
}

// Job descriptions come from other companies' systems and are shown inside our pages, so they are
// cleaned to a small allow-list before storage: text structure (paragraphs, lists, headings, emphasis,
// simple tables) and http(s)/mailto links, nothing else. sanitize-html (parser: htmlparser2) is used
// rather than a hand-written filter because the hard part of sanitising is parsing broken HTML the way
// a browser would; 2.17.5 is pinned as the last release that supports Node 20.

const MAX_INPUT_CHARS = 300_000;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "ul",
    "ol",
    "li",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "h2",
    "h3",
    "h4",
    "blockquote",
    "a",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: { a: ["href", "rel", "target"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowProtocolRelative: false,
  transformTags: {
    h1: "h2",
    h5: "h4",
    h6: "h4",
    div: "p",
    // Links leave the site in a new tab and pass no referrer or ranking to the target.
    a: (_tagName, attribs): sanitizeHtml.Tag => ({
      tagName: "a",
      attribs: /^\s*(?:https?:|mailto:)/i.test(attribs.href ?? "")
        ? { href: attribs.href as string, rel: "noopener noreferrer nofollow", target: "_blank" }
        : ({} as sanitizeHtml.Attributes),
    }),
  },
  // Paragraphs and list items left with nothing in them (spacing hacks) are dropped.
  exclusiveFilter: (frame) => ["p", "li", "h2", "h3", "h4"].includes(frame.tag) && !frame.text.trim(),
};

/** The description as safe HTML for our pages. */
export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html.slice(0, MAX_INPUT_CHARS), OPTIONS).trim();
}

/** Plain text as safe HTML paragraphs (the manual and CSV sources take text). */
export function textToHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((para) => para.trim())
    .filter(Boolean)
    .map((para) => `<p>${escapeHtml(para).replace(/\n/g, "<br />")}</p>`)
    .join("");
}

/**
 * Greenhouse sends `content` HTML-escaped once ("&lt;p&gt;"). Undo exactly that escaping; content that
 * already holds tags was not escaped and is returned as is.
 */
export function unescapeOnce(content: string): string {
  if (/<[a-z!/]/i.test(content)) return content;
  return decodeBasicEntities(content);
}

const BASIC: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
  "&#x27;": "'",
  "&apos;": "'",
};

// One pass, so "&amp;lt;" becomes "&lt;" and not "<".
function decodeBasicEntities(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|apos|#39|#x27);/g, (entity) => BASIC[entity] ?? entity);
}

// A posting's HTML (from Greenhouse, Lever or a careers page) becomes a list of blocks (paragraphs,
// list items, headings) and is re-rendered from those blocks. No tag or attribute of the source ever
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
  const blocks: TextBlock[] = [];
  let kind: TextBlock["kind"] = "p";
  let buffer = "";
  let bold = "";
  let skipping: string | null = null;
  let listDepth = 0;

  const flush = () => {
    const text = buffer.replace(/\s+/g, " ").trim();
    const boldText = bold.replace(/\s+/g, " ").trim();
    // A paragraph that is all bold ("<p><strong>Responsibilities</strong></p>") is a heading.
    const heading = kind === "p" && text.length > 0 && text.length <= 80 && boldText === text;
    // A line written as a list item in plain text ("• Build models") is one.
    const item = kind === "p" ? /^[•·▪◦*-]\s+(.+)$/u.exec(text)?.[1] : undefined;
    if (item) blocks.push({ kind: "li", text: item });
    else if (text) blocks.push({ kind: heading ? "h" : kind, text });
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
    if (BLOCKS.has(name)) flush();
  }
  flush();
  return blocks;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

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

export function htmlToText(html: string): string {
  return blocksToText(htmlBlocks(html));
}

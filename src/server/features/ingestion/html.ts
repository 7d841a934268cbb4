import sanitizeHtml from "sanitize-html";

// Job descriptions come from other companies' systems and are shown inside our pages, so they are
// cleaned to a small allow-list before storage: text structure (paragraphs, lists, headings, emphasis,
// simple tables) and http(s)/mailto links, nothing else. sanitize-html (parser: htmlparser2) is used
// rather than a hand-written filter because the hard part of sanitising is parsing broken HTML the way
// a browser would; 2.17.5 is pinned as the last release that supports Node 20.

const MAX_INPUT_CHARS = 300_000;
const BLOCK_TAGS = "p|div|h[1-6]|ul|ol|blockquote|table|thead|tbody|tr";

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

/** Plain text of sanitised HTML: one line per block, list items bulleted (search, summaries, rules). */
export function htmlToText(safeHtml: string): string {
  return decodeBasicEntities(
    safeHtml
      .replace(/<br\s*\/?>/gi, "\n")
      .replace(/<li[^>]*>/gi, "\n• ")
      .replace(/<\/li>/gi, "")
      .replace(new RegExp(`</?(?:${BLOCK_TAGS})[^>]*>`, "gi"), "\n")
      .replace(/<\/t[dh]>/gi, " ")
      .replace(/<[^>]+>/g, ""),
  )
    .replace(/\u00a0/g, " ")
    .split("\n")
    .map((line) => line.replace(/[ \t]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
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

/** Text made safe to place inside HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

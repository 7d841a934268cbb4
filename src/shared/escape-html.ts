// The one HTML escaper, for the server's emails and postings and the web's sitemap alike. It escapes the
// five characters that matter in element content and in quoted attributes, so its output is safe in
// both, and in XML (the sitemap) too.

const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Text made safe to place inside HTML or XML, in element content and in quoted attributes alike. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

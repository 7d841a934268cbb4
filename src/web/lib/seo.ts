import type { LinkDescriptor, MetaDescriptor } from "react-router";
import { absoluteUrl, SITE_NAME } from "../../shared/site";

type PageMetaInput = {
  path: string;
  title: string;
  description: string;
  type?: "website" | "article";
};

/**
 * Title, description and Open Graph tags for a public page (quality bar: every public page
 * carries them in its prerendered HTML). URLs are absolute so crawlers and share previews agree.
 */
export function pageMeta({ path, title, description, type = "website" }: PageMetaInput): MetaDescriptor[] {
  const fullTitle = `${title} · ${SITE_NAME}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: type },
    { property: "og:url", content: absoluteUrl(path) },
  ];
}

/** The canonical link for a route's `links()` export. */
export function canonicalLink(path: string): LinkDescriptor[] {
  return [{ rel: "canonical", href: absoluteUrl(path) }];
}

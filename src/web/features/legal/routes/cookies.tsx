import { canonicalLink, pageMeta } from "../../../lib/seo";
import { LegalDocument } from "../components/legal-document";
import { COOKIE_SECTIONS, COOKIES_LAST_UPDATED, cookiesIntro } from "../documents/cookie-policy";

const PATH = "/cookies";

export function meta() {
  return pageMeta({
    path: PATH,
    title: "Cookie Policy",
    description:
      "The cookies and browser storage Finance Careers uses: only what is strictly necessary, with no analytics or advertising cookies.",
  });
}

export function links() {
  return canonicalLink(PATH);
}

// spec 000 §2.1: real UK text with contacts from configuration, dated when it last changed.
export default function CookiePolicy() {
  return (
    <LegalDocument
      title="Cookie Policy"
      lastUpdated={COOKIES_LAST_UPDATED}
      intro={cookiesIntro}
      sections={COOKIE_SECTIONS}
    />
  );
}

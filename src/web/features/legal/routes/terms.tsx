import { canonicalLink, pageMeta } from "../../../lib/seo";
import { LegalDocument } from "../components/legal-document";
import { TERMS_LAST_UPDATED, TERMS_SECTIONS, termsIntro } from "../documents/terms-of-service";

const PATH = "/terms";

export function meta() {
  return pageMeta({
    path: PATH,
    title: "Terms of Service",
    description:
      "The terms for using Finance Careers: accounts, the Free and Premium plans, cancellation rights and the conditions of the 90-day job guarantee.",
  });
}

export function links() {
  return canonicalLink(PATH);
}

// spec 000 §2.1: real UK text with contacts from configuration, dated when it last changed.
export default function TermsofService() {
  return (
    <LegalDocument
      title="Terms of Service"
      lastUpdated={TERMS_LAST_UPDATED}
      intro={termsIntro}
      sections={TERMS_SECTIONS}
    />
  );
}

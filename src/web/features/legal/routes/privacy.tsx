import { canonicalLink, pageMeta } from "../../../lib/seo";
import { LegalDocument } from "../components/legal-document";
import { PRIVACY_LAST_UPDATED, PRIVACY_SECTIONS, privacyIntro } from "../documents/privacy-policy";

const PATH = "/privacy";

export function meta() {
  return pageMeta({
    path: PATH,
    title: "Privacy Policy",
    description:
      "How Finance Careers collects, uses and protects personal data under UK GDPR: purposes, lawful bases, retention, processors, transfers and your rights.",
  });
}

export function links() {
  return canonicalLink(PATH);
}

// spec 000 §2.1: real UK text with contacts from configuration, dated when it last changed.
export default function PrivacyPolicy() {
  return (
    <LegalDocument
      title="Privacy Policy"
      lastUpdated={PRIVACY_LAST_UPDATED}
      intro={privacyIntro}
      sections={PRIVACY_SECTIONS}
    />
  );
}

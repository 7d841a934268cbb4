import { Link } from "react-router";
import { PREMIUM_PRICE_GBP } from "../../../../shared/constants";
import { COMPANY, CONTACT_EMAILS, SITE_NAME, SITE_URL } from "../../../../shared/site";
import type { LegalSection } from "../components/legal-document";
import { GUARANTEE_SECTION } from "./guarantee-terms";
import { TERMS_USE_SECTIONS } from "./terms-use";

// 'Last Updated' is the day this text last changed. Change it with the text.
export const TERMS_LAST_UPDATED = "2026-11-22";

const supportMail = <a href={`mailto:${CONTACT_EMAILS.support}`}>{CONTACT_EMAILS.support}</a>;

export const termsIntro = (
  <p>
    These terms are the agreement between you and {COMPANY.legalName}, {COMPANY.addressLine}, for the use of{" "}
    {SITE_NAME} at {SITE_URL}. By creating an account you accept them. Our{" "}
    <Link to="/privacy">privacy policy</Link> explains how we handle your personal data.
  </p>
);

export const TERMS_SECTIONS: LegalSection[] = [
  {
    id: "your-account",
    title: "Your account",
    content: (
      <ul>
        <li>You must be at least 16 years old to create an account.</li>
        <li>Give accurate details, keep them up to date and keep only one account.</li>
        <li>Keep your password secret. You are responsible for what happens in your account.</li>
        <li>Tell us at once at {supportMail} if you think someone else has used your account.</li>
      </ul>
    ),
  },
  {
    id: "plans-and-payment",
    title: "Plans, prices and payment",
    content: (
      <>
        <p>
          The Free plan costs £0, forever. Premium costs £{PREMIUM_PRICE_GBP} per month. Prices include any
          VAT that applies. The <Link to="/pricing">pricing page</Link> lists what each plan includes.
        </p>
        <ul>
          <li>
            Premium is paid monthly in advance through our payment processor, Stripe, and renews each month.
          </li>
          <li>
            You can cancel at any time from the Billing page. Premium then continues until the end of the
            month you have paid for and you are not charged again.
          </li>
          <li>
            If we change the price, we tell you at least 30 days before it applies to you, so you can cancel
            first if you wish.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "cancellation-rights",
    title: "Your right to cancel",
    content: (
      <p>
        Under the Consumer Contracts Regulations 2013 you may cancel Premium within 14 days of buying it,
        without giving a reason, by emailing {supportMail} or cancelling from the Billing page. Because
        Premium starts straight away at your request, we refund what you paid minus a proportionate amount for
        the days you had Premium.
      </p>
    ),
  },
  GUARANTEE_SECTION,
  ...TERMS_USE_SECTIONS,
  {
    id: "contact",
    title: "Contact",
    content: <p>Questions about these terms, claims and complaints: {supportMail}.</p>,
  },
];

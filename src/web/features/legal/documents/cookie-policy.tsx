import { Fragment } from "react";
import { Link } from "react-router";
import { CONTACT_EMAILS } from "../../../../shared/site";
import type { LegalSection } from "../components/legal-document";
import { LegalTable } from "../components/legal-table";

// 'Last Updated' is the day this text last changed. Change it with the text.
export const COOKIES_LAST_UPDATED = "2026-11-22";

// The list matches what the app actually stores. The session cookie is better-auth's
// (src/server/auth.ts: 30-day sessions, refreshed at most daily); browsers get the __Secure- prefixed
// name over HTTPS. onboardingState is the onboarding draft of spec 000 §3. Nothing else is set.
const STORAGE_ROWS = [
  [
    <Fragment key="name">
      <code>better-auth.session_token</code> (named <code>__Secure-better-auth.session_token</code> on our
      secure site)
    </Fragment>,
    "Cookie, set by us. HttpOnly, so page scripts cannot read it",
    "Keeps you signed in by identifying your session to our server",
    "30 days, extended when you use the service; removed when you log out",
    "Strictly necessary",
  ],
  [
    <code key="name">onboardingState</code>,
    "Local storage in your browser",
    "Saves your onboarding answers as you go, so a reload does not lose them",
    "Until you finish or restart onboarding, or clear your browser's storage",
    "Strictly necessary",
  ],
];

export const cookiesIntro = (
  <p>
    This policy lists the cookies and similar browser storage our site uses. We use only what is strictly
    necessary to run the service: no analytics, advertising or tracking cookies.
  </p>
);

export const COOKIE_SECTIONS: LegalSection[] = [
  {
    id: "what-we-use",
    title: "What we store on your device",
    content: (
      <LegalTable
        caption="Cookies and browser storage we use"
        headings={["Name", "Type", "Purpose", "How long", "Category"]}
        rows={STORAGE_ROWS}
      />
    ),
  },
  {
    id: "consent",
    title: "Why we do not ask for consent",
    content: (
      <p>
        Under the Privacy and Electronic Communications Regulations, storage that is strictly necessary for a
        service you ask for does not need consent. Everything above is in that category, which is why you do
        not see a cookie banner. If we ever want to use anything optional, we will ask you first and update
        this page.
      </p>
    ),
  },
  {
    id: "third-parties",
    title: "Third parties",
    content: (
      <>
        <p>
          Our pages load no third-party scripts. The share links on blog articles are ordinary links:
          Facebook, X and LinkedIn learn nothing about your visit unless you click one.
        </p>
        <p>
          Payments are handled by Stripe. When you enter card details you do so in a page or form provided by
          Stripe, which may set its own cookies for security and fraud prevention under Stripe's cookie
          policy.
        </p>
      </>
    ),
  },
  {
    id: "managing",
    title: "Managing cookies",
    content: (
      <p>
        You can delete or block cookies and site data in your browser's settings. If you block the session
        cookie you will not be able to sign in. Questions:{" "}
        <a href={`mailto:${CONTACT_EMAILS.privacy}`}>{CONTACT_EMAILS.privacy}</a>. The{" "}
        <Link to="/privacy">privacy policy</Link> explains how we use personal data.
      </p>
    ),
  },
];

import { Link } from "react-router";
import { COMPANY, CONTACT_EMAILS, SITE_NAME, SITE_URL } from "../../../../shared/site";
import type { LegalSection } from "../components/legal-document";
import { LegalTable } from "../components/legal-table";
import { PRIVACY_RIGHTS_SECTIONS } from "./privacy-rights";

// 'Last Updated' is the day this text last changed. Change it with the text.
export const PRIVACY_LAST_UPDATED = "2026-11-22";

const privacyMail = <a href={`mailto:${CONTACT_EMAILS.privacy}`}>{CONTACT_EMAILS.privacy}</a>;

export const privacyIntro = (
  <p>
    This policy explains what personal data {SITE_NAME} collects, why, what we do with it, who we share it
    with, how long we keep it and the rights you have under UK data protection law (the UK GDPR and the Data
    Protection Act 2018).
  </p>
);

export const PRIVACY_SECTIONS: LegalSection[] = [
  {
    id: "who-we-are",
    title: "Who we are",
    content: (
      <>
        <p>
          {COMPANY.legalName}, {COMPANY.addressLine} (“we”, “us”), runs {SITE_NAME} at {SITE_URL} and is the
          controller of the personal data described in this policy.
        </p>
        <p>For anything about your personal data, email {privacyMail}.</p>
      </>
    ),
  },
  {
    id: "data-we-collect",
    title: "The data we collect",
    content: (
      <ul>
        <li>
          <strong>Account details:</strong> your name, email address and password. We store only a one-way
          hash of your password, never the password itself.
        </li>
        <li>
          <strong>Onboarding and profile answers:</strong> your university, course and education status, the
          roles, finance areas and locations you are targeting, whether you need visa sponsorship, your
          experience, skills, notification preferences and career goals.
        </li>
        <li>
          <strong>What you add while using the service:</strong> jobs you save or import, applications and
          notes in your tracker, documents such as CVs and cover letters, contacts and conversations in the
          networking CRM, interview practice answers and assessment results.
        </li>
        <li>
          <strong>Messages:</strong> what you send us through the contact form or support, and our replies.
        </li>
        <li>
          <strong>Payment information:</strong> if you take Premium, Stripe collects your card details. We
          receive only what we need to manage your subscription, such as the card brand, its last four digits,
          its expiry date and your payment history.
        </li>
        <li>
          <strong>Technical data:</strong> your IP address and browser details recorded with each sign-in
          session, IP addresses and email addresses used to limit repeated sign-in attempts, and server logs
          of requests.
        </li>
      </ul>
    ),
  },
  {
    id: "how-we-use-data",
    title: "How we use your data and our lawful bases",
    content: (
      <>
        <p>We use personal data only where UK data protection law gives us a lawful basis:</p>
        <LegalTable
          caption="Purposes and lawful bases"
          headings={["Purpose", "Lawful basis"]}
          rows={[
            [
              "Creating and running your account and the features you use, including the job feed, tracker, documents, networking CRM and interview practice",
              "Contract",
            ],
            ["Tailoring your job feed and alerts to your onboarding answers", "Contract"],
            ["Producing AI summaries, drafts, scores and feedback from the text you submit", "Contract"],
            [
              "Sending service emails: email confirmation, password resets, receipts and the alerts you choose",
              "Contract",
            ],
            ["Taking payments, managing your subscription and handling guarantee claims", "Contract"],
            ["Keeping accounting and tax records", "Legal obligation"],
            [
              "Protecting accounts and the service: sessions, limits on repeated attempts, fraud and abuse prevention",
              "Legitimate interests (keeping members and the service safe)",
            ],
            [
              "Answering your messages",
              "Legitimate interests (helping you), or contract where it concerns your account",
            ],
            [
              "Finding faults and improving the service from server records",
              "Legitimate interests (a reliable, useful service)",
            ],
            [
              "Showing your first name and university when you join Premium, only if you switch this on",
              "Consent, which you can withdraw at any time in your profile",
            ],
          ]}
        />
        <p>
          We do not ask for special category data, such as health or ethnicity. Please do not include it in
          documents or notes unless you are comfortable with us storing it for you.
        </p>
      </>
    ),
  },
  {
    id: "sharing",
    title: "Who we share data with",
    content: (
      <>
        <p>
          We do not sell your personal data, and we never send your details or documents to employers. We
          share data only with service providers (processors) who act on our instructions under written
          contracts:
        </p>
        <ul>
          <li>
            <strong>Hosting provider:</strong> runs our servers and database.
          </li>
          <li>
            <strong>Email delivery provider:</strong> sends account and service emails.
          </li>
          <li>
            <strong>Stripe (payment processor):</strong> processes card payments and subscriptions. Stripe is
            also a controller of some data for its own fraud-prevention and legal purposes, under its own
            privacy policy.
          </li>
          <li>
            <strong>AI model provider:</strong> where an AI feature uses an external model, the text needed
            for that request is sent to the provider to produce the result.
          </li>
        </ul>
        <p>
          We may also disclose data where the law requires it, for example to comply with a court order, or to
          protect the rights and safety of our members.
        </p>
      </>
    ),
  },
  {
    id: "international-transfers",
    title: "International transfers",
    content: (
      <p>
        Some providers may process data outside the UK. When they do, we make sure the transfer is protected:
        the destination is covered by UK adequacy regulations (including the UK extension to the EU-US Data
        Privacy Framework), or we use the UK International Data Transfer Agreement or the UK Addendum to the
        EU standard contractual clauses. Email {privacyMail} for a copy of the relevant safeguards.
      </p>
    ),
  },
  ...PRIVACY_RIGHTS_SECTIONS,
  {
    id: "cookies",
    title: "Cookies",
    content: (
      <p>
        We use only what is strictly necessary to sign you in and save your onboarding progress. The{" "}
        <Link to="/cookies">cookie policy</Link> lists each one.
      </p>
    ),
  },
];

import { CONTACT_EMAILS } from "../../../../shared/site";
import type { LegalSection } from "../components/legal-document";
import { LegalTable } from "../components/legal-table";

const privacyMail = <a href={`mailto:${CONTACT_EMAILS.privacy}`}>{CONTACT_EMAILS.privacy}</a>;

// The second half of the privacy policy: how long data is kept, how it is protected and the rights
// UK GDPR Articles 12-22 give, ending with the right to complain to the ICO.
export const PRIVACY_RIGHTS_SECTIONS: LegalSection[] = [
  {
    id: "retention",
    title: "How long we keep data",
    content: (
      <LegalTable
        caption="Retention periods"
        headings={["Data", "How long we keep it"]}
        rows={[
          [
            "Account, profile, onboarding answers and everything you add",
            "While your account is open. When you delete your account we erase it within 30 days, and from backups as they expire, within 90 days",
          ],
          [
            "Free accounts nobody has signed in to for 3 years",
            "We email you first and delete the account if you do not sign in within 30 days",
          ],
          [
            "Payment and billing records",
            "6 years from the end of the financial year they relate to, as UK tax law requires",
          ],
          ["Support and contact messages", "2 years after the conversation ends"],
          [
            "Sign-in session records (IP address and browser)",
            "Until the session ends: when you log out, or after 30 days without use",
          ],
          ["Records of repeated sign-in attempts", "For the counting window, at most 1 hour"],
          ["Server logs", "30 days"],
        ]}
      />
    ),
  },
  {
    id: "security",
    title: "How we protect data",
    content: (
      <p>
        All traffic to the site is encrypted in transit. Passwords are stored as Argon2 hashes. Access to
        personal data is limited to the people who need it to run the service. If a breach puts your rights at
        high risk, we will tell you without undue delay.
      </p>
    ),
  },
  {
    id: "your-rights",
    title: "Your rights",
    content: (
      <>
        <p>You have the right to:</p>
        <ul>
          <li>access the personal data we hold about you and receive a copy;</li>
          <li>have inaccurate data corrected and incomplete data completed;</li>
          <li>have your data erased, for example by deleting your account;</li>
          <li>restrict how we use your data while a concern is resolved;</li>
          <li>object to our use of your data where we rely on legitimate interests;</li>
          <li>receive data you gave us in a portable, machine-readable format;</li>
          <li>withdraw consent at any time, where we rely on consent.</li>
        </ul>
        <p>
          To use any of these rights, email {privacyMail} from the address on your account. We reply within
          one month; if a request is complex we may extend this by up to two further months and will tell you
          why. Using your rights is free.
        </p>
      </>
    ),
  },
  {
    id: "automated-decisions",
    title: "Automated decisions",
    content: (
      <p>
        CV match scores, AI summaries and interview feedback are guidance for you. We do not make decisions
        with legal or similarly significant effects about you by automated means alone.
      </p>
    ),
  },
  {
    id: "age",
    title: "Age",
    content: (
      <p>The service is for people aged 16 and over. We do not knowingly collect data from anyone younger.</p>
    ),
  },
  {
    id: "complaints",
    title: "Complaints",
    content: (
      <p>
        If you are unhappy with how we handle your data, please contact {privacyMail} first so we can put it
        right. You also have the right to complain to the Information Commissioner's Office (ICO), the UK's
        data protection regulator, at{" "}
        <a href="https://ico.org.uk" target="_blank" rel="noopener noreferrer">
          ico.org.uk
        </a>{" "}
        or on 0303 123 1113.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to this policy",
    content: (
      <p>
        When we change this policy we update the date at the top. If a change affects how we use data you have
        already given us, we will email you before it takes effect.
      </p>
    ),
  },
];

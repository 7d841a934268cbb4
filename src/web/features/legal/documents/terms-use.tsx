import type { LegalSection } from "../components/legal-document";

// The second half of the terms: what the service is, fair use, and the limits of our liability,
// written for consumers (Consumer Rights Act 2015: terms must be fair and in plain language).
export const TERMS_USE_SECTIONS: LegalSection[] = [
  {
    id: "what-we-provide",
    title: "What the service is, and is not",
    content: (
      <ul>
        <li>
          We provide tools to find, prepare for and track applications for finance roles. We are not a
          recruitment agency or an employer, and apart from the guarantee above we do not promise interviews
          or offers.
        </li>
        <li>
          Job listings describe roles published by other organisations. Always check the details, dates and
          eligibility on the employer's own site before applying.
        </li>
        <li>
          AI summaries, drafts, scores and feedback can contain mistakes. Treat them as a starting point and
          check them before you rely on or send anything.
        </li>
      </ul>
    ),
  },
  {
    id: "your-content",
    title: "Your content",
    content: (
      <>
        <p>
          You keep ownership of what you add, such as CVs, cover letters, notes and contacts. You give us
          permission to store and process it only to provide the service to you.
        </p>
        <p>
          You must have the right to add what you upload. If you record details of other people in the
          networking CRM, keep them to what you need to stay in touch, and remove them if asked.
        </p>
      </>
    ),
  },
  {
    id: "acceptable-use",
    title: "Acceptable use",
    content: (
      <>
        <p>Please do not:</p>
        <ul>
          <li>share your account or resell access to the service;</li>
          <li>
            copy or scrape the job feed or other content in bulk, or use automated means to access the
            service;
          </li>
          <li>try to break, overload or get around the security of the service;</li>
          <li>upload anything unlawful, abusive or that infringes someone else's rights;</li>
          <li>
            use the service to break an employer's rules, for example by using AI tools during a test that
            forbids outside help.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "availability",
    title: "Availability and changes to the service",
    content: (
      <p>
        We work to keep the service available and secure, but it may sometimes be unavailable for maintenance
        or reasons outside our control. We may improve or change features; if a change significantly reduces
        what Premium includes, we will tell you in advance and you may cancel and receive a refund for any
        period you have paid for but not used.
      </p>
    ),
  },
  {
    id: "ending",
    title: "Closing your account",
    content: (
      <p>
        You can delete your account at any time. We may suspend or close an account for a serious or repeated
        breach of these terms, telling you why unless the law prevents it. If we close your account without
        such a breach, we refund any Premium period you have paid for but not used.
      </p>
    ),
  },
  {
    id: "liability",
    title: "Our responsibility to you",
    content: (
      <>
        <p>
          We provide the service with reasonable care and skill. If we break these terms or are negligent, we
          are responsible for loss or damage you suffer that was a foreseeable result. We are not responsible
          for losses that were not foreseeable, or for business losses, as the service is for personal use.
        </p>
        <p>
          Nothing in these terms limits our liability for death or personal injury caused by our negligence,
          for fraud, or for anything else the law does not allow us to limit, and nothing affects your
          statutory rights.
        </p>
      </>
    ),
  },
  {
    id: "changes-and-law",
    title: "Changes to these terms and governing law",
    content: (
      <>
        <p>
          If we change these terms we update the date at the top, and for changes that affect you
          significantly we email you at least 30 days before they apply. If you do not agree, you may cancel
          before then.
        </p>
        <p>
          These terms are governed by the law of England and Wales. You can bring proceedings in the courts of
          England and Wales, or, if you live in Scotland or Northern Ireland, in the courts there.
        </p>
      </>
    ),
  },
];

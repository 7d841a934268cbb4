import { Clock, Mail, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { CONTACT_REPLY_WORKING_DAYS } from "../../../../shared/messages";
import { CONTACT_EMAILS } from "../../../../shared/site";
import { Card } from "../../../components/ui/card";
import { canonicalLink, pageMeta } from "../../../lib/seo";
import { ContactForm } from "../components/contact-form";

const PATH = "/contact";

export function meta() {
  return pageMeta({
    path: PATH,
    title: "Contact us",
    description: `Questions about the plans, your account or our tools? Send the Finance Careers support team a message and we reply within ${CONTACT_REPLY_WORKING_DAYS} working days.`,
  });
}

export function links() {
  return canonicalLink(PATH);
}

// spec 000 §2.1 and §2.5: the message is stored for the support inbox and confirmed by email.
export default function Contact() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:py-16">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-12">
        <header>
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">Contact us</h1>
          <p className="mt-4 text-lg text-slate-600">
            Questions about the plans, your account or how the tools work? Send us a message and our support
            team will answer by email.
          </p>
          <ul className="mt-8 space-y-5 text-slate-700">
            <li className="flex gap-3">
              <Clock aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
              <span>
                We reply within {CONTACT_REPLY_WORKING_DAYS} working days, and email you a confirmation as
                soon as your message reaches us.
              </span>
            </li>
            <li className="flex gap-3">
              <Mail aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
              <span>
                Prefer email? Write to{" "}
                <a
                  href={`mailto:${CONTACT_EMAILS.support}`}
                  className="font-medium text-brand-700 underline-offset-4 hover:underline"
                >
                  {CONTACT_EMAILS.support}
                </a>
                .
              </span>
            </li>
            <li className="flex gap-3">
              <ShieldCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
              <span>
                We use your details only to answer you. Read our{" "}
                <Link to="/privacy" className="font-medium text-brand-700 underline-offset-4 hover:underline">
                  Privacy Policy
                </Link>
                .
              </span>
            </li>
          </ul>
        </header>
        <Card className="sm:p-8">
          <h2 className="mb-6 text-xl font-bold tracking-tight text-slate-900">Send us a message</h2>
          <ContactForm />
        </Card>
      </div>
    </div>
  );
}

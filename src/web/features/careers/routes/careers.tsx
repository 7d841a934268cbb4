import { Flame, Lightbulb, Mail, Target, Users } from "lucide-react";
import { CONTACT_EMAILS } from "../../../../shared/site";
import { Card } from "../../../components/ui/card";
import { canonicalLink, pageMeta } from "../../../lib/seo";

const PATH = "/careers";

export function meta() {
  return pageMeta({
    path: PATH,
    title: "Careers",
    description:
      "Work with us on tools that help students and graduates win their first finance job: our values and open positions.",
  });
}

export function links() {
  return canonicalLink(PATH);
}

// spec 000 §2.1: four values, in this order.
const VALUES = [
  {
    icon: Target,
    title: "Impact",
    text: "We judge our work by whether it moves members closer to an offer, and we build what makes the biggest difference to them.",
  },
  {
    icon: Users,
    title: "Collaboration",
    text: "Engineers, designers and people who have been through finance recruiting work as one team and share what they learn openly.",
  },
  {
    icon: Lightbulb,
    title: "Innovation",
    text: "We use new technology, AI included, where it genuinely helps people prepare, and we test every idea with the students who use it.",
  },
  {
    icon: Flame,
    title: "Passion",
    text: "We care about opening finance careers to talented people from every background, not only those with the right connections.",
  },
];

// The openings list is empty until a role is advertised (spec 000 §2.1); the mail link comes from
// site configuration so it always reaches a real inbox.
const SPECULATIVE_MAIL = `mailto:${CONTACT_EMAILS.careers}?subject=${encodeURIComponent("Speculative application")}`;

export default function Careers() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:py-16">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">Careers</h1>
        <p className="mt-4 text-lg text-slate-600">
          We build tools that help students and graduates win their first finance job. These are the values we
          work by.
        </p>
      </header>

      <section aria-labelledby="values-heading" className="mt-12">
        <h2 id="values-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          Our values
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2">
          {VALUES.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Card className="h-full">
                <Icon aria-hidden className="size-6 text-brand-600" />
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
                <p className="mt-2 text-slate-600">{text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="openings-heading" className="mt-16">
        <h2 id="openings-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          Open positions
        </h2>
        <Card className="mt-6 text-center">
          <h3 className="text-lg font-semibold text-slate-900">No Open Positions Currently</h3>
          <p className="mx-auto mt-2 max-w-xl text-slate-600">
            We are not hiring right now, but we are glad to hear from people who share our values. Send your
            CV and a short note about what you would like to work on.
          </p>
          <a
            href={SPECULATIVE_MAIL}
            className="mt-5 inline-flex items-center gap-2 font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            <Mail aria-hidden className="size-4" />
            {CONTACT_EMAILS.careers}
          </a>
        </Card>
      </section>
    </div>
  );
}

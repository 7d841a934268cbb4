import { Link } from "react-router";
import { canonicalLink, pageMeta } from "../../../lib/seo";
import { FaqAccordion } from "../components/faq-accordion";
import { FAQ_ITEMS } from "../faq-items";

const PATH = "/faq";

// Closed answers are not in the accordion's HTML, so the full questions and answers also travel as
// FAQPage structured data: crawlers reading the prerendered page still get every answer. It is a
// data block, never executed, so the CSP's script rules do not apply to it.
export function meta() {
  return [
    ...pageMeta({
      path: PATH,
      title: "Frequently asked questions",
      description:
        "Which finance roles we cover, how jobs are found and how often, what is free for students, alumni contacts and the AI application assistant.",
    }),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "FAQPage",
        mainEntity: FAQ_ITEMS.map((item) => ({
          "@type": "Question",
          name: item.question,
          acceptedAnswer: { "@type": "Answer", text: item.answer.join(" ") },
        })),
      },
    },
  ];
}

export function links() {
  return canonicalLink(PATH);
}

export default function Faq() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
        Frequently asked questions
      </h1>
      <p className="mt-4 text-lg text-slate-600">
        Short answers about the roles we cover, pricing and how the tools work.
      </p>
      <div className="mt-10">
        <FaqAccordion items={FAQ_ITEMS} />
      </div>
      <p className="mt-8 text-slate-700">
        Still have a question?{" "}
        <Link to="/contact" className="font-medium text-brand-700 underline-offset-4 hover:underline">
          Contact us
        </Link>{" "}
        or{" "}
        <Link to="/pricing" className="font-medium text-brand-700 underline-offset-4 hover:underline">
          compare the plans
        </Link>
        .
      </p>
    </div>
  );
}

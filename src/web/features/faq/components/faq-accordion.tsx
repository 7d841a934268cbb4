import { ChevronDown } from "lucide-react";
import { Accordion } from "radix-ui";
import type { FaqItem } from "../faq-items";

// spec 000 §2.1: one item open at a time (type "single"), and the open one can be closed again.
// Radix supplies the button semantics, aria-expanded/aria-controls and arrow-key movement between
// questions; questions are h2 because the page title is the only h1.
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  return (
    <Accordion.Root
      type="single"
      collapsible
      className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
    >
      {items.map((item) => (
        <Accordion.Item key={item.id} value={item.id}>
          <Accordion.Header asChild>
            <h2>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-slate-900 hover:bg-slate-50 sm:text-lg">
                {item.question}
                <ChevronDown
                  aria-hidden
                  className="size-5 shrink-0 text-slate-500 transition-transform duration-200 group-data-[state=open]:rotate-180"
                />
              </Accordion.Trigger>
            </h2>
          </Accordion.Header>
          <Accordion.Content className="space-y-3 px-5 pb-5 text-slate-700">
            {item.answer.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

import { BarChart3, Bell, Briefcase, FileText, MessageSquare, Users } from "lucide-react";

// spec 000 §1: what the product does.
const FEATURES = [
  {
    icon: Briefcase,
    title: "Job feed with alerts",
    text: "Spring weeks, internships and graduate programmes from the firms you care about.",
  },
  {
    icon: BarChart3,
    title: "CV match score",
    text: "See how your CV fits a role and what to change.",
  },
  {
    icon: MessageSquare,
    title: "Mock interviews",
    text: "Timed practice with feedback on every answer.",
  },
  {
    icon: FileText,
    title: "Cover letter and resume tools",
    text: "Drafts tailored to each application.",
  },
  {
    icon: Users,
    title: "Networking CRM",
    text: "Contacts, follow-ups and monthly chat goals.",
  },
  {
    icon: Bell,
    title: "Application tracker",
    text: "Every application and deadline on one board.",
  },
] as const satisfies readonly { icon: unknown; title: string; text: string }[];

export function FeaturesGrid() {
  return (
    <section aria-labelledby="features-heading" className="border-t border-slate-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
        <h2 id="features-heading" className="text-center text-3xl font-bold tracking-tight text-slate-900">
          Everything you need, from first search to offer
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-slate-200 bg-slate-50 p-6">
              <Icon aria-hidden className="size-6 text-brand-700" />
              <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-sm text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

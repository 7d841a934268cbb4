import { BarChart3, Bell, Briefcase, FileText, MessageSquare, Users } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";

export function meta() {
  return [
    { title: "Finance Careers: land your first finance job" },
    {
      name: "description",
      content:
        "Job feed, application tracker, CV match scores and interview practice for students and graduates aiming at finance.",
    },
  ];
}

// spec 000 §1: what the product does. The full landing page (banner, testimonials, guarantee) is
// built by the public-site issue; figures appear only when backed by data (DESIGN §6).
const FEATURES = [
  {
    icon: Briefcase,
    title: "Job feed with alerts",
    text: "Spring weeks, internships and graduate programmes from the firms you care about.",
  },
  { icon: BarChart3, title: "CV match score", text: "See how your CV fits a role and what to change." },
  { icon: MessageSquare, title: "Mock interviews", text: "Timed practice with feedback on every answer." },
  { icon: FileText, title: "Cover letter and resume tools", text: "Drafts tailored to each application." },
  { icon: Users, title: "Networking CRM", text: "Contacts, follow-ups and monthly chat goals." },
  { icon: Bell, title: "Application tracker", text: "Every application and deadline on one board." },
];

export default function Home() {
  return (
    <>
      <section className="bg-gradient-to-b from-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-5xl px-4 py-20 text-center sm:py-28">
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">Win your first finance job</h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-brand-100">
            Investment banking, asset management, private equity and hedge funds: one place to find the roles,
            prepare for every stage and track every application.
          </p>
          <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg" className="bg-white text-brand-900 hover:bg-brand-50">
              <Link to="/signup">Get Early Access</Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="secondary"
              className="border-white/40 bg-transparent text-white hover:bg-white/10"
            >
              <Link to="/our-app">See the app</Link>
            </Button>
          </div>
        </div>
      </section>
      <section aria-labelledby="features" className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="features" className="text-center text-3xl font-bold tracking-tight">
          Everything you need, from first search to offer
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <Icon aria-hidden className="size-6 text-brand-600" />
              <h3 className="mt-4 font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

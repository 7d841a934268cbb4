import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { GUARANTEE_DAYS } from "../../../../shared/constants";
import { Button } from "../../../components/ui/button";
import { canonicalLink, pageMeta } from "../../../lib/seo";
import { FeatureCarousel } from "../components/feature-carousel";
import { HeroVideo } from "../components/hero-video";
import { TOUR_SLIDES } from "../tour-slides";

const PATH = "/our-app";

export function meta() {
  return pageMeta({
    path: PATH,
    title: "Our App: a tour of every feature",
    description:
      "See the app that helps students and graduates win finance jobs: job feed, premier firms, application tracker, CV and cover letter tools, assessment prep, networking CRM, mock interviews and more.",
  });
}

export function links() {
  return canonicalLink(PATH);
}

// spec 000 §2.1 (/our-app) and §2.8: back link home, hero video, the feature slides, and the closing
// 'Get Guaranteed Access Now' button to /signup. Every image and the video come from the real app
// (npm run tour:capture).
export default function OurApp() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <Link
        to="/"
        className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        Back to Home
      </Link>

      <header className="mx-auto mt-8 max-w-3xl text-center">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">Our App</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
          Everything you need to win a finance job, in one app
        </h1>
        <p className="mt-4 text-lg text-slate-600">
          Find the roles, prepare for every stage, and track every application. Here is what the app does,
          with screens taken straight from the product.
        </p>
      </header>

      <div className="mx-auto mt-10 max-w-4xl">
        <HeroVideo />
      </div>

      <section aria-labelledby="tour-features" className="mt-16">
        <h2 id="tour-features" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
          Feature by feature
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">
          Use the arrows, the dots or your keyboard's arrow keys to move through the features.
        </p>
        <div className="mt-8">
          <FeatureCarousel slides={TOUR_SLIDES} />
        </div>
      </section>

      <section
        aria-labelledby="tour-cta"
        className="mt-16 rounded-2xl bg-gradient-to-b from-brand-900 to-brand-700 px-6 py-12 text-center text-white"
      >
        <h2 id="tour-cta" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Ready to start?
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-brand-100">
          Premium comes with our {GUARANTEE_DAYS}-day job guarantee: no finance job offer in {GUARANTEE_DAYS}{" "}
          days and we pay for month 4.{" "}
          <Link to="/terms#guarantee" className="font-medium text-white underline underline-offset-4">
            See the conditions
          </Link>
        </p>
        <Button asChild size="lg" className="mt-8 bg-white text-brand-900 hover:bg-brand-50">
          <Link to="/signup">Get Guaranteed Access Now</Link>
        </Button>
      </section>
    </div>
  );
}

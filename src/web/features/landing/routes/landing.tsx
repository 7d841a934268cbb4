import { canonicalLink, pageMeta } from "../../../lib/seo";
import { useLanding } from "../api/landing";
import { CampaignBanner } from "../components/campaign-banner";
import { FeaturesGrid } from "../components/features-grid";
import { FiguresStrip } from "../components/figures-strip";
import { Guarantee } from "../components/guarantee";
import { Hero } from "../components/hero";
import { HERO_CARD_DELAY_MS, HeroCard } from "../components/hero-card";
import { HowItWorks } from "../components/how-it-works";
import { JoinAlert } from "../components/join-alert";
import { LogoStrip } from "../components/logo-strip";
import { TestimonialCarousel } from "../components/testimonial-carousel";
import { UrgencyBar } from "../components/urgency-bar";
import { useDelay, useFirstValue } from "../use-timing";

const PATH = "/";

export function meta() {
  return pageMeta({
    path: PATH,
    title: "Win your first finance job",
    description:
      "Job feed with alerts, CV match scores, mock interviews and an application tracker for UK students and graduates aiming at banking, asset management, private equity and hedge funds.",
  });
}

export function links() {
  return canonicalLink(PATH);
}

// spec 000 §2.1 and §2.7: the landing page. What does not depend on data (hero, logos,
// how-it-works, features, guarantee) is prerendered; the campaign, "just joined" alert, testimonials
// and figures load here and appear only when the data backs them.
export default function Landing() {
  const { data, isPending } = useLanding();
  const clockOffsetMs = useFirstValue(data?.clockOffsetMs) ?? 0;
  const heroCardDue = useDelay(HERO_CARD_DELAY_MS);
  const campaign = data?.campaign;
  const testimonials = data?.testimonials ?? [];
  const figures = data?.figures ?? [];

  return (
    <>
      {campaign && <CampaignBanner campaign={campaign} clockOffsetMs={clockOffsetMs} />}
      <Hero card={<HeroCard visible={heroCardDue && !isPending} figure={data?.hero_figure} />} />
      <LogoStrip />
      <HowItWorks />
      {figures.length > 0 && <FiguresStrip figures={figures} />}
      <FeaturesGrid />
      {testimonials.length > 0 && (
        <section aria-labelledby="testimonials-heading" className="px-4 py-16 sm:py-20">
          <h2
            id="testimonials-heading"
            className="mb-10 text-center text-3xl font-bold tracking-tight text-slate-900"
          >
            What members say
          </h2>
          <TestimonialCarousel items={testimonials} />
        </section>
      )}
      <Guarantee />
      <JoinAlert join={data?.recent_join} />
      {campaign && <UrgencyBar campaign={campaign} clockOffsetMs={clockOffsetMs} />}
    </>
  );
}

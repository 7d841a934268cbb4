import { Clock } from "lucide-react";
import { screenOfSlide } from "../../../lib/app-screens";
import { SCREENSHOT_SIZE, tourAsset } from "../tour-assets";
import type { TourSlide } from "../tour-slides";

type Props = {
  slide: TourSlide;
  index: number;
  count: number;
  active: boolean;
};

// One slide of the feature tour: its title, what the feature does and a screenshot of the real screen,
// or, while that screen is still being built, a plain "coming soon" panel in the screenshot's place (a
// picture of a placeholder would promise what is not there yet). Slides that are not showing are hidden
// from assistive technology and from the tab order (inert).
export function TourSlideCard({ slide, index, count, active }: Props) {
  const { screen } = screenOfSlide(slide.id);
  const live = screen.status === "live";
  return (
    // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group; a fieldset is for form controls.
    <div
      id={`slide-${slide.id}`}
      data-slide-id={slide.id}
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${count}: ${slide.title}`}
      aria-hidden={!active}
      inert={!active}
      className="grid w-full shrink-0 content-start items-center gap-6 p-5 sm:p-8 lg:grid-cols-5 lg:content-center lg:gap-10"
    >
      <div className="lg:col-span-2">
        <p className="text-sm font-semibold text-brand-600">
          {index + 1} / {count}
        </p>
        <h3 className="mt-2 text-2xl font-bold tracking-tight text-slate-900">{slide.title}</h3>
        <p className="mt-3 text-slate-700">{slide.description}</p>
      </div>
      {live ? (
        <img
          src={tourAsset(slide.screenshot)}
          alt={`The ${screen.title} screen of the app`}
          width={SCREENSHOT_SIZE.width}
          height={SCREENSHOT_SIZE.height}
          // The first slide is on screen when the page opens; the others load when they come near.
          loading={index === 0 ? undefined : "lazy"}
          decoding="async"
          className="h-auto w-full rounded-lg border border-slate-200 bg-slate-100 shadow-md lg:col-span-3"
        />
      ) : (
        <div
          data-testid="coming-soon"
          className="grid aspect-[8/5] w-full place-items-center rounded-lg border border-dashed border-slate-300 bg-slate-50 p-6 text-center lg:col-span-3"
        >
          <div>
            <Clock aria-hidden className="mx-auto size-8 text-brand-600" />
            <p className="mt-3 text-lg font-semibold text-slate-900">Coming soon</p>
            <p className="mt-1 text-sm text-slate-600">
              The {screen.title} screen is being built and will appear in the app when it is ready.
            </p>
          </div>
        </div>
      )}
    </div>
  );
}

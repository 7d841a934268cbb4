import { screenOfSlide } from "../../../lib/app-screens";
import { SCREENSHOT_SIZE, tourAsset } from "../tour-assets";
import type { TourSlide } from "../tour-slides";

type Props = {
  slide: TourSlide;
  index: number;
  count: number;
  active: boolean;
};

// One slide of the feature tour: its title, what the feature does and a screenshot of the real screen.
// Slides that are not showing are hidden from assistive technology and from the tab order (inert).
export function TourSlideCard({ slide, index, count, active }: Props) {
  const { screen } = screenOfSlide(slide.id);
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
    </div>
  );
}

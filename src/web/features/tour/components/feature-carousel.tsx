import { ChevronLeft, ChevronRight } from "lucide-react";
import { type ReactNode, useRef } from "react";
import { useCarousel } from "../../../lib/use-carousel";
import { cn } from "../../../lib/utils";
import type { TourSlide } from "../tour-slides";
import { TourSlideCard } from "./tour-slide-card";

const SWIPE_MIN_PX = 50;

// spec 000 §2.8, by keyboard too: previous/next wrap, dots jump, arrow keys move while the carousel
// has focus, a swipe moves on touch screens, and each change is announced politely ("Slide N of M: …").
export function FeatureCarousel({ slides }: { slides: readonly TourSlide[] }) {
  const count = slides.length;
  const {
    current: active,
    announcement,
    show,
    move,
    onKeyDown,
  } = useCarousel(count, (index) => `Slide ${index + 1} of ${count}: ${slides[index]?.title ?? ""}`);
  const touchStartX = useRef<number | null>(null);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Feature tour"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the carousel takes focus so the arrow keys can move it.
      tabIndex={0}
      onKeyDown={onKeyDown}
      className="rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div
        className="overflow-hidden"
        onTouchStart={(event) => {
          touchStartX.current = event.touches[0]?.clientX ?? null;
        }}
        onTouchEnd={(event) => {
          const start = touchStartX.current;
          const end = event.changedTouches[0]?.clientX;
          touchStartX.current = null;
          if (start === null || end === undefined || Math.abs(end - start) < SWIPE_MIN_PX) return;
          move(end < start ? 1 : -1);
        }}
      >
        <div
          className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${active * 100}%)` }}
        >
          {slides.map((slide, index) => (
            <TourSlideCard
              key={slide.id}
              slide={slide}
              index={index}
              count={count}
              active={index === active}
            />
          ))}
        </div>
      </div>

      <div className="flex flex-wrap items-center justify-center gap-x-4 gap-y-3 border-t border-slate-200 px-2 py-4 sm:px-4">
        <CarouselButton label="Previous slide" onClick={() => move(-1)}>
          <ChevronLeft aria-hidden className="size-5" />
        </CarouselButton>
        <ol className="order-first flex w-full flex-wrap justify-center sm:order-none sm:w-auto">
          {slides.map((slide, index) => (
            <li key={slide.id}>
              <button
                type="button"
                aria-label={`Go to slide ${index + 1}: ${slide.title}`}
                aria-current={index === active ? "true" : undefined}
                onClick={() => show(index)}
                className="group grid size-6 place-items-center rounded-full"
              >
                <span
                  aria-hidden
                  className={cn(
                    "block size-2.5 rounded-full transition-colors",
                    index === active ? "bg-brand-600" : "bg-slate-300 group-hover:bg-slate-400",
                  )}
                />
              </button>
            </li>
          ))}
        </ol>
        <CarouselButton label="Next slide" onClick={() => move(1)}>
          <ChevronRight aria-hidden className="size-5" />
        </CarouselButton>
      </div>
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}

function CarouselButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="grid size-10 place-items-center rounded-full border border-slate-300 bg-white text-slate-700 hover:bg-slate-100"
    >
      {children}
    </button>
  );
}

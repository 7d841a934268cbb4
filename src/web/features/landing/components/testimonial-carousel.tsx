import { ChevronLeft, ChevronRight, Pause, Play, Star } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { useCarousel } from "../../../lib/use-carousel";
import { cn } from "../../../lib/utils";
import type { LandingTestimonial } from "../api/landing";
import { TESTIMONIAL_INTERVAL_MS } from "../carousel";

function Rating({ value }: { value: number }) {
  return (
    <p className="flex gap-0.5 text-amber-500">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} aria-hidden className={cn("size-5", n <= value ? "fill-current" : "text-slate-300")} />
      ))}
      <span className="sr-only">Rated {value} out of 5</span>
    </p>
  );
}

function ControlButton({
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

/**
 * spec 000 §4.8: up to 5 testimonials; advances every 4 s, pauses while the pointer
 * is over it or focus is inside it (and with the pause button, WCAG 2.2.2), wraps, previous/next and dot
 * buttons, arrow keys while focused. Moves the visitor makes are announced politely; automatic ones are not.
 */
export function TestimonialCarousel({ items }: { items: readonly LandingTestimonial[] }) {
  const count = items.length;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const { current, announcement, show, move, advance, onKeyDown } = useCarousel(
    count,
    (index) => `Testimonial ${index + 1} of ${count}${items[index] ? `: ${items[index].name}` : ""}`,
  );
  const paused = hovered || focused || stopped;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `current` restarts the 4 s wait after every move.
  useEffect(() => {
    if (paused || count < 2) return;
    // A timeout per slide: after any move, the next one comes a full interval later.
    const timer = setTimeout(advance, TESTIMONIAL_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [paused, count, current]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Member testimonials"
      data-testid="testimonials"
      data-paused={paused}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the carousel takes focus so the arrow keys can move it.
      tabIndex={0}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      className="mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-10"
    >
      <div className="grid">
        {items.map((item, index) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group, not a form fieldset.
          <div
            key={`${item.name}-${item.quote.slice(0, 24)}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${count}`}
            aria-hidden={index !== current}
            data-testid="testimonial"
            data-active={index === current}
            className={cn(
              "[grid-area:1/1] transition-opacity duration-500 motion-reduce:transition-none",
              index === current ? "visible opacity-100" : "invisible opacity-0",
            )}
          >
            <figure>
              <Rating value={item.rating} />
              <blockquote className="mt-4 text-lg leading-relaxed text-slate-800 sm:text-xl">
                <p>“{item.quote}”</p>
              </blockquote>
              <figcaption className="mt-6 text-sm text-slate-600">
                <span className="block font-semibold text-slate-900">{item.name}</span>
                {item.role}, {item.company} · {item.school}
              </figcaption>
            </figure>
          </div>
        ))}
      </div>

      {count > 1 && (
        <div className="mt-8 flex flex-wrap items-center justify-center gap-2 sm:gap-3">
          <ControlButton label="Previous testimonial" onClick={() => move(-1)}>
            <ChevronLeft aria-hidden className="size-5" />
          </ControlButton>
          <ul className="flex items-center">
            {items.map((item, index) => (
              <li key={`${item.name}-${item.quote.slice(0, 24)}`}>
                <button
                  type="button"
                  aria-label={`Show testimonial ${index + 1} of ${count}`}
                  aria-current={index === current ? "true" : undefined}
                  onClick={() => show(index)}
                  className="grid size-6 place-items-center rounded-full sm:size-8"
                >
                  <span
                    className={cn(
                      "block size-2.5 rounded-full",
                      index === current ? "bg-brand-600" : "bg-slate-300 hover:bg-slate-400",
                    )}
                  />
                </button>
              </li>
            ))}
          </ul>
          <ControlButton label="Next testimonial" onClick={() => move(1)}>
            <ChevronRight aria-hidden className="size-5" />
          </ControlButton>
          <ControlButton
            label={stopped ? "Play testimonials" : "Pause testimonials"}
            onClick={() => setStopped((s) => !s)}
          >
            {stopped ? <Play aria-hidden className="size-4" /> : <Pause aria-hidden className="size-4" />}
          </ControlButton>
        </div>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}

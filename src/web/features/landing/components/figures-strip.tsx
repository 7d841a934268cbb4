import type { LandingFigure } from "../api/landing";

/**
 * spec 000 §1 keeps it: only figures the product can back (counted from our records, or
 * entered by an admin with their source) and each one says where it comes from. Nothing else is shown.
 */
export function FiguresStrip({ figures }: { figures: readonly LandingFigure[] }) {
  return (
    <section aria-labelledby="figures-heading" data-testid="figures" className="bg-brand-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="figures-heading" className="sr-only">
          Finance Careers in figures
        </h2>
        <dl className="flex flex-wrap justify-center gap-x-16 gap-y-8 text-center">
          {figures.map((figure) => (
            <div key={figure.key} className="flex min-w-36 flex-col">
              <dt className="order-2 mt-1 text-sm font-medium text-brand-100">{figure.label}</dt>
              <dd className="order-1 text-4xl font-extrabold tabular-nums">{figure.value}</dd>
              <dd className="order-3 mt-1 text-xs text-brand-100">Source: {figure.source}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

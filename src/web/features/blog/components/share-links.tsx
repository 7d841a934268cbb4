import { type ShareTarget, shareTargets } from "../share-urls";

// Outline marks drawn here because the icon set carries no brand logos.
const GLYPHS: Record<ShareTarget["network"], React.ReactNode> = {
  facebook: (
    <path d="M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H6.5v3.5H9V21h3.5v-7.5H15l.5-3.5h-3V7a1 1 0 0 1 1-1H15z" />
  ),
  x: <path d="M5 4l14 16M19 4L5 20" />,
  linkedin: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 10v7M8 7v.01M12 17v-4a2 2 0 0 1 4 0v4M12 10v7" />
    </>
  ),
};

// Real share endpoints, opened in a new tab; noopener keeps the article page out of the
// opened window's reach, noreferrer keeps the visitor's path private.
export function ShareLinks({ url, title }: { url: string; title: string }) {
  return (
    <section aria-labelledby="share-heading" className="mt-12 border-t border-slate-200 pt-6">
      <h2 id="share-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
        Share this article
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {shareTargets(url, title).map((target) => (
          <li key={target.network}>
            <a
              href={target.href}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:border-brand-500 hover:text-brand-700"
            >
              <svg
                aria-hidden
                viewBox="0 0 24 24"
                className="size-4"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                {GLYPHS[target.network]}
              </svg>
              {target.label}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

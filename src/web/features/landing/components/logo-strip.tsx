import { useEffect, useRef, useState } from "react";
import { FIRM_LOGOS, type FirmLogo, LOGO_BASE_URL, logoUrl } from "../logos";

const LOGO_WIDTH = 160;
const LOGO_HEIGHT = 40;

/** One logo; if it cannot be loaded it is hidden and the firm's name shows as text (spec 000 §2.7). */
function Logo({ logo, baseUrl }: { logo: FirmLogo; baseUrl: string }) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);

  useEffect(() => {
    // The prerendered <img> may have failed before React attached onError.
    const img = image.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);

  if (failed) {
    return (
      <span data-testid="logo-fallback" className="text-base font-semibold tracking-tight text-slate-600">
        {logo.name}
      </span>
    );
  }
  return (
    <img
      ref={image}
      src={logoUrl(logo, baseUrl)}
      alt={logo.name}
      width={LOGO_WIDTH}
      height={LOGO_HEIGHT}
      decoding="async"
      className="h-8 w-auto opacity-80 sm:h-10"
      onError={() => setFailed(true)}
    />
  );
}

export function LogoStrip({
  logos = FIRM_LOGOS,
  baseUrl = LOGO_BASE_URL,
}: {
  logos?: readonly FirmLogo[];
  baseUrl?: string;
}) {
  return (
    <section aria-labelledby="firms-heading" className="border-b border-slate-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-10">
        <h2
          id="firms-heading"
          className="text-center text-sm font-semibold uppercase tracking-wide text-slate-600"
        >
          Prepare for the firms you are targeting
        </h2>
        <ul className="mt-6 grid grid-cols-2 items-center justify-items-center gap-x-6 gap-y-6 sm:grid-cols-4 lg:grid-cols-8">
          {logos.map((logo) => (
            <li key={logo.name} className="flex h-10 items-center">
              <Logo logo={logo} baseUrl={baseUrl} />
            </li>
          ))}
        </ul>
        <p className="mx-auto mt-6 max-w-2xl text-center text-xs text-slate-600">
          Firm names show the kind of employers our guidance covers. We are not affiliated with or endorsed by
          them.
        </p>
      </div>
    </section>
  );
}

import { SOCIAL_PROFILES, type SocialNetwork } from "../../../shared/site";

// Simple outline marks drawn here: the icon set has no brand logos.
const GLYPHS: Record<SocialNetwork, React.ReactNode> = {
  linkedin: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 10v7M8 7v.01M12 17v-4a2 2 0 0 1 4 0v4M12 10v7" />
    </>
  ),
  x: <path d="M5 4l14 16M19 4L5 20" />,
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5v.01" />
    </>
  ),
};

export function SocialIcons() {
  return (
    <ul className="flex gap-3">
      {SOCIAL_PROFILES.map((profile) => (
        <li key={profile.network}>
          <a
            href={profile.url}
            target="_blank"
            rel="noopener noreferrer"
            className="grid size-9 place-items-center rounded-full border border-slate-200 text-slate-600 hover:border-brand-500 hover:text-brand-700"
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
              {GLYPHS[profile.network]}
            </svg>
            <span className="sr-only">{profile.label}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

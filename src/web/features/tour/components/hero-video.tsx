import { HERO_VIDEO_SIZE, tourAsset } from "../tour-assets";

const CAPTION_ID = "tour-video-caption";

// spec 000 §2.1, §2.8: the hero video has controls and is fetched with an anonymous cross-origin
// setting (so it can sit on a CDN). Only its metadata loads until the visitor presses play. It is
// silent; the captions track names each screen as it appears, and the caption below says what it shows.
export function HeroVideo() {
  return (
    <figure>
      <video
        controls
        crossOrigin="anonymous"
        preload="metadata"
        playsInline
        poster={tourAsset("heroPoster")}
        width={HERO_VIDEO_SIZE.width}
        height={HERO_VIDEO_SIZE.height}
        aria-describedby={CAPTION_ID}
        className="aspect-video h-auto w-full rounded-xl border border-slate-200 bg-slate-900 shadow-lg"
      >
        <source src={tourAsset("heroVideo")} type="video/mp4" />
        <track kind="captions" src={tourAsset("heroCaptions")} srcLang="en" label="English" />
        <a href={tourAsset("heroVideo")}>Download the video of the app</a>
      </video>
      <figcaption id={CAPTION_ID} className="mt-3 text-center text-sm text-slate-600">
        A short, silent walk through the app's screens, from the job feed to notifications, recorded from the
        live product.
      </figcaption>
    </figure>
  );
}

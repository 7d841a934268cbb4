import { Scissors } from "lucide-react";
import { useEffect, useRef } from "react";
import { bookmarkletCode } from "../../../../shared/clip-page";
import { toast } from "../../../lib/toast";

// The `Clip to tracker` bookmarklet, offered on the tracker: a link to drag to the bookmarks bar. Its
// address is JavaScript, which React will not render as an href, so it is set on the element directly.
// Clicked here it would only clip the tracker itself, so a click explains what to do instead.

export function ClipBookmarklet() {
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    link.current?.setAttribute(
      "href",
      `javascript:${encodeURIComponent(bookmarkletCode(window.location.origin))}`,
    );
  }, []);
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center">
      <a
        ref={link}
        href="/app/tracker"
        draggable
        onClick={(e) => {
          e.preventDefault();
          toast.info("Drag Clip to tracker to your bookmarks bar", {
            description: "Then click it on a job posting's page to save the role here.",
          });
        }}
        className="inline-flex shrink-0 cursor-grab items-center gap-2 self-start rounded-lg border border-dashed border-brand-400 bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-800 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
      >
        <Scissors aria-hidden className="size-4" />
        Clip to tracker
      </a>
      <p className="text-sm text-slate-700">
        Drag this button to your browser's bookmarks bar. On any job posting (a firm's Workday, Greenhouse or
        Lever page, its own careers site, or a job board) click the bookmark: you check the firm, role and
        closing date here, then save.
      </p>
    </div>
  );
}

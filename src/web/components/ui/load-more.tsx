import { useEffect, useRef } from "react";
import { Button } from "./button";

// The end of a list that loads a page at a time. The next page loads by itself as the member scrolls
// near the end (watched by an IntersectionObserver, shortly before the end is on screen), and the button
// does the same from the keyboard or where the observer is unavailable. While a page loads, placeholder
// rows of the list's own row height stand where it will appear, so nothing below jumps when it lands.

export function LoadMore({
  hasMore,
  loading,
  onLoad,
  label,
  placeholder,
  placeholders = 3,
}: {
  hasMore: boolean;
  loading: boolean;
  onLoad: () => void;
  /** What the button loads: "Load more interviews". */
  label: string;
  /** One placeholder row, drawn to the height of a real row. */
  placeholder: React.ReactNode;
  placeholders?: number;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef({ hasMore, loading, onLoad });
  latest.current = { hasMore, loading, onLoad };

  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        const { hasMore: more, loading: busy, onLoad: load } = latest.current;
        if (entries.some((entry) => entry.isIntersecting) && more && !busy) load();
      },
      { rootMargin: "300px 0px" },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  if (!hasMore && !loading) return null;
  return (
    <div ref={sentinel} className="mt-3">
      {loading && (
        <div aria-hidden className="space-y-3">
          {Array.from({ length: placeholders }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
            <div key={i}>{placeholder}</div>
          ))}
        </div>
      )}
      <p className="sr-only" aria-live="polite">
        {loading ? "Loading more…" : ""}
      </p>
      {hasMore && (
        <div className="mt-3 flex justify-center">
          {/* Not disabled while loading: a disabled button drops the keyboard focus. */}
          <Button variant="secondary" aria-disabled={loading} onClick={() => !loading && onLoad()}>
            {loading ? "Loading…" : label}
          </Button>
        </div>
      )}
    </div>
  );
}

/** A grey block of a given height: the shape of a row still loading. */
export function PlaceholderRow({ className }: { className: string }) {
  return <div className={`animate-pulse rounded-xl border border-slate-200 bg-slate-100 ${className}`} />;
}

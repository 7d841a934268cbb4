import { useState } from "react";
import { cn } from "../../lib/utils";

/** "Goldman Sachs" → "GS": the first letter or digit of the first two words. */
export function initialsOf(name: string): string {
  const letters = name
    .split(/\s+/)
    .map((word) => word.match(/[\p{L}\p{N}]/u)?.[0] ?? "")
    .filter(Boolean);
  return letters.slice(0, 2).join("").toUpperCase() || "?";
}

/**
 * An organisation's logo, or its initials when it has none or the image fails to load (a moved or
 * blocked address must not leave a broken image on the page).
 */
export function Logo({ src, name, className }: { src: string | null; name: string; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const box = "grid size-10 shrink-0 place-items-center overflow-hidden rounded-lg";
  if (src && failed !== src) {
    return (
      <span className={cn(box, "bg-white ring-1 ring-slate-200", className)}>
        <img
          src={src}
          alt={`${name} logo`}
          className="size-full object-contain p-1"
          loading="lazy"
          referrerPolicy="no-referrer"
          onError={() => setFailed(src)}
        />
      </span>
    );
  }
  return (
    <span aria-hidden className={cn(box, "bg-brand-50 text-sm font-semibold text-brand-700", className)}>
      {initialsOf(name)}
    </span>
  );
}

// The spec's share links point nowhere; ours open each network's real share endpoint
// carrying the article's absolute URL (and its title where the network accepts one).

export type ShareTarget = { network: "facebook" | "x" | "linkedin"; label: string; href: string };

export function shareTargets(url: string, title: string): ShareTarget[] {
  const u = encodeURIComponent(url);
  return [
    { network: "facebook", label: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    {
      network: "x",
      label: "X (Twitter)",
      href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
    },
    {
      network: "linkedin",
      label: "LinkedIn",
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    },
  ];
}

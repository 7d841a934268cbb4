// spec 000 §2.1: the public pages, prerendered at build time.
export const PUBLIC_PATHS = [
  "/",
  "/our-app",
  "/blog",
  "/faq",
  "/contact",
  "/careers",
  "/privacy",
  "/terms",
  "/cookies",
  "/pricing",
  "/login",
  "/signup",
  "/forgot-password",
] as const;

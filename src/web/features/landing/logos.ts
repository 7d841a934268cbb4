// spec 000 §2.7: the logo strip. Logos are plain wordmarks we made (the firm's name set in a
// neutral typeface, not the firm's artwork), served from our own static files. To serve them from a
// CDN instead, change LOGO_BASE_URL; a logo that fails to load shows the firm's name as text.

export type FirmLogo = {
  name: string;
  /** File name under LOGO_BASE_URL. */
  file: string;
};

export const LOGO_BASE_URL = "/logos";

export const FIRM_LOGOS: readonly FirmLogo[] = [
  { name: "Goldman Sachs", file: "goldman-sachs.svg" },
  { name: "J.P. Morgan", file: "jp-morgan.svg" },
  { name: "Morgan Stanley", file: "morgan-stanley.svg" },
  { name: "Barclays", file: "barclays.svg" },
  { name: "HSBC", file: "hsbc.svg" },
  { name: "BlackRock", file: "blackrock.svg" },
  { name: "Rothschild & Co", file: "rothschild-and-co.svg" },
  { name: "Lazard", file: "lazard.svg" },
];

export function logoUrl(logo: FirmLogo, baseUrl = LOGO_BASE_URL): string {
  return `${baseUrl.replace(/\/+$/, "")}/${logo.file}`;
}

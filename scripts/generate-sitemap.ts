// `npm run sitemap`: rewrites public/sitemap.xml and public/robots.txt (src/web/lib/sitemap.ts).
import { writeFileSync } from "node:fs";
import path from "node:path";
import { robotsTxt, sitemapXml } from "../src/web/app/sitemap";

const PUBLIC_DIR = path.resolve(import.meta.dirname, "../public");
writeFileSync(path.join(PUBLIC_DIR, "sitemap.xml"), sitemapXml());
writeFileSync(path.join(PUBLIC_DIR, "robots.txt"), robotsTxt());
console.log("Wrote public/sitemap.xml and public/robots.txt");

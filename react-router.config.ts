import type { Config } from "@react-router/dev/config";
import { PUBLIC_PATHS } from "./src/web/app/public-paths";

// A single-page app whose public pages are prerendered to HTML, so visitors and
// crawlers get content without running the app bundle.
export default {
  appDirectory: "src/web",
  buildDirectory: "build",
  ssr: false,
  prerender: [...PUBLIC_PATHS],
  // A route's clientLoader gets a chunk of its own, so a screen's first request starts while the
  // screen's code is still downloading (src/web/lib/prefetch.ts).
  future: { v8_splitRouteModules: true },
} satisfies Config;

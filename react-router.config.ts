import type { Config } from "@react-router/dev/config";
import { PUBLIC_PATHS } from "./src/web/app/public-paths";

// A single-page app whose public pages are prerendered to HTML, so visitors and
// crawlers get content without running the app bundle.
export default {
  appDirectory: "src/web",
  buildDirectory: "build",
  ssr: false,
  prerender: [...PUBLIC_PATHS],
} satisfies Config;

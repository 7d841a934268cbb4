import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const APP_SHELL = new RegExp(
  [
    "src/web/components/layout/(navbar|footer|app-nav|account-widget|social-icons)",
    "src/web/components/ui/(button|badge|spinner|notice|load-error|query-state|label|input|native-select|dialog|dialog-close|lazy-dialog-button|return-focus|sheet|logo|card|load-more)",
    "src/web/lib/(api|session|query-client|prefetch|toast|utils|format|plans|page-slots|job-actions|app-screens|use-url-params|member-storage|pending-plan|safe-redirect)",
    "src/web/app/(guards|layouts/(app-layout|nav-slots))",
    "src/web/features/account/use-email-confirmed-notice",
    "src/shared/(constants|site|plans|uk-time|tracker-labels|role-types|notification-kinds|camel-case|csv-rows|networking-labels|job-labels)",
  ]
    .map((part) => `${part.replaceAll("/", "[\\\\/]")}\\.tsx?$`)
    .join("|"),
);

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    rolldownOptions: {
      output: {
        // (Lighthouse): left to itself the bundler cut a signed-in screen's first load into some 95
        // scripts, many under 1 KiB, each paying its own request and headers on a phone's connection.
        // Two groups of libraries take a quarter of them away; the app's own modules are left to the
        // bundler (docs/decisions/0100-signed-in-first-load.md).
        codeSplitting: {
          groups: [
            // React, the router and the query library: every page runs them, so one long-cached file.
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][^\\/]+)[\\/]/,
              priority: 2,
            },
            // Icons, a few hundred bytes each: grouped by the pages that use them, and a group under
            // 16 KiB joins its nearest neighbour (a page may fetch a few icons it does not show).
            {
              name: "icons",
              test: /node_modules[\\/]lucide-react[\\/]/,
              entriesAware: true,
              entriesAwareMergeThreshold: 16 * 1024,
              priority: 1,
            },
            // The signed-in app's frame (bar, menu, guards, session, API client) and the small shared
            // modules every screen uses: some forty files of a few hundred bytes each when left apart,
            // and on a phone each waits its turn for one of the browser's six connections.
            {
              name: "app-shell",
              test: APP_SHELL,
              priority: 0,
            },
          ],
        },
        // The icon groups are named after every page that shares them; the file needs none of that.
        chunkFileNames: (chunk) =>
          chunk.name.startsWith("icons") ? "assets/icons-[hash].js" : "assets/[name]-[hash].js",
      },
    },
  },
  server: {
    port: 5173,
    // `npm run dev`: the API runs beside Vite on API_PORT (scripts/dev.ts).
    proxy: { "/api": { target: `http://localhost:${process.env.API_PORT ?? 3000}`, changeOrigin: false } },
  },
});

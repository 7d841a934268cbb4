import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  server: {
    port: 5173,
    // `npm run dev`: the API runs beside Vite on API_PORT (scripts/dev.ts).
    proxy: { "/api": { target: `http://localhost:${process.env.API_PORT ?? 3000}`, changeOrigin: false } },
  },
});

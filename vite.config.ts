import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { publicEnv } from "./content/public-env.ts";

export default defineConfig({
  plugins: [reactRouter()],
  resolve: { tsconfigPaths: true },
  // Site identity overrides are read from the environment at build time and
  // baked into the pre-rendered pages and the client bundle.
  define: { __SITE_ENV__: JSON.stringify(publicEnv(process.env)) },
  build: { assetsInlineLimit: 0 },
});

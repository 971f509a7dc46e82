import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { publicEnv } from "./content/public-env.ts";

// Route modules keep their own chunks (React Router loads them per page).
// What every page needs (the layout and the helpers and content it uses) goes
// in one "shared" chunk, so a page costs few requests; what only some page
// families share (FAQ, landing data, forms) is left to the bundler, so a page
// never downloads another family's content.
const routeModule = /[\\/]app[\\/](routes[\\/]|root\.tsx|entry\.client\.tsx)/;
const layoutModule =
  /[\\/](app[\\/](components[\\/](layout[\\/]|ui[\\/]icon\.tsx)|lib[\\/](meta|json-ld|breadcrumb|route-handle|chunk-reload|dates)\.ts)|content[\\/](site|pages|navigation|public-env|static-pages)\.ts)$/;

export default defineConfig({
  plugins: [reactRouter()],
  resolve: { tsconfigPaths: true },
  // Site identity overrides are read from the environment at build time and
  // baked into the pre-rendered pages and the client bundle.
  define: { __SITE_ENV__: JSON.stringify(publicEnv(process.env)) },
  build: {
    // Icon SVGs from the icon packages are inlined in the stylesheet; every
    // other asset stays a file (images have their own URL and cache entry).
    assetsInlineLimit: (file: string, content: Buffer) =>
      /[\\/](node_modules|icons)[\\/].+\.svg$/.test(file) && content.length < 4096,
    rollupOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "vendor", test: /[\\/]node_modules[\\/]/ },
            {
              name: "shared",
              test: (id: string) => layoutModule.test(id) && !routeModule.test(id),
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
});

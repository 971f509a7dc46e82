import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./content/routes-data.ts";

export default {
  // Every page is pre-rendered at build; there is no server rendering at runtime.
  ssr: false,
  prerender: () => prerenderPaths(),
} satisfies Config;

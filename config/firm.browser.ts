/**
 * config/firm.ts as the browser's bundle resolves it (package.json `imports`,
 * "#firm"): the browser never reads the identity file, the build bakes its
 * values in (publicConfig() in config/public.ts, vite.config.ts). So neither
 * the reader nor what it imports (node:fs, node:path, node:url, the YAML
 * library, the schema) reaches the browser's code. Node's code, the build and
 * the tests get config/firm.ts.
 */
import type { loadFirm as readFirmFile } from "./firm.ts";

/** Never called: in the browser, publicConfig() returns the configuration baked in at build. */
export const loadFirm: typeof readFirmFile = () => {
  throw new Error("The browser reads the configuration baked in at build, not content/firm.yaml");
};

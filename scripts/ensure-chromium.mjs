// Makes sure the system Chromium that Playwright drives is installed.
// Playwright cannot download its own browsers here; Debian's package works.
import { existsSync } from "node:fs";
import { ensureDebianPackages } from "./lib/debian-package.mjs";

const chromium = process.env.CHROME_PATH ?? "/usr/bin/chromium";

ensureDebianPackages({
  what: chromium,
  present: () => existsSync(chromium),
  packages: ["chromium", "fonts-dejavu-core"],
});

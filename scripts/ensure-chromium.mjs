// Makes sure the system Chromium that Playwright drives is installed.
// Playwright cannot download its own browsers here; Debian's package works.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const chromium = process.env.CHROME_PATH ?? "/usr/bin/chromium";

if (existsSync(chromium)) {
  process.exit(0);
}
if (typeof process.getuid === "function" && process.getuid() !== 0) {
  console.error(`${chromium} is missing. Install Debian's chromium package: sudo apt-get install chromium`);
  process.exit(1);
}
console.log(`${chromium} is missing: installing Debian's chromium package…`);
const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
execSync("apt-get update -qq", { stdio: "inherit", env });
execSync("apt-get install -y -qq chromium fonts-dejavu-core", { stdio: "inherit", env });
if (!existsSync(chromium)) {
  console.error(`${chromium} is still missing after the install.`);
  process.exit(1);
}

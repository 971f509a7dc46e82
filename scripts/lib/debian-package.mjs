// Installs a Debian package that a test command needs when it is missing
// (the system Chromium for Playwright, Java for the HTML checker): as root
// with apt-get, as CI's fresh Debian machine runs; otherwise it says what to
// install and fails.
import { execSync } from "node:child_process";

/**
 * Makes sure `what` is there: `present()` says whether it is; when not,
 * installs `packages` and checks again. Exits the process on failure.
 */
export function ensureDebianPackages({ what, present, packages }) {
  if (present()) return;
  const list = packages.join(" ");
  if (typeof process.getuid === "function" && process.getuid() !== 0) {
    console.error(`${what} is missing. Install Debian's package: sudo apt-get install ${list}`);
    process.exit(1);
  }
  console.log(`${what} is missing: installing Debian's ${list}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execSync("apt-get update -qq", { stdio: "inherit", env });
  execSync(`apt-get install -y -qq ${list}`, { stdio: "inherit", env });
  if (!present()) {
    console.error(`${what} is still missing after the install.`);
    process.exit(1);
  }
}

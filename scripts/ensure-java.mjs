// Makes sure Java is on the PATH for the W3C Nu HTML checker (vnu.jar, from
// the vnu-jar package) that the build checks run (build-checks/html-validity.test.ts).
// Debian's default-jre-headless, not the Java the vnu-jar package would download.
import { spawnSync } from "node:child_process";
import { ensureDebianPackages } from "./lib/debian-package.mjs";

ensureDebianPackages({
  what: "java",
  present: () => spawnSync("java", ["-version"], { stdio: "ignore" }).status === 0,
  packages: ["default-jre-headless"],
});

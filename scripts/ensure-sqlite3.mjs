// Makes sure Debian's sqlite3 client is installed: `npm run bench:relay -- --reader`
// runs it as an operator's reads would, next to the server writing the inbox.
import { existsSync } from "node:fs";
import { ensureDebianPackages } from "./lib/debian-package.mjs";

ensureDebianPackages({
  what: "/usr/bin/sqlite3",
  present: () => existsSync("/usr/bin/sqlite3"),
  packages: ["sqlite3"],
});

/**
 * The back office's funnel per entry page (« Parcours selon la page
 * d’entrée », docs/audience.md) at 375 and 1280 px, in docs/visits/: a
 * server of the existing build over a simulated week (npm run
 * simulate-visits, through the real endpoints), a « lecture » account signed
 * in by its one-time link, the table's section of the audience page.
 *
 *   npm run build && node scripts/stats-screenshots.ts
 *
 * Nothing here is real data; run it on a development machine only.
 */
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium.ts";
import { freePort } from "./free-port.ts";
import { oneTimeLink } from "./lib/admin-link.ts";
import { startServer } from "./lib/server-process.ts";

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, "..");
const outDir = path.join(repoRoot, "docs", "visits");

mkdirSync(outDir, { recursive: true });
const directory = mkdtempSync(path.join(tmpdir(), "stats-shots-"));
await run(process.execPath, ["scripts/simulate-visits.ts"], {
  cwd: repoRoot,
  env: { ...process.env, DATA_DIR: directory, STATE_DIRECTORY: undefined },
});
const port = await freePort();
const origin = `http://localhost:${port}`;
const server = await startServer({
  port,
  env: { DATA_DIR: directory, STATE_DIRECTORY: undefined, ADMIN_ORIGIN: origin },
});
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
try {
  const link = await oneTimeLink({ directory, origin, email: "lecture@cabinet.example", role: "lecture" });
  const context = await browser.newContext({ locale: "fr-FR" });
  const page = await context.newPage();
  await page.goto(link);
  await page.getByRole("heading", { level: 1 }).waitFor();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
    await page.goto(`${origin}/admin/audience?jours=7`);
    const section = page.getByRole("region", { name: "Parcours selon la page d’entrée" });
    await section.waitFor();
    await page.waitForLoadState("networkidle");
    // The table's region takes the focus (its outline shows where the keyboard is).
    await section.locator(".table-scroll").focus();
    const file = `audience-parcours-${width}.png`;
    await section.screenshot({ path: path.join(outDir, file) });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    console.log(`docs/visits/${file}${overflow > 0 ? ` (the page scrolls sideways by ${overflow} px)` : ""}`);
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(directory, { recursive: true, force: true });
}

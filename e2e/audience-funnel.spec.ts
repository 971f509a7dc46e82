/**
 * The back office's funnel per entry page (docs/audience.md, « Parcours selon
 * la page d’entrée »), over a simulated week (npm run simulate-visits, through
 * the real endpoints): a table with its caption and headers, the period, no
 * horizontal scroll of the page at 375 px (the table scrolls in its own
 * region, reached with the keyboard), and no axe violation, at both widths.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { oneTimeLink } from "../scripts/lib/admin-link.ts";
import { type ServerProcess, startServer } from "../scripts/lib/server-process.ts";
import { expectNoAxeViolations } from "./axe.ts";

const run = promisify(execFile);
let directory: string;
let server: ServerProcess;
let origin: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  directory = mkdtempSync(path.join(tmpdir(), "audience-funnel-e2e-"));
  await run(process.execPath, ["scripts/simulate-visits.ts", "--days", "7", "--visits", "60"], {
    env: { ...process.env, DATA_DIR: directory, STATE_DIRECTORY: undefined },
  });
  // WebAuthn and the back office's cookie want a host name: localhost, on a port of this worker.
  const port = Number(process.env.E2E_ADMIN_PORT ?? 4821) + 40 + test.info().parallelIndex;
  origin = `http://localhost:${port}`;
  server = await startServer({
    port,
    env: { DATA_DIR: directory, STATE_DIRECTORY: undefined, ADMIN_ORIGIN: origin, NODE_ENV: undefined },
  });
});

test.afterAll(async () => {
  await server?.stop();
  if (directory) rmSync(directory, { recursive: true, force: true });
});

test(
  "the audience page shows the funnel per entry page as an accessible table that scrolls on its own",
  { tag: "@phone" },
  async ({ page }, testInfo) => {
    await page.goto(
      await oneTimeLink({
        directory,
        origin,
        email: `lecture-${test.info().parallelIndex}@cabinet.example`,
        role: "lecture",
      }),
    );
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.goto(`${origin}/admin/audience?jours=7`);
    const section = page.getByRole("region", { name: "Parcours selon la page d’entrée" });
    await expect(section).toBeVisible();
    const table = section.getByRole("table", { name: /selon la page d’entrée, du .+ au .+ \(7 jours\)/ });
    await expect(table).toBeAttached();
    await expect(table.getByRole("columnheader")).toHaveText([
      "Page d’entrée",
      "Visites",
      "Page de réservation vue",
      "Réservations",
      "Messages",
      "Taux de conversion",
    ]);
    // The simulated week: the pages of the site with most visits first, the others in one row, then the totals.
    const rows = table.getByRole("rowheader");
    expect(await rows.count()).toBeGreaterThan(5);
    await expect(rows.first()).toHaveText(/^\//);
    await expect(rows.last()).toHaveText("Total");
    const body = await table.locator("tbody tr").evaluateAll((trs) =>
      trs.map((tr) => ({
        page: tr.querySelector("th")?.textContent ?? "",
        visits: Number((tr.querySelector("td")?.textContent ?? "").replace(/\D/g, "")),
      })),
    );
    const pages = body.filter((row) => row.page.startsWith("/")).map((row) => row.visits);
    expect(pages).toEqual([...pages].sort((a, b) => b - a));
    expect(body.some((row) => /^\d+ autres pages$/.test(row.page))).toBe(true);
    const total = await table.locator("tfoot td").first().textContent();
    expect(body.reduce((sum, row) => sum + row.visits, 0)).toBe(Number((total ?? "").replace(/\D/g, "")));

    // The page never scrolls sideways; the table's region may, from the keyboard too.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const scroller = section.locator(".table-scroll");
    await scroller.focus();
    await expect(scroller).toBeFocused();
    const { scrollWidth, clientWidth } = await scroller.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    }));
    // At 375 px the six columns do not fit: the region scrolls, the page does not.
    if (testInfo.project.name === "mobile") expect(scrollWidth).toBeGreaterThan(clientWidth);
    if (scrollWidth > clientWidth) {
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    }
    await expectNoAxeViolations(page);
  },
);

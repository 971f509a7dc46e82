import type { Page, Response } from "@playwright/test";

/**
 * Opens a page and waits until its scripts have started: the site's page
 * script marks <html data-ready> (app/page-scripts/page.ts), on a page that
 * hydrates once React has hydrated it. Menus, counters and the video only
 * react from then on.
 */
export async function visit(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await page.locator("html[data-ready]").waitFor({ state: "attached" });
  return response;
}

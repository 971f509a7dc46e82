import type { Page, Response } from "@playwright/test";

/**
 * Opens a page and waits until React has hydrated it (the root marks
 * <html data-hydrated>): the scripts start after the load event, and menus,
 * counters and the video only react from then on.
 */
export async function visit(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return response;
}

import { expect, type Locator, type Page } from "@playwright/test";

/** The main navigation. */
export const mainNav = (page: Page): Locator =>
  page.getByRole("navigation", { name: "Navigation principale" });

/**
 * A submenu's button: the <summary> of its <details>. It has no ARIA role of
 * its own (the browser exposes it as an expandable button): found by its text.
 */
export const submenuButton = (page: Page, name: string): Locator =>
  mainNav(page)
    .locator("summary")
    .filter({ hasText: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`) });

/**
 * The expanded state the browser exposes to assistive technologies for the
 * button or summary of this accessible name (read from Chromium's
 * accessibility tree: it holds without scripts, and for a <summary>, which
 * carries no aria-expanded).
 */
async function exposedExpanded(page: Page, name: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodes } = await cdp.send("Accessibility.queryAXTree", {
      backendNodeId: root.backendNodeId,
      accessibleName: name,
    });
    // A button, or a <summary> ("DisclosureTriangle…" in Chromium).
    const controls = nodes.filter((node) =>
      /^(button|DisclosureTriangle\w*)$/.test(String(node.role?.value)),
    );
    if (controls.length !== 1) throw new Error(`${controls.length} buttons named « ${name} »`);
    const expanded = controls[0]?.properties?.find((property) => property.name === "expanded");
    return expanded === undefined ? undefined : Boolean(expanded.value.value);
  } finally {
    await cdp.detach();
  }
}

/** Waits until the button or summary of this name is exposed as expanded (or collapsed). */
export async function expectExpanded(page: Page, name: string, expanded: boolean): Promise<void> {
  await expect.poll(() => exposedExpanded(page, name), { message: `« ${name} » expanded` }).toBe(expanded);
}

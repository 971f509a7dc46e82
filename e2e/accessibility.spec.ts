import { test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { submenuButton } from "./main-nav.ts";
import { visit } from "./visit.ts";

// Every page, as it loads, is checked by every-route.spec.ts; here, the states a visitor opens.

test("axe finds no violation with a submenu open", { tag: "@phone" }, async ({ page, isMobile }) => {
  await visit(page, "/about");
  if (isMobile) await page.getByRole("button", { name: "Menu" }).click();
  await submenuButton(page, "Gestion emploi et carrière").click();
  await expectNoAxeViolations(page);
});

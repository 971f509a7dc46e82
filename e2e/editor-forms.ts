/**
 * The content editor's blank forms filled as the firm fills them: each field
 * found by its French label, typed, a list's entry added through its dialog,
 * a choice picked from its list, then « Créer ». Used by the publishing story
 * to make one page of each simple kind from nothing (issue 45).
 */
import { expect, type Locator, type Page } from "@playwright/test";

/** A field's value: a text or a number typed, a list's entries added one by one, a choice's French label picked. */
type FormValue = string | number | { entries: string[] } | { choose: string[] };

/** A blank form: the collection, its new entry's file name, and each field by its label (in the form's order). */
export interface BlankForm {
  collection: string;
  name: string;
  fields: [label: RegExp, value: FormValue][];
}

/** The textbox (text, multi-line, number or date) labelled `label`. */
function field(scope: Page | Locator, label: RegExp): Locator {
  return scope.getByLabel(label).and(scope.locator("input:not([type=file]), textarea"));
}

/** « Ajouter » under a list's label, then its dialog filled: a text typed, or a choice picked. */
async function addEntry(
  page: Page,
  label: RegExp,
  entry: { text: string } | { choose: string },
): Promise<void> {
  const group = page
    .getByRole("group")
    .filter({ has: page.getByText(label) })
    .last();
  const add =
    (await group.count()) > 0 ? group.getByRole("button", { name: "Ajouter", exact: true }) : undefined;
  await (add ?? page.getByRole("button", { name: "Ajouter", exact: true }).first()).first().click();
  const dialog = page.getByRole("dialog");
  if ("text" in entry) {
    await field(dialog, label).fill(entry.text);
  } else {
    // The list opens once the dialog is ready: a click before that opens nothing, so open it until it shows.
    const option = page.getByRole("option", { name: entry.choose, exact: true });
    await expect(async () => {
      if (!(await option.isVisible())) await dialog.getByRole("button").first().click({ timeout: 5_000 });
      await expect(option).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    await option.click({ timeout: 10_000 });
  }
  await dialog.getByRole("button", { name: "Ajouter", exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

/** Opens the collection's blank form, fills every field in order, and creates the entry. */
export async function createFromBlank(page: Page, origin: string, form: BlankForm): Promise<void> {
  await page.goto(`${origin}/keystatic/collection/${form.collection}/create`);
  const name = field(page, /^Nom du fichier/);
  await expect(name).toBeVisible({ timeout: 30_000 });
  await name.fill(form.name);
  for (const [label, value] of form.fields) {
    if (typeof value === "object" && "entries" in value) {
      for (const text of value.entries) await addEntry(page, label, { text });
    } else if (typeof value === "object") {
      for (const choose of value.choose) await addEntry(page, label, { choose });
    } else {
      const box = field(page, label).first();
      await box.fill(String(value));
      await expect(box).toHaveValue(String(value));
    }
  }
  await expect(name).toHaveValue(form.name);
  await page.getByRole("button", { name: "Créer", exact: true }).click();
  // The editor checks the entry as the build does before it writes it: under a concurrent build
  // (the other worker's publication) that takes seconds, not the default five.
  await expect(page, "the entry is created (or its form says why not)").toHaveURL(
    new RegExp(`/keystatic/collection/${form.collection}/item/${form.name}$`),
    { timeout: 30_000 },
  );
}

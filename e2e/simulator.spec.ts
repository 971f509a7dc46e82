import { expect, type Locator, type Page, test } from "@playwright/test";
import { bilanCosts } from "../content/bilan-costs.ts";
import { hasSimulator, simulatorData } from "../content/bilan-simulator.server.ts";
import { type FormulaCost, type SimulatorAnswers, simulate } from "../content/bilan-simulator.ts";
import { bookingPagePath } from "../content/booking-paths.ts";
import { formatEuros } from "../content/format.ts";
import { landingPages, landingPath } from "../content/landing-pages.ts";
import { longDay } from "../shared/french-day.ts";
import { addWorkingDays, parisToday } from "../shared/working-days.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { visit } from "./visit.ts";

/**
 * « Combien vais-je payer ? »: a keyboard-only visitor answers the three
 * questions and reads, for each formula, the amount content/bilan-simulator.ts
 * computes for those answers (never a figure typed here); axe finds nothing
 * with the simulator open; without scripts, the page still gives the table of
 * today's amounts. Both projects: 375 and 1280 px.
 */
const data = simulatorData();
const { copy } = data;
const BILAN = "/bilan-de-competence";
/** The pages that carry the simulator: /bilan-de-competence and content/bilan/simulator.yaml's. */
const simulatorPaths = [
  BILAN,
  ...landingPages.filter((page) => hasSimulator(page.slug)).map((page) => landingPath(page.slug)),
];

/** Presses Tab until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 12): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

/** Opens a page at the simulator, hydrated, with its form loaded; the keyboard starts from the simulator's anchor. */
async function openSimulator(page: Page, path: string): Promise<Locator> {
  await visit(page, `${path}#simulateur`);
  const simulator = page.locator("#simulateur");
  await expect(simulator.getByRole("group", { name: copy.situation.legend })).toBeVisible();
  return simulator;
}

/** What the page shows for each formula: the route and the amount left to pay. */
async function shownAnswers(simulator: Locator) {
  const cards = simulator.locator(".cost-simulator__formula");
  return cards.evaluateAll((elements) =>
    elements.map((card) => ({
      formula: card.getAttribute("data-formula"),
      route: card.getAttribute("data-route"),
      amount: card.querySelector(".cost-simulator__left strong")?.textContent ?? null,
    })),
  );
}

const expected = (costs: readonly FormulaCost[]) =>
  costs.map((cost) => ({
    formula: cost.formula,
    route: cost.route,
    amount: cost.kind === "computed" ? formatEuros(cost.visitorPays) : null,
  }));

/** No horizontal scroll: nothing wider than the screen. */
async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe("the cost simulator, keyboard only", () => {
  test("a private-sector employee without top-up: Tab, Space, typing, arrows", { tag: "@phone" }, async ({
    page,
  }) => {
    const simulator = await openSimulator(page, BILAN);
    const answers: SimulatorAnswers = {
      situation: "private-employee",
      cpfBalance: 1000,
      employerTopUp: false,
    };

    // The first situation, chosen with Space.
    await tabTo(page, simulator.getByRole("radio", { name: copy.situation.options["private-employee"] }));
    await page.keyboard.press("Space");
    await expect(
      simulator.getByRole("radio", { name: copy.situation.options["private-employee"] }),
    ).toBeChecked();
    // The amount, typed.
    await page.keyboard.press("Tab");
    await expect(simulator.getByRole("textbox", { name: copy.balance.label })).toBeFocused();
    await page.keyboard.type("1000");
    // The employer's question: Tab to « Oui », then the arrow to « Non ».
    await page.keyboard.press("Tab");
    await expect(simulator.getByRole("radio", { name: copy.employer.yesLabel })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(simulator.getByRole("radio", { name: copy.employer.noLabel })).toBeChecked();

    const costs = simulate(answers, data.rules);
    await expect.poll(() => shownAnswers(simulator)).toEqual(expected(costs));
    // The CPF pays: its earliest start is the CPF's delay in working days after today, in Paris.
    const start = longDay(
      addWorkingDays(parisToday(new Date()), data.rules.startDelayWorkingDays, data.calendar.holidays),
    );
    for (const cost of costs) {
      if (cost.route === "cpf") {
        await expect(
          simulator.locator(`[data-formula="${cost.formula}"] .cost-simulator__start`),
        ).toContainText(start);
      }
    }
    // Screen readers hear the amounts once the answer settles.
    for (const cost of costs) {
      if (cost.kind === "computed") {
        await expect(simulator.locator('[aria-live="polite"]')).toContainText(formatEuros(cost.visitorPays));
      }
    }
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
  });

  test("a job seeker with an amount in euros and cents, French style; then a tiny balance", {
    tag: "@phone",
  }, async ({ page }) => {
    const simulator = await openSimulator(page, BILAN);
    // Tab into the group, then the arrows: down twice, to « Demandeur d'emploi ».
    await tabTo(page, simulator.getByRole("radio").first());
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(simulator.getByRole("radio", { name: copy.situation.options["job-seeker"] })).toBeChecked();
    await page.keyboard.press("Tab");
    await page.keyboard.type("1 200,50");
    // No question about the employer for a job seeker.
    await expect(simulator.getByRole("group", { name: copy.employer.legend })).toHaveCount(0);
    const jobSeeker: SimulatorAnswers = { situation: "job-seeker", cpfBalance: 1200.5, employerTopUp: false };
    await expect.poll(() => shownAnswers(simulator)).toEqual(expected(simulate(jobSeeker, data.rules)));
    await expectNoAxeViolations(page);

    // Back to the situation: « Indépendant », with a balance smaller than the flat participation.
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("ArrowDown");
    await expect(
      simulator.getByRole("radio", { name: copy.situation.options["self-employed"] }),
    ).toBeChecked();
    await page.keyboard.press("Tab");
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("12");
    const tiny: SimulatorAnswers = { situation: "self-employed", cpfBalance: 12, employerTopUp: false };
    const costs = simulate(tiny, data.rules);
    await expect.poll(() => shownAnswers(simulator)).toEqual(expected(costs));
    // Cheaper without the CPF: the page says what the CPF would have cost.
    for (const cost of costs) {
      if (cost.kind === "computed" && cost.withCpf !== undefined) {
        await expect(simulator.locator(`[data-formula="${cost.formula}"]`)).toContainText(
          formatEuros(cost.withCpf),
        );
      }
    }
    await expectNoHorizontalScroll(page);
  });

  test("a public agent gets the rule and the price, and the way to book", async ({ page }) => {
    const path = simulatorPaths.at(-1) ?? BILAN;
    const simulator = await openSimulator(page, path);
    await tabTo(page, simulator.getByRole("radio").first());
    await page.keyboard.press("ArrowDown");
    await expect(
      simulator.getByRole("radio", { name: copy.situation.options["public-agent"] }),
    ).toBeChecked();
    await expect(simulator.getByRole("textbox", { name: copy.balance.label })).toHaveCount(0);
    const costs = simulate({ situation: "public-agent", cpfBalance: 0, employerTopUp: false }, data.rules);
    await expect.poll(() => shownAnswers(simulator)).toEqual(expected(costs));
    for (const cost of costs) {
      await expect(simulator.locator(`[data-formula="${cost.formula}"]`)).toContainText(
        formatEuros(cost.price),
      );
    }
    const book = simulator.getByRole("link", { name: copy.actions.book });
    await tabTo(page, book, 20);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${bookingPagePath}$`));
  });
});

test.describe("the cost simulator's pages", () => {
  test("carry it where content/bilan/simulator.yaml says, and every other bilan page links to it", async ({
    page,
  }) => {
    for (const path of simulatorPaths) {
      await visit(page, path);
      await expect(page.locator("#simulateur").getByRole("heading", { name: copy.title })).toBeVisible();
      await expect(page.getByRole("table", { name: bilanCosts.caption })).toHaveCount(1);
    }
    for (const other of landingPages.filter((landing) => !hasSimulator(landing.slug)).slice(0, 2)) {
      await visit(page, landingPath(other.slug));
      const link = page.locator(`a[href="${BILAN}#simulateur"]`);
      await expect(link).toHaveCount(1);
    }
  });

  test("without scripts, show the table of today's amounts and no dead form", { tag: "@phone" }, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      for (const path of simulatorPaths) {
        await page.goto(path);
        const simulator = page.locator("#simulateur");
        await expect(simulator.getByRole("heading", { name: copy.title })).toBeVisible();
        await expect(simulator.locator("input, select, textarea, button")).toHaveCount(0);
        await expect(simulator.getByRole("link", { name: copy.tableLink })).toHaveAttribute("href", "#cout");
        const table = page.getByRole("table", { name: bilanCosts.caption });
        await expect(table).toHaveCount(1);
        for (const row of bilanCosts.rows) {
          for (const cell of row.cells) {
            await expect(
              table.locator(`tr[data-route="${row.route}"] td[data-formula="${cell.formula}"] strong`),
            ).toHaveText(cell.visitorPays);
          }
        }
      }
    } finally {
      await context.close();
    }
  });
});

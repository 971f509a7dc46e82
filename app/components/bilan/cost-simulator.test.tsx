// @vitest-environment happy-dom

import { PassThrough } from "node:stream";
import { text } from "node:stream/consumers";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type SimulatorData, simulatorData } from "../../../content/bilan-simulator.server.ts";
import {
  type FormulaCost,
  SITUATIONS,
  type SimulatorAnswers,
  simulate,
} from "../../../content/bilan-simulator.ts";
import { bookingPagePath } from "../../../content/booking-paths.ts";
import { formatEuros } from "../../../content/format.ts";
import { longDay } from "../../../shared/french-day.ts";
import { addWorkingDays } from "../../../shared/working-days.ts";
import { CostSimulator } from "./cost-simulator.tsx";
import { CostSimulatorSection } from "./cost-simulator-section.tsx";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The data the page's loader gives, built the same way; today fixed so the start date is known. */
const data = simulatorData(2026);
const TODAY = "2026-12-18";
const { copy } = data;

const OFFER_URL = "https://www.moncompteformation.gouv.fr/espace-prive/html/#/formation/fiche/123";
const withOffer: SimulatorData = {
  ...data,
  copy: { ...copy, actions: { ...copy.actions, offer: { ...copy.actions.offer, url: OFFER_URL } } },
};

function Simulator() {
  return <CostSimulator data={data} today={TODAY} />;
}

function SimulatorWithOffer() {
  return <CostSimulator data={withOffer} today={TODAY} />;
}

function Section() {
  return <CostSimulatorSection data={data} />;
}

/** Renders a component on a route, as the page does (links need a router). */
function renderRoute(Component: () => ReactNode) {
  const Stub = createRoutesStub([{ path: "/", Component }]);
  render(<Stub initialEntries={["/"]} />);
}

function renderSimulator(Component = Simulator) {
  renderRoute(Component);
  return screen.findByRole("group", { name: copy.situation.legend });
}

/** Answers the questions as a visitor does: the situation, the amount typed, the employer's top-up. */
async function answer(
  { situation, cpfBalance, employerTopUp }: SimulatorAnswers,
  typed = String(cpfBalance),
) {
  const situations = await screen.findByRole("group", { name: copy.situation.legend });
  fireEvent.click(within(situations).getByRole("radio", { name: copy.situation.options[situation] }));
  if (situation !== "public-agent") {
    fireEvent.change(screen.getByRole("textbox", { name: copy.balance.label }), { target: { value: typed } });
  }
  if (situation === "private-employee") {
    const employer = screen.getByRole("group", { name: copy.employer.legend });
    const label = employerTopUp ? copy.employer.yesLabel : copy.employer.noLabel;
    fireEvent.click(within(employer).getByRole("radio", { name: label }));
  }
}

/** The amount each formula's card shows as left to pay. */
const shownAmounts = () =>
  [...document.querySelectorAll(".cost-simulator__formula")].map((card) => ({
    formula: card.getAttribute("data-formula"),
    route: card.getAttribute("data-route"),
    amount: card.querySelector(".cost-simulator__left strong")?.textContent ?? null,
  }));

const expected = (costs: readonly FormulaCost[]) =>
  costs.map((cost) => ({
    formula: cost.formula,
    route: cost.route,
    amount: cost.kind === "computed" ? formatEuros(cost.visitorPays) : null,
  }));

describe("CostSimulator", () => {
  it("shows, for each formula, what the module computes for the answers", async () => {
    await renderSimulator();
    const cases: SimulatorAnswers[] = [
      { situation: "private-employee", cpfBalance: 2000, employerTopUp: false },
      { situation: "private-employee", cpfBalance: 750.5, employerTopUp: true },
      { situation: "job-seeker", cpfBalance: 600, employerTopUp: false },
      { situation: "self-employed", cpfBalance: 40, employerTopUp: false },
      { situation: "self-employed", cpfBalance: 0, employerTopUp: false },
    ];
    for (const answers of cases) {
      await answer(answers, String(answers.cpfBalance).replace(".", ","));
      expect(shownAmounts(), JSON.stringify(answers)).toEqual(expected(simulate(answers, data.rules)));
    }
  });

  it("asks a public agent no amount, and states the rule and the employer's price", async () => {
    await renderSimulator();
    await answer({ situation: "public-agent", cpfBalance: 0, employerTopUp: false });
    expect(screen.queryByRole("textbox", { name: copy.balance.label })).toBeNull();
    expect(screen.queryByRole("group", { name: copy.employer.legend })).toBeNull();
    const costs = simulate({ situation: "public-agent", cpfBalance: 0, employerTopUp: false }, data.rules);
    expect(shownAmounts()).toEqual(expected(costs));
    for (const cost of costs) {
      const card = document.querySelector(`.cost-simulator__formula[data-formula="${cost.formula}"]`);
      expect(card?.textContent).toContain(formatEuros(cost.price));
    }
  });

  it("asks about the employer of a private-sector employee only", async () => {
    await renderSimulator();
    for (const situation of SITUATIONS) {
      await answer({ situation, cpfBalance: 100, employerTopUp: false });
      const asked = screen.queryByRole("group", { name: copy.employer.legend }) !== null;
      expect(asked, situation).toBe(situation === "private-employee");
    }
  });

  it("says what an amount that is not one should be, and computes nothing from it", async () => {
    await renderSimulator();
    await answer({ situation: "self-employed", cpfBalance: 0, employerTopUp: false }, "douze");
    const field = screen.getByRole("textbox", { name: copy.balance.label });
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(field.getAttribute("aria-describedby")?.split(" ")).toContain(
      screen.getByText(copy.balance.error).getAttribute("id"),
    );
    expect(shownAmounts()).toEqual([]);
  });

  it("starts with the CPF the CPF's delay in working days after today, holidays skipped", async () => {
    await renderSimulator();
    await answer({ situation: "job-seeker", cpfBalance: 5000, employerTopUp: false });
    const day = longDay(addWorkingDays(TODAY, data.rules.startDelayWorkingDays, data.calendar.holidays));
    for (const card of document.querySelectorAll(".cost-simulator__formula")) {
      expect(card.querySelector(".cost-simulator__start")?.textContent).toContain(day);
    }
  });

  it("announces the answer politely, once the visitor stops typing", async () => {
    vi.useFakeTimers();
    renderRoute(Simulator);
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    const live = document.querySelector('[aria-live="polite"]');
    expect(live?.textContent).toBe(copy.result.prompt);
    const answers: SimulatorAnswers = { situation: "self-employed", cpfBalance: 1000, employerTopUp: false };
    fireEvent.click(screen.getByRole("radio", { name: copy.situation.options["self-employed"] }));
    fireEvent.change(screen.getByRole("textbox", { name: copy.balance.label }), {
      target: { value: "1000" },
    });
    // Not at each keystroke…
    expect(live?.textContent).toBe(copy.result.prompt);
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    // …but once it settles: every formula's amount.
    for (const cost of simulate(answers, data.rules)) {
      if (cost.kind === "computed") expect(live?.textContent).toContain(formatEuros(cost.visitorPays));
    }
  });

  it("links the booking page, and the firm's Mon Compte Formation offer only when it is set", async () => {
    await renderSimulator();
    expect(screen.getByRole("link", { name: copy.actions.book }).getAttribute("href")).toBe(bookingPagePath);
    expect(screen.queryByRole("link", { name: copy.actions.offer.label })).toBeNull();
    cleanup();
    await renderSimulator(SimulatorWithOffer);
    expect(screen.getByRole("link", { name: copy.actions.offer.label }).getAttribute("href")).toBe(OFFER_URL);
  });
});

describe("CostSimulatorSection", () => {
  it("pre-renders its words and the way to the cost table, and no form that could not compute", async () => {
    const Stub = createRoutesStub([{ path: "/", Component: Section }]);
    // As app/entry.server.tsx pre-renders a page: the whole of it, every lazy part resolved.
    const html = await new Promise<string>((resolve, reject) => {
      const { pipe } = renderToPipeableStream(<Stub initialEntries={["/"]} />, {
        onAllReady() {
          const body = new PassThrough();
          text(body).then(resolve, reject);
          pipe(body);
        },
        onShellError: reject,
      });
    });
    expect(html).toContain(copy.title);
    expect(html).toContain(copy.withoutScript);
    expect(html).toContain('href="#cout"');
    expect(html).not.toMatch(/<input|<form/);
  });

  it("loads the form once hydrated and within a screen of the visitor's, not before", async () => {
    let near: (() => void) | undefined;
    class NearObserver {
      readonly callback: IntersectionObserverCallback;
      constructor(callback: IntersectionObserverCallback) {
        this.callback = callback;
      }
      observe() {
        near = () =>
          this.callback(
            [{ isIntersecting: true } as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          );
      }
      disconnect() {}
    }
    vi.stubGlobal("IntersectionObserver", NearObserver);
    try {
      renderRoute(Section);
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(screen.queryByRole("group", { name: copy.situation.legend })).toBeNull();
      expect(document.querySelector(".cost-simulator__without-script a[href='#cout']")).not.toBeNull();
      act(() => near?.());
      expect(await screen.findByRole("group", { name: copy.situation.legend })).toBeTruthy();
      expect(screen.queryByText(copy.withoutScript)).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

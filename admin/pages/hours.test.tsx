// @vitest-environment happy-dom
/**
 * « Horaires » over a stubbed API: the week filled day by day as a person
 * does (time fields changed, a range added, one removed), sent as the
 * schema.org hours the API takes; a range that ends before it starts shown
 * under its day, and nothing sent; a « lecture » account reads only.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clockTime } from "../../shared/french-day.ts";
import { routes } from "../routes.tsx";
import type { FormatHours, Role } from "../types.ts";

const morning = [{ opens: "09:00", closes: "12:00" }];

const telephone: FormatHours = {
  format: "telephone",
  label: "Par téléphone",
  hours: "Mo-Fr 09:00-12:00",
  hoursLabel: "du lundi au vendredi, de 9\u202fh à 12\u202fh",
  days: [
    { day: "Mo", ranges: morning },
    { day: "Tu", ranges: morning },
    { day: "We", ranges: morning },
    { day: "Th", ranges: morning },
    { day: "Fr", ranges: morning },
    { day: "Sa", ranges: [] },
    { day: "Su", ranges: [] },
  ],
  slotMinutes: 30,
  defaultHours: "Mo-Fr 09:00-12:00",
  defaultHoursLabel: "du lundi au vendredi, de 9\u202fh à 12\u202fh",
  changed: false,
};

let puts: { path: string; body: unknown }[];

function show(role: Role) {
  const answers: Record<string, (body: unknown) => [number, unknown]> = {
    "GET /api/admin/session": () => [200, { user: { email: "cabinet@example.org", role }, passkeys: [] }],
    "GET /api/admin/status": () => [
      200,
      {
        failedDeliveries: { messages: 0, bookingMails: 0, total: 0 },
        storage: "ok",
        bookingSurge: { lastHour: 0, threshold: 6, alert: false },
      },
    ],
    "GET /api/admin/agenda/hours": () => [200, [telephone]],
    "PUT /api/admin/agenda/hours/telephone": () => [200, telephone],
  };
  vi.stubGlobal("fetch", async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, "http://localhost");
    const method = init.method ?? "GET";
    const body = typeof init.body === "string" ? JSON.parse(init.body) : undefined;
    if (method === "PUT") puts.push({ path: url.pathname, body });
    const [status, json] = answers[`${method} ${url.pathname}`]?.(body) ?? [
      404,
      { error: "not-found", message: "Not found" },
    ];
    return new Response(JSON.stringify(json), { status, headers: { "content-type": "application/json" } });
  });
  window.history.replaceState(null, "", "/admin/agenda/horaires");
  const router = createMemoryRouter(routes, {
    basename: "/admin",
    initialEntries: ["/admin/agenda/horaires"],
  });
  render(<RouterProvider router={router} />);
}

/** A day's fieldset, found by its legend, in the format's section. */
async function day(name: string) {
  const section = await screen.findByRole("region", { name: "Par téléphone" });
  return within(section).getByRole("group", { name });
}

/** The « de » and « à » fields of a day's range. */
function range(dayGroup: HTMLElement, rank: string) {
  const group = within(dayGroup).getByRole("group", { name: rank });
  return { opens: within(group).getByLabelText("de"), closes: within(group).getByLabelText("à") };
}

/** The day's fault, which its fieldset points to (exactly as written, its no-break spaces included). */
function faultOf(dayGroup: HTMLElement): string | undefined {
  const id = dayGroup.getAttribute("aria-describedby");
  return (id ? document.getElementById(id)?.textContent : undefined) ?? undefined;
}

const save = () => screen.getByRole("button", { name: "Enregistrer les horaires" });

beforeEach(() => {
  puts = [];
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the hours page", () => {
  it("sends the week filled day by day as schema.org hours", async () => {
    show("gestion");
    await screen.findByRole("heading", { level: 1, name: "Horaires" });
    expect(screen.queryByText(/Comment écrire/)).toBeNull();
    const tuesday = await day("Mardi");
    expect(range(tuesday, "1er créneau").opens.getAttribute("step")).toBe("1800");

    // Tuesday afternoon: the second range added, its times changed.
    fireEvent.click(within(tuesday).getByRole("button", { name: "Ajouter un créneau le mardi" }));
    const afternoon = range(tuesday, "2e créneau");
    fireEvent.change(afternoon.opens, { target: { value: "13:30" } });
    fireEvent.change(afternoon.closes, { target: { value: "17:00" } });
    expect(within(tuesday).queryByRole("button", { name: /^Ajouter un créneau/ })).toBeNull();

    // Saturday opened, 10 h to 12 h.
    const saturday = await day("Samedi");
    expect(within(saturday).getByText("Fermé")).toBeTruthy();
    fireEvent.click(within(saturday).getByRole("button", { name: "Ajouter un créneau le samedi" }));
    fireEvent.change(range(saturday, "1er créneau").opens, { target: { value: "10:00" } });

    // Monday closed.
    const monday = await day("Lundi");
    fireEvent.click(within(monday).getByRole("button", { name: "Retirer le 1er créneau du lundi" }));
    expect(within(monday).getByText("Fermé")).toBeTruthy();

    fireEvent.click(save());
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      path: "/api/admin/agenda/hours/telephone",
      body: { hours: "Tu-Fr 09:00-12:00; Tu 13:30-17:00; Sa 10:00-12:00" },
    });
    expect(await screen.findByText(/^Les horaires « Par téléphone » sont enregistrés/)).toBeTruthy();
  });

  it("shows a range that ends before it starts under its day, sends nothing, and keeps what was typed", async () => {
    show("gestion");
    const tuesday = await day("Mardi");
    const { opens, closes } = range(tuesday, "1er créneau");
    fireEvent.change(opens, { target: { value: "14:00" } });
    fireEvent.click(save());

    const message = `Mardi\u00a0: la fin (${clockTime("12:00")}) doit venir après le début (${clockTime("14:00")}).`;
    // Under the day, and what its faulty field points to.
    expect(faultOf(tuesday)).toBe(message);
    const shown = tuesday.querySelector(".field-error");
    expect(shown?.textContent).toBe(message);
    expect(closes.getAttribute("aria-invalid")).toBe("true");
    expect(closes.getAttribute("aria-describedby")).toBe(shown?.id);
    expect(opens.getAttribute("aria-invalid")).toBeNull();
    expect(document.activeElement).toBe(closes);
    expect((opens as HTMLInputElement).value).toBe("14:00");
    expect(puts).toEqual([]);

    // Corrected, the message goes, and the week is sent.
    fireEvent.change(closes, { target: { value: "18:00" } });
    expect(faultOf(tuesday)).toBeUndefined();
    expect(within(tuesday).queryByText(/doit venir après/)).toBeNull();
    expect(closes.getAttribute("aria-invalid")).toBeNull();
    fireEvent.click(save());
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]?.body).toEqual({ hours: "Mo,We-Fr 09:00-12:00; Tu 14:00-18:00" });
  });

  it("refuses a time off the slot grid and overlapping ranges before sending", async () => {
    show("gestion");
    const wednesday = await day("Mercredi");
    fireEvent.change(range(wednesday, "1er créneau").opens, { target: { value: "09:10" } });
    const thursday = await day("Jeudi");
    fireEvent.click(within(thursday).getByRole("button", { name: "Ajouter un créneau le jeudi" }));
    fireEvent.change(range(thursday, "2e créneau").opens, { target: { value: "11:00" } });
    fireEvent.click(save());
    expect(faultOf(wednesday)).toMatch(/^Mercredi\u00a0: /);
    expect(faultOf(wednesday)).toContain(clockTime("09:10"));
    expect(faultOf(thursday)).toMatch(/^Jeudi\u00a0: .*chevauchent/);
    expect(faultOf(await day("Mardi"))).toBeUndefined();
    expect(puts).toEqual([]);
  });

  it("shows a « lecture » account the week without a control that changes it", async () => {
    show("lecture");
    const tuesday = await day("Mardi");
    const { opens, closes } = range(tuesday, "1er créneau");
    expect([opens.hasAttribute("disabled"), closes.hasAttribute("disabled")]).toEqual([true, true]);
    expect(screen.queryByRole("button", { name: "Enregistrer les horaires" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^(Ajouter|Retirer|Copier)/ })).toBeNull();
  });
});

// @vitest-environment happy-dom
/**
 * The audience page over the server's own answer (server/admin/audience.ts
 * over a real audience file): the funnel per entry page is a table with its
 * caption (and the period), column and row headers, the totals in its foot,
 * inside a region that scrolls on its own and takes the focus.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { cleanup, render, screen, within } from "@testing-library/react";
import Fastify from "fastify";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { adminAudienceRoutes } from "../../server/admin/audience.ts";
import { AudienceStore } from "../../server/analytics/store.ts";
import { routes } from "../routes.tsx";

const TODAY = "2026-12-01";
const CITY = "/bilan-de-competence/bilan-de-competence-melun";

let directory: string;
let answer: unknown;

/** The server's answer to GET /api/admin/audience?days=7, over a file with a few visits. */
async function serverAnswer(): Promise<unknown> {
  const store = AudienceStore.open(path.join(directory, "audience.sqlite"));
  const visit = (landing: string, reached = false) =>
    store.record(
      {
        device: "mobile",
        entry: true,
        landing,
        ...(reached && { reachedBooking: landing }),
        views: [landing, ...(reached ? ["/rendez-vous"] : [])],
        notFound: [],
        vitals: [],
      },
      TODAY,
    );
  for (let index = 0; index < 3; index++) visit(CITY, index < 2);
  for (let index = 0; index < 5; index++) visit("/vae");
  store.recordConversion("booking", TODAY, "/rendez-vous", CITY);
  store.recordConversion("contact", TODAY);
  const app = Fastify();
  app.decorateRequest("admin", null);
  await app.register(adminAudienceRoutes, {
    db: undefined as never,
    now: () => new Date(`${TODAY}T10:00:00Z`),
    audit: () => undefined,
    audience: store,
  });
  try {
    return (await app.inject({ url: "/api/admin/audience?days=7" })).json();
  } finally {
    await app.close();
    store.close();
  }
}

beforeEach(async () => {
  directory = mkdtempSync(path.join(tmpdir(), "admin-audience-page-"));
  answer = await serverAnswer();
  const replies: Record<string, unknown> = {
    "/api/admin/session": { user: { email: "cabinet@example.org", role: "lecture" }, passkeys: [] },
    "/api/admin/status": { failedDeliveries: { messages: 0, bookingMails: 0, total: 0 } },
    "/api/admin/audience": answer,
  };
  vi.stubGlobal("fetch", async (input: string) => {
    const reply = replies[new URL(input, "http://localhost").pathname];
    return new Response(JSON.stringify(reply ?? { error: "not-found", message: "Not found" }), {
      status: reply ? 200 : 404,
      headers: { "content-type": "application/json" },
    });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  rmSync(directory, { recursive: true, force: true });
});

describe("the audience page's funnel per entry page", () => {
  it("is a table with its caption and period, its headers, its rows in the server's order and the totals", async () => {
    window.history.replaceState(null, "", "/admin/audience?jours=7");
    render(
      <RouterProvider
        router={createMemoryRouter(routes, {
          basename: "/admin",
          initialEntries: ["/admin/audience?jours=7"],
        })}
      />,
    );
    await screen.findByRole("heading", { level: 1, name: "Audience" });
    const { period } = answer as { period: string };
    const table = screen.getByRole("table", { name: /selon la page d’entrée/ });
    expect(table.querySelector("caption")?.textContent).toContain(period);

    // Its own scrolling region, named like the table, that the keyboard reaches.
    const region = table.closest("section.table-scroll");
    expect(region?.getAttribute("tabindex")).toBe("0");
    expect(region?.getAttribute("aria-label")).toBe(table.querySelector("caption")?.textContent);

    const columns = within(table).getAllByRole("columnheader");
    expect(columns.map((cell) => cell.getAttribute("scope"))).toEqual(Array(6).fill("col"));
    expect(columns.map((cell) => cell.textContent)).toEqual([
      "Page d’entrée",
      "Visites",
      "Page de réservation vue",
      "Réservations",
      "Messages",
      "Taux de conversion",
    ]);
    const rows = within(table).getAllByRole("rowheader");
    expect(rows.every((cell) => cell.getAttribute("scope") === "row")).toBe(true);
    expect(rows.map((cell) => cell.textContent)).toEqual([
      "/vae",
      CITY,
      "inconnue (page d’entrée non transmise)",
      "Total",
    ]);
    const city = rows[1]?.closest("tr");
    expect([...(city?.querySelectorAll("td") ?? [])].map((cell) => cell.textContent)).toEqual([
      "3",
      "2",
      "1",
      "0",
      "33,3\u00a0%",
    ]);
    expect(rows[3]?.closest("tfoot")).not.toBeNull();
  });
});

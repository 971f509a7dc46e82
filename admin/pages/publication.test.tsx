// @vitest-environment happy-dom
/**
 * « Publier le site » over a stubbed API: while a publication runs, another
 * may be asked for (it waits behind it), and the server's refusal of one more
 * is shown as it comes.
 */
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { routes } from "../routes.tsx";
import type { PublishJob, PublishState } from "../types.ts";

const QUEUE_FULL =
  "Une publication est déjà en attente\u00a0: elle commencera dès la fin de celle en cours et prendra toutes les modifications enregistrées d’ici là.";

function job(id: string, started: boolean): PublishJob {
  return {
    id,
    kind: "publication",
    by: "marie",
    queuedAt: "2026-11-27T10:00:00.000Z",
    ...(started && { startedAt: "2026-11-27T10:00:00.000Z" }),
    steps: [
      { key: "copy", state: started ? "done" : "pending" },
      {
        key: "build",
        state: started ? "running" : "pending",
        detail: started ? "3/11 : pre-render" : undefined,
      },
      { key: "checks", state: "pending" },
      { key: "switch", state: "pending" },
      { key: "commit", state: "pending" },
    ],
  };
}

const state: PublishState = {
  pending: [{ status: "M", file: "content/cities/melun.yaml" }],
  jobs: [job("20261127T100100Z-bbbbbb", false), job("20261127T100000Z-aaaaaa", true)],
  history: [],
  preview: { ready: false, on: false },
};

let posts: string[];

beforeEach(() => {
  posts = [];
  const answers: Record<string, () => [number, unknown]> = {
    "GET /api/admin/session": () => [
      200,
      { user: { email: "marie@cabinet.example", role: "gestion" }, passkeys: [] },
    ],
    "GET /api/admin/status": () => [
      200,
      { failedDeliveries: { messages: 0, bookingMails: 0, total: 0 }, storage: "ok" },
    ],
    "GET /api/admin/publish": () => [200, state],
    "POST /api/admin/publish": () => [409, { error: "queue-full", message: QUEUE_FULL }],
  };
  vi.stubGlobal("fetch", async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, "http://localhost");
    const key = `${init.method ?? "GET"} ${url.pathname}`;
    if (init.method === "POST") posts.push(url.pathname);
    const [status, body] = answers[key]?.() ?? [404, { error: "not-found", message: "Not found" }];
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the publication page", () => {
  it("shows the running publication and the one waiting, lets « Publier » be asked, and shows the server's refusal of one more", async () => {
    window.history.replaceState(null, "", "/admin/publication");
    const router = createMemoryRouter(routes, { basename: "/admin", initialEntries: ["/admin/publication"] });
    render(<RouterProvider router={router} />);
    await screen.findByRole("heading", { level: 1, name: "Publier le site" });
    // Both jobs, the running one first.
    expect(screen.getAllByRole("heading", { level: 2, name: /^Publication lancée par marie/ })).toHaveLength(
      2,
    );
    const publish = screen.getByRole("button", { name: "Publier" });
    expect(publish.hasAttribute("disabled")).toBe(false);
    fireEvent.click(publish);
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain(QUEUE_FULL));
    expect(posts).toEqual(["/api/admin/publish"]);
  });
});

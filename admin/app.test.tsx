// @vitest-environment happy-dom
/**
 * The app in a memory router over a stubbed API: where a 401 leads, what a
 * « lecture » account may touch, the confirmation before a deletion, the
 * failed e-mails' banner, and the server's refusals shown as they come.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { routes } from "./routes.tsx";
import type { DeliveryStatus, MessageDetail, MessageList, Role, Session } from "./types.ts";

type Reply = [status: number, body?: unknown];
type Handler = (body: unknown, url: URL) => Reply;

let handlers: Record<string, Handler>;
let calls: { method: string; path: string; body: unknown }[];

function session(role: Role): Session {
  return { user: { email: "cabinet@example.org", role }, passkeys: [] };
}

function status(
  total = 0,
  messages = total,
  storage: DeliveryStatus["storage"] = "ok",
  lastHour = 0,
): DeliveryStatus {
  return {
    failedDeliveries: { messages, bookingMails: total - messages, total },
    storage,
    bookingSurge: { lastHour, threshold: 6, alert: lastHour >= 6 },
  };
}

const message: MessageDetail = {
  message: {
    id: 12,
    createdAt: "2026-11-20T09:00:00Z",
    createdAtLabel: "ven. 20 nov. 2026, 10:00",
    name: "Test Person",
    email: "person@example.org",
    phone: null,
    whom: "particulier",
    interest: "Subject",
    excerpt: "Text",
    message: "Text",
    status: "failed",
    statusLabel: "Status",
    handled: false,
    handledAt: null,
    handledAtLabel: null,
    handledBy: null,
    sentAtLabel: null,
    nextAttemptAtLabel: null,
    replyHref: "mailto:person@example.org?subject=Re",
  },
  deliveries: [],
};

const emptyList: MessageList = {
  items: [],
  total: 0,
  page: 1,
  pageSize: 20,
  subjects: [],
  statuses: [],
  counts: {},
};

function api(role: Role, extra: Record<string, Handler> = {}) {
  handlers = {
    "GET /api/admin/session": () => [200, session(role)],
    "GET /api/admin/status": () => [200, status()],
    "GET /api/admin/messages": () => [200, emptyList],
    "GET /api/admin/messages/12": () => [200, message],
    ...extra,
  };
}

beforeEach(() => {
  calls = [];
  vi.stubGlobal("fetch", async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, "http://localhost");
    const method = init.method ?? "GET";
    const body = typeof init.body === "string" ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, body });
    const handler = handlers[`${method} ${url.pathname}`];
    const [code, json] = handler ? handler(body, url) : [404, { error: "not-found", message: "Not found" }];
    return new Response(json === undefined ? null : JSON.stringify(json), {
      status: code,
      headers: { "content-type": "application/json" },
    });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(path: string) {
  window.history.replaceState(null, "", path);
  const router = createMemoryRouter(routes, { basename: "/admin", initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const heading = () => screen.findByRole("heading", { level: 1 });

describe("signed out", () => {
  it("goes to the sign-in page, which brings back to the page asked for", async () => {
    api("gestion", { "GET /api/admin/session": () => [401, { error: "unauthenticated", message: "No" }] });
    const router = show("/admin/messages?status=failed");
    await heading();
    expect(router.state.location.pathname).toBe("/admin/connexion");
    expect(new URLSearchParams(router.state.location.search).get("retour")).toBe("/messages?status=failed");
    expect(screen.getByRole("button", { name: "Se connecter avec une clé d’accès" })).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Adresse e-mail" })).toBeTruthy();
  });
});

describe("signing out", () => {
  it("ends the session on the server, then shows the sign-in page", async () => {
    let signedIn = true;
    api("gestion", {
      "GET /api/admin/session": () =>
        signedIn ? [200, session("gestion")] : [401, { error: "x", message: "x" }],
      "POST /api/admin/auth/signout": () => {
        signedIn = false;
        return [204];
      },
    });
    const router = show("/admin/messages");
    await heading();
    fireEvent.click(screen.getByRole("button", { name: "Se déconnecter" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/connexion"));
    expect(calls.filter((call) => call.method === "POST").map((call) => call.path)).toEqual([
      "/api/admin/auth/signout",
    ]);
  });
});

describe("an expired session", () => {
  it("is noticed at the next page, which leads to signing in", async () => {
    let signedIn = true;
    api("gestion", {
      "GET /api/admin/session": () =>
        signedIn ? [200, session("gestion")] : [401, { error: "x", message: "x" }],
    });
    const router = show("/admin/messages");
    await heading();
    signedIn = false;
    fireEvent.click(screen.getByRole("link", { name: "Compte" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/connexion"));
  });
});

describe("roles", () => {
  it("shows a « lecture » account the message without a control that changes it", async () => {
    api("lecture");
    show("/admin/messages/12");
    await heading();
    expect(screen.getByRole("link", { name: "Répondre" }).getAttribute("href")).toBe(
      message.message.replyHref,
    );
    for (const name of ["Supprimer", "Marquer comme traité", "Renvoyer l’e-mail"]) {
      expect(screen.queryByRole("button", { name })).toBeNull();
    }
    expect(screen.queryByRole("link", { name: "Journal" })).toBeNull();
  });

  it("gives a « gestion » account the controls", async () => {
    api("gestion");
    show("/admin/messages/12");
    await heading();
    for (const name of ["Supprimer", "Marquer comme traité", "Renvoyer l’e-mail"]) {
      expect(screen.getByRole("button", { name })).toBeTruthy();
    }
    expect(screen.getByRole("link", { name: "Journal" })).toBeTruthy();
  });
});

describe("deleting a message", () => {
  it("asks first, then deletes and goes back to the list", async () => {
    api("gestion", { "DELETE /api/admin/messages/12": () => [204] });
    const router = show("/admin/messages/12");
    await heading();
    fireEvent.click(screen.getByRole("button", { name: "Supprimer" }));
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);
    const dialog = screen.getByRole("dialog", { hidden: true });
    fireEvent.click(within(dialog).getByRole("button", { name: "Supprimer définitivement", hidden: true }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/messages"));
    expect(calls.filter((call) => call.method === "DELETE").map((call) => call.path)).toEqual([
      "/api/admin/messages/12",
    ]);
  });
});

describe("actions", () => {
  it("sends the change and shows the server's refusal as it is", async () => {
    api("gestion", {
      "POST /api/admin/messages/12/handled": () => [409, { error: "conflict", message: "Server sentence." }],
    });
    show("/admin/messages/12");
    await heading();
    fireEvent.click(screen.getByRole("button", { name: "Marquer comme traité" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("Server sentence."));
    expect(calls.find((call) => call.method === "POST")).toEqual({
      method: "POST",
      path: "/api/admin/messages/12/handled",
      body: { handled: true },
    });
  });
});

describe("the team's accounts", () => {
  const accounts = {
    items: [
      {
        id: 1,
        email: "cabinet@example.org",
        role: "gestion",
        roleLabel: "gestion",
        createdAt: "2026-11-01T09:00:00Z",
        disabledAt: null,
        lastSignInAt: "2026-12-01T08:00:00Z",
        passkeys: 1,
        you: true,
      },
      {
        id: 2,
        email: "associe@example.org",
        role: "lecture",
        roleLabel: "lecture seule",
        createdAt: "2026-11-02T09:00:00Z",
        disabledAt: null,
        lastSignInAt: null,
        passkeys: 0,
        you: false,
      },
    ],
    invitations: true,
  };

  it("is a section of « gestion » accounts only", async () => {
    api("lecture");
    show("/admin/messages");
    await heading();
    expect(screen.queryByRole("link", { name: "Équipe" })).toBeNull();
    cleanup();
    api("gestion");
    show("/admin/messages");
    await heading();
    expect(screen.getByRole("link", { name: "Équipe" }).getAttribute("href")).toBe("/admin/equipe");
  });

  it("invites a colleague field by field; a refusal shows under its field and keeps what was typed", async () => {
    let answer: Reply = [
      422,
      { error: "invalid", message: "Adresse invalide.", fields: { email: "Adresse invalide." } },
    ];
    api("gestion", {
      "GET /api/admin/users": () => [200, accounts],
      "POST /api/admin/users": () => answer,
    });
    show("/admin/equipe");
    expect((await heading()).textContent).toBe("Comptes de l’équipe");
    // The signed-in account cannot change itself; the other can be changed.
    const rows = screen.getAllByRole("row");
    expect(within(rows[1] as HTMLElement).queryByRole("button")).toBeNull();
    expect(within(rows[2] as HTMLElement).getByRole("button", { name: /gestion/ })).toBeTruthy();

    const email = screen.getByRole("textbox", { name: "Adresse e-mail de la personne" }) as HTMLInputElement;
    fireEvent.change(email, { target: { value: "nouvelle@exemple" } });
    fireEvent.click(screen.getByRole("radio", { name: /Gestion/ }));
    fireEvent.click(screen.getByRole("button", { name: "Envoyer l’invitation" }));
    await waitFor(() => expect(email.getAttribute("aria-invalid")).toBe("true"));
    expect(email.value).toBe("nouvelle@exemple");
    expect(calls).toContainEqual({
      method: "POST",
      path: "/api/admin/users",
      body: { email: "nouvelle@exemple", role: "gestion" },
    });

    answer = [201, { user: { id: 3 }, invited: true, message: "Le compte de nouvelle@exemple.fr est créé." }];
    fireEvent.change(email, { target: { value: "nouvelle@exemple.fr" } });
    fireEvent.click(screen.getByRole("button", { name: "Envoyer l’invitation" }));
    await waitFor(() =>
      expect(screen.getAllByRole("status").map((region) => region.textContent)).toContainEqual(
        expect.stringContaining("est créé"),
      ),
    );
  });
});

describe("the failed e-mails' banner", () => {
  it("links to the failed messages when some e-mails failed", async () => {
    api("gestion", { "GET /api/admin/status": () => [200, status(3, 2)] });
    show("/admin/messages");
    await heading();
    const banner = screen.getByRole("region", { name: "E-mails en échec" });
    expect(within(banner).getByRole("link").getAttribute("href")).toBe("/admin/messages?status=failed");
  });

  it("shows from the first failed attempt, with the server's French cause, and tests the sending for « gestion »", async () => {
    const problem = "Le serveur d’e-mail ne répond pas (connexion refusée) : les messages sont gardés.";
    const failing = (): Reply => [
      200,
      {
        ...status(),
        retryingDeliveries: { messages: 1, bookingMails: 0, total: 1 },
        deliveryProblem: problem,
      },
    ];
    api("gestion", {
      "GET /api/admin/status": failing,
      "POST /api/admin/deliveries/test": () => [
        502,
        { error: "mail-failed", message: "L’e-mail d’essai n’est pas parti." },
      ],
    });
    show("/admin/messages");
    await heading();
    const banner = screen.getByRole("region", { name: "E-mails en échec" });
    expect(banner.textContent).toContain(problem);
    expect(within(banner).getByRole("link").getAttribute("href")).toBe("/admin/messages?status=pending");
    fireEvent.click(within(banner).getByRole("button", { name: "Tester l’envoi" }));
    // Generous timeouts: the whole suite runs on two busy cores.
    await waitFor(
      () =>
        expect(screen.getAllByRole("alert").map((region) => region.textContent)).toContainEqual(
          expect.stringContaining("n’est pas parti"),
        ),
      { timeout: 5_000 },
    );
    expect(calls).toContainEqual({ method: "POST", path: "/api/admin/deliveries/test", body: {} });

    // Once it works, the notice says where the e-mail went.
    handlers["POST /api/admin/deliveries/test"] = () => [
      200,
      { sent: true, message: "E-mail d’essai envoyé à cabinet@exemple.fr." },
    ];
    fireEvent.click(
      within(screen.getByRole("region", { name: "E-mails en échec" })).getByRole("button", {
        name: "Tester l’envoi",
      }),
    );
    await waitFor(
      () =>
        expect(screen.getAllByRole("status").map((region) => region.textContent)).toContainEqual(
          expect.stringContaining("E-mail d’essai envoyé"),
        ),
      { timeout: 5_000 },
    );
  });

  it("offers no test to a « lecture » account", async () => {
    api("lecture", {
      "GET /api/admin/status": () => [
        200,
        { ...status(), retryingDeliveries: { messages: 0, bookingMails: 1, total: 1 } },
      ],
    });
    show("/admin/messages");
    await heading();
    const banner = screen.getByRole("region", { name: "E-mails en échec" });
    expect(within(banner).queryByRole("button")).toBeNull();
    expect(banner.textContent).toContain("1\u00a0e-mail attend un nouvel essai.");
  });

  it("is absent while every e-mail went; the sending can be tested from the messages all the same", async () => {
    api("gestion", {
      "POST /api/admin/deliveries/test": () => [200, { sent: true, message: "E-mail d’essai envoyé." }],
    });
    show("/admin/messages");
    await heading();
    expect(screen.queryByRole("region", { name: "E-mails en échec" })).toBeNull();
    const section = screen.getByRole("region", { name: "Envoi des e-mails" });
    fireEvent.click(within(section).getByRole("button", { name: "Tester l’envoi" }));
    await waitFor(
      () => expect(calls).toContainEqual({ method: "POST", path: "/api/admin/deliveries/test", body: {} }),
      {
        timeout: 5_000,
      },
    );
    cleanup();
    api("lecture");
    show("/admin/messages");
    await heading();
    expect(screen.queryByRole("button", { name: "Tester l’envoi" })).toBeNull();
  });
});

describe("the rushed bookings' banner", () => {
  it("tells how many bookings the last hour brought, and links to the agenda", async () => {
    api("lecture", { "GET /api/admin/status": () => [200, status(0, 0, "ok", 9)] });
    show("/admin/messages");
    await heading();
    const banner = screen.getByRole("region", { name: "Réservations en rafale" });
    expect(banner.textContent).toContain("9\u00a0rendez-vous pris dans la dernière heure.");
    expect(banner.textContent).toContain("6 par heure");
    expect(within(banner).getByRole("link", { name: "l’agenda" }).getAttribute("href")).toBe("/admin/agenda");
  });

  it("is absent below the threshold", async () => {
    api("gestion", { "GET /api/admin/status": () => [200, status(0, 0, "ok", 5)] });
    show("/admin/messages");
    await heading();
    expect(screen.queryByRole("region", { name: "Réservations en rafale" })).toBeNull();
  });
});

describe("the storage banner", () => {
  it("tells the firm to have the server restarted when the inbox's file was replaced", async () => {
    api("lecture", { "GET /api/admin/status": () => [200, status(0, 0, "wal missing")] });
    show("/admin/messages");
    await heading();
    expect(
      within(screen.getByRole("region", { name: "Stockage des messages" })).getByText(/redémarrer/),
    ).toBeTruthy();
  });

  it("is absent while the file is the one open", async () => {
    api("gestion");
    show("/admin/messages");
    await heading();
    expect(screen.queryByRole("region", { name: "Stockage des messages" })).toBeNull();
  });
});

describe("unknown addresses", () => {
  it("show a page of their own inside the layout", async () => {
    api("gestion");
    show("/admin/nulle-part");
    await heading();
    expect(screen.getByRole("navigation", { name: "Sections" })).toBeTruthy();
    expect(document.title).not.toBe("");
  });
});

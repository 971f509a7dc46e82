/**
 * The booking page's end-to-end helpers: a server of its own per worker (its
 * SQLite file, a real local SMTP server, no rate limits) on a port of
 * E2E_BOOKING_PORTS, the controls found as a visitor finds them, and a
 * booking made through the API as another visitor would.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Locator, type Page } from "@playwright/test";
import { stateFiles } from "../config/server.ts";
import { bookingApiPath } from "../content/booking-paths.ts";
import { type ServerProcess, startServer } from "../scripts/lib/server-process.ts";
import { startSmtpServer, type TestSmtpServer } from "../server/relay/testing.ts";
import { visit } from "./visit.ts";

/** The firm's mailbox in these tests. */
export const FIRM_MAILBOX = "equipe@cabinet.example";

export interface BookingSite {
  origin: string;
  smtp: TestSmtpServer;
  databasePath: string;
  stop(): Promise<void>;
}

/**
 * Starts the production server with its own inbox and SMTP server. Its port:
 * E2E_BOOKING_PORT (default 4721) plus the worker's index, so that parallel
 * workers never share one.
 */
export async function startBookingSite(workerIndex: number): Promise<BookingSite> {
  const directory = mkdtempSync(path.join(tmpdir(), "wt18p-booking-"));
  const databasePath = stateFiles(directory).inbox;
  const smtp = await startSmtpServer();
  let server: ServerProcess;
  try {
    server = await startServer({
      port: Number(process.env.E2E_BOOKING_PORT ?? 4721) + workerIndex,
      env: {
        DATA_DIR: directory,
        SMTP_URL: smtp.url,
        MAIL_TO: FIRM_MAILBOX,
        RELAY_RATE_LIMIT: "0",
        BOOKING_RATE_LIMIT: "0",
        NODE_ENV: undefined,
      },
    });
  } catch (error) {
    await smtp.close();
    throw error;
  }
  return {
    origin: server.url,
    smtp,
    databasePath,
    async stop() {
      await server.stop();
      await smtp.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

export interface Visitor {
  lastName: string;
  firstName: string;
  email: string;
  phone: string;
  message: string;
}

/**
 * A mobile number of its own: the server takes at most two bookings to come
 * per phone number (and per e-mail address), and the tests of a file share one server.
 */
function randomPhone(): string {
  const pairs = Array.from({ length: 4 }, () => String(Math.floor(Math.random() * 100)).padStart(2, "0"));
  return `06 ${pairs.join(" ")}`;
}

/** A visitor with an address and a number of her own, to find her mails. */
export function visitor(): Visitor {
  return {
    lastName: "N'Diaye",
    firstName: "Hélène",
    email: `helene.${randomUUID().slice(0, 8)}@exemple.fr`,
    phone: randomPhone(),
    message: "Je pense à une reconversion.",
  };
}

/** The booking form's controls, by role and accessible name. */
export function bookingForm(page: Page) {
  const form = page.getByRole("form", { name: "Choisissez votre rendez-vous" });
  return {
    form,
    format: (name: string | RegExp) => form.getByRole("radio", { name }),
    interest: form.getByRole("combobox", { name: "Votre demande concerne" }),
    days: form.getByRole("group", { name: "Jour" }).getByRole("radio"),
    times: form.getByRole("group", { name: /^Heure, le / }).getByRole("radio"),
    lastName: form.getByRole("textbox", { name: "Nom", exact: true }),
    firstName: form.getByRole("textbox", { name: "Prénom" }),
    email: form.getByRole("textbox", { name: "Adresse e-mail" }),
    phone: form.getByRole("textbox", { name: "Téléphone" }),
    message: form.getByRole("textbox", { name: "Votre message (facultatif)" }),
    submit: form.getByRole("button", { name: /Confirmer mon rendez-vous|Réservation en cours/ }),
    status: form.getByRole("status"),
  };
}

/** Opens the booking page and waits for the free days. */
export async function openBooking(page: Page, origin: string, query = ""): Promise<void> {
  await visit(page, `${origin}/rendez-vous${query}`);
  await expect(bookingForm(page).days.first()).toBeVisible();
}

/** The slot start a time radio stands for. */
export async function slotOf(time: Locator): Promise<string> {
  return (await time.getAttribute("value")) ?? "";
}

export async function fillDetails(page: Page, person: Visitor): Promise<void> {
  const form = bookingForm(page);
  await form.lastName.fill(person.lastName);
  await form.firstName.fill(person.firstName);
  await form.email.fill(person.email);
  await form.phone.fill(person.phone);
  await form.message.fill(person.message);
}

/** Books a slot through the API, as another visitor's browser would (same origin). */
export async function bookThroughApi(
  page: Page,
  origin: string,
  start: string,
  format = "telephone",
): Promise<{ status: number; body: { booking?: { manageUrl: string; start: string } } }> {
  const response = await page.request.post(`${origin}${bookingApiPath}`, {
    headers: { origin, "content-type": "application/json" },
    data: {
      format,
      interest: "Coaching",
      start,
      lastName: "Martin",
      firstName: "Paul",
      email: `paul.${randomUUID().slice(0, 8)}@exemple.fr`,
      phone: randomPhone().replaceAll(" ", ""),
      message: "",
      website: "",
    },
  });
  return { status: response.status(), body: await response.json() };
}

/** The free slots of a format, as the API gives them. */
export async function freeSlots(page: Page, origin: string, format = "telephone"): Promise<string[]> {
  const response = await page.request.get(`${origin}${bookingApiPath}/slots?format=${format}`);
  const body = (await response.json()) as { days: { slots: { start: string }[] }[] };
  return body.days.flatMap((day) => day.slots.map((slot) => slot.start));
}

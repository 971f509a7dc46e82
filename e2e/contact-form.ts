import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { promisify } from "node:util";
import type { Page } from "@playwright/test";
import { stateFiles } from "../config/server.ts";
import type { StoredMessage } from "../server/relay/store.ts";

/** The state directory of the server Playwright starts (see playwright.config.ts). */
export const E2E_DATA_DIR = path.resolve("var/e2e");

export const RELAY_PATH = "/api/v1.0/email/send-form";

export interface ContactInput {
  whom: "Un particulier" | "Une entreprise";
  lastName: string;
  firstName: string;
  email: string;
  phone: string;
  interest?: string;
  message: string;
}

/** A valid submission whose message carries a unique marker, to find it in the inbox. */
export function validInput(overrides: Partial<ContactInput> = {}): ContactInput {
  return {
    whom: "Un particulier",
    lastName: "N'Diaye",
    firstName: "Hélène",
    email: "prenom.nom+rdv@cabinet.paris",
    phone: "+33 (0)6 12 34 56 78",
    interest: "Accompagnement VAE",
    message: `Bonjour, je souhaite un rendez-vous. Réf. ${randomUUID()}`,
    ...overrides,
  };
}

/** The form's controls, found as a visitor finds them: by role and accessible name. */
export function fields(page: Page) {
  return {
    lastName: page.getByRole("textbox", { name: "Nom", exact: true }),
    firstName: page.getByRole("textbox", { name: "Prénom" }),
    email: page.getByRole("textbox", { name: "Adresse e-mail" }),
    phone: page.getByRole("textbox", { name: "Téléphone" }),
    interest: page.getByRole("combobox", { name: "Votre demande concerne" }),
    message: page.getByRole("textbox", { name: "Votre message" }),
    submit: page.getByRole("button", { name: /Envoyer mon message|Envoi en cours/ }),
  };
}

export async function fillForm(page: Page, input: ContactInput): Promise<void> {
  const form = fields(page);
  await page.getByRole("radio", { name: input.whom }).check();
  await form.lastName.fill(input.lastName);
  await form.firstName.fill(input.firstName);
  await form.email.fill(input.email);
  await form.phone.fill(input.phone);
  if (input.interest) await form.interest.selectOption(input.interest);
  await form.message.fill(input.message);
}

const run = promisify(execFile);

/**
 * The messages of the inbox `inbox` (a state directory's inbox.sqlite), newest
 * first, read with `npm run inbox -- --json` given that directory as DATA_DIR.
 */
export async function readInbox(inbox = stateFiles(E2E_DATA_DIR).inbox): Promise<StoredMessage[]> {
  const { stdout } = await run(process.execPath, ["scripts/inbox.ts", "--json"], {
    env: { ...process.env, DATA_DIR: path.dirname(inbox), STATE_DIRECTORY: undefined },
  });
  return JSON.parse(stdout) as StoredMessage[];
}

import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { stateFiles } from "../config/server.ts";
import { freePort } from "../scripts/free-port.ts";
import { parseMail, startSmtpServer, type TestSmtpServer } from "../server/relay/testing.ts";
import { fields, fillForm, readInbox, validInput } from "./contact-form.ts";

/** Starts the production server (site + relay) with its own inbox and SMTP settings. */
async function startSite(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["server/index.ts"], {
    env: { ...process.env, HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  await new Promise<void>((resolve, reject) => {
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("server: serving")) resolve();
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`server exited (${code}): ${output}`)));
  });
  return child;
}

test.describe("delivery by e-mail", () => {
  let directory: string;
  let databasePath: string;
  let smtp: TestSmtpServer;
  let site: ChildProcess;
  let origin: string;

  test.beforeAll(async () => {
    directory = mkdtempSync(path.join(tmpdir(), "contact-delivery-"));
    databasePath = stateFiles(directory).inbox;
    smtp = await startSmtpServer();
    const sitePort = await freePort();
    site = await startSite({
      PORT: String(sitePort),
      DATA_DIR: directory,
      SMTP_URL: smtp.url,
      MAIL_TO: "equipe@cabinet.example",
      RELAY_RATE_LIMIT: "0",
    });
    origin = `http://127.0.0.1:${sitePort}`;
  });

  test.afterAll(async () => {
    site?.kill("SIGTERM");
    await smtp?.close();
    rmSync(directory, { recursive: true, force: true });
  });

  test("a message sent from the page reaches the firm's mailbox with every field", async ({ page }) => {
    await page.goto(`${origin}/contact`);
    await page.locator("html[data-ready]").waitFor({ state: "attached" });
    const input = validInput({ whom: "Une entreprise", interest: "Outplacement" });
    await fillForm(page, input);
    await fields(page).submit.click();
    await expect(
      page.getByRole("heading", { name: "Merci, votre message a bien été envoyé." }),
    ).toBeVisible();

    const [received] = await smtp.waitForMails(1, 15_000);
    const mail = await parseMail(received?.raw ?? "");
    expect(JSON.stringify(mail.to)).toContain("equipe@cabinet.example");
    expect(JSON.stringify(mail.replyTo)).toContain(`"address":"${input.email}"`);
    expect(mail.subject).toContain("Outplacement");
    expect(mail.subject).toContain(`${input.firstName} ${input.lastName}`);
    for (const value of [
      "entreprise",
      input.lastName,
      input.firstName,
      input.email,
      input.phone,
      "Outplacement",
      input.message,
    ]) {
      expect(mail.text).toContain(value);
    }

    await expect
      .poll(async () => (await readInbox(databasePath)).find((m) => m.message === input.message)?.status)
      .toBe("sent");
  });
});

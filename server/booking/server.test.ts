// @module-tag slow
/**
 * A real booking through the real server (node server/index.ts, a child
 * process) to a real SMTP server: both e-mails, their invitations, the manage
 * page with its headers, and the cancellation from that page's form.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadFirm } from "../../config/firm.ts";
import { readBuildSettings } from "../../config/public.ts";
import { writePublicConfig } from "../../config/public-file.ts";
import { type ServerProcess, startServer } from "../../scripts/lib/server-process.ts";
import { writeCspHashes } from "../../scripts/pipeline/csp-hashes.ts";
import { parseMail, startSmtpServer, type TestSmtpServer } from "../relay/testing.ts";
import { parseInvitation } from "./testing.ts";

/** The ports this worktree's tests may use (4710–4719). */
const PORT = 4712;
const SECRET = "server-test-secret-0123456789abcdefghijkl";

let dir: string;
let root: string;
let smtp: TestSmtpServer;
let server: ServerProcess;

/** The server's variables, none inherited from this process. */
function env(extra: Record<string, string | undefined> = {}): Record<string, string | undefined> {
  const unset = [
    "EMAILJS_PUBLIC_KEY",
    "EMAILJS_SERVICE_ID",
    "EMAILJS_TEMPLATE_ID",
    "MAIL_FROM",
    "RELAY_ALLOWED_ORIGINS",
  ];
  return {
    ...Object.fromEntries(unset.map((name) => [name, undefined])),
    BUILD_DIR: root,
    DATA_DIR: dir,
    STATE_DIRECTORY: undefined,
    ...extra,
  };
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "wt18s-server-"));
  root = path.join(dir, "client");
  await mkdir(root);
  await writeFile(path.join(root, "index.html"), "<!doctype html><title>Accueil</title>");
  await writeCspHashes(root);
  writePublicConfig(dir, loadFirm(), readBuildSettings({}));
  smtp = await startSmtpServer();
  server = await startServer({
    port: PORT,
    env: env({
      NODE_ENV: "production",
      BOOKING_SECRET: SECRET,
      SMTP_URL: smtp.url,
      MAIL_TO: "equipe@cabinet.example",
    }),
  });
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  await rm(dir, { recursive: true, force: true });
});

async function attachedInvitation(raw: string) {
  const mail = await parseMail(raw);
  const ics = mail.attachments.find((attachment) => attachment.filename === "rendez-vous.ics");
  expect(ics?.mimeType).toBe("text/calendar");
  const text = typeof ics?.content === "string" ? ics.content : new TextDecoder().decode(ics?.content);
  return { mail, invitation: parseInvitation(text) };
}

describe("a booking through the real server", () => {
  it("is confirmed once stored, e-mailed to both with the .ics, and cancelled from the manage page", {
    timeout: 60_000,
  }, async () => {
    const slots = await fetch(`${server.url}/api/booking/slots?format=bureau-head`);
    expect(slots.status).toBe(200);
    expect(slots.headers.get("cache-control")).toBe("no-store");
    const { days } = (await slots.json()) as { days: { slots: { start: string; time: string }[] }[] };
    const slot = days[1]?.slots[2];
    if (!slot) throw new Error("no slot offered");

    const booked = await fetch(`${server.url}/api/booking`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify({
        format: "bureau-head",
        interest: "Accompagnement VAE",
        start: slot.start,
        lastName: "Le Gall",
        firstName: "Jean-François",
        email: "jf.legall@exemple.fr",
        phone: "+33 6 12 34 56 78",
        message: "Bonjour, à bientôt !",
        website: "",
      }),
    });
    expect(booked.status).toBe(201);
    const { booking } = (await booked.json()) as { booking: { id: number; manageUrl: string } };

    const mails = await smtp.waitForMails(2, 20_000);
    const visitorRaw = mails.find((mail) => mail.envelopeTo.includes("jf.legall@exemple.fr"));
    const firmRaw = mails.find((mail) => mail.envelopeTo.includes("equipe@cabinet.example"));
    if (!visitorRaw || !firmRaw) throw new Error("a confirmation is missing");

    const zoned = Temporal.Instant.from(slot.start).toZonedDateTimeISO("Europe/Paris");
    for (const raw of [visitorRaw, firmRaw]) {
      const { invitation } = await attachedInvitation(raw.raw);
      expect(invitation).toMatchObject({
        method: "REQUEST",
        sequence: 0,
        zone: "Europe/Paris",
        localStart: `${slot.start.slice(0, 10)}T${slot.time}:00`,
        utcOffset: zoned.offsetNanoseconds / 1e9,
        start: new Date(zoned.epochMilliseconds).toISOString(),
      });
    }
    const { mail: visitor, invitation } = await attachedInvitation(visitorRaw.raw);
    expect(visitor.subject).toMatch(/^Votre premier entretien est confirmé/);
    const link = new RegExp(`${loadFirm().siteUrl}(/rendez-vous/gerer\\?jeton=[\\w.-]+)`).exec(
      visitor.text ?? "",
    )?.[1];
    expect(link).toBe(booking.manageUrl);
    const { mail: firm } = await attachedInvitation(firmRaw.raw);
    expect(firm.text).toContain("Jean-François");
    expect(firm.text).toContain("Bonjour, à bientôt");
    expect(firm.replyTo?.[0]?.address).toBe("jf.legall@exemple.fr");

    // The manage page, with the server's strict headers.
    const page = await fetch(`${server.url}${booking.manageUrl}`);
    expect(page.status).toBe(200);
    const csp = page.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src [^;]*/);
    expect(/script-src[^;]*'unsafe-inline'/.test(csp)).toBe(false);
    expect(page.headers.get("x-robots-tag")).toBe("noindex");
    expect(page.headers.get("cache-control")).toBe("no-store");
    const html = await page.text();
    expect(html).toContain("Annuler ce rendez-vous");

    // Cancelled from the page's form, as a browser without scripts posts it.
    const token = new URL(booking.manageUrl, server.url).searchParams.get("jeton") ?? "";
    const cancelled = await fetch(`${server.url}/api/booking/cancel`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        accept: "text/html,application/xhtml+xml",
        origin: server.url,
      },
      body: new URLSearchParams({ jeton: token }).toString(),
    });
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get("location")).toBe(`${booking.manageUrl}&annule=1`);
    const all = await smtp.waitForMails(4, 20_000);
    for (const raw of all.slice(2)) {
      const { invitation: cancel } = await attachedInvitation(raw.raw);
      expect(cancel).toMatchObject({ method: "CANCEL", uid: invitation.uid, sequence: 1 });
    }
    // And the slot is free again.
    const again = (await (await fetch(`${server.url}/api/booking/slots?format=visio`)).json()) as {
      days: { slots: { start: string }[] }[];
    };
    expect(again.days.flatMap((day) => day.slots.map((entry) => entry.start))).toContain(slot.start);
  });

  it("refuses to start in production without BOOKING_SECRET, saying why", { timeout: 30_000 }, async () => {
    await expect(
      startServer({ port: PORT + 1, env: env({ NODE_ENV: "production", BOOKING_SECRET: undefined }) }),
    ).rejects.toThrow(
      /exit code 1\)[\s\S]*server: BOOKING_SECRET is required in production \(NODE_ENV=production\)[\s\S]*openssl rand -base64 48/,
    );
  });
});

import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createTransport } from "nodemailer";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  composeMail,
  DeliveryWorker,
  type DeliveryWorkerOptions,
  describeError,
  escapeHtml,
  mailSubject,
  RETRY_DELAYS_MS,
} from "./delivery.ts";
import { type ContactMessage, MessageStore, type StoredMessage } from "./store.ts";
import {
  closedPort,
  memoryLogger,
  parseMail,
  startSmtpServer,
  type TestSmtpServer,
  HELENE as VALID_PERSON,
} from "./testing.ts";

const NBSP = "\u00a0";
const MINUTE = 60_000;

const HELENE: ContactMessage = {
  ...VALID_PERSON,
  message: "Bonjour,\nje souhaite faire le point <vraiment> & rapidement.",
};

const ADDRESSES = {
  to: "equipe@cabinet.example",
  from: '"Site Cap Parcours" <no-reply@cap-parcours.example>',
};

/** A clock the test moves by hand. */
function manualClock(start = new Date("2026-03-02T09:00:00.000Z")) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

let smtp: TestSmtpServer;
let dir: string;
let file: string;
let store: MessageStore;
let clock: ReturnType<typeof manualClock>;
const workers: DeliveryWorker[] = [];

beforeAll(async () => {
  smtp = await startSmtpServer();
});

afterAll(async () => {
  await smtp.close();
});

beforeEach(async () => {
  smtp.received.length = 0;
  smtp.rejectWith = undefined;
  dir = await mkdtemp(path.join(tmpdir(), "relay-delivery-"));
  file = path.join(dir, "inbox.sqlite");
  store = MessageStore.open(file);
  clock = manualClock();
});

afterEach(async () => {
  for (const worker of workers.splice(0)) await worker.stop();
  store.close();
  await rm(dir, { recursive: true, force: true });
});

function worker(smtpUrl: string, options: Partial<DeliveryWorkerOptions> = {}) {
  const log = memoryLogger();
  const created = new DeliveryWorker({
    store,
    transport: createTransport({ url: smtpUrl, connectionTimeout: 2_000, greetingTimeout: 2_000 }),
    compose: (message) => composeMail(message, ADDRESSES),
    now: clock.now,
    log,
    ...options,
  });
  workers.push(created);
  return { worker: created, log };
}

function stored(id: number): StoredMessage {
  const message = store.get(id);
  if (!message) throw new Error(`message ${id} missing`);
  return message;
}

describe("the e-mail", () => {
  it("has a French subject naming the interest and the person", () => {
    const message = store.insert(HELENE, "pending", clock.now());
    expect(mailSubject(message)).toBe(
      `Contact site${NBSP}: Bilan de compétences — Hélène N'Diaye (particulier)`,
    );
    expect(mailSubject({ ...message, interest: "", whom: "entreprise" })).toBe(
      `Contact site${NBSP}: Demande de contact — Hélène N'Diaye (entreprise)`,
    );
    // Whatever the visitor typed, the subject stays on one line.
    expect(mailSubject({ ...message, interest: "Coaching\r\nBcc: x@y.z" })).not.toMatch(/[\r\n]/);
  });

  it("says when it was received in French, the first of a month « 1er », in Paris time", () => {
    // 23:30 UTC on 30 November is already Tuesday 1 December, 0:30, in Paris.
    const message = store.insert(HELENE, "pending", new Date("2026-11-30T23:30:00.000Z"));
    const mail = composeMail(message, ADDRESSES);
    for (const part of [String(mail.text), String(mail.html)]) {
      expect(part).toContain("Reçu le mardi 1er décembre 2026 à 0\u202fh\u202f30");
      expect(part).not.toMatch(/\b1 décembre/);
    }
  });

  it("escapes the visitor's text in the HTML body", () => {
    const message = store.insert({ ...HELENE, lastName: "<b>Dupont</b>" }, "pending", clock.now());
    const mail = composeMail(message, ADDRESSES);
    expect(mail.html).toContain("&lt;b&gt;Dupont&lt;/b&gt;");
    expect(mail.html).toContain("le point &lt;vraiment&gt; &amp; rapidement");
    expect(mail.html).not.toContain("<b>Dupont");
    expect(escapeHtml(`"'<>&`)).toBe("&quot;&#39;&lt;&gt;&amp;");
  });

  it("reaches a real SMTP server with reply-to, subject and every field", async () => {
    const message = store.insert(HELENE, "pending", clock.now());
    const { worker: delivery, log } = worker(smtp.url);
    await delivery.deliverDue();

    expect(smtp.received).toHaveLength(1);
    const received = smtp.received[0];
    expect(received?.envelopeTo).toEqual(["equipe@cabinet.example"]);
    expect(received?.envelopeFrom).toBe("no-reply@cap-parcours.example");
    const mail = await parseMail(received?.raw ?? "");
    expect(mail.replyTo).toEqual([{ name: "Hélène N'Diaye", address: "prenom.nom+rdv@cabinet.paris" }]);
    expect(mail.subject).toBe(`Contact site${NBSP}: Bilan de compétences — Hélène N'Diaye (particulier)`);
    expect(mail.to).toEqual([{ name: "", address: "equipe@cabinet.example" }]);
    expect(mail.from).toEqual({ name: "Site Cap Parcours", address: "no-reply@cap-parcours.example" });
    const text = mail.text?.replace(/\r\n/g, "\n") ?? "";
    for (const line of [
      `Vous êtes${NBSP}: particulier`,
      `Nom${NBSP}: N'Diaye`,
      `Prénom${NBSP}: Hélène`,
      `E-mail${NBSP}: prenom.nom+rdv@cabinet.paris`,
      `Téléphone${NBSP}: +33 (0)1 23 45 67 89`,
      `Demande${NBSP}: Bilan de compétences`,
      HELENE.message,
      `message n°${NBSP}${message.id}`,
      "lundi 2 mars 2026 à 10\u202fh",
    ]) {
      expect(text).toContain(line);
    }
    expect(mail.html).toContain("<td>prenom.nom+rdv@cabinet.paris</td>");

    expect(stored(message.id)).toMatchObject({
      status: "sent",
      attempts: 1,
      sentAt: clock.now().toISOString(),
      nextAttemptAt: null,
      lastError: null,
    });
    expect(log.lines).toEqual([`relay: message ${message.id} sent (attempt 1)`]);
  });

  it("sends each due message once, however often it is asked", async () => {
    const ids = [1, 2, 3].map(() => store.insert(HELENE, "pending", clock.now()).id);
    const { worker: delivery } = worker(smtp.url);
    await Promise.all([delivery.deliverDue(), delivery.deliverDue(), delivery.deliverDue()]);
    delivery.nudge();
    await delivery.deliverDue();
    expect(smtp.received).toHaveLength(3);
    for (const id of ids) expect(stored(id)).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("never sends stored (no SMTP at the time) or spam messages", async () => {
    const kept = store.insert(HELENE, "stored", clock.now());
    const spam = store.insert(HELENE, "spam", clock.now());
    const { worker: delivery } = worker(smtp.url);
    delivery.start();
    await delivery.deliverDue();
    clock.advance(24 * 60 * MINUTE);
    await delivery.deliverDue();
    expect(smtp.received).toHaveLength(0);
    expect(stored(kept.id)).toMatchObject({ status: "stored", attempts: 0 });
    expect(stored(spam.id)).toMatchObject({ status: "spam", attempts: 0 });
  });
});

describe("retries", () => {
  it("retries a server that is down on the schedule, then marks the message failed", async () => {
    const down = `smtp://127.0.0.1:${await closedPort()}`;
    const message = store.insert(HELENE, "pending", clock.now());
    const { worker: delivery, log } = worker(down);

    const waits: number[] = [];
    for (let attempt = 1; attempt <= RETRY_DELAYS_MS.length + 1; attempt++) {
      await delivery.deliverDue();
      const state = stored(message.id);
      expect(state.attempts).toBe(attempt);
      expect(state.lastError).toMatch(/ECONNREFUSED/);
      if (state.nextAttemptAt === null) break;
      expect(state.status).toBe("pending");
      const wait = new Date(state.nextAttemptAt).getTime() - clock.now().getTime();
      waits.push(wait);
      // Nothing happens before the next attempt is due.
      clock.advance(wait - 1);
      await delivery.deliverDue();
      expect(stored(message.id).attempts).toBe(attempt);
      clock.advance(1);
    }
    expect(waits).toEqual([1, 5, 10, 20, 30].map((minutes) => minutes * MINUTE));
    expect(stored(message.id)).toMatchObject({
      status: "failed",
      attempts: 6,
      nextAttemptAt: null,
      sentAt: null,
    });
    expect(log.lines).toHaveLength(6);
    expect(log.lines[0]).toMatch(
      new RegExp(
        `^relay: message ${message.id} attempt 1/6 failed \\(.*ECONNREFUSED.*\\); next attempt at 2026-03-02T09:01:00.000Z$`,
      ),
    );
    expect(log.lines[5]).toMatch(new RegExp(`^relay: message ${message.id} failed after 6 attempts \\(`));
    // Nothing personal in the log.
    expect(log.lines.join("\n")).not.toMatch(/Hélène|N'Diaye|prenom\.nom|23 45/);

    clock.advance(24 * 60 * MINUTE);
    await delivery.deliverDue();
    expect(stored(message.id).attempts).toBe(6);
  });

  it("retries a server that refuses the mail, and sends once it accepts", async () => {
    smtp.rejectWith = { code: 451, message: "Try again later" };
    const message = store.insert(HELENE, "pending", clock.now());
    const { worker: delivery } = worker(smtp.url);
    await delivery.deliverDue();
    expect(stored(message.id)).toMatchObject({ status: "pending", attempts: 1 });
    expect(stored(message.id).lastError).toMatch(/451.*Try again later/);
    expect(smtp.received).toHaveLength(0);

    smtp.rejectWith = undefined;
    clock.advance(MINUTE);
    await delivery.deliverDue();
    expect(smtp.received).toHaveLength(1);
    expect(stored(message.id)).toMatchObject({ status: "sent", attempts: 2, lastError: null });
  });

  it("writes each attempt to the message's delivery history, and a retried failure gets one more attempt", async () => {
    smtp.rejectWith = { code: 550, message: "Mailbox unavailable" };
    const message = store.insert(HELENE, "pending", clock.now());
    const { worker: delivery } = worker(smtp.url, { retryDelaysMs: [MINUTE] });
    const first = clock.now().toISOString();
    await delivery.deliverDue();
    clock.advance(MINUTE);
    const second = clock.now().toISOString();
    await delivery.deliverDue();
    expect(stored(message.id).status).toBe("failed");
    expect(store.deliveries(message.id)).toEqual([
      { at: first, outcome: "retry", error: expect.stringMatching(/550.*Mailbox unavailable/) },
      { at: second, outcome: "failed", error: expect.stringMatching(/550.*Mailbox unavailable/) },
    ]);

    // Queued again by the firm (the back office): one attempt now, which succeeds.
    smtp.rejectWith = undefined;
    clock.advance(MINUTE);
    expect(store.retry(message.id, clock.now())).toBe(true);
    await delivery.deliverDue();
    expect(smtp.received).toHaveLength(1);
    expect(stored(message.id)).toMatchObject({ status: "sent", attempts: 3, lastError: null });
    expect(store.deliveries(message.id).map((row) => [row.outcome, row.at])).toEqual([
      ["retry", first],
      ["failed", second],
      ["sent", clock.now().toISOString()],
    ]);
  });

  it("follows an injected schedule", async () => {
    smtp.rejectWith = { code: 550, message: "Mailbox unavailable" };
    const message = store.insert(HELENE, "pending", clock.now());
    const { worker: delivery } = worker(smtp.url, { retryDelaysMs: [1_000] });
    expect(delivery.maxAttempts).toBe(2);
    await delivery.deliverDue();
    expect(stored(message.id).nextAttemptAt).toBe(new Date(clock.now().getTime() + 1_000).toISOString());
    clock.advance(1_000);
    await delivery.deliverDue();
    expect(stored(message.id)).toMatchObject({ status: "failed", attempts: 2 });
    expect(stored(message.id).lastError).toMatch(/550.*Mailbox unavailable/);
  });

  it("resumes after a restart: the schedule is in the database", async () => {
    const down = `smtp://127.0.0.1:${await closedPort()}`;
    const message = store.insert(HELENE, "pending", clock.now());
    const first = worker(down).worker;
    await first.deliverDue();
    await first.stop();
    store.close();

    store = MessageStore.open(file);
    expect(stored(message.id)).toMatchObject({ status: "pending", attempts: 1 });

    // Started before the next attempt is due: nothing yet.
    const early = worker(smtp.url).worker;
    early.start();
    await early.deliverDue();
    expect(smtp.received).toHaveLength(0);
    await early.stop();

    clock.advance(MINUTE);
    const second = worker(smtp.url).worker;
    second.start();
    await smtp.waitForMails(1);
    await second.deliverDue();
    expect(stored(message.id)).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("polls on its own once started", async () => {
    const { worker: delivery } = worker(smtp.url, { pollIntervalMs: 20 });
    delivery.start();
    const message = store.insert(HELENE, "pending", clock.now());
    await smtp.waitForMails(1, 2_000);
    await delivery.deliverDue();
    expect(stored(message.id).status).toBe("sent");
  });

  it("does nothing once stopped", async () => {
    const { worker: delivery } = worker(smtp.url);
    await delivery.stop();
    const message = store.insert(HELENE, "pending", clock.now());
    delivery.nudge();
    await delivery.deliverDue();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(smtp.received).toHaveLength(0);
    expect(stored(message.id).attempts).toBe(0);
  });
});

describe("describeError", () => {
  it("keeps the code and the message on one line", () => {
    expect(describeError(Object.assign(new Error("connect\nrefused"), { code: "ESOCKET" }))).toBe(
      "ESOCKET: connect refused",
    );
    expect(describeError(Object.assign(new Error("ECONNREFUSED here"), { code: "ECONNREFUSED" }))).toBe(
      "ECONNREFUSED here",
    );
    expect(describeError("plain")).toBe("plain");
  });
});

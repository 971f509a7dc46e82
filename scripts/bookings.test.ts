import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { stateFiles } from "../config/server.ts";
import { BookingStore } from "../server/booking/store.ts";
import { parseInvitation } from "../server/booking/testing.ts";
import { parseMail, startSmtpServer, type TestSmtpServer } from "../server/relay/testing.ts";
import { frenchDateTimeShort } from "../shared/french-date.ts";
import { parseBookingsArgs, runBookings } from "./bookings.ts";

const NOW = new Date("2026-11-24T09:00:00Z");
let dir: string;
let databasePath: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "wt18s-cli-"));
  databasePath = stateFiles(dir).inbox;
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function seed(): number[] {
  const store = BookingStore.open(databasePath);
  try {
    const details = {
      format: "bureau-head",
      interest: "Coaching",
      lastName: "N'Diaye",
      firstName: "Hélène",
      email: "helene@exemple.fr",
      phone: "06 12 34 56 78",
      message: "Bonjour,\nune question",
    };
    const slot = (text: string) => {
      const start = Temporal.Instant.from(text);
      return { start, end: start.add({ minutes: 30 }) };
    };
    const ids = [
      store.create(details, slot("2026-11-27T14:00:00+01:00"), NOW, { mail: false }).id,
      store.create(
        { ...details, firstName: "Paul", email: "paul@exemple.fr" },
        slot("2026-11-26T09:00:00+01:00"),
        NOW,
        { mail: false },
      ).id,
      // Over already: not listed.
      store.create({ ...details, firstName: "Ancien" }, slot("2026-11-20T09:00:00+01:00"), NOW, {
        mail: false,
      }).id,
    ];
    return ids;
  } finally {
    store.close();
  }
}

async function run(argv: string[], env: Record<string, string> = {}) {
  let out = "";
  let err = "";
  const code = await runBookings(argv, {
    env: { DATA_DIR: dir, ...env },
    repoRoot: dir,
    now: NOW,
    out: (text) => {
      out += text;
    },
    err: (text) => {
      err += text;
    },
  });
  return { code, out, err };
}

describe("npm run bookings", () => {
  it("reads its arguments", () => {
    expect(parseBookingsArgs([])).toEqual({ kind: "list", json: false });
    expect(parseBookingsArgs(["--json"])).toEqual({ kind: "list", json: true });
    expect(parseBookingsArgs(["--cancel", "12"])).toEqual({ kind: "cancel", id: 12 });
    expect(() => parseBookingsArgs(["--cancel", "douze"])).toThrow(/booking number/);
    expect(() => parseBookingsArgs(["--cancel", "1", "--json"])).toThrow(/no other option/);
    expect(() => parseBookingsArgs(["--nope"])).toThrow();
  });

  it("lists the upcoming bookings, soonest first, as a table and as JSON", async () => {
    const [friday, thursday] = seed();
    const table = await run([]);
    expect(table.code).toBe(0);
    expect(table.out).toContain(": 2 upcoming bookings");
    const lines = table.out.split("\n").filter((line) => /^\d+\s/.test(line));
    expect(lines.map((line) => Number(line.split(/\s+/)[0]))).toEqual([thursday, friday]);
    // French, in Paris time, from the shared formatter (a table cell has plain spaces).
    expect(lines[0]).toContain(frenchDateTimeShort("2026-11-26T08:00:00Z").replace(/\s+/g, " "));
    expect(lines[0]).toMatch(/\bjeu\. 26 nov\. 2026\b/);
    expect(lines.join("\n")).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(lines[0]).toContain("Paul N'Diaye");
    expect(lines[1]).toContain("Au siège de");
    expect(lines[1]).toContain("Bonjour, une question");
    const json = await run(["--json"]);
    const bookings = JSON.parse(json.out) as { id: number; email: string; start: string }[];
    expect(bookings.map((booking) => booking.id)).toEqual([thursday, friday]);
    expect(bookings[0]).toMatchObject({ email: "paul@exemple.fr", start: "2026-11-26T08:00:00Z" });
  });

  it("says there is nothing before the first booking", async () => {
    expect(await run(["--json"])).toEqual({ code: 0, out: "[]\n", err: "" });
    expect((await run([])).out).toMatch(/no booking has been made/);
  });

  describe("--cancel", () => {
    let smtp: TestSmtpServer;

    beforeEach(async () => {
      smtp = await startSmtpServer();
    });

    afterEach(async () => {
      await smtp.close();
    });

    it("cancels, frees the slot and e-mails the visitor the cancellation with METHOD:CANCEL", async () => {
      const [friday] = seed();
      const env = {
        SMTP_URL: smtp.url,
        MAIL_TO: "equipe@cabinet.example",
        MAIL_FROM: "Site <site@cabinet.example>",
      };
      const result = await run(["--cancel", String(friday)], env);
      expect(result.err).toBe("");
      expect(result.code).toBe(0);
      expect(result.out).toContain(`Cancelled booking ${friday}`);
      expect(result.out).toContain("was e-mailed the cancellation");
      const mails = await smtp.waitForMails(2);
      const visitor = mails.find((mail) => mail.envelopeTo.includes("helene@exemple.fr"));
      expect(visitor).toBeDefined();
      const parsed = await parseMail(visitor?.raw ?? "");
      expect(parsed.subject).toMatch(/annulé$/);
      expect(parsed.text).toContain("Nous avons dû annuler");
      const ics = parsed.attachments.find((attachment) => attachment.filename === "rendez-vous.ics");
      const text = typeof ics?.content === "string" ? ics.content : new TextDecoder().decode(ics?.content);
      expect(parseInvitation(text)).toMatchObject({
        method: "CANCEL",
        sequence: 1,
        localStart: "2026-11-27T14:00:00",
      });
      const store = BookingStore.open(databasePath, { mustExist: true });
      try {
        expect(store.get(friday ?? 0)).toMatchObject({ status: "cancelled", cancelledBy: "firm" });
        expect(store.activeStarts(Temporal.Instant.from("2026-11-24T00:00:00Z")).map(String)).toEqual([
          "2026-11-26T08:00:00Z",
        ]);
        expect(store.mailsOf(friday ?? 0).map((mail) => mail.status)).toEqual(["sent", "sent"]);
      } finally {
        store.close();
      }
      // Once only.
      const again = await run(["--cancel", String(friday)], env);
      expect(again).toMatchObject({ code: 2, err: `bookings: booking ${friday} is already cancelled\n` });
    });

    it("refuses an unknown or past booking, and says when nothing could be e-mailed", async () => {
      const [friday, , past] = seed();
      expect((await run(["--cancel", "999"])).code).toBe(2);
      expect((await run(["--cancel", String(past)])).err).toMatch(/is over/);
      const silent = await run(["--cancel", String(friday)]);
      expect(silent.code).toBe(0);
      expect(silent.out).toContain(
        "nothing was e-mailed. Tell Hélène N'Diaye yourself: 06 12 34 56 78, helene@exemple.fr",
      );
      expect(smtp.received).toHaveLength(0);
    });
  });
});

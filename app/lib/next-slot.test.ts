import { afterEach, describe, expect, it, vi } from "vitest";
import type { NextSlotLine } from "../../content/next-slot.ts";
import { earliestSlot, findNextSlot, NEXT_SLOT_TIMEOUT_MS, shownSlot } from "./next-slot.ts";

const NNBSP = "\u202f";

const LINE: NextSlotLine = {
  formats: [
    { id: "bureau-head", name: "au siège" },
    { id: "telephone", name: "par téléphone" },
    { id: "visio", name: "en visioconférence" },
  ],
  text: "Prochain créneau libre\u00a0: {slot}, {format}.",
  link: "Réserver ce créneau",
};
const FORMATS = LINE.formats.map((format) => format.id);

const slot = (format: string, start: string) => ({
  format,
  date: start.slice(0, 10),
  time: start.slice(11, 16),
  start,
  label: `le ${start.slice(0, 16)}`,
});

describe("the earliest of the next free slots", () => {
  it("is the earliest instant, a tie going to the first format of the page", () => {
    const office = slot("bureau-head", "2026-12-02T14:00:00+01:00");
    const phone = slot("telephone", "2026-12-02T09:30:00+01:00");
    const video = slot("visio", "2026-12-02T09:30:00+01:00");
    expect(earliestSlot([video, office, phone], FORMATS)).toEqual(phone);
    const officeFirst = slot("bureau-head", "2026-12-02T09:30:00+01:00");
    expect(earliestSlot([video, phone, officeFirst], FORMATS)).toEqual(officeFirst);
  });

  it("compares instants, not texts, across a change of offset", () => {
    // 1:30 +02:00 (summer) is 23:30 UTC the day before: earlier than 1:00 +01:00.
    const summer = slot("visio", "2026-10-25T01:30:00+02:00");
    const winter = slot("telephone", "2026-10-25T01:00:00+01:00");
    expect(earliestSlot([winter, summer], FORMATS)).toEqual(summer);
  });

  it("leaves out what the API would never send: another format, a start that says another day or time", () => {
    const phone = slot("telephone", "2026-12-03T09:30:00+01:00");
    expect(
      earliestSlot(
        [
          slot("ailleurs", "2026-12-01T09:00:00+01:00"),
          { ...slot("visio", "2026-12-01T09:00:00+01:00"), date: "2026-12-02" },
          { ...slot("visio", "2026-12-01T09:00:00Z") },
          { ...slot("visio", "2026-12-01T09:00:00+01:00"), label: " " },
          null,
          "2026-12-01",
          phone,
        ],
        FORMATS,
      ),
    ).toEqual(phone);
    expect(earliestSlot([], FORMATS)).toBeNull();
    expect(earliestSlot({ slots: [phone] }, FORMATS)).toBeNull();
  });
});

describe("the line", () => {
  it("puts the API's words for the slot and the format's in the sentence, and links to the booking page on that slot", () => {
    const first = {
      ...slot("telephone", "2026-12-01T09:30:00+01:00"),
      label: `mardi 1er décembre à 9${NNBSP}h${NNBSP}30`,
    };
    expect(shownSlot(LINE, first)).toEqual({
      before: "Prochain créneau libre\u00a0: ",
      slot: `mardi 1er décembre à 9${NNBSP}h${NNBSP}30`,
      after: ", par téléphone.",
      href: "/rendez-vous?format=telephone&creneau=2026-12-01T09:30",
    });
    const office = shownSlot(LINE, {
      ...slot("bureau-head", "2026-12-02T14:00:00+01:00"),
      label: "mercredi",
    });
    expect(office.before + office.slot + office.after).toBe(
      "Prochain créneau libre\u00a0: mercredi, au siège.",
    );
  });
});

describe("asking the API", () => {
  afterEach(() => vi.useRealTimers());

  it("asks for the page's formats in its order and shows the earliest", async () => {
    const fetcher = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) =>
      Response.json({ slots: [slot("visio", "2026-12-02T09:30:00+01:00")] }),
    );
    const shown = await findNextSlot(LINE, undefined, fetcher);
    expect(fetcher).toHaveBeenCalledOnce();
    expect(String(fetcher.mock.calls[0]?.[0])).toBe(
      "/api/booking/next?format=bureau-head&format=telephone&format=visio",
    );
    expect(shown?.href).toBe("/rendez-vous?format=visio&creneau=2026-12-02T09:30");
  });

  it("shows nothing, and throws nothing, when the API does not answer as expected", async () => {
    const answers: (() => Promise<Response>)[] = [
      async () => new Response("Not found", { status: 404, headers: { "content-type": "text/html" } }),
      async () => Response.json({ error: "unavailable" }, { status: 503 }),
      async () => new Response("<!doctype html>", { status: 200, headers: { "content-type": "text/html" } }),
      async () => Response.json({ slots: [] }),
      async () => Response.json(null),
      async () => {
        throw new TypeError("Failed to fetch");
      },
    ];
    for (const answer of answers) {
      expect(await findNextSlot(LINE, undefined, answer)).toBeNull();
    }
    expect(await findNextSlot({ ...LINE, formats: [] }, undefined, answers[3] as typeof fetch)).toBeNull();
  });

  it("gives up after NEXT_SLOT_TIMEOUT_MS, or when the page goes", async () => {
    const hanging = (_url: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
      });
    const started = Date.now();
    expect(await findNextSlot(LINE, undefined, hanging)).toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(NEXT_SLOT_TIMEOUT_MS - 50);
    const page = new AbortController();
    const pending = findNextSlot(LINE, page.signal, hanging);
    page.abort();
    expect(await pending).toBeNull();
  }, 10_000);
});

// @vitest-environment happy-dom
/**
 * The measurement's part of the entry pages' funnel (docs/audience.md):
 * what it keeps for the tab (sessionStorage, ENTRY_KEY), what the forms read
 * of it, and when a beacon names the visit's entry page (the visit's first
 * view of the booking page, once). web-vitals is stubbed; the beacons are
 * read as sent.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bookingPagePath } from "../../content/booking-paths.ts";
import { AUDIENCE_OPT_OUT_KEY, type Beacon, type QueuedView } from "../../shared/audience.ts";
import { keptEntryPage } from "../../shared/contact-validation.ts";
import { BOOKING_PAGE, ENTRY_KEY } from "./measure.ts";

vi.mock("web-vitals", () => ({ onLCP: () => undefined, onINP: () => undefined, onCLS: () => undefined }));

const SITE = "https://www.cap-parcours.example";
const BOOKING = bookingPagePath;
const CITY = "/bilan-de-competence/bilan-de-competence-melun";

let beacons: Beacon[];

/** A fresh page load: the measurement module anew, loaded from `referrer`, with these first views. */
async function load(referrer: string, queued: QueuedView[]) {
  vi.resetModules();
  Object.defineProperty(document, "referrer", { configurable: true, get: () => referrer });
  const { startMeasurement } = await import("./measure.ts");
  return startMeasurement(queued);
}

/** The tab is hidden: the beacon leaves. */
function hide(): Beacon | undefined {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
  document.dispatchEvent(new Event("visibilitychange"));
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "visible" });
  return beacons.pop();
}

const kept = (): { page: string; booking?: true } | null =>
  JSON.parse(sessionStorage.getItem(ENTRY_KEY) ?? "null");

beforeEach(() => {
  // The page's own address, so that a referrer of the site is this site's (happy-dom's own API).
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${SITE}/`);
  // Node's own localStorage (off without --localstorage-file) hides the page's: one in memory.
  const local = new Map<string, string>();
  vi.stubGlobal("localStorage", {
    getItem: (key: string) => local.get(key) ?? null,
    setItem: (key: string, value: string) => local.set(key, value),
  });
  sessionStorage.clear();
  beacons = [];
  vi.stubGlobal("navigator", {
    ...navigator,
    sendBeacon: (_url: string, body: string) => beacons.push(JSON.parse(body)) > 0,
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the entry page of a visit", () => {
  it("knows the booking page's path, and the forms read the key it writes", async () => {
    expect(BOOKING_PAGE).toBe(bookingPagePath);
    expect(keptEntryPage()).toBeUndefined();
    await load("https://www.google.com/", [[CITY, false]]);
    expect(keptEntryPage()).toBe(CITY);
    for (const value of ["null", "{", '{"page":42}', '"/vae"']) {
      sessionStorage.setItem(ENTRY_KEY, value);
      expect(keptEntryPage(), value).toBeUndefined();
    }
  });

  it("is the page loaded from outside the site, kept for the tab, and sent once with the first view of the booking page", async () => {
    const record = await load("https://www.google.com/", [[CITY, false]]);
    expect(kept()).toEqual({ page: CITY });
    record([BOOKING, false]);
    const first = hide();
    expect(first).toMatchObject({ entry: true, entryPage: CITY });
    expect(first?.views).toEqual([{ path: CITY }, { path: BOOKING }]);
    expect(kept()).toEqual({ page: CITY, booking: true });
    // Back to the booking page in the same visit: not counted again.
    record(["/vae", false]);
    record([BOOKING, false]);
    const second = hide();
    expect(second).not.toHaveProperty("entryPage");
    expect(second).not.toHaveProperty("entry");
  });

  it("goes on after a full page load from a page of the site, and the booking page is still counted once", async () => {
    await load("https://www.google.com/", [[CITY, false]]);
    hide();
    // The next page load, from a link of the site: the tab's entry page, not a new visit.
    const record = await load(`${SITE}${CITY}`, [["/vae", false]]);
    expect(hide()).not.toHaveProperty("entry");
    record([BOOKING, false]);
    expect(hide()).toMatchObject({ entryPage: CITY, views: [{ path: BOOKING }] });
    await load(`${SITE}/vae`, [[BOOKING, false]]);
    expect(hide()).not.toHaveProperty("entryPage");
    expect(kept()).toEqual({ page: CITY, booking: true });
  });

  it("starts again with each visit, and is none when the visit lands on a page « introuvable »", async () => {
    await load("https://www.google.com/", [[CITY, false]]);
    await load("", [["/vae", false]]);
    expect(kept()).toEqual({ page: "/vae" });
    const record = await load("https://www.bing.com/", [["/ancienne-page", true]]);
    expect(kept()).toBeNull();
    record([BOOKING, false]);
    expect(hide()).not.toHaveProperty("entryPage");
  });

  it("is not sent, and not kept, without an entry page known, nor once the visitor has opted out", async () => {
    const record = await load(`${SITE}/vae`, [["/vae", false]]);
    record([BOOKING, false]);
    expect(hide()).not.toHaveProperty("entryPage");
    expect(kept()).toBeNull();

    const again = await load("https://www.google.com/", [[CITY, false]]);
    localStorage.setItem(AUDIENCE_OPT_OUT_KEY, "1");
    again([BOOKING, false]);
    expect(kept()).toBeNull();
    expect(hide()).toBeUndefined();
  });

  it("goes with the opt-out of the privacy page, at the latest when the page is left", async () => {
    const record = await load("https://www.google.com/", [["/politique-de-confidentialite", false]]);
    expect(kept()).toEqual({ page: "/politique-de-confidentialite" });
    localStorage.setItem(AUDIENCE_OPT_OUT_KEY, "1");
    record(["/vae", false]);
    expect(hide()).toBeUndefined();
    expect(kept()).toBeNull();
  });
});

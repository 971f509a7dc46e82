// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import type { NextSlotLine } from "../../content/next-slot.ts";
import { NEAR, startNextSlot } from "./next-slot.ts";

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

/** An IntersectionObserver the test moves: `near()` tells every one that its targets came within reach. */
function fakeObserver() {
  const observers: {
    callback: IntersectionObserverCallback;
    options?: IntersectionObserverInit;
    targets: Element[];
  }[] = [];
  class Fake {
    readonly record: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.record = { callback, options, targets: [] };
      observers.push(this.record);
    }
    observe(target: Element) {
      this.record.targets.push(target);
    }
    unobserve() {}
    disconnect() {}
  }
  vi.stubGlobal("IntersectionObserver", Fake);
  return {
    observers,
    near: () => {
      for (const { callback, targets } of observers)
        callback(
          targets.map((target) => ({ isIntersecting: true, target }) as unknown as IntersectionObserverEntry),
          {} as IntersectionObserver,
        );
    },
  };
}

const LINE: NextSlotLine = {
  formats: [{ id: "telephone", name: "par téléphone" }],
  text: "Prochain créneau libre\u00a0: {slot}, {format}.",
  link: "Réserver ce créneau",
};

/** A band as the pre-render writes it, with the line's marker (or none). */
function band(line?: NextSlotLine) {
  const section = document.createElement("section");
  section.innerHTML = "<h2>Parlons-en</h2><p>Un premier entretien.</p>";
  if (line) {
    const marker = document.createElement("span");
    marker.className = "cta-band__watch";
    marker.dataset.nextSlot = JSON.stringify(line);
    section.append(marker);
  }
  document.body.append(section);
  return section;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("the next free slot in the call-to-action band", () => {
  it("asks nothing until the band comes within a screen, then shows the API's slot with a link to it", async () => {
    const fetch = vi.fn(async () =>
      Response.json({
        slots: [
          {
            format: "telephone",
            date: "2026-12-01",
            time: "09:30",
            start: "2026-12-01T09:30:00+01:00",
            label: "mardi 1er décembre à 9\u202fh\u202f30",
          },
        ],
      }),
    );
    vi.stubGlobal("fetch", fetch);
    const observer = fakeObserver();
    const section = band(LINE);
    startNextSlot(document);
    await settle();
    expect(fetch).not.toHaveBeenCalled();
    expect(observer.observers[0]?.options?.rootMargin).toBe(NEAR);
    observer.near();
    await vi.waitFor(() => expect(section.querySelector("a")).not.toBeNull());
    const link = section.querySelector("a");
    expect(link?.textContent).toBe("Réserver ce créneau");
    expect(link?.getAttribute("href")).toBe("/rendez-vous?format=telephone&creneau=2026-12-01T09:30");
    expect(link?.parentElement?.textContent).toContain(
      "mardi 1er décembre à 9\u202fh\u202f30, par téléphone.",
    );
    // Not an alert: no live region announces it.
    expect(link?.closest("[aria-live], [role=status], [role=alert]")).toBeNull();
    expect(fetch).toHaveBeenCalledOnce();
  });

  it("shows nothing, and holds no room, when the API fails", async () => {
    const fetch = vi.fn(async () => Response.json({ error: "unavailable" }, { status: 503 }));
    vi.stubGlobal("fetch", fetch);
    const observer = fakeObserver();
    const section = band(LINE);
    startNextSlot(document);
    observer.near();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    await settle();
    expect(section.querySelector(".cta-band__next")).toBeNull();
    expect(section.querySelector("a")).toBeNull();
  });

  it("asks nothing on a page without the line", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    const observer = fakeObserver();
    band();
    startNextSlot(document);
    await settle();
    expect(fetch).not.toHaveBeenCalled();
    expect(observer.observers).toHaveLength(0);
  });
});

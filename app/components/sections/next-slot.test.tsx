// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub, useLoaderData } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { NextSlotLine } from "../../../content/next-slot.ts";
import { CtaBand } from "./cta-band.tsx";
import { NextSlot } from "./next-slot.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** An IntersectionObserver the test moves: `near()` tells every one that its targets came within reach. */
function fakeObserver() {
  const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
  class Fake {
    readonly callback: IntersectionObserverCallback;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.callback = callback;
      observers.push({ callback, options });
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal("IntersectionObserver", Fake);
  return {
    observers,
    near: () => {
      for (const { callback } of observers) {
        callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
      }
    },
  };
}

const LINE: NextSlotLine = {
  formats: [{ id: "telephone", name: "par téléphone" }],
  text: "Prochain créneau libre\u00a0: {slot}, {format}.",
  link: "Réserver ce créneau",
};

/** The band of a page whose loader gives the line (or none). */
function Band() {
  const line = useLoaderData<NextSlotLine | null>();
  return (
    <CtaBand
      id="cta"
      title="Parlons-en"
      text="Un premier entretien."
      contactLabel="Nous écrire"
      nextSlot={line && <NextSlot line={line} />}
    />
  );
}

function renderBand(nextSlot?: NextSlotLine) {
  const Stub = createRoutesStub([{ path: "/", Component: Band, loader: () => nextSlot ?? null }]);
  return render(<Stub initialEntries={["/"]} />);
}

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
    renderBand(LINE);
    await screen.findByRole("heading", { name: "Parlons-en" });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch).not.toHaveBeenCalled();
    expect(observer.observers[0]?.options?.rootMargin).toBe("100% 0px 100% 0px");
    observer.near();
    const link = await screen.findByRole("link", { name: "Réserver ce créneau" });
    expect(link.getAttribute("href")).toBe("/rendez-vous?format=telephone&creneau=2026-12-01T09:30");
    expect(link.parentElement?.textContent).toContain(
      "mardi 1er décembre à 9\u202fh\u202f30, par téléphone.",
    );
    // Not an alert: no live region announces it.
    expect(link.closest("[aria-live], [role=status], [role=alert]")).toBeNull();
    expect(fetch).toHaveBeenCalledOnce();
  });

  it("shows nothing, and holds no room, when the API fails", async () => {
    const fetch = vi.fn(async () => Response.json({ error: "unavailable" }, { status: 503 }));
    vi.stubGlobal("fetch", fetch);
    const observer = fakeObserver();
    const { container } = renderBand(LINE);
    await screen.findByRole("heading", { name: "Parlons-en" });
    observer.near();
    await waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.querySelector(".cta-band__next")).toBeNull();
    expect(screen.queryByRole("link", { name: "Réserver ce créneau" })).toBeNull();
  });

  it("asks nothing on a page without the line", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    const observer = fakeObserver();
    renderBand();
    await screen.findByRole("heading", { name: "Parlons-en" });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch).not.toHaveBeenCalled();
    expect(observer.observers).toHaveLength(0);
  });
});

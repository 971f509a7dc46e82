import { Window } from "happy-dom";
import { afterEach, describe, expect, it } from "vitest";
import { enableHeldStylesheets, enableHeldStylesheetsAfterPaint } from "./stylesheets.ts";

const windows: Window[] = [];
afterEach(async () => {
  for (const window of windows.splice(0)) await window.happyDOM.close();
});

/** A document with three held stylesheets and one that is not held; the links are never fetched. */
function page() {
  const window = new Window({ settings: { disableCSSFileLoading: true } });
  windows.push(window);
  window.document.write(
    "<!doctype html><html><head>" +
      '<link rel="stylesheet" href="/a.css" disabled=""><link rel="stylesheet" href="/b.css" disabled="">' +
      '<link rel="stylesheet" href="/c.css" disabled=""><link rel="stylesheet" href="/d.css" media="print">' +
      "</head><body></body></html>",
  );
  const links = [...window.document.querySelectorAll("link")];
  const fire = (index: number, type: "load" | "error") => links[index]?.dispatchEvent(new window.Event(type));
  return { window, document: window.document as unknown as Document, links, fire };
}

describe("enableHeldStylesheets", () => {
  it("fetches every held stylesheet without applying it, and leaves the others alone", () => {
    const { document, links } = page();
    enableHeldStylesheets(document);
    expect(links.map((link) => [link.hasAttribute("disabled"), link.getAttribute("media")])).toEqual([
      [false, "not all"],
      [false, "not all"],
      [false, "not all"],
      [false, "print"],
    ]);
  });

  it("applies them all at once, when the last has loaded or failed", () => {
    const { document, links, fire } = page();
    enableHeldStylesheets(document);
    fire(2, "load");
    fire(1, "error");
    expect(links.slice(0, 3).map((link) => link.getAttribute("media"))).toEqual([
      "not all",
      "not all",
      "not all",
    ]);
    fire(0, "load");
    expect(links.map((link) => link.getAttribute("media"))).toEqual([null, null, null, "print"]);
  });

  it("does nothing on a page without held stylesheets", () => {
    const { document, links } = page();
    enableHeldStylesheets(document);
    const before = links.map((link) => link.outerHTML);
    enableHeldStylesheets(document);
    expect(links.map((link) => link.outerHTML)).toEqual(before);
  });
});

describe("enableHeldStylesheetsAfterPaint", () => {
  it("waits for the next frame to be drawn, then fetches them", async () => {
    const { window, links } = page();
    enableHeldStylesheetsAfterPaint(window as unknown as globalThis.Window);
    expect(links[0]?.hasAttribute("disabled")).toBe(true);
    await window.happyDOM.waitUntilComplete();
    expect(links.slice(0, 3).map((link) => link.getAttribute("media"))).toEqual([
      "not all",
      "not all",
      "not all",
    ]);
  });

  it("fetches nothing once cancelled (the effect's cleanup)", async () => {
    const { window, links } = page();
    const cancel = enableHeldStylesheetsAfterPaint(window as unknown as globalThis.Window);
    cancel();
    await window.happyDOM.waitUntilComplete();
    expect(links.slice(0, 3).every((link) => link.hasAttribute("disabled"))).toBe(true);
  });

  it("waits for the first contentful paint where the browser reports paints", async () => {
    const { window, links } = page();
    let report:
      | ((list: { getEntriesByName(name: string): unknown[] }, self: { disconnect(): void }) => void)
      | undefined;
    let observed: unknown;
    class FakeObserver {
      static supportedEntryTypes = ["paint"];
      constructor(callback: typeof report) {
        report = callback;
      }
      observe(options: unknown) {
        observed = options;
      }
      disconnect() {}
    }
    Object.assign(window, { PerformanceObserver: FakeObserver });
    enableHeldStylesheetsAfterPaint(window as unknown as globalThis.Window);
    expect(observed).toEqual({ type: "paint", buffered: true });
    const entries = (names: string[]) => ({
      getEntriesByName: (name: string) => names.filter((n) => n === name),
    });
    report?.(entries(["first-paint"]), { disconnect() {} });
    await window.happyDOM.waitUntilComplete();
    expect(links[0]?.hasAttribute("disabled"), "not at the first paint without content").toBe(true);
    report?.(entries(["first-contentful-paint"]), { disconnect() {} });
    await window.happyDOM.waitUntilComplete();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(links.slice(0, 3).map((link) => link.getAttribute("media"))).toEqual([
      "not all",
      "not all",
      "not all",
    ]);
  });
});

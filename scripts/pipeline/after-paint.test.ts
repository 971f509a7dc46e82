import { describe, expect, it } from "vitest";
import { AFTER_PAINT, addAfterPaintCall, afterPaintScript, NO_REPORT, QUIET } from "./after-paint.ts";

interface Entry {
  startTime: number;
}

/**
 * Runs `a(f, x)`, or `script` when given (which may call `f` with
 * arguments), in a fake browser whose clock, load event, frames, timers and
 * largest-contentful-paint reports the test drives.
 */
function fakeBrowser({ readyState = "loading", reportsPaint = true, fallback = 0, script = "" } = {}) {
  let now = 0;
  const calls: unknown[][] = [];
  const listeners: (() => void)[] = [];
  const frames: (() => void)[] = [];
  const timers: { id: number; callback: () => void; delay: number }[] = [];
  let lastTimer = 0;
  const reported: Entry[] = [];
  const observers: {
    callback: (list: unknown, observer: unknown) => void;
    connected: boolean;
    options: unknown;
  }[] = [];
  class FakeObserver {
    static supportedEntryTypes = reportsPaint ? ["paint", "largest-contentful-paint"] : ["paint"];
    private readonly state: (typeof observers)[number];
    constructor(callback: (list: unknown, observer: unknown) => void) {
      this.state = { callback, connected: false, options: undefined };
      observers.push(this.state);
    }
    observe(options: unknown) {
      this.state.connected = true;
      this.state.options = options;
      // A buffered observer is told of what was reported before it.
      if (reported.length > 0) this.state.callback({ getEntries: () => [...reported] }, this);
    }
    disconnect() {
      this.state.connected = false;
    }
  }
  new Function(
    "document",
    "addEventListener",
    "window",
    "performance",
    "requestAnimationFrame",
    "setTimeout",
    "clearTimeout",
    "f",
    script || `${AFTER_PAINT}a(f,${fallback})`,
  )(
    { readyState },
    (name: string, listener: () => void, options: unknown) => {
      expect(name).toBe("load");
      expect(options).toEqual({ once: true });
      listeners.push(listener);
    },
    { PerformanceObserver: FakeObserver },
    { now: () => now },
    (callback: () => void) => frames.push(callback),
    (callback: () => void, delay: number) => {
      lastTimer += 1;
      timers.push({ id: lastTimer, callback, delay });
      return lastTimer;
    },
    (id: number) => {
      const index = timers.findIndex((timer) => timer.id === id);
      if (index >= 0) timers.splice(index, 1);
    },
    (...args: unknown[]) => calls.push(args),
  );
  return {
    calls: () => calls.length,
    /** The arguments of each call of `f`, in order. */
    args: () => calls,
    at(time: number) {
      now = time;
    },
    load: () => {
      for (const listener of listeners.splice(0)) listener();
    },
    frame: () => frames.shift()?.(),
    /** Runs the first timer set with `delay`. */
    timer(delay: number) {
      const index = timers.findIndex((timer) => timer.delay === delay);
      if (index < 0) throw new Error(`no timer of ${delay} ms`);
      timers.splice(index, 1)[0]?.callback();
    },
    timers: () => timers.map((timer) => timer.delay),
    report(entry: Entry) {
      reported.push(entry);
      for (const observer of observers) {
        if (observer.connected)
          observer.callback(
            { getEntries: () => [entry] },
            { disconnect: () => (observer.connected = false) },
          );
      }
    },
    observers,
  };
}

describe("the wait for the largest paint", () => {
  it("waits for load, a frame, a task and a largest paint presented after load, then a quiet moment", () => {
    const browser = fakeBrowser();
    browser.report({ startTime: 40 }); // a first paint before load: the page is not all there yet
    browser.at(100);
    browser.load();
    browser.frame();
    browser.timer(0);
    expect(browser.calls()).toBe(0);
    expect(browser.observers[0]?.options).toEqual({ type: "largest-contentful-paint", buffered: true });
    browser.report({ startTime: 130 });
    expect(browser.calls()).toBe(0);
    browser.timer(QUIET);
    expect(browser.calls()).toBe(1);
    browser.timer(NO_REPORT);
    expect(browser.calls()).toBe(1);
  });

  it("waits again for a larger paint presented a frame later (an image decoded apart)", () => {
    const browser = fakeBrowser();
    browser.at(100);
    browser.load();
    browser.frame();
    browser.timer(0);
    browser.report({ startTime: 130 }); // the text
    browser.report({ startTime: 150 }); // the illustration, decoded off the main thread
    expect(browser.timers().filter((delay) => delay === QUIET)).toHaveLength(1);
    browser.timer(NO_REPORT); // a report came: the 200 ms bound no longer applies
    expect(browser.calls()).toBe(0);
    browser.timer(QUIET);
    expect(browser.calls()).toBe(1);
    browser.report({ startTime: 400 });
    expect(browser.observers[0]?.connected).toBe(false);
    expect(browser.timers()).toEqual([]);
    expect(browser.calls()).toBe(1);
  });

  it("takes a report presented after load but before it looked", () => {
    const browser = fakeBrowser();
    browser.at(100);
    browser.load();
    browser.report({ startTime: 120 });
    browser.frame();
    browser.timer(0);
    browser.timer(QUIET);
    expect(browser.calls()).toBe(1);
  });

  it(`goes on ${NO_REPORT} ms after the frame when no largest paint comes after load`, () => {
    const browser = fakeBrowser();
    browser.report({ startTime: 60 });
    browser.at(100);
    browser.load();
    browser.frame();
    browser.timer(0);
    expect(browser.timers()).toEqual([NO_REPORT]);
    browser.timer(NO_REPORT);
    expect(browser.calls()).toBe(1);
  });

  it("waits for load, a frame and a task where the largest paint is not reported", () => {
    const browser = fakeBrowser({ reportsPaint: false });
    browser.load();
    expect(browser.calls()).toBe(0);
    browser.frame();
    expect(browser.calls()).toBe(0);
    browser.timer(0);
    expect(browser.calls()).toBe(1);
    expect(browser.observers).toHaveLength(0);
  });

  it("starts at once on a page already loaded", () => {
    const browser = fakeBrowser({ reportsPaint: false, readyState: "complete" });
    browser.frame();
    browser.timer(0);
    expect(browser.calls()).toBe(1);
  });

  it("with a fallback, goes on that long after load without a frame (a hidden tab), and only once", () => {
    const browser = fakeBrowser({ fallback: 3000 });
    browser.load();
    expect(browser.calls()).toBe(0);
    browser.timer(3000);
    expect(browser.calls()).toBe(1);
    browser.frame();
    browser.timer(0);
    browser.report({ startTime: 5000 });
    browser.timer(NO_REPORT);
    expect(browser.timers()).toEqual([]);
    expect(browser.calls()).toBe(1);
  });
});

it("holds no < (the loader's source must not, ./defer-hydration.ts)", () => {
  expect(AFTER_PAINT).not.toContain("<");
});

describe("the page's after-paint script", () => {
  const PAGE = "<!DOCTYPE html><html><body><p>Texte</p><script>window.x = 1;</script></body></html>";

  it("is created at the end of <body> with the first call, and holds the wait once for every call", () => {
    const once = addAfterPaintCall(PAGE, "a(f);");
    expect(once).toBe(
      `<!DOCTYPE html><html><body><p>Texte</p><script>window.x = 1;</script><script>(function(){${AFTER_PAINT}a(f);})()</script></body></html>`,
    );
    const twice = addAfterPaintCall(once, "a(g,3000);");
    expect(afterPaintScript(twice)).toBe(`(function(){${AFTER_PAINT}a(f);a(g,3000);})()`);
    expect(twice.match(/<script>/g)).toHaveLength(2);
  });

  it("runs each call after its own wait", () => {
    const html = addAfterPaintCall(addAfterPaintCall(PAGE, "a(function(){f(1)});"), "a(function(){f(2)});");
    const browser = fakeBrowser({ script: afterPaintScript(html), reportsPaint: false });
    browser.load();
    browser.frame();
    browser.frame();
    expect(browser.calls()).toBe(0);
    browser.timer(0);
    browser.timer(0);
    expect(browser.args()).toEqual([[1], [2]]);
  });

  it("is not found in a page without one", () => {
    expect(afterPaintScript(PAGE)).toBeUndefined();
  });

  it("refuses a call holding a <, a page without </body>, and a page with two such scripts", () => {
    expect(() => addAfterPaintCall(PAGE, "a(function(){if(1<2)f()});")).toThrow("must not hold a <");
    expect(() => addAfterPaintCall("<p>Texte</p>", "a(f);")).toThrow("no </body>");
    const script = afterPaintScript(addAfterPaintCall(PAGE, "a(f);"));
    const two = PAGE.replace("</body>", `<script>${script}</script><script>${script}</script></body>`);
    expect(() => addAfterPaintCall(two, "a(g);")).toThrow("expected one after-paint script, found 2");
  });
});

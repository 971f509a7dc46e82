import { describe, expect, it } from "vitest";
import { AUDIENCE_OPT_OUT_KEY } from "../../shared/audience.ts";
import { AFTER_PAINT, afterPaintScript } from "./after-paint.ts";
import { addAudienceLoader, audienceLoader } from "./audience-loader.ts";
import { cspHash, pageScriptHashes } from "./csp-hashes.ts";
import { deferHydration } from "./defer-hydration.ts";

const page = deferHydration(
  `<!DOCTYPE html><html><head></head><body><p>Texte</p><script type="module">import("/assets/entry.client-1.js");</script></body></html>`,
);
const SRC = "/assets/audience-abc123.js";

/** Runs the loader in a fake browser: returns what it inserted, and runs its callbacks until none is left. */
function run(options: { gpc?: boolean; optedOut?: boolean; storageThrows?: boolean }) {
  const inserted: { type: string; src: string }[] = [];
  const dataset: Record<string, string> = {};
  const queue: (() => void)[] = [];
  const storage = {
    getItem: (key: string) => {
      if (options.storageThrows) throw new Error("SecurityError");
      return options.optedOut && key === AUDIENCE_OPT_OUT_KEY ? "1" : null;
    },
  };
  const fakeDocument = {
    readyState: "complete",
    documentElement: { dataset },
    createElement: () => ({ type: "", src: "" }),
    head: { appendChild: (node: { type: string; src: string }) => inserted.push(node) },
  };
  new Function(
    "document",
    "navigator",
    "localStorage",
    "window",
    "requestIdleCallback",
    "requestAnimationFrame",
    "setTimeout",
    "addEventListener",
    AFTER_PAINT + audienceLoader(SRC),
  )(
    fakeDocument,
    { globalPrivacyControl: options.gpc === true },
    storage,
    { requestIdleCallback: true },
    (callback: () => void) => queue.push(callback),
    (callback: () => void) => queue.push(callback),
    (callback: () => void) => queue.push(callback),
    () => undefined,
  );
  let steps = 0;
  while (queue.length > 0 && steps++ < 20) {
    if (inserted.length > 0) break;
    queue.shift()?.();
  }
  return { inserted, dataset, steps };
}

describe("the audience loader", () => {
  it("inserts the measurement chunk as a module once the page is loaded, painted and idle twice", () => {
    const { inserted, steps } = run({});
    expect(inserted).toEqual([{ type: "module", src: SRC }]);
    // A frame, a task, then two idle periods: hydration starts in the first.
    expect(steps).toBe(4);
  });

  it("loads nothing when the visitor refuses: Global Privacy Control or the opt-out", () => {
    for (const refusal of [{ gpc: true }, { optedOut: true }]) {
      const { inserted, dataset } = run(refusal);
      expect(inserted).toEqual([]);
      expect(dataset.audience).toBe("off");
    }
  });

  it("still measures when storage cannot be read (no opt-out can have been stored)", () => {
    expect(run({ storageThrows: true }).inserted).toHaveLength(1);
  });

  it("joins the hydration loader's after-paint script, after it: one CSP hash for both", () => {
    const html = addAudienceLoader(page, SRC);
    const script = afterPaintScript(html) ?? "";
    expect(script.indexOf(audienceLoader(SRC))).toBeGreaterThan(script.indexOf("requestIdleCallback(h"));
    expect(html.endsWith(`${script}</script></body></html>`)).toBe(true);
    expect(pageScriptHashes(html)).toEqual([cspHash(script)]);
  });

  it("refuses a page without a hydration loader", () => {
    expect(() => addAudienceLoader("<!DOCTYPE html><html><body></body></html>", SRC)).toThrow(
      "no hydration loader",
    );
  });
});

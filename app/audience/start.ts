/**
 * Starts the audience measurement (decision 029) from the application: the
 * root route records each page shown, first load and client-side navigations
 * alike; the first record waits for the browser to be idle twice (hydration
 * runs in the first idle period), then, unless the visitor refuses the
 * measurement (./consent.ts), imports ./measure.ts, a chunk of its own that
 * no page loads before, and hands it the views recorded until then. When the
 * visitor refuses it, it is never loaded and `data-audience="off"` says so.
 */
import type { QueuedView } from "../../shared/audience.ts";
import { notePageShown } from "../lib/previous-page.ts";
import { measurementRefused } from "./consent.ts";

type Recorder = (view: QueuedView) => void;

let record: Recorder | undefined;
let state: "idle" | "waiting" | "refused" = "idle";
const pending: QueuedView[] = [];

function whenIdle(callback: () => void): void {
  if ("requestIdleCallback" in window) requestIdleCallback(callback, { timeout: 3000 });
  else setTimeout(callback, 200);
}

async function load(): Promise<void> {
  if (measurementRefused()) {
    state = "refused";
    pending.length = 0;
    document.documentElement.dataset.audience = "off";
    return;
  }
  const { startMeasurement } = await import("./measure.ts");
  record = startMeasurement(pending.splice(0));
}

/** Records one page view; the first one schedules the measurement's loading. */
export function recordPageView(view: QueuedView): void {
  notePageShown(view[0], measurementRefused());
  if (record) {
    record(view);
    return;
  }
  if (state === "refused") return;
  pending.push(view);
  if (state === "idle") {
    state = "waiting";
    // A chunk that cannot be loaded (offline, a new release) leaves the page unmeasured, quietly.
    whenIdle(() => whenIdle(() => load().catch(() => undefined)));
  }
}

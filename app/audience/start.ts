/**
 * Starts the audience measurement (decision 029) from the site's page script
 * (app/page-scripts/page.ts), which records the page once it is shown (and,
 * on a page that hydrates, hydrated). Unless the visitor refuses the
 * measurement (./consent.ts), the first record imports ./measure.ts, a chunk
 * of its own, at once: every page is a document of its own (decision 045),
 * so a visitor who follows a link before it has loaded would leave the page
 * uncounted. It gets the views recorded until then. When the visitor refuses
 * it, it is never loaded and `data-audience="off"` says so.
 */
import type { QueuedView } from "../../shared/audience.ts";
import { measurementRefused } from "./consent.ts";

type Recorder = (view: QueuedView) => void;

let record: Recorder | undefined;
let state: "idle" | "waiting" | "refused" = "idle";
const pending: QueuedView[] = [];

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
  if (record) {
    record(view);
    return;
  }
  if (state === "refused") return;
  pending.push(view);
  if (state === "idle") {
    state = "waiting";
    // A chunk that cannot be loaded (offline, a new release) leaves the page unmeasured, quietly.
    load().catch(() => undefined);
  }
}

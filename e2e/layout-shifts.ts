import type { Page } from "@playwright/test";

interface ShiftEntry extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
  sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
}

/** The page's clock now (`performance.now()`), to count layout shifts from (see layoutShifts). */
export function pageClock(page: Page): Promise<number> {
  return page.evaluate(() => performance.now());
}

/**
 * The page's layout shifts not caused by input, since `since` on the page's
 * clock (pageClock; by default since it started loading), each with its size,
 * its time and what moved, so that a failure says which element moved when:
 * `toEqual([])` when nothing moved.
 *
 * A test of one change (a line appearing, the stylesheets applying) counts from
 * just before it: while a page loads, a busy browser may lay out a part of the
 * page it has not finished reading (the navigation's first entries, centred,
 * move when the others come), which is not that change's doing.
 */
export function layoutShifts(page: Page, since = 0): Promise<string[]> {
  return page.evaluate(
    (since) =>
      new Promise<string[]>((resolve) => {
        const shifts: string[] = [];
        const rect = (r: DOMRectReadOnly) => [r.x, r.y, r.width, r.height].map(Math.round).join(",");
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as ShiftEntry[]) {
            if (entry.hadRecentInput || entry.startTime < since) continue;
            const moved = entry.sources.map((source) => {
              const node =
                source.node instanceof Element ? source.node.outerHTML.slice(0, 120) : source.node?.nodeName;
              return `${node}: ${rect(source.previousRect)} → ${rect(source.currentRect)}`;
            });
            shifts.push(
              `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join("; ")}`,
            );
          }
        }).observe({ type: "layout-shift", buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(shifts)));
      }),
    since,
  );
}

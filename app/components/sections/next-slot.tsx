import { type ReactNode, useEffect, useState } from "react";
import type { NextSlotLine } from "../../../content/next-slot.ts";
import { site } from "../../../content/site.ts";

/**
 * « Prochain créneau libre : mardi 2 décembre à 9 h 30, par téléphone.
 * Réserver ce créneau »: the earliest free slot of the formats the page
 * concerns (content/next-slot.ts), with a link that opens the booking page
 * on it. Not in the pre-rendered HTML: once the page is hydrated, the line's
 * code (next-slot-line.tsx, app/lib/next-slot.ts) is fetched and asks the
 * booking API; until it answers, and if it never does, nothing is shown and
 * no room is held. It is not an alert: it appears, unannounced, at the end of
 * the band. A site built for a static host (RELAY_ORIGIN set) has no booking
 * server: there it asks nothing. Rendered by the routes that show it, into
 * CtaBand's `nextSlot`. This part is as small as it can be: it is in the
 * chunk every page loads (vite.config.ts "shared": a chunk of its own cost
 * the pages that show it a request more than its bytes).
 */
export function NextSlot({ line }: { line: NextSlotLine }) {
  const [shown, setShown] = useState<ReactNode>(null);
  useEffect(() => {
    setShown(null);
    if (site.relay.origin !== "") return;
    const controller = new AbortController();
    import("./next-slot-line.tsx")
      .then((module) => module.nextSlotLine(line, controller.signal))
      // Its code could not be fetched (a new release, offline): no line.
      .then(setShown, () => undefined);
    return () => controller.abort();
  }, [line]);
  return shown;
}

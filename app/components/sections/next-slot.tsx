import { type ReactNode, useEffect, useRef, useState } from "react";
import type { NextSlotLine } from "../../../content/next-slot.ts";
import { site } from "../../../content/site.ts";

/**
 * How far from the screen the band may be when its line is asked for: a
 * screen's height below (the line is there before the visitor scrolls to it)
 * or above (a jump to the end of the page); nothing is fetched for a visit
 * that never comes near.
 */
const NEAR = "100% 0px 100% 0px";

/**
 * « Prochain créneau libre : mardi 2 décembre à 9 h 30, par téléphone.
 * Réserver ce créneau »: the earliest free slot of the formats the page
 * concerns (content/next-slot.ts), with a link that opens the booking page
 * on it. Not in the pre-rendered HTML, and nothing of it in the first load
 * but this: once the page is hydrated and the band comes within a screen of
 * the visitor's, the line's code (next-slot-line.tsx, app/lib/next-slot.ts)
 * is fetched and asks the booking API. Until it answers, and if it never
 * does, nothing is shown and no room is held. It is not an alert: it
 * appears, unannounced, at the end of the band. A site built for a static
 * host (RELAY_ORIGIN set) has no booking server: there it asks nothing.
 * Rendered by the routes that show it, into CtaBand's `nextSlot`. This
 * part is in the chunk every page loads (vite.config.ts "shared", about
 * 0.25 KB): a chunk of its own cost the pages that show it a request, which
 * took the city pages over their JavaScript budget (docs/booking.md).
 */
export function NextSlot({ line }: { line: NextSlotLine }) {
  const [shown, setShown] = useState<ReactNode>(null);
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    setShown(null);
    const target = marker.current;
    if (site.relay.origin !== "" || !target) return;
    const controller = new AbortController();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        import("./next-slot-line.tsx")
          .then((module) => module.nextSlotLine(line, controller.signal))
          // Its code could not be fetched (a new release, offline): no line.
          .then(setShown, () => undefined);
      },
      { rootMargin: NEAR },
    );
    observer.observe(target);
    return () => {
      observer.disconnect();
      controller.abort();
    };
  }, [line]);
  // Until then, a point the observer watches, out of the band's layout.
  return shown ?? <span ref={marker} className="cta-band__watch" />;
}

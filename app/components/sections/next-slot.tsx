import { useEffect, useState } from "react";
import type { NextSlotLine } from "../../../content/next-slot.ts";
import type { NextSlotShown } from "../../lib/next-slot.ts";
import { Link } from "../ui/link.tsx";

/**
 * « Prochain créneau libre : mardi 2 décembre à 9 h 30, par téléphone.
 * Réserver ce créneau »: the earliest free slot of the formats the page
 * concerns (content/next-slot.ts), with a link that opens the booking page
 * on it. Not in the pre-rendered HTML: once the page is hydrated, its code
 * (app/lib/next-slot.ts) is fetched and asks the booking API; until it
 * answers, and if it never does, nothing is shown and no room is held. It is
 * not an alert: it appears, unannounced, at the end of the band.
 */
export function NextSlot({ line }: { line: NextSlotLine }) {
  const [shown, setShown] = useState<NextSlotShown | null>(null);
  useEffect(() => {
    setShown(null);
    const controller = new AbortController();
    import("../../lib/next-slot.ts")
      .then((module) => module.findNextSlot(line, controller.signal))
      .then((found) => {
        if (found && !controller.signal.aborted) setShown(found);
      })
      // Its code could not be fetched (a new release, offline): no line.
      .catch(() => undefined);
    return () => controller.abort();
  }, [line]);
  if (!shown) return null;
  return (
    <p className="cta-band__next">
      {shown.text} <Link to={shown.href}>{line.link}</Link>
    </p>
  );
}

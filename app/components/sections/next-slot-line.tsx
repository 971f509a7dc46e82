import type { NextSlotLine } from "../../../content/next-slot.ts";
import { findNextSlot } from "../../lib/next-slot.ts";
import { Link } from "../ui/link.tsx";

/**
 * The « next free slot » line once the booking API answered, or null: loaded
 * after the page is hydrated (next-slot.tsx), never in a first load. Null
 * too when the page went meanwhile (`signal` aborted).
 */
export async function nextSlotLine(line: NextSlotLine, signal: AbortSignal) {
  const shown = await findNextSlot(line, signal);
  if (!shown || signal.aborted) return null;
  return (
    <p className="cta-band__next">
      {shown.before}
      <strong className="nowrap">{shown.slot}</strong>
      {shown.after} <Link to={shown.href}>{line.link}</Link>
    </p>
  );
}

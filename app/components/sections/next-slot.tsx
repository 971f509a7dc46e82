import type { NextSlotLine } from "../../../content/next-slot.ts";
import { site } from "../../../content/site.ts";

/**
 * The marker of the « next free slot » line, out of the band's layout: the
 * page script watches it and puts the line after it once the booking API
 * answers (app/page-scripts/next-slot.ts), with the words it carries. A site
 * built for a static host (RELAY_ORIGIN set) has no booking server: there the
 * page carries none. Rendered by the routes that show it, into CtaBand's `nextSlot`.
 */
export function NextSlot({ line }: { line: NextSlotLine }) {
  if (site.relay.origin !== "") return null;
  return <span className="cta-band__watch" data-next-slot={JSON.stringify(line)} />;
}

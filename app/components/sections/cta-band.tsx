import type { NextSlotLine } from "../../../content/next-slot.ts";
import { site } from "../../../content/site.ts";
import { Link } from "../ui/link.tsx";
import { PhoneCta } from "../ui/phone-cta.tsx";
import { NextSlot } from "./next-slot.tsx";

interface CtaBandProps {
  id: string;
  title: string;
  text: string;
  /** The label of the button to the contact page. */
  contactLabel: string;
  /** Where that button leads: the contact page, or the booking page when it asks for a meeting. */
  contactPath?: string;
  /** The « next free slot » line of the page (content/next-slot.ts), shown under the buttons once the API answers. */
  nextSlot?: NextSlotLine;
}

/**
 * A booking server answers on the site's origin unless the site is built for
 * a static host (RELAY_ORIGIN set): there, the line is never asked for.
 */
const bookingServer = site.relay.origin === "";

/** The call-to-action band: call the firm, or go to the contact page; and the next free slot, when asked. */
export function CtaBand({ id, title, text, contactLabel, contactPath = "/contact", nextSlot }: CtaBandProps) {
  return (
    <section className="cta-band" aria-labelledby={id}>
      <div className="container cta-band__inner">
        <div>
          <h2 id={id}>{title}</h2>
          <p>{text}</p>
        </div>
        <div className="cta-band__actions">
          <PhoneCta number={site.phone} />
          <Link to={contactPath} className="btn btn-light">
            {contactLabel}
          </Link>
          {nextSlot && bookingServer && <NextSlot line={nextSlot} />}
        </div>
      </div>
    </section>
  );
}

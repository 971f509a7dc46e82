import type { ReactNode } from "react";
import { site } from "../../../content/site.ts";
import { Link } from "../ui/link.tsx";
import { PhoneCta } from "../ui/phone-cta.tsx";

interface CtaBandProps {
  id: string;
  title: string;
  text: string;
  /** The label of the button to the contact page. */
  contactLabel: string;
  /** Where that button leads: the contact page, or the booking page when it asks for a meeting. */
  contactPath?: string;
  /**
   * Under the buttons: the page's « next free slot » line (`<NextSlot>`,
   * next-slot.tsx), which only the pages that show it load.
   */
  nextSlot?: ReactNode;
}

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
          {nextSlot}
        </div>
      </div>
    </section>
  );
}

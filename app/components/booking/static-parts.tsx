import type { BookingCopy } from "../../../content/booking-page.ts";
import { site } from "../../../content/site.ts";
import { CheckList } from "../ui/check-list.tsx";
import { Icon } from "../ui/icon.tsx";
import { Section } from "../ui/section.tsx";

/*
 * The booking page's parts that never change once built: rendered to HTML by
 * the route's loader (booking-page.server.tsx), so the page's script does not
 * carry them, and shown with `Built`. Plain links, hence: they are rendered
 * outside the router.
 */

/** Markup rendered at build time by the route's loader: our own components, no visitor input. */
export function Built({ html, className }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own components, rendered at build time.
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** Where no booking server answers (static host, server down): the phone and the contact form instead. */
export function Unavailable({ text }: { text: BookingCopy["unavailable"] }) {
  return (
    <div className="booking-notice">
      <p className="booking-notice__title">
        <Icon name="circle-alert" />
        {text.title}
      </p>
      <p>{text.text}</p>
      <p className="booking-notice__actions">
        <a href={site.phoneUri} className="btn btn-accent">
          <Icon name="phone" />
          <span>
            {text.call} <span className="nowrap">{site.phone}</span>
          </span>
        </a>
        <a href="/contact" className="btn btn-outline">
          {text.contactLink}
        </a>
      </p>
    </div>
  );
}

/** Beside the booking: what the first meeting is, the phone, the contact form. */
export function BookingAside({ intro }: { intro: BookingCopy["intro"] }) {
  return (
    <>
      <h2 id="premier-entretien">{intro.title}</h2>
      <p>{intro.text}</p>
      <CheckList items={intro.points} />
      <p className="booking-aside__call">
        {intro.call}
        <br />
        <Icon name="phone" />{" "}
        <a href={site.phoneUri} className="coordinates__phone nowrap">
          {site.phone}
        </a>
      </p>
      <p>
        {intro.other} <a href="/contact">{intro.contactLink}</a>
      </p>
    </>
  );
}

/** Under the booking, where scripts run: the phone and the contact form when no slot suits. */
export function OtherSlot({ callback }: { callback: BookingCopy["callback"] }) {
  return (
    <Section id="autre-creneau" title={callback.title} tone="sand">
      <p>
        {callback.call}{" "}
        <a href={site.phoneUri} className="nowrap">
          {site.phone}
        </a>
        {callback.or} <a href="/contact">{callback.write}</a>
        {callback.after}
      </p>
    </Section>
  );
}

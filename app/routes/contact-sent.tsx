import { contact } from "../../content/contact.ts";
import { site } from "../../content/site.ts";
import { Icon } from "../components/ui/icon.tsx";
import { Link } from "../components/ui/link.tsx";
import { SectionBand } from "../components/ui/section.tsx";
import { familyMeta } from "../lib/meta.ts";
import type { SiteHandle } from "../lib/route-handle.ts";
import type { Route } from "./+types/contact-sent";
import "../styles/contact.css";

// The visitor has just written: no sticky "Je contacte…" button.
export const handle: SiteHandle = { stickyContact: false };

export const meta: Route.MetaFunction = familyMeta(({ sent }) => ({ ...sent.meta, noindex: true }));

/** Runs at build time: the page's copy (content/contact.yaml). */
export function loader() {
  return { sent: contact.sent };
}

/**
 * Where the relay sends a browser that posted the form without scripts, once
 * the message is stored (303 See Other). Static: it cannot echo the e-mail and
 * phone as the in-page confirmation does, since they never go in a URL.
 */
export default function ContactSent({ loaderData }: Route.ComponentProps) {
  const { sent } = loaderData;
  return (
    <SectionBand labelledBy="message-envoye" className="contact" containerClassName="contact-single">
      <h1 className="sr-only">{sent.heading}</h1>
      <div className="contact__form card contact-confirmation">
        <h2 id="message-envoye">
          <Icon name="circle-check" className="contact-confirmation__icon" />
          {sent.title}
        </h2>
        <p>{sent.text}</p>
        <p>{sent.next}</p>
        <p>
          {sent.urgent}{" "}
          <a href={site.phoneUri} className="nowrap">
            {site.phone}
          </a>
          .
        </p>
        <Link to="/home" className="btn btn-primary">
          {sent.back}
        </Link>
      </div>
    </SectionBand>
  );
}

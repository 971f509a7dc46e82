import { bookingPagePath } from "../../content/booking-paths.ts";
import { site } from "../../content/site.ts";
import { staticPageDates } from "../../content/static-pages.ts";
import { BookingForm } from "../components/booking/booking-form.tsx";
import { Built } from "../components/booking/static-parts.tsx";
import { bookingPageData } from "../lib/booking-page.server.tsx";
import { webPageJsonLd } from "../lib/json-ld.ts";
import { pageMeta } from "../lib/meta.ts";
import type { SiteHandle } from "../lib/route-handle.ts";
import type { Route } from "./+types/booking";
import "../styles/contact.css";
import "../styles/booking.css";

export const meta: Route.MetaFunction = ({ location, loaderData }) =>
  pageMeta({
    title: loaderData?.meta.title,
    description: loaderData?.meta.description,
    path: location.pathname,
    jsonLd: [
      webPageJsonLd({
        name: loaderData?.meta.title ?? "",
        path: bookingPagePath,
        dateModified: loaderData?.dateModified ?? "",
      }),
    ],
  });

/** The booking form: the free slots it fetches, its steps and sending are React's (decision 045). */
export const handle: SiteHandle = { hydrate: true };

/** Runs at build time: the copy, the formats, the HTML of the parts that never change, and the page's date. */
export function loader() {
  return { ...bookingPageData(), dateModified: staticPageDates[bookingPagePath] ?? "" };
}

/**
 * A booking server answers on this origin unless the site is built for a
 * static host (RELAY_ORIGIN set): there, the page offers the phone and the
 * contact form at once.
 */
const offline = site.relay.origin !== "";

/**
 * /rendez-vous: the free first meeting booked online. Pre-rendered with
 * every text of the booking; the free slots come from the API once the
 * script runs. Where scripts do not run (`@media (scripting: none)`,
 * booking.css), a request for a callback, sent to the contact relay,
 * replaces the booking.
 */
export default function BookingPage({ loaderData }: Route.ComponentProps) {
  const { copy, html } = loaderData;
  return (
    <>
      <h1 className="sr-only">{copy.heading}</h1>
      <section className="section contact" aria-labelledby="premier-entretien">
        <div className="container contact__grid">
          <Built className="contact__aside" html={html.aside} />
          <div className={`contact__form card${offline ? "" : " with-script"}`}>
            <BookingForm
              copy={copy}
              labels={loaderData.labels}
              interests={loaderData.interests}
              formats={loaderData.formats}
              offline={offline}
              honeypot={loaderData.honeypot}
              unavailable={html.unavailable}
            />
          </div>
          {!offline && <Built className="contact__form card without-script" html={html.callbackForm} />}
        </div>
      </section>
      {!offline && <Built className="with-script" html={html.otherSlot} />}
    </>
  );
}

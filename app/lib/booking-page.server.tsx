/**
 * The booking page's build-time data (its route's loader, decision 013): the
 * copy (with the contact form's labels and interest options, which its forms
 * share), the formats the server offers (content/booking.ts) with each office's
 * address, and the HTML of the parts that never change once built (the text
 * beside the booking, the request for a callback shown without scripts, the
 * band under the booking, the notice that no booking server answers). The page's script then carries neither the copy's
 * static parts nor the offices' records and configuration.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { bookingFormats } from "../../content/booking.ts";
import { bookingMeta, bookingPage } from "../../content/booking-page.ts";
import { contact, contactFieldLabels, interestOptions } from "../../content/contact.ts";
import { officeById } from "../../content/offices.ts";
import { HONEYPOT_FIELD } from "../../shared/contact-validation.ts";
import { CallbackForm } from "../components/booking/callback-form.tsx";
import { BookingAside, OtherSlot, Unavailable } from "../components/booking/static-parts.tsx";

export function bookingPageData() {
  return {
    meta: bookingMeta,
    copy: bookingPage,
    html: {
      aside: renderToStaticMarkup(<BookingAside intro={bookingPage.intro} />),
      callbackForm: renderToStaticMarkup(
        <CallbackForm copy={bookingPage.callback} labels={contact.form} interests={interestOptions} />,
      ),
      otherSlot: renderToStaticMarkup(<OtherSlot callback={bookingPage.callback} />),
      unavailable: renderToStaticMarkup(<Unavailable text={bookingPage.unavailable} />),
    },
    labels: contactFieldLabels(),
    interests: interestOptions,
    honeypot: HONEYPOT_FIELD,
    formats: bookingFormats.map((format) => {
      const office = format.officeId ? officeById(format.officeId) : undefined;
      return {
        id: format.id,
        label: format.label,
        ...(office ? { detail: `${office.street}, ${office.postalCode} ${office.city}` } : {}),
      };
    }),
  };
}

import type { BookingCopy } from "../../../content/booking-page.ts";
import type { ContactFormCopy } from "../../../content/contact.ts";
import { site } from "../../../content/site.ts";
import { HONEYPOT_FIELD, RELAY_PATH, WHOM_OPTIONS } from "../../../shared/contact-validation.ts";
import { ContactFields } from "../ui/form-field.tsx";

/** The prefix of the form's ids: apart from the booking form's, on the same page. */
const ID_PREFIX = "rappel";
const id = (name: string) => `${ID_PREFIX}-${name}`;

/**
 * The request for a callback that replaces the booking where scripts do not
 * run: a native multipart POST to the self-hosted contact relay, which stores
 * it as a contact message and answers with /contact/merci (303) or with the
 * form and its errors (422, server/relay/html.ts). The relay keeps the
 * contact form's fields only, so the format and the times the visitor would
 * like go in the message.
 *
 * Rendered to HTML at build time (the route's loader): where scripts run the
 * form is hidden, so the page's script does not carry it. Hence plain links.
 */
export function CallbackForm({
  copy,
  labels,
  interests,
}: {
  copy: BookingCopy["callback"];
  /** The contact form's labels, legend and privacy note (content/contact.yaml). */
  labels: ContactFormCopy;
  /** The contact form's interest options, which the relay accepts. */
  interests: readonly string[];
}) {
  return (
    <form
      className="contact-form"
      method="post"
      action={RELAY_PATH}
      encType="multipart/form-data"
      noValidate
      aria-labelledby={id("titre")}
    >
      <input type="hidden" name="user_id" value={site.relay.publicKey} />
      <input type="hidden" name="service_id" value={site.relay.serviceId} />
      <input type="hidden" name="template_id" value={site.relay.templateId} />
      <h2 id={id("titre")}>{copy.formTitle}</h2>
      <p>{copy.noScript}</p>
      <p className="contact-form__legend">{labels.requiredLegend}</p>
      <ContactFields
        idPrefix={ID_PREFIX}
        labels={labels}
        whom={WHOM_OPTIONS}
        interest={interests}
        message={{ name: "Message", label: copy.message, hint: copy.messageHint, rows: 4 }}
        honeypot={HONEYPOT_FIELD}
      />
      <div>
        <button type="submit" className="btn btn-accent">
          {copy.submit}
        </button>
      </div>
      <p className="contact-form__privacy">
        {labels.privacy} <a href="/politique-de-confidentialite">{labels.privacyLink}</a>
      </p>
    </form>
  );
}

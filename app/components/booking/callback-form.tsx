import type { BookingCopy } from "../../../content/booking-page.ts";
import { contact, interestOptions } from "../../../content/contact.ts";
import { site } from "../../../content/site.ts";
import { HONEYPOT_FIELD, RELAY_PATH, WHOM_OPTIONS } from "../../../shared/contact-validation.ts";
import { RequiredMark, SelectField, TextAreaField, TextField } from "../ui/form-field.tsx";

const labels = contact.form;
const id = (field: string) => `rappel-${field}`;

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
export function CallbackForm({ copy }: { copy: BookingCopy["callback"] }) {
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
      <fieldset className="field field--choices">
        <legend className="field__label">
          {labels.whom.legend}
          <RequiredMark />
        </legend>
        <div className="choices">
          {WHOM_OPTIONS.map((option) => (
            <label key={option} className="choice">
              <input type="radio" name="whom" value={option} required />
              {labels.whom[option]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="contact-form__row">
        <TextField
          id={id("nom")}
          name="lastName"
          label={labels.lastName}
          required
          autoComplete="family-name"
        />
        <TextField
          id={id("prenom")}
          name="firstName"
          label={labels.firstName}
          required
          autoComplete="given-name"
        />
      </div>
      <div className="contact-form__row">
        <TextField
          id={id("email")}
          name="email"
          type="email"
          label={labels.email}
          hint={labels.emailHint}
          required
          autoComplete="email"
          spellCheck={false}
        />
        <TextField
          id={id("telephone")}
          name="phone"
          type="tel"
          label={labels.phone}
          hint={labels.phoneHint}
          required
          autoComplete="tel"
        />
      </div>
      <SelectField id={id("sujet")} name="interest" label={labels.interest} options={interestOptions} />
      <TextAreaField
        id={id("message")}
        name="Message"
        label={copy.message}
        hint={copy.messageHint}
        rows={4}
      />
      <div className="honeypot" aria-hidden="true">
        <label htmlFor={id("website")}>{labels.honeypot}</label>
        <input id={id("website")} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
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

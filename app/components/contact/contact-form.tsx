import { type FormEvent, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import type { ContactCopy } from "../../../content/contact.ts";
import { site } from "../../../content/site.ts";
import {
  type ContactErrors,
  type ContactField,
  HONEYPOT_FIELD,
  invalidFields,
  RELAY_PATH,
  validateContact,
  WHOM_OPTIONS,
} from "../../../shared/contact-validation.ts";
import { previousPage } from "../../lib/previous-page.ts";
import { type SendOutcome, sendContactForm } from "../../lib/send-contact.ts";
import { ContactFields } from "../ui/form-field.tsx";
import { Icon } from "../ui/icon.tsx";
import { Link } from "../ui/link.tsx";

/** The copy the contact form shows, from the route's loader (content/contact.yaml). */
/** The form's words; `form.noscript` only where the form needs its script (a relay on another origin). */
type FormCopy = Pick<ContactCopy, "failure" | "confirmation"> & {
  form: Omit<ContactCopy["form"], "noscript"> & { noscript?: string };
};

/** The id of each field's control (the first radio for `whom`), as ContactFields gives it. */
const ID_PREFIX = "contact";
const fieldId = (field: ContactField) => `${ID_PREFIX}-${field}`;

type Status = "editing" | "sending" | "failed" | "rate-limited";

/**
 * The relay is the self-hosted one, on this origin: the form then works
 * without scripts too, as a native POST the relay answers with a page (see
 * server/relay/html.ts). A relay on another origin (EmailJS, for a build on a
 * static host) answers a browser with text, and the CSP's form-action allows
 * this origin only: there the form needs its script, as a <noscript> says.
 */
const selfHosted = site.relay.origin === "";

/**
 * What @emailjs/browser adds to the form data when it sends, as fields of the
 * form itself, for the native POST made before hydration or without scripts.
 * Rendered until hydration only: the script's request stays what it was.
 */
function RelayKeyFields() {
  return (
    <>
      <input type="hidden" name="user_id" value={site.relay.publicKey} />
      <input type="hidden" name="service_id" value={site.relay.serviceId} />
      <input type="hidden" name="template_id" value={site.relay.templateId} />
    </>
  );
}

interface Sent {
  email: string;
  phone: string;
}

/** The phone and e-mail of the firm, offered whenever the form cannot do its job. */
function DirectContact() {
  return (
    <ul className="direct-contact">
      <li>
        <Icon name="phone" />
        <a href={site.phoneUri} className="nowrap">
          {site.phone}
        </a>
      </li>
      <li>
        <Icon name="mail" />
        <a href={`mailto:${site.email}`}>{site.email}</a>
      </li>
    </ul>
  );
}

function Confirmation({ sent, text }: { sent: Sent; text: FormCopy["confirmation"] }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div className="contact-confirmation">
      <h2 ref={heading} tabIndex={-1}>
        <Icon name="circle-check" className="contact-confirmation__icon" />
        {text.title}
      </h2>
      <p>
        {text.before} <strong>{sent.email}</strong> {text.middle}{" "}
        <strong className="nowrap">{sent.phone}</strong>.
      </p>
      <Link to="/home" className="btn btn-primary">
        {text.back}
      </Link>
    </div>
  );
}

function ErrorSummary({ errors, copy }: { errors: ContactErrors; copy: FormCopy["form"] }) {
  const fields = invalidFields(errors);
  if (fields.length === 0) return null;
  const title =
    fields.length === 1 ? copy.summaryOne : copy.summaryMany.replace("{n}", String(fields.length));
  return (
    <div className="form-summary">
      <p className="form-summary__title">{title}</p>
      <ul>
        {fields.map((field) => (
          <li key={field}>
            <a href={`#${fieldId(field)}`}>{errors[field]}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function SendFailure({ status, text }: { status: Status; text: FormCopy["failure"] }) {
  if (status !== "failed" && status !== "rate-limited") return null;
  return (
    <div className="form-failure">
      <p className="form-failure__title">
        <Icon name="circle-alert" />
        {text.title}
      </p>
      <p>{status === "rate-limited" ? text.rateLimited : text.text}&nbsp;:</p>
      <DirectContact />
    </div>
  );
}

/**
 * The contact form. Its fields are uncontrolled: what the visitor typed stays
 * in the DOM whatever happens, and the relay client reads the form itself.
 * The confirmation only replaces the form once the relay has answered 2xx.
 * Pre-rendered, it is a plain multipart POST to the self-hosted relay, which
 * answers it with a redirect to /contact/merci or with the form and its
 * errors; once hydrated, the submit is the script's (fetch, messages in place).
 */
export function ContactForm({
  copy: { form: copy, failure, confirmation },
  interests,
}: {
  copy: FormCopy;
  /** The subjects the relay accepts, in order. */
  interests: readonly string[];
}) {
  const [hydrated, setHydrated] = useState(false);
  const [status, setStatus] = useState<Status>("editing");
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sent, setSent] = useState<Sent | null>(null);
  const sending = useRef(false);

  useEffect(() => setHydrated(true), []);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    const form = event.currentTarget;
    const values = new FormData(form);
    const found = validateContact(values);
    const invalid = invalidFields(found);
    // Render the messages before moving focus, so the field is announced with its error.
    flushSync(() => {
      setErrors(found);
      setStatus("editing");
    });
    if (invalid.length > 0) {
      document.getElementById(fieldId(invalid[0] as ContactField))?.focus();
      return;
    }

    sending.current = true;
    setStatus("sending");
    let outcome: SendOutcome;
    try {
      outcome = await sendContactForm(form, site.relay, previousPage());
    } finally {
      sending.current = false;
    }
    if (outcome === "sent") {
      setSent({ email: String(values.get("email")).trim(), phone: String(values.get("phone")).trim() });
    } else {
      setStatus(outcome);
    }
  }

  if (sent) return <Confirmation sent={sent} text={confirmation} />;

  const isSending = status === "sending";
  return (
    <form
      className="contact-form"
      method="post"
      action={selfHosted ? RELAY_PATH : undefined}
      encType="multipart/form-data"
      noValidate
      onSubmit={handleSubmit}
      aria-labelledby="ecrivez-nous"
    >
      {selfHosted && !hydrated && <RelayKeyFields />}
      <h2 id="ecrivez-nous">{copy.title}</h2>
      <p className="contact-form__legend">{copy.requiredLegend}</p>
      <ErrorSummary errors={errors} copy={copy} />

      <ContactFields
        idPrefix={ID_PREFIX}
        labels={copy}
        whom={WHOM_OPTIONS}
        interest={interests}
        message={{ name: "Message", label: copy.message, rows: 6 }}
        honeypot={HONEYPOT_FIELD}
        errors={errors}
      />

      <div className="contact-form__actions">
        <div aria-live="assertive" className="contact-form__live">
          <SendFailure status={status} text={failure} />
        </div>
        <button
          type="submit"
          className="btn btn-accent contact-form__submit"
          disabled={!hydrated && !selfHosted}
          aria-disabled={isSending || undefined}
        >
          {isSending ? copy.sending : copy.submit}
        </button>
      </div>
      <p className="contact-form__privacy">
        {copy.privacy} <Link to="/politique-de-confidentialite">{copy.privacyLink}</Link>
      </p>
      {!selfHosted && copy.noscript && (
        <noscript>
          <p className="contact-form__noscript">{copy.noscript}</p>
        </noscript>
      )}
    </form>
  );
}

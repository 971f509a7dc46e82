import { init, sendForm } from "@emailjs/browser";
import { site } from "../../content/site.ts";
import {
  CONVERSION_ENTRY_FIELD,
  CONVERSION_FROM_FIELD,
  keptEntryPage,
} from "../../shared/contact-validation.ts";

export type RelaySettings = typeof site.relay;

/** What became of a send: delivered to the relay, refused for rate, or failed. */
export type SendOutcome = "sent" | "rate-limited" | "failed";

function statusOf(error: unknown): number | undefined {
  if (typeof error === "object" && error !== null && "status" in error) {
    const { status } = error as { status: unknown };
    return typeof status === "number" ? status : undefined;
  }
  return undefined;
}

/**
 * Sends the contact form through the e-mail relay with @emailjs/browser: the
 * self-hosted relay on this origin by default, the hosted EmailJS service
 * when `RELAY_ORIGIN` and its keys are set at build. Only a 2xx answer counts
 * as sent; every failure (network, 4xx, 5xx, missing keys) is logged for
 * whoever debugs it, and the caller shows the visitor a French message.
 * `from`, the page shown before the form's (app/lib/previous-page.ts), goes
 * with the form for the audience's count of the conversion, and only then,
 * with the visit's entry page when the measurement kept one (keptEntryPage).
 */
export async function sendContactForm(
  form: HTMLFormElement,
  relay: RelaySettings = site.relay,
  from?: string,
): Promise<SendOutcome> {
  const fields = Object.entries({
    [CONVERSION_FROM_FIELD]: from,
    [CONVERSION_ENTRY_FIELD]: from === undefined ? undefined : keptEntryPage(),
  }).flatMap(([name, value]) =>
    value === undefined
      ? []
      : [form.appendChild(Object.assign(document.createElement("input"), { type: "hidden", name, value }))],
  );
  try {
    init({ publicKey: relay.publicKey, origin: relay.origin || window.location.origin });
    await sendForm(relay.serviceId, relay.templateId, form);
    return "sent";
  } catch (error) {
    console.error("Contact form: the message was not sent.", error);
    return statusOf(error) === 429 ? "rate-limited" : "failed";
  } finally {
    for (const field of fields) field.remove();
  }
}

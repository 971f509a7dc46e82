/**
 * The e-mails of a booking, composed when they are sent from the booking as
 * it stands (server/booking/store.ts queues them):
 *
 * - to the visitor (MAIL_FROM → the visitor, replying to the firm): the
 *   confirmation, a move, a cancellation, with the invitation (.ics) and the
 *   link that cancels or moves; the reminder the day before;
 * - to the firm (MAIL_FROM → MAIL_TO, replying to the visitor): the same
 *   news with everything the visitor typed and the invitation.
 */
import type { SendMailOptions } from "nodemailer";
import { bookingFormatById, bookingManagePath, bookingPath } from "../../content/booking.ts";
import { frenchTypography } from "../../content/format.ts";
import { officeById } from "../../content/offices.ts";
import type { FirmContact } from "../../content/site.ts";
import { frenchDateTime, frenchDay, frenchTime } from "../../shared/french-date.ts";
import { escapeHtml, type MailAddresses } from "../relay/delivery.ts";
import { invitation } from "./ics.ts";
import type { Booking, BookingMail } from "./store.ts";
import { bookingVersion, signToken } from "./tokens.ts";

export interface BookingMailContext {
  addresses: MailAddresses;
  /** BOOKING_SECRET: signs the manage links. */
  secret: string;
  /** The canonical site URL (SITE_URL), where the links point. */
  siteUrl: string;
  /** The firm's name, phone and e-mail: the build answered's. */
  contact: FirmContact;
  now: Date;
}

/** Subject and header values on one line, whatever the visitor typed. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}

function fullName(booking: Booking): string {
  return oneLine(`${booking.firstName} ${booking.lastName}`);
}

/** « jeudi 26 novembre 2026 à 8 h 30 » (Paris time). */
export const meetingTime = (instant: string): string => frenchDateTime(instant);

/** « jeudi 26 novembre 2026, de 8 h 30 à 9 h (heure de Paris) ». */
function meetingSpan(booking: Booking): string {
  return `${frenchDay(booking.start)}, de ${frenchTime(booking.start)} à ${frenchTime(booking.end)} (heure de Paris)`;
}

/** The back office's agenda, where the firm lists, moves and cancels the bookings. */
const agendaUrl = (siteUrl: string) => `${siteUrl.replace(/\/$/, "")}/admin/agenda`;

/** The link to the page that shows, cancels or moves the booking. */
export function manageUrl(booking: Booking, secret: string, siteUrl: string): string {
  const token = signToken(secret, booking.id, bookingVersion(booking), Temporal.Instant.from(booking.end));
  return `${siteUrl.replace(/\/$/, "")}${bookingManagePath}?jeton=${token}`;
}

/** The format's label and where the meeting takes place, for the visitor. */
export function formatDetails(booking: Booking): { label: string; where: string } {
  const format = bookingFormatById(booking.format);
  if (!format) return { label: booking.format, where: "" };
  if (format.kind === "office" && format.officeId) {
    const office = officeById(format.officeId);
    return {
      label: format.label,
      where: `${office.name}, ${office.street}, ${office.postalCode} ${office.city}`,
    };
  }
  if (format.kind === "phone") {
    return { label: format.label, where: `Une consultante vous appelle au ${oneLine(booking.phone)}.` };
  }
  return {
    label: format.label,
    where: "Une consultante vous envoie le lien de la visioconférence par e-mail avant le rendez-vous.",
  };
}

interface Composed {
  subject: string;
  /** Paragraphs; a line may be a « Label : value » pair. */
  paragraphs: string[];
  link?: { label: string; url: string };
}

function visitorText(mail: BookingMail, manage: string, context: BookingMailContext): Composed {
  const firm = context.contact;
  const { booking } = mail;
  const { label, where } = formatDetails(booking);
  const details = [
    `Date : ${meetingSpan(booking)}`,
    `Format : ${label}`,
    ...(where ? [`Lieu : ${where}`] : []),
    `Sujet : ${booking.interest}`,
  ].join("\n");
  const hello = `Bonjour ${oneLine(booking.firstName)},`;
  const signature = `À bientôt,\n${firm.name}\n${firm.phone} — ${firm.email}`;
  const when = meetingTime(booking.start);
  switch (mail.kind) {
    case "confirmed":
      return {
        subject: `Votre premier entretien est confirmé : ${when}`,
        paragraphs: [
          hello,
          `Votre premier entretien gratuit avec ${firm.name} est confirmé.`,
          details,
          "L’invitation jointe (rendez-vous.ics) l’ajoute à votre agenda. Vous recevrez un rappel la veille.",
          signature,
        ],
        link: { label: "Annuler ou déplacer ce rendez-vous", url: manage },
      };
    case "moved":
      return {
        subject: `Votre premier entretien est déplacé : ${when}`,
        paragraphs: [
          hello,
          `Votre premier entretien est déplacé${mail.previousStart ? ` (il était prévu le ${meetingTime(mail.previousStart)})` : ""}. Le voici :`,
          details,
          "L’invitation jointe met à jour votre agenda.",
          signature,
        ],
        link: { label: "Annuler ou déplacer ce rendez-vous", url: manage },
      };
    case "cancelled":
      return {
        subject: `Votre rendez-vous du ${when} est annulé`,
        paragraphs: [
          hello,
          booking.cancelledBy === "firm"
            ? `Nous avons dû annuler votre premier entretien du ${when}. Nous vous prions de nous en excuser : choisissez un autre créneau ou appelez-nous au ${firm.phone}.`
            : `Votre premier entretien du ${when} est annulé, comme vous l’avez demandé.`,
          "L’invitation jointe retire ce rendez-vous de votre agenda.",
          signature,
        ],
        link: {
          label: "Choisir un autre créneau",
          url: `${context.siteUrl.replace(/\/$/, "")}${bookingPath}`,
        },
      };
    case "reminder":
      return {
        subject: `Rappel : votre premier entretien ${when}`,
        paragraphs: [
          hello,
          "Nous vous rappelons votre premier entretien gratuit, demain :",
          details,
          signature,
        ],
        link: { label: "Annuler ou déplacer ce rendez-vous", url: manage },
      };
  }
}

function firmText(mail: BookingMail, siteUrl: string): Composed {
  const { booking } = mail;
  const { label } = formatDetails(booking);
  const who = `${fullName(booking)} (${label.toLowerCase()})`;
  const when = meetingTime(booking.start);
  const fields = [
    `Date : ${meetingSpan(booking)}`,
    `Format : ${label}`,
    `Sujet : ${booking.interest}`,
    `Nom : ${booking.lastName}`,
    `Prénom : ${booking.firstName}`,
    `E-mail : ${booking.email}`,
    `Téléphone : ${booking.phone}`,
  ].join("\n");
  const message = `Message :\n${booking.message || "(aucun)"}`;
  const footer = `Rendez-vous n° ${booking.id}, réservé sur le site le ${meetingTime(booking.createdAt)}. Agenda du cabinet : ${agendaUrl(siteUrl)}. Répondre à ce courriel écrit directement à ${fullName(booking)}.`;
  switch (mail.kind) {
    case "confirmed":
      return { subject: `Rendez-vous réservé : ${when} — ${who}`, paragraphs: [fields, message, footer] };
    case "moved":
      return {
        subject: `Rendez-vous déplacé : ${when} — ${who}`,
        paragraphs: [
          mail.previousStart
            ? `Rendez-vous déplacé ; il était prévu le ${meetingTime(mail.previousStart)}.`
            : "",
          fields,
          message,
          footer,
        ].filter(Boolean),
      };
    case "cancelled":
      return {
        subject: `Rendez-vous annulé : ${when} — ${who}`,
        paragraphs: [
          booking.cancelledBy === "firm"
            ? "Annulé par le cabinet ; la personne en est informée par e-mail. Le créneau est de nouveau libre."
            : "Annulé par la personne, avec le lien de son e-mail de confirmation. Le créneau est de nouveau libre.",
          fields,
          footer,
        ],
      };
    case "reminder":
      // Reminders go to the visitor only (store.queueReminder).
      return { subject: `Rappel envoyé : ${when} — ${who}`, paragraphs: [fields, footer] };
  }
}

function renderText(composed: Composed): string {
  const link = composed.link ? [`${composed.link.label} : ${composed.link.url}`] : [];
  return `${[...composed.paragraphs, ...link].map(frenchTypography).join("\n\n")}\n`;
}

function renderHtml(composed: Composed): string {
  const paragraphs = composed.paragraphs
    .map((paragraph) => `<p>${escapeHtml(frenchTypography(paragraph)).replace(/\n/g, "<br>\n")}</p>`)
    .join("\n");
  const link = composed.link
    ? `<p><a href="${escapeHtml(composed.link.url)}">${escapeHtml(frenchTypography(composed.link.label))}</a></p>`
    : "";
  return `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><title>${escapeHtml(frenchTypography(composed.subject))}</title></head>
<body style="font-family:sans-serif;line-height:1.5">
${paragraphs}
${link}
</body>
</html>
`;
}

/** The e-mail a queued booking mail stands for. */
export function composeBookingMail(mail: BookingMail, context: BookingMailContext): SendMailOptions {
  const { booking } = mail;
  const toVisitor = mail.recipient === "visitor";
  const manage = manageUrl(booking, context.secret, context.siteUrl);
  const composed = toVisitor ? visitorText(mail, manage, context) : firmText(mail, context.siteUrl);
  const { label, where } = formatDetails(booking);
  const ics =
    mail.kind === "reminder"
      ? undefined
      : invitation(booking, {
          siteUrl: context.siteUrl,
          now: context.now,
          summary: frenchTypography(
            toVisitor
              ? `Premier entretien gratuit — ${context.contact.name}`
              : `Premier entretien — ${fullName(booking)} (${label.toLowerCase()})`,
          ),
          // The day and time in words too: the text a calendar prints or reads aloud.
          description: frenchTypography(
            toVisitor
              ? `${meetingSpan(booking)}\n${label}. ${where}\nSujet : ${booking.interest}${booking.status === "active" ? `\nAnnuler ou déplacer : ${manage}` : ""}`
              : `${meetingSpan(booking)}\n${label}. Sujet : ${booking.interest}\n${booking.email} — ${booking.phone}\n${booking.message}`,
          ),
          location: where || label,
          url: toVisitor && booking.status === "active" ? manage : undefined,
          firm: context.contact,
        });
  const method = booking.status === "cancelled" ? "CANCEL" : "REQUEST";
  return {
    from: context.addresses.from,
    to: toVisitor ? { name: fullName(booking), address: booking.email } : context.addresses.to,
    replyTo: toVisitor
      ? { name: context.contact.name, address: context.contact.email }
      : { name: fullName(booking), address: booking.email },
    subject: frenchTypography(oneLine(composed.subject)),
    text: renderText(composed),
    html: renderHtml(composed),
    ...(ics && {
      attachments: [
        {
          filename: "rendez-vous.ics",
          content: ics,
          contentType: `text/calendar; charset=utf-8; method=${method}`,
        },
      ],
    }),
  };
}

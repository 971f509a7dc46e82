/**
 * The page that manages a booking, GET /rendez-vous/gerer?jeton=<token>,
 * rendered by the server in the frame of the built /contact page (the
 * relay's frame, server/relay/html.ts: header, navigation, footer and
 * stylesheets, no script, noindex). It shows the booking, a form that
 * cancels it without JavaScript (POST /api/booking/cancel, field `jeton`)
 * and a link to the booking page's move mode; or, for a link that no longer
 * works, why, and what to do instead. The server's base CSP applies: no
 * inline script or style.
 */
import { BOOKING_API, bookingPath } from "../../content/booking.ts";
import { frenchTypography } from "../../content/format.ts";
import type { BuildFacts } from "../build-facts.ts";
import { escapeHtml } from "../relay/delivery.ts";
import { directContact, fillFrame } from "../relay/html.ts";
import { formatDetails, meetingTime } from "./mail.ts";
import type { Booking } from "./store.ts";

export type ManageState =
  | { kind: "active"; booking: Booking; token: string }
  | { kind: "cancelled"; booking: Booking; justNow: boolean }
  | { kind: "over" }
  | { kind: "invalid" }
  /** A link from before the booking was moved. */
  | { kind: "moved" }
  | { kind: "unknown" };

const text = (value: string) => escapeHtml(frenchTypography(value));

function details(booking: Booking): string {
  const { label, where } = formatDetails(booking);
  const rows: [string, string][] = [
    ["Date", `${meetingTime(booking.start)} (heure de Paris)`],
    ["Format", label],
    ...(where ? ([["Lieu", where]] as [string, string][]) : []),
    ["Sujet", booking.interest],
    ["Au nom de", `${booking.firstName} ${booking.lastName}`],
  ];
  return `<dl class="booking-details">${rows.map(([term, value]) => `<dt>${text(term)}</dt><dd>${text(value)}</dd>`).join("")}</dl>`;
}

function section(heading: string, body: string): string {
  return (
    '<section class="section contact" aria-labelledby="gerer-titre"><div class="container contact-single">' +
    `<h1 id="gerer-titre">${text(heading)}</h1>${body}</div></section>`
  );
}

const bookAgain = () =>
  `<p><a href="${bookingPath}" class="btn btn-primary">${text("Réserver un autre créneau")}</a></p>`;

/** The title and <main> content of the manage page in `state`. */
function manageContent(state: ManageState, source: BuildFacts): { title: string; main: string } {
  const contact = directContact(source.contact);
  switch (state.kind) {
    case "active": {
      const move = `${bookingPath}?deplacer=${encodeURIComponent(state.token)}`;
      return {
        title: "Votre rendez-vous",
        main: section(
          "Votre premier entretien",
          `<p>${text("Votre rendez-vous est confirmé :")}</p>${details(state.booking)}` +
            `<form method="post" action="${BOOKING_API}/cancel" class="booking-cancel">` +
            `<input type="hidden" name="jeton" value="${escapeHtml(state.token)}"/>` +
            `<p>${text("Vous ne pouvez pas venir ? Annulez ce rendez-vous pour libérer le créneau, ou choisissez-en un autre.")}</p>` +
            `<p><button type="submit" class="btn btn-accent">${text("Annuler ce rendez-vous")}</button></p>` +
            "</form>" +
            `<p><a href="${escapeHtml(move)}" class="btn btn-primary">${text("Choisir un autre créneau")}</a></p>` +
            `<p>${text("Une question ? Appelez-nous ou écrivez-nous :")}</p>${contact}`,
        ),
      };
    }
    case "cancelled":
      return {
        title: "Rendez-vous annulé",
        main: section(
          state.justNow ? "Votre rendez-vous est annulé" : "Ce rendez-vous est annulé",
          `<p role="status">${text(
            state.justNow
              ? `Votre rendez-vous du ${meetingTime(state.booking.start)} est annulé. Un e-mail vous le confirme.`
              : `Le rendez-vous du ${meetingTime(state.booking.start)} a été annulé.`,
          )}</p>${bookAgain()}`,
        ),
      };
    case "over":
      return {
        title: "Rendez-vous passé",
        main: section(
          "Ce rendez-vous est passé",
          `<p>${text("Ce lien ne sert plus : l’heure du rendez-vous est passée. Pour un nouveau rendez-vous, choisissez un créneau ou contactez-nous.")}</p>${bookAgain()}${contact}`,
        ),
      };
    case "unknown":
      return {
        title: "Rendez-vous introuvable",
        main: section(
          "Rendez-vous introuvable",
          `<p>${text("Nous ne trouvons pas ce rendez-vous. Appelez-nous ou écrivez-nous : nous regarderons avec vous.")}</p>${contact}${bookAgain()}`,
        ),
      };
    case "moved":
      return {
        title: "Lien remplacé",
        main: section(
          "Ce lien ne sert plus",
          `<p>${text("Ce rendez-vous a été déplacé depuis l’envoi de ce lien. Utilisez le lien du dernier e-mail reçu, qui donne le nouvel horaire, ou contactez-nous.")}</p>${contact}${bookAgain()}`,
        ),
      };
    case "invalid":
      return {
        title: "Lien non valide",
        main: section(
          "Ce lien n’est pas valide",
          `<p>${text("Le lien de gestion de votre rendez-vous est incomplet ou a été modifié. Utilisez le lien de votre e-mail de confirmation tel quel, ou contactez-nous.")}</p>${contact}${bookAgain()}`,
        ),
      };
  }
}

/** The whole manage page, in the frame and with the contact of `source` (the build answered). */
export function managePage(source: BuildFacts, state: ManageState): string {
  const { title, main } = manageContent(state, source);
  return fillFrame(source, frenchTypography(title), main);
}

/** A short page for a refused form post (origin, size, rate limit…): why, and how to reach the firm. */
export function refusalPage(source: BuildFacts, message: string, status: number): string {
  const contact = directContact(source.contact);
  return fillFrame(
    source,
    "Demande refusée",
    section(
      "Votre demande n’a pas abouti",
      `<div class="form-failure"><p>${text(message)}</p></div>${contact}` +
        `<p class="contact-single__status">${text(`Code de l’erreur : ${status}`)}</p>`,
    ),
  );
}

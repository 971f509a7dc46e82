/**
 * The e-mail that carries a one-time sign-in link to the back office, sent by
 * the server (« Recevoir un lien de connexion ») and by `npm run admin`. The
 * token travels in the link's fragment (`/admin/lien#…`): browsers never send a
 * fragment to the server, so it reaches no log; the page posts it.
 */
import { frenchTypography } from "../../content/format.ts";
import { smtpTransport } from "../relay/delivery.ts";

/** Sends the link of `token` to `email`; `invitedBy`: the colleague who opened the account (an invitation). */
export type LinkMailer = (email: string, token: string, invitedBy?: string) => Promise<void>;

const ADMIN_LINK_PATH = "/admin/lien";

/** The link a token signs in with. */
export function signInLink(origin: string, token: string): string {
  return `${origin}${ADMIN_LINK_PATH}#${token}`;
}

/** The e-mail's subject and text. */
function linkMail(firmName: string, link: string, invitedBy?: string): { subject: string; text: string } {
  return {
    subject: frenchTypography(
      invitedBy
        ? `Votre compte à l'espace du cabinet ${firmName}`
        : `Votre lien de connexion à l'espace du cabinet ${firmName}`,
    ),
    text: [
      "Bonjour,",
      "",
      ...(invitedBy
        ? [frenchTypography(`${invitedBy} vous a ouvert un compte à l'espace du cabinet ${firmName}.`), ""]
        : []),
      frenchTypography(`Voici votre lien de connexion à l'espace du cabinet ${firmName} :`),
      link,
      "",
      frenchTypography(
        "Il sert une seule fois et pendant 15 minutes. Une fois connecté, enregistrez une clé d'accès sur votre appareil : vous n'aurez plus besoin de lien.",
      ),
      frenchTypography(
        "Si vous n'avez rien demandé, ignorez ce message : personne ne peut s'en servir sans votre boîte e-mail.",
      ),
    ].join("\n"),
  };
}

/** A LinkMailer over SMTP (the relay's SMTP_URL and MAIL_FROM). */
export function smtpLinkMailer(options: {
  url: string;
  from: string;
  origin: string;
  firmName: string;
}): LinkMailer {
  const transport = smtpTransport(options.url);
  return async (email, token, invitedBy) => {
    const { subject, text } = linkMail(options.firmName, signInLink(options.origin, token), invitedBy);
    await transport.sendMail({ from: options.from, to: email, subject, text });
  };
}

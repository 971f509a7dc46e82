/**
 * What a failed e-mail attempt means, in the firm's words. The delivery
 * workers keep the SMTP library's reason as it came (`last_error`, the log:
 * « ESOCKET: connect ECONNREFUSED 127.0.0.1:2525 »), for whoever runs the
 * server; the back office's banner and the « Tester l’envoi » answer say it in
 * French, from these classes, and never show the raw text.
 *
 * The codes are nodemailer's (`error.code`: ECONNECTION, ETIMEDOUT, EDNS,
 * ESOCKET, ETLS, EAUTH, EENVELOPE, EMESSAGE…) and Node's socket errors inside
 * its messages (ECONNREFUSED, ENOTFOUND…), as describeError
 * (server/relay/delivery.ts) writes them: « CODE: message ».
 */

export interface MailFailure {
  /** The e-mail server could not be reached at all (rather than reached and refusing). */
  unreachable: boolean;
  /** The cause, in French, to be written between parentheses: « connexion refusée ». */
  cause: string;
}

/** From the most specific to the most general; the first that matches says it. */
const CLASSES: readonly { pattern: RegExp; unreachable: boolean; cause: string }[] = [
  { pattern: /ECONNREFUSED/, unreachable: true, cause: "connexion refusée" },
  {
    pattern: /ENOTFOUND|EAI_AGAIN|EDNS|getaddrinfo/,
    unreachable: true,
    cause: "adresse du serveur introuvable",
  },
  {
    pattern: /ETIMEDOUT|timeout|Greeting never received/i,
    unreachable: true,
    cause: "aucune réponse dans le délai",
  },
  { pattern: /EHOSTUNREACH|ENETUNREACH/, unreachable: true, cause: "serveur injoignable" },
  {
    pattern: /EAUTH|Invalid login|authentication|\b53[45]\b/i,
    unreachable: false,
    cause: "identifiant ou mot de passe refusé",
  },
  {
    pattern: /ETLS|certificate|self[- ]signed|SSL|TLS/i,
    unreachable: false,
    cause: "connexion chiffrée impossible",
  },
  {
    pattern: /EENVELOPE|\b55[0-4]\b|recipient|sender/i,
    unreachable: false,
    cause: "adresse d’envoi ou de réception refusée",
  },
  { pattern: /ECONNRESET|EPIPE|ESOCKET|ECONNECTION/, unreachable: true, cause: "connexion coupée" },
];

/** The class of a reason recorded by a delivery worker. */
export function mailFailure(reason: string): MailFailure {
  for (const { pattern, unreachable, cause } of CLASSES) {
    if (pattern.test(reason)) return { unreachable, cause };
  }
  return { unreachable: false, cause: "erreur du serveur d’e-mail" };
}

/** « Le serveur d’e-mail ne répond pas (connexion refusée) » or « … refuse les envois (…) ». */
export function mailFailureSentence(reason: string): string {
  const { unreachable, cause } = mailFailure(reason);
  return unreachable
    ? `Le serveur d’e-mail ne répond pas (${cause})`
    : `Le serveur d’e-mail refuse les envois (${cause})`;
}

/**
 * The back office's banner: the failure, then what becomes of the messages —
 * « … : les messages sont gardés et repartiront dès qu’il répondra. »
 */
export function mailFailureNotice(reason: string): string {
  const then = mailFailure(reason).unreachable
    ? "dès qu’il répondra"
    : "dès que ses réglages seront corrigés";
  return `${mailFailureSentence(reason)} : les messages sont gardés et repartiront ${then}.`;
}

import { describe, expect, it } from "vitest";
import { mailFailure, mailFailureNotice, mailFailureSentence } from "./mail-failure.ts";

/** Reasons as describeError writes nodemailer's errors (code, then message), one per class. */
const REASONS = {
  refused: "ESOCKET: connect ECONNREFUSED 127.0.0.1:2525",
  unknownHost: "EDNS: getaddrinfo ENOTFOUND smtp.exemple.invalid",
  timeout: "ETIMEDOUT: Connection timeout",
  greeting: "ETIMEDOUT: Greeting never received",
  login: "EAUTH: Invalid login: 535 5.7.8 Authentication credentials invalid",
  tls: "ESOCKET: self-signed certificate in certificate chain",
  recipient: "EENVELOPE: Can't send mail - all recipients were rejected: 550 5.1.1 User unknown",
  reset: "ESOCKET: read ECONNRESET",
  other: "EMESSAGE: something unusual",
};

describe("a failed e-mail attempt, in French", () => {
  it("gives every reason a French cause, and tells an unreachable server from one that refuses", () => {
    const causes = new Set<string>();
    for (const reason of Object.values(REASONS)) {
      const { cause } = mailFailure(reason);
      expect(cause).toMatch(/^[a-zàâçéèêëîïôûùüÿœ’ ’-]+$/);
      causes.add(cause);
    }
    // Distinct reasons, distinct words: the firm can tell the person who runs the server what happens.
    expect(causes.size).toBeGreaterThanOrEqual(Object.keys(REASONS).length - 2);
    for (const reason of [REASONS.refused, REASONS.unknownHost, REASONS.timeout, REASONS.reset]) {
      expect(mailFailure(reason).unreachable).toBe(true);
    }
    for (const reason of [REASONS.login, REASONS.recipient]) {
      expect(mailFailure(reason).unreachable).toBe(false);
    }
  });

  it("never repeats the library's text: no code, no address, no port", () => {
    for (const reason of Object.values(REASONS)) {
      const sentence = mailFailureSentence(reason);
      expect(sentence).toMatch(/^Le serveur d’e-mail (ne répond pas|refuse les envois) \(.+\)$/);
      expect(sentence).not.toMatch(/E[A-Z]{3,}|\d/);
      expect(mailFailureNotice(reason).startsWith(`${sentence} : les messages sont gardés`)).toBe(true);
    }
  });
});

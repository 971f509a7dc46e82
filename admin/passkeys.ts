/**
 * Passkeys in the browser (@simplewebauthn/browser): signing in with one,
 * registering one on this device, the device's default name, and what to
 * tell the firm when the browser says no.
 */
import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  WebAuthnError,
} from "@simplewebauthn/browser";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { type ActionResult, ApiError, api } from "./api.ts";
import type { Passkey, Session } from "./types.ts";

interface Ceremony<T> {
  challengeId: string;
  options: T;
}

/** Signs in with a passkey of this device; the server sets the session's cookie. */
export async function signInWithPasskey(): Promise<Session["user"]> {
  const { challengeId, options } = await api<
    Ceremony<Parameters<typeof startAuthentication>[0]["optionsJSON"]>
  >("/api/admin/auth/passkey/options", { method: "POST", signedOut: true });
  const response = await startAuthentication({ optionsJSON: options });
  const { user } = await api<{ user: Session["user"] }>("/api/admin/auth/passkey/verify", {
    method: "POST",
    body: { challengeId, response },
    signedOut: true,
  });
  return user;
}

/** Registers a passkey of this device for the signed-in account, under `label`. */
async function registerPasskey(label: string): Promise<Passkey> {
  const { challengeId, options } = await api<
    Ceremony<Parameters<typeof startRegistration>[0]["optionsJSON"]>
  >("/api/admin/passkeys/options", { method: "POST" });
  const response = await startRegistration({ optionsJSON: options });
  const { passkey } = await api<{ passkey: Passkey }>("/api/admin/passkeys/verify", {
    method: "POST",
    body: { challengeId, response, label },
  });
  return passkey;
}

/**
 * The « register a passkey on this device » form's submit handler, its
 * outcome and whether it is busy: the form's `label` field names the passkey
 * (« Cet appareil » when empty); `success` is said once it is stored, then
 * `after` runs (the account page reloads its list). A lost session goes to
 * the sign-in page.
 */
export function usePasskeyRegistration(success: string, after?: () => Promise<unknown>) {
  const navigate = useNavigate();
  const [result, setResult] = useState<ActionResult | undefined>();
  const [busy, setBusy] = useState(false);
  async function register(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const label = String(new FormData(event.currentTarget).get("label") ?? "").trim();
    setBusy(true);
    setResult(undefined);
    try {
      await registerPasskey(label || "Cet appareil");
      setResult({ ok: true, message: success });
      await after?.();
    } catch (error) {
      if (error instanceof Response) return navigate(error.headers.get("Location") ?? "/connexion");
      setResult({ ok: false, message: passkeyErrorMessage(error) });
    } finally {
      setBusy(false);
    }
  }
  return { register, result, busy };
}

const BROWSERS: readonly [RegExp, string][] = [
  [/Edg\//, "Edge"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/OPR\//, "Opera"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Chrome\/|CriOS\//, "Chrome"],
  [/Safari\//, "Safari"],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/iPhone/, "iPhone"],
  [/iPad/, "iPad"],
  [/Android/, "Android"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "Mac"],
  [/CrOS/, "Chromebook"],
  [/Linux/, "Linux"],
];

/** A name for this device's passkey, from the browser's user agent: « Firefox sur Windows », or « Cet appareil ». */
export function deviceLabel(userAgent: string): string {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} sur ${system}`;
  return system ?? browser ?? "Cet appareil";
}

/** What to say when a passkey ceremony fails: the server's sentence, or the browser's reason in French. */
export function passkeyErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  const code = error instanceof WebAuthnError ? error.code : undefined;
  if (code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED") {
    return "Cet appareil a déjà une clé d’accès pour ce compte : elle suffit pour se connecter.";
  }
  if (code === "ERROR_CEREMONY_ABORTED" || (error instanceof Error && error.name === "NotAllowedError")) {
    return "La clé d’accès n’a pas été utilisée (opération annulée ou délai dépassé). Vous pouvez réessayer.";
  }
  if (!browserSupportsWebAuthn()) {
    return "Ce navigateur ne gère pas les clés d’accès. Recevez plutôt un lien de connexion par e-mail.";
  }
  return "La clé d’accès n’a pas pu être utilisée sur cet appareil. Réessayez, ou recevez un lien de connexion par e-mail.";
}

/**
 * The e-mailed sign-in link's page (/admin/lien#<token>; the token is in the
 * fragment, which browsers never send, so it reaches no server log): the link signs in
 * once; then the firm may register a passkey of this device, so the next
 * sign-in needs no e-mail.
 */
import { useEffect } from "react";
import { Link, useLoaderData, useNavigate } from "react-router";
import { ApiError, api } from "../api.ts";
import { deviceLabel, usePasskeyRegistration } from "../passkeys.ts";
import type { Session } from "../types.ts";
import { Field, Heading, Outcome } from "../ui.tsx";

type Landing = { ok: true; user: Session["user"]; passkeys: number } | { ok: false; message: string };

export async function linkLoader(): Promise<Landing> {
  const token = window.location.hash.slice(1);
  if (!token) {
    return {
      ok: false,
      message: "Ce lien est incomplet. Copiez le lien entier de l’e-mail, ou demandez-en un autre.",
    };
  }
  try {
    const { user, passkeys } = await api<{ user: Session["user"]; passkeys: number }>(
      "/api/admin/auth/link/verify",
      { method: "POST", body: { token }, signedOut: true },
    );
    return { ok: true, user, passkeys };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, message: error.message };
    throw error;
  }
}

/** The link is used once: never run the loader again on this page. */
export const linkShouldRevalidate = () => false;

export function LinkLanding() {
  const landing = useLoaderData<Landing>();
  const { register, result, busy } = usePasskeyRegistration(
    "La clé d’accès est enregistrée : la prochaine fois, connectez-vous avec elle.",
  );
  const navigate = useNavigate();
  // The token is spent: out of the address bar and of the history (the loader does not run again).
  useEffect(() => {
    navigate("/lien", { replace: true });
  }, [navigate]);

  if (!landing.ok) {
    return (
      <main id="contenu" className="page page--narrow">
        <Heading title="Lien de connexion" />
        <p role="alert" className="outcome outcome--error">
          {landing.message}
        </p>
        <p>
          <Link to="/connexion">Demander un nouveau lien</Link>
        </p>
      </main>
    );
  }

  return (
    <main id="contenu" className="page page--narrow">
      <Heading title="Vous êtes connecté" />
      <p className="lead">Bienvenue, {landing.user.email}.</p>
      <section aria-labelledby="register-title" className="card">
        <h2 id="register-title">Une clé d’accès pour cet appareil</h2>
        <p>
          {landing.passkeys > 0
            ? `Votre compte a déjà ${landing.passkeys > 1 ? `${landing.passkeys} clés d’accès` : "une clé d’accès"}. Enregistrez-en une sur cet appareil s’il n’en a pas encore.`
            : "Enregistrez une clé d’accès sur cet appareil : la prochaine fois, votre empreinte, votre visage ou le code de l’appareil suffiront, sans e-mail."}
        </p>
        {result?.ok ? null : (
          <form onSubmit={register} className="stack">
            <Field
              label="Nom de cet appareil"
              name="label"
              hint="Pour le reconnaître dans la liste de vos clés d’accès."
              defaultValue={deviceLabel(navigator.userAgent)}
              required
            />
            <button type="submit" className="button button--primary" disabled={busy}>
              Enregistrer une clé d’accès sur cet appareil
            </button>
          </form>
        )}
        <Outcome result={result} />
      </section>
      <p>
        <Link to="/messages" className={result?.ok ? "button button--primary" : undefined}>
          {result?.ok ? "Aller aux messages" : "Continuer sans clé d’accès"}
        </Link>
      </p>
    </main>
  );
}

/** Signing in: with a passkey of this device, or with a one-time link sent by e-mail. */
import { useState } from "react";
import { redirect, useFetcher, useNavigate, useSearchParams } from "react-router";
import { type ActionResult, ApiError, api, attempt, backPath, field } from "../api.ts";
import { passkeyErrorMessage, signInWithPasskey } from "../passkeys.ts";
import { Field, Heading, Outcome } from "../ui.tsx";

/** Already signed in: straight to the page asked for. */
export async function signInLoader({ request }: { request: Request }) {
  try {
    await api("/api/admin/session", { signedOut: true });
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
  return redirect(backPath(new URL(request.url).searchParams));
}

export async function signInAction({ request }: { request: Request }): Promise<ActionResult> {
  const email = field(await request.formData(), "email");
  if (!email) return { ok: false, message: "Indiquez l’adresse e-mail de votre compte." };
  return attempt("Si cette adresse a un compte, un lien vient de lui être envoyé. Il vaut 15 minutes.", () =>
    api("/api/admin/auth/link", { method: "POST", body: { email }, signedOut: true }),
  );
}

function why(search: URLSearchParams): string | undefined {
  if (search.get("sortie") === "partout") return "Vous êtes déconnecté sur tous vos appareils.";
  if (search.get("sortie")) return "Vous êtes déconnecté.";
  if (search.get("retour")) return "Votre session a pris fin : connectez-vous pour continuer.";
  return undefined;
}

export function SignIn() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const link = useFetcher<ActionResult>();
  const [passkey, setPasskey] = useState<ActionResult | undefined>();
  const [busy, setBusy] = useState(false);
  const notice = why(search);

  async function withPasskey() {
    setBusy(true);
    setPasskey(undefined);
    try {
      await signInWithPasskey();
      navigate(backPath(search), { replace: true });
    } catch (error) {
      setPasskey({ ok: false, message: passkeyErrorMessage(error) });
      setBusy(false);
    }
  }

  return (
    <main id="contenu" className="page page--narrow">
      <Heading title="Connexion">Connexion à l’espace du cabinet</Heading>
      {notice && <p className="lead">{notice}</p>}

      <section aria-labelledby="passkey-title" className="card">
        <h2 id="passkey-title">Avec une clé d’accès</h2>
        <p>
          Si vous avez enregistré une clé d’accès sur cet appareil, l’appareil vous demande votre empreinte,
          votre visage ou son code.
        </p>
        <button type="button" className="button button--primary" onClick={withPasskey} disabled={busy}>
          Se connecter avec une clé d’accès
        </button>
        <Outcome result={passkey} />
      </section>

      <section aria-labelledby="link-title" className="card">
        <h2 id="link-title">Par e-mail</h2>
        <p>Sur un nouvel appareil, ou sans clé d’accès : recevez un lien de connexion, valable une fois.</p>
        <link.Form method="post" className="stack">
          <Field
            label="Adresse e-mail"
            name="email"
            type="email"
            autoComplete="username"
            spellCheck={false}
            required
          />
          <button type="submit" className="button" disabled={link.state !== "idle"}>
            Recevoir un lien de connexion par e-mail
          </button>
        </link.Form>
        <Outcome result={link.data} />
      </section>
    </main>
  );
}

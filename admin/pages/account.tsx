/** The account: its passkeys (add one on this device, remove one) and signing out everywhere. */
import { useId } from "react";
import { redirect, useRevalidator } from "react-router";
import { type ActionResult, ApiError, api, attempt, field } from "../api.ts";
import { formatInstant } from "../dates.ts";
import { deviceLabel, usePasskeyRegistration } from "../passkeys.ts";
import { ConfirmAction, Field, Heading, isSending, Outcome, useAction, useSession } from "../ui.tsx";

export async function accountAction({ request }: { request: Request }): Promise<ActionResult | Response> {
  const form = await request.formData();
  const intent = field(form, "intent");
  if (intent === "signout-everywhere") {
    try {
      await api("/api/admin/auth/signout-everywhere", { method: "POST" });
    } catch (error) {
      if (error instanceof ApiError) return { ok: false, message: error.message };
      throw error;
    }
    return redirect("/connexion?sortie=partout");
  }
  const id = field(form, "id");
  if (intent === "remove-passkey" && id) {
    return attempt("La clé d’accès est supprimée.", () =>
      api(`/api/admin/passkeys/${encodeURIComponent(id)}`, { method: "DELETE" }),
    );
  }
  return { ok: false, message: "Action inconnue." };
}

const ROLES = {
  gestion: "Gestion : ce compte peut tout faire.",
  lecture: "Lecture seule : ce compte consulte, sans rien modifier.",
};

function AddPasskey() {
  const id = useId();
  const revalidator = useRevalidator();
  const { register, result, busy } = usePasskeyRegistration(
    "La clé d’accès de cet appareil est enregistrée.",
    () => revalidator.revalidate(),
  );
  return (
    <form onSubmit={register} className="stack card" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Ajouter une clé d’accès</h3>
      <Field
        label="Nom de cet appareil"
        name="label"
        hint="Pour le reconnaître dans la liste."
        defaultValue={deviceLabel(navigator.userAgent)}
        required
      />
      <div>
        <button type="submit" className="button button--primary" disabled={busy}>
          Ajouter une clé d’accès sur cet appareil
        </button>
      </div>
      <Outcome result={result} />
    </form>
  );
}

function SignOutEverywhere() {
  const fetcher = useAction();
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="signout-everywhere" />
      <button type="submit" className="button" disabled={isSending(fetcher, "signout-everywhere")}>
        Se déconnecter partout
      </button>
    </fetcher.Form>
  );
}

export function Account() {
  const { user, passkeys } = useSession();
  return (
    <div className="page">
      <Heading title="Compte" />
      <section aria-labelledby="me-title">
        <h2 id="me-title">Votre compte</h2>
        <dl className="fields">
          <div className="fields__row">
            <dt>Adresse e-mail</dt>
            <dd>{user.email}</dd>
          </div>
          <div className="fields__row">
            <dt>Droits</dt>
            <dd>{ROLES[user.role]}</dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby="passkeys-title">
        <h2 id="passkeys-title">Clés d’accès</h2>
        {passkeys.length === 0 ? (
          <p>Aucune clé d’accès : vous vous connectez par un lien reçu par e-mail.</p>
        ) : (
          <table className="table table--stack">
            <caption className="sr-only">Les clés d’accès de votre compte</caption>
            <thead>
              <tr>
                <th scope="col">Appareil</th>
                <th scope="col">Ajoutée le</th>
                <th scope="col">Dernière utilisation</th>
                <th scope="col">
                  <span className="sr-only">Action</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {passkeys.map((passkey) => (
                <tr key={passkey.id}>
                  <th scope="row" data-label="Appareil">
                    {passkey.label}
                  </th>
                  <td data-label="Ajoutée le">{formatInstant(passkey.createdAt)}</td>
                  <td data-label="Dernière utilisation">
                    {passkey.lastUsedAt ? formatInstant(passkey.lastUsedAt) : "Jamais"}
                  </td>
                  <td>
                    <ConfirmAction
                      trigger={
                        <>
                          Supprimer<span className="sr-only"> la clé « {passkey.label} »</span>
                        </>
                      }
                      title={`Supprimer la clé « ${passkey.label} » ?`}
                      confirm="Supprimer la clé"
                      keep="Garder la clé"
                      fields={{ intent: "remove-passkey", id: passkey.id }}
                      danger
                    >
                      <p>
                        Cet appareil ne servira plus à vous connecter. Un lien reçu par e-mail le permet
                        toujours, et vous pourrez y enregistrer une nouvelle clé.
                      </p>
                    </ConfirmAction>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <AddPasskey />
      </section>

      <section aria-labelledby="sessions-title">
        <h2 id="sessions-title">Sessions</h2>
        <p>
          Déconnecte ce compte de tous les appareils où il est ouvert, celui-ci compris : utile après avoir
          perdu un téléphone ou utilisé un ordinateur partagé.
        </p>
        <SignOutEverywhere />
      </section>
    </div>
  );
}

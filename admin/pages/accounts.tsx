/**
 * The firm's accounts (« gestion » only): who may sign in, with which role,
 * when each last did; invite a colleague (a sign-in link e-mailed to them),
 * change a role, disable an account or enable it again, send a new invitation.
 */
import { useId } from "react";
import { useLoaderData } from "react-router";
import { type ActionResult, ApiError, api, attempt, field } from "../api.ts";
import { formatInstant } from "../dates.ts";
import type { AccountList, Role } from "../types.ts";
import { ConfirmAction, ErrorText, Heading, isSending, useAction } from "../ui.tsx";

export function accountsLoader({ request }: { request: Request }) {
  return api<AccountList>("/api/admin/users", { signal: request.signal });
}

const ROLES: { value: Role; label: string; hint: string }[] = [
  {
    value: "lecture",
    label: "Lecture seule",
    hint: "consulte les messages, l’agenda, l’audience et le contenu, sans rien changer",
  },
  {
    value: "gestion",
    label: "Gestion",
    hint: "peut tout faire, y compris publier le site et gérer les comptes",
  },
];

export async function accountsAction({ request }: { request: Request }): Promise<ActionResult> {
  const form = await request.formData();
  const intent = field(form, "intent");
  const id = field(form, "id");
  const path = `/api/admin/users/${encodeURIComponent(id)}`;
  switch (intent) {
    case "invite": {
      try {
        const answer = await api<{ message: string; invited: boolean }>("/api/admin/users", {
          method: "POST",
          body: { email: field(form, "email"), role: field(form, "role") },
        });
        return { ok: answer.invited, message: answer.message };
      } catch (error) {
        if (error instanceof ApiError) return { ok: false, message: error.message, fields: error.fields };
        throw error;
      }
    }
    case "role": {
      const role = field(form, "role");
      return attempt(
        role === "gestion"
          ? "Le compte a maintenant le rôle « gestion »."
          : "Le compte est maintenant en lecture seule.",
        () => api(path, { method: "POST", body: { role } }),
      );
    }
    case "disable":
      return attempt("Le compte est désactivé : ses sessions sont fermées.", () =>
        api(path, { method: "POST", body: { disabled: true } }),
      );
    case "enable":
      return attempt("Le compte est réactivé : envoyez-lui une invitation pour qu’il se connecte.", () =>
        api(path, { method: "POST", body: { disabled: false } }),
      );
    case "link": {
      try {
        const answer = await api<{ message: string }>(`${path}/link`, { method: "POST" });
        return { ok: true, message: answer.message };
      } catch (error) {
        if (error instanceof ApiError) return { ok: false, message: error.message };
        throw error;
      }
    }
    default:
      return { ok: false, message: "Action inconnue." };
  }
}

function InviteForm() {
  const fetcher = useAction();
  const id = useId();
  const data = fetcher.data;
  const sending = isSending(fetcher, "invite");
  const errors = data && !data.ok && fetcher.state === "idle" ? (data.fields ?? {}) : {};
  return (
    <section aria-labelledby={`${id}-title`} className="card">
      <h2 id={`${id}-title`}>Inviter une personne</h2>
      {/* A new key once an invitation went: the form empties; on a refusal, what was typed stays. */}
      <fetcher.Form method="post" className="stack" key={data?.ok ? data.message : "form"}>
        <input type="hidden" name="intent" value="invite" />
        <div className="field">
          <label htmlFor={`${id}-email`}>Adresse e-mail de la personne</label>
          <p className="hint" id={`${id}-email-hint`}>
            Elle reçoit un lien de connexion, valable 15 minutes, puis enregistre une clé d’accès sur son
            appareil.
          </p>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="off"
            required
            maxLength={254}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={`${id}-email-hint${errors.email ? ` ${id}-email-error` : ""}`}
          />
          <ErrorText id={`${id}-email-error`} text={errors.email} />
        </div>
        <fieldset aria-describedby={errors.role ? `${id}-role-error` : undefined}>
          <legend>Ce que ce compte pourra faire</legend>
          {ROLES.map((role) => (
            <label key={role.value} className="choice">
              <input type="radio" name="role" value={role.value} defaultChecked={role.value === "lecture"} />
              <span>
                <strong>{role.label}</strong> : {role.hint}
              </span>
            </label>
          ))}
          <ErrorText id={`${id}-role-error`} text={errors.role} />
        </fieldset>
        <div>
          <button type="submit" className="button button--primary" disabled={sending}>
            {sending ? "Envoi de l’invitation…" : "Envoyer l’invitation"}
          </button>
        </div>
      </fetcher.Form>
    </section>
  );
}

/** A one-button form of an account's row: its intent, the account, and the fields it sends. */
function RowAction({
  intent,
  account,
  fields = {},
  children,
}: {
  intent: string;
  account: AccountList["items"][number];
  fields?: Record<string, string>;
  children: string;
}) {
  const fetcher = useAction();
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={account.id} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        className="button button--small"
        disabled={isSending(fetcher, intent, account.id)}
      >
        {children}
      </button>
    </fetcher.Form>
  );
}

function AccountActions({ account }: { account: AccountList["items"][number] }) {
  if (account.you) return <>Votre compte : changez-le depuis un autre compte « gestion ».</>;
  const other: Role = account.role === "gestion" ? "lecture" : "gestion";
  return (
    <div className="actions">
      {!account.disabledAt && (
        <RowAction intent="link" account={account}>
          Renvoyer une invitation
        </RowAction>
      )}
      <RowAction intent="role" account={account} fields={{ role: other }}>
        {other === "gestion" ? "Donner le rôle « gestion »" : "Passer en lecture seule"}
      </RowAction>
      {account.disabledAt ? (
        <RowAction intent="enable" account={account}>
          Réactiver
        </RowAction>
      ) : (
        <ConfirmAction
          trigger="Désactiver"
          title={`Désactiver le compte ${account.email} ?`}
          confirm="Désactiver le compte"
          keep="Garder le compte actif"
          fields={{ intent: "disable", id: account.id }}
          danger
        >
          <p>
            Ses sessions se ferment tout de suite et ses liens de connexion ne fonctionnent plus. Le compte
            reste dans la liste : vous pourrez le réactiver.
          </p>
        </ConfirmAction>
      )}
    </div>
  );
}

export function Accounts() {
  const { items, invitations } = useLoaderData<AccountList>();
  return (
    <div className="page page--wide">
      <Heading title="Comptes de l’équipe" />
      <p className="lead">
        Les personnes qui peuvent se connecter à l’espace du cabinet. Chaque changement est inscrit au
        journal.
      </p>
      {invitations ? (
        <InviteForm />
      ) : (
        <p className="card">
          Le serveur n’envoie pas d’e-mails (SMTP non configuré) : les invitations ne peuvent pas partir. La
          personne qui gère le serveur crée les comptes avec <code>npm run admin</code>.
        </p>
      )}
      <section aria-labelledby="accounts-title">
        <h2 id="accounts-title">Les comptes</h2>
        <table className="table table--stack">
          <caption className="sr-only">Comptes de l’espace du cabinet, par adresse</caption>
          <thead>
            <tr>
              <th scope="col">Adresse</th>
              <th scope="col">Rôle</th>
              <th scope="col">Dernière connexion</th>
              <th scope="col">Clés d’accès</th>
              <th scope="col">État</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {items.map((account) => (
              <tr key={account.id}>
                <th scope="row" data-label="Adresse" className="wrap">
                  {account.email}
                </th>
                <td data-label="Rôle">{account.roleLabel}</td>
                <td data-label="Dernière connexion">
                  {account.lastSignInAt ? formatInstant(account.lastSignInAt) : "jamais"}
                </td>
                <td data-label="Clés d’accès">{account.passkeys}</td>
                <td data-label="État">
                  {account.disabledAt ? `désactivé le ${formatInstant(account.disabledAt)}` : "actif"}
                </td>
                <td data-label="Actions">
                  <AccountActions account={account} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}

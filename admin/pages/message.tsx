/** One message: every field, its delivery history, and what the firm can do with it. */
import type { ReactNode } from "react";
import { Link, redirect, useLoaderData, useLocation } from "react-router";
import { elidedDe } from "../../content/format.ts";
import { type ActionResult, api, attempt, field } from "../api.ts";
import type { MessageDetail } from "../types.ts";
import { ConfirmAction, Heading, isSending, useAction, useCanManage } from "../ui.tsx";

type Params = { params: { id?: string }; request: Request };

export function messageLoader({ params, request }: Params) {
  return api<MessageDetail>(`/api/admin/messages/${params.id}`, { signal: request.signal });
}

export async function messageAction({ params, request }: Params): Promise<ActionResult | Response> {
  const path = `/api/admin/messages/${params.id}`;
  const intent = field(await request.formData(), "intent");
  switch (intent) {
    case "handled":
      return attempt("Le message est marqué comme traité.", () =>
        api(`${path}/handled`, { method: "POST", body: { handled: true } }),
      );
    case "unhandled":
      return attempt("Le message est de nouveau à traiter.", () =>
        api(`${path}/handled`, { method: "POST", body: { handled: false } }),
      );
    case "retry":
      return attempt("L’e-mail repart maintenant ; son résultat s’affichera dans l’historique.", () =>
        api(`${path}/retry`, { method: "POST" }),
      );
    case "delete": {
      const result = await attempt("", () => api(path, { method: "DELETE" }));
      return result.ok ? redirect("/messages?supprime=1") : result;
    }
    default:
      return { ok: false, message: "Action inconnue." };
  }
}

const WHOM: Record<string, string> = { particulier: "Un particulier", entreprise: "Une entreprise" };

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="fields__row">
      <dt>{label}</dt>
      <dd>{children || "—"}</dd>
    </div>
  );
}

function Actions({ message }: { message: MessageDetail["message"] }) {
  const fetcher = useAction();
  const canManage = useCanManage();
  const intent = message.handled ? "unhandled" : "handled";
  return (
    <div className="actions">
      <a href={message.replyHref} className="button button--primary">
        Répondre
      </a>
      {canManage && (
        <>
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value={intent} />
            <button type="submit" className="button" disabled={isSending(fetcher, intent)}>
              {message.handled ? "Marquer à traiter" : "Marquer comme traité"}
            </button>
          </fetcher.Form>
          {message.status === "failed" && (
            <fetcher.Form method="post">
              <input type="hidden" name="intent" value="retry" />
              <button type="submit" className="button" disabled={isSending(fetcher, "retry")}>
                Renvoyer l’e-mail
              </button>
            </fetcher.Form>
          )}
          <ConfirmAction
            trigger="Supprimer"
            title="Supprimer ce message ?"
            confirm="Supprimer définitivement"
            keep="Garder le message"
            fields={{ intent: "delete" }}
            danger
          >
            <p>
              La suppression est définitive : le message et l’historique de ses envois sont effacés de la
              base, sans retour possible. C’est ce qu’il faut faire quand la personne demande l’effacement de
              ses données.
            </p>
          </ConfirmAction>
        </>
      )}
    </div>
  );
}

export function Message() {
  const { message, deliveries } = useLoaderData<MessageDetail>();
  const back = (useLocation().state as { list?: string } | null)?.list ?? "";
  return (
    <div className="page">
      <p className="back">
        <Link to={`/messages${back}`}>Retour aux messages</Link>
      </p>
      <Heading title={`Message ${elidedDe(message.name)}`} />
      <Actions message={message} />

      <section aria-labelledby="fields-title">
        <h2 id="fields-title">Le message</h2>
        <dl className="fields">
          <Row label="Reçu le">{message.createdAtLabel}</Row>
          <Row label="Nom">{message.name}</Row>
          <Row label="E-mail">
            <a href={`mailto:${message.email}`}>{message.email}</a>
          </Row>
          <Row label="Téléphone">
            {message.phone && <a href={`tel:${message.phone.replace(/\s/g, "")}`}>{message.phone}</a>}
          </Row>
          <Row label="Vous êtes">{WHOM[message.whom] ?? message.whom}</Row>
          <Row label="Sujet">{message.interest}</Row>
          <Row label="Message">
            <p className="message-text">{message.message}</p>
          </Row>
          <Row label="Envoi">
            <span className={`badge badge--${message.status}`}>{message.statusLabel}</span>
          </Row>
          {message.sentAtLabel && <Row label="Envoyé le">{message.sentAtLabel}</Row>}
          {message.nextAttemptAtLabel && <Row label="Prochain essai">{message.nextAttemptAtLabel}</Row>}
          <Row label="Traitement">
            {message.handled
              ? `Traité${message.handledAtLabel ? ` le ${message.handledAtLabel}` : ""}${message.handledBy ? ` par ${message.handledBy}` : ""}`
              : "À traiter"}
          </Row>
        </dl>
      </section>

      <section aria-labelledby="deliveries-title">
        <h2 id="deliveries-title">Historique des envois</h2>
        {deliveries.length === 0 ? (
          <p>Aucune tentative d’envoi enregistrée pour ce message.</p>
        ) : (
          <table className="table">
            <caption className="sr-only">
              Tentatives d’envoi de l’e-mail au cabinet, de la première à la dernière
            </caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Résultat</th>
                <th scope="col">Erreur</th>
              </tr>
            </thead>
            <tbody>
              {deliveries.map((delivery) => (
                <tr key={delivery.at}>
                  <td>{delivery.atLabel}</td>
                  <td>{delivery.outcomeLabel}</td>
                  <td className="wrap">
                    {delivery.error === null ? (
                      "—"
                    ) : (
                      <>
                        {delivery.errorLabel ?? delivery.error}
                        {delivery.errorLabel && (
                          <>
                            <br />
                            <small>Détail technique : {delivery.error}</small>
                          </>
                        )}
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}

/** The calendar feed: a secret address the firm's calendar application subscribes to. */
import { useId, useRef, useState } from "react";
import { useLoaderData } from "react-router";
import { type ActionResult, ApiError, api, field } from "../api.ts";
import { formatInstant } from "../dates.ts";
import type { Feed as FeedState } from "../types.ts";
import { ConfirmAction, Heading, isSending, useAction, useCanManage } from "../ui.tsx";
import { AgendaNav } from "./agenda.tsx";

export function feedLoader({ request }: { request: Request }) {
  return api<FeedState>("/api/admin/agenda/feed", { signal: request.signal });
}

export async function feedAction({ request }: { request: Request }): Promise<ActionResult> {
  const intent = field(await request.formData(), "intent");
  try {
    if (intent === "revoke") {
      await api("/api/admin/agenda/feed", { method: "DELETE" });
      return {
        ok: true,
        message: "L’adresse d’abonnement est révoquée : elle ne donne plus les rendez-vous.",
      };
    }
    const { url } = await api<{ url: string }>("/api/admin/agenda/feed", { method: "POST" });
    return {
      ok: true,
      message:
        "La nouvelle adresse d’abonnement est prête : copiez-la maintenant, elle ne sera plus affichée.",
      url: new URL(url, window.location.origin).href,
    };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, message: error.message };
    throw error;
  }
}

function NewAddress({ url }: { url: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<boolean | undefined>();
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      input.current?.select();
      setCopied(false);
    }
  }
  return (
    <div className="card card--highlight">
      <div className="field">
        <label htmlFor={id}>Adresse d’abonnement (affichée une seule fois)</label>
        <input
          id={id}
          ref={input}
          type="text"
          value={url}
          readOnly
          className="mono"
          onFocus={(event) => event.target.select()}
        />
      </div>
      <button type="button" className="button button--primary" onClick={copy}>
        Copier l’adresse
      </button>
      <p role="status" className="hint">
        {copied === true && "Adresse copiée."}
        {copied === false &&
          "La copie n’a pas marché : l’adresse est sélectionnée, copiez-la avec Ctrl+C (ou Cmd+C)."}
      </p>
    </div>
  );
}

export function Feed() {
  const feed = useLoaderData<FeedState>();
  const fetcher = useAction();
  const canManage = useCanManage();
  const url = fetcher.data?.ok && fetcher.state === "idle" ? fetcher.data.url : undefined;
  return (
    <div className="page">
      <Heading title="Abonnement au calendrier" />
      <AgendaNav />
      <p className="lead">
        Une adresse secrète donne les rendez-vous à votre application d’agenda (Google Agenda, Outlook,
        Calendrier d’Apple…), qui les affiche avec les vôtres et se met à jour d’elle-même.
      </p>
      <section aria-labelledby="feed-state-title" className="card">
        <h2 id="feed-state-title">État</h2>
        <p>
          {feed.active
            ? `Une adresse d’abonnement est active${feed.createdAt ? ` depuis le ${formatInstant(feed.createdAt)}` : ""}.`
            : "Aucune adresse d’abonnement n’est active."}
        </p>
        {url && <NewAddress url={url} />}
        {canManage && (
          <div className="actions">
            {feed.active ? (
              <>
                <ConfirmAction
                  trigger="Créer une nouvelle adresse"
                  title="Remplacer l’adresse d’abonnement ?"
                  confirm="Créer la nouvelle adresse"
                  keep="Garder l’adresse actuelle"
                  fields={{ intent: "create" }}
                >
                  <p>
                    L’adresse actuelle cessera de fonctionner : les agendas abonnés avec elle ne recevront
                    plus les rendez-vous tant qu’ils n’auront pas la nouvelle.
                  </p>
                </ConfirmAction>
                <ConfirmAction
                  trigger="Révoquer l’adresse"
                  title="Révoquer l’adresse d’abonnement ?"
                  confirm="Confirmer la révocation"
                  keep="Garder l’adresse"
                  fields={{ intent: "revoke" }}
                  danger
                >
                  <p>
                    Les agendas abonnés ne recevront plus les rendez-vous. Vous pourrez créer une autre
                    adresse.
                  </p>
                </ConfirmAction>
              </>
            ) : (
              <fetcher.Form method="post">
                <input type="hidden" name="intent" value="create" />
                <button
                  type="submit"
                  className="button button--primary"
                  disabled={isSending(fetcher, "create")}
                >
                  Créer l’adresse d’abonnement
                </button>
              </fetcher.Form>
            )}
          </div>
        )}
      </section>
      <section aria-labelledby="feed-how-title">
        <h2 id="feed-how-title">S’abonner</h2>
        <ol className="steps">
          <li>Créez l’adresse ici, puis copiez-la.</li>
          <li>
            Dans votre application d’agenda, choisissez « Ajouter un agenda » puis « À partir de l’URL » (ou
            « S’abonner à un calendrier »), et collez l’adresse.
          </li>
          <li>
            Gardez-la pour vous : quiconque la connaît voit les rendez-vous. Si elle a circulé, créez-en une
            nouvelle : l’ancienne cessera de fonctionner.
          </li>
        </ol>
      </section>
    </div>
  );
}

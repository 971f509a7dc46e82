/** Closures: a slot, a day or a period closed to bookings, for every format or some. */
import { useId, useState } from "react";
import { useLoaderData } from "react-router";
import { type ActionResult, api, attempt, field } from "../api.ts";
import { parisInstant } from "../dates.ts";
import type { Block, BlockList, Booking } from "../types.ts";
import { capitalized, ErrorText, Heading, isSending, useAction, useCanManage } from "../ui.tsx";
import { AgendaNav } from "./agenda.tsx";

export function blocksLoader({ request }: { request: Request }) {
  return api<BlockList>("/api/admin/agenda/blocks", { signal: request.signal });
}

const KINDS = [
  ["slot", "Un créneau"],
  ["day", "Une journée"],
  ["period", "Une période de plusieurs jours"],
] as const;
type Kind = (typeof KINDS)[number][0];

/** The API's block, from the form: the slot's start as a Paris instant, the days as they are. */
export function blockBody(form: FormData): Record<string, unknown> {
  const kind = field(form, "kind");
  const formats = form.getAll("formats").map(String);
  const body: Record<string, unknown> = { kind, reason: field(form, "reason") };
  if (formats.length > 0) body.formats = formats;
  const date = field(form, "date");
  const time = field(form, "time");
  if (kind === "slot") body.start = date && time ? parisInstant(date, time) : "";
  if (kind === "day") body.from = date;
  if (kind === "period") {
    body.from = field(form, "from");
    body.to = field(form, "to");
  }
  return body;
}

export async function blocksAction({ request }: { request: Request }): Promise<ActionResult> {
  const form = await request.formData();
  const intent = field(form, "intent");
  if (intent === "add") {
    let held: Booking[] = [];
    const result = await attempt(
      "La fermeture est enregistrée : ces créneaux ne sont plus proposés en ligne.",
      async () => {
        ({ bookings: held } = await api<{ bookings: Booking[] }>("/api/admin/agenda/blocks", {
          method: "POST",
          body: blockBody(form),
        }));
      },
    );
    if (!result.ok || held.length === 0) return result;
    const list = held.map((booking) => `${booking.startLabel} (${booking.firstName} ${booking.lastName})`);
    return {
      ...result,
      message: `${result.message} ${held.length > 1 ? `${held.length} rendez-vous déjà pris tombent` : "Un rendez-vous déjà pris tombe"} dans cette période : ${list.join(" ; ")}. Déplacez-les ou annulez-les dans l’agenda.`,
    };
  }
  const id = field(form, "id");
  if (intent === "remove" && /^\d+$/.test(id)) {
    return attempt("La fermeture est supprimée : ses créneaux libres sont de nouveau proposés.", () =>
      api(`/api/admin/agenda/blocks/${id}`, { method: "DELETE" }),
    );
  }
  return { ok: false, message: "Action inconnue." };
}

function Closures({ blocks }: { blocks: Block[] }) {
  const fetcher = useAction();
  const canManage = useCanManage();
  return (
    <section aria-labelledby="blocks-title">
      <h2 id="blocks-title">Fermetures à venir</h2>
      {blocks.length === 0 ? (
        <p>Aucune fermeture à venir : tous les créneaux des horaires sont proposés.</p>
      ) : (
        <ul className="cards">
          {blocks.map((block) => (
            <li key={block.id} className="card">
              <p className="card__title">{block.label}</p>
              <p>
                {capitalized(block.formatsLabel)} · {block.reason}
              </p>
              {canManage && (
                <fetcher.Form method="post">
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="id" value={block.id} />
                  <button
                    type="submit"
                    className="button button--small"
                    disabled={isSending(fetcher, "remove", block.id)}
                  >
                    Supprimer<span className="sr-only"> la fermeture {block.label}</span>
                  </button>
                </fetcher.Form>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function BlockForm({ formats }: { formats: { id: string; label: string }[] }) {
  const fetcher = useAction();
  const [kind, setKind] = useState<Kind>("day");
  const id = useId();
  const data = fetcher.data;
  const errors = data && !data.ok && fetcher.state === "idle" ? (data.fields ?? {}) : {};
  const invalid = (name: string) =>
    errors[name] ? { "aria-invalid": true, "aria-describedby": `${id}-${name}-error` } : {};
  return (
    <section aria-labelledby={`${id}-title`} className="card">
      <h2 id={`${id}-title`}>Ajouter une fermeture</h2>
      <fetcher.Form method="post" className="stack" key={data?.ok ? data.message : "form"}>
        <input type="hidden" name="intent" value="add" />
        <fieldset>
          <legend>Que fermer ?</legend>
          {KINDS.map(([value, label]) => (
            <label key={value} className="choice">
              <input
                type="radio"
                name="kind"
                value={value}
                checked={kind === value}
                onChange={() => setKind(value)}
              />
              {label}
            </label>
          ))}
        </fieldset>
        {kind === "period" ? (
          <div className="row">
            <div className="field">
              <label htmlFor={`${id}-from`}>Premier jour</label>
              <input id={`${id}-from`} name="from" type="date" required {...invalid("from")} />
              <ErrorText id={`${id}-from-error`} text={errors.from} />
            </div>
            <div className="field">
              <label htmlFor={`${id}-to`}>Dernier jour (inclus)</label>
              <input id={`${id}-to`} name="to" type="date" required {...invalid("to")} />
              <ErrorText id={`${id}-to-error`} text={errors.to} />
            </div>
          </div>
        ) : (
          <div className="row">
            <div className="field">
              <label htmlFor={`${id}-date`}>Jour</label>
              <input
                id={`${id}-date`}
                name="date"
                type="date"
                required
                {...invalid(kind === "day" ? "from" : "start")}
              />
              <ErrorText
                id={`${id}-${kind === "day" ? "from" : "start"}-error`}
                text={kind === "day" ? errors.from : undefined}
              />
            </div>
            {kind === "slot" && (
              <div className="field">
                <label htmlFor={`${id}-time`}>Heure du créneau</label>
                <input id={`${id}-time`} name="time" type="time" step={1800} required {...invalid("start")} />
                <ErrorText id={`${id}-start-error`} text={errors.start} />
              </div>
            )}
          </div>
        )}
        <fieldset aria-describedby={`${id}-formats-hint`}>
          <legend>Formats fermés</legend>
          <p className="hint" id={`${id}-formats-hint`}>
            Aucun coché : tous les formats sont fermés.
          </p>
          {formats.map((format) => (
            <label key={format.id} className="choice">
              <input type="checkbox" name="formats" value={format.id} />
              {format.label}
            </label>
          ))}
          <ErrorText id={`${id}-formats-error`} text={errors.formats} />
        </fieldset>
        <div className="field">
          <label htmlFor={`${id}-reason`}>Raison</label>
          <p className="hint" id={`${id}-reason-hint`}>
            Pour le cabinet seulement (congés, formation…) ; les visiteurs ne la voient pas.
          </p>
          <input
            id={`${id}-reason`}
            name="reason"
            type="text"
            required
            maxLength={200}
            aria-describedby={`${id}-reason-hint${errors.reason ? ` ${id}-reason-error` : ""}`}
            aria-invalid={errors.reason ? true : undefined}
          />
          <ErrorText id={`${id}-reason-error`} text={errors.reason} />
        </div>
        <div>
          <button type="submit" className="button button--primary" disabled={isSending(fetcher, "add")}>
            Ajouter la fermeture
          </button>
        </div>
      </fetcher.Form>
    </section>
  );
}

export function Blocks() {
  const { items, formats } = useLoaderData<BlockList>();
  const canManage = useCanManage();
  return (
    <div className="page">
      <Heading title="Fermetures" />
      <AgendaNav />
      <p className="lead">
        Une fermeture retire des créneaux de la réservation en ligne, dès qu’elle est enregistrée. Les
        rendez-vous déjà pris ne changent pas : annulez-les ou déplacez-les dans l’agenda.
      </p>
      {canManage && <BlockForm formats={formats} />}
      <Closures blocks={items} />
    </div>
  );
}

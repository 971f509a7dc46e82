/** The weekly hours of each format, which the free slots follow at once. */
import { useId } from "react";
import { useLoaderData } from "react-router";
import { type ActionResult, api, attempt, field } from "../api.ts";
import type { FormatHours } from "../types.ts";
import { Heading, isSending, useAction, useCanManage } from "../ui.tsx";
import { AgendaNav } from "./agenda.tsx";

export function hoursLoader({ request }: { request: Request }) {
  return api<FormatHours[]>("/api/admin/agenda/hours", { signal: request.signal });
}

export async function hoursAction({ request }: { request: Request }): Promise<ActionResult> {
  const form = await request.formData();
  const format = field(form, "format");
  const label = field(form, "label");
  const path = `/api/admin/agenda/hours/${encodeURIComponent(format)}`;
  if (field(form, "intent") === "reset") {
    return attempt(`Les horaires « ${label} » sont revenus à ceux par défaut.`, () =>
      api(path, { method: "DELETE" }),
    );
  }
  return attempt(
    `Les horaires « ${label} » sont enregistrés : les créneaux proposés en ligne les suivent dès maintenant.`,
    () => api(path, { method: "PUT", body: { hours: field(form, "hours") } }),
  );
}

const DAY_CODES = [
  ["Mo", "lundi"],
  ["Tu", "mardi"],
  ["We", "mercredi"],
  ["Th", "jeudi"],
  ["Fr", "vendredi"],
  ["Sa", "samedi"],
  ["Su", "dimanche"],
] as const;

function Help() {
  return (
    <section aria-labelledby="hours-help-title" className="card card--quiet">
      <h2 id="hours-help-title">Comment écrire les horaires</h2>
      <p>
        Une règle par groupe de jours, séparées par un point-virgule :{" "}
        <code>Mo-Fr 09:00-18:00; Sa 09:00-12:00</code> veut dire du lundi au vendredi de 9 h à 18 h, et le
        samedi de 9 h à midi.
      </p>
      <p>Les jours s’écrivent avec leur abréviation anglaise :</p>
      <dl className="codes">
        {DAY_CODES.map(([code, day]) => (
          <div key={code}>
            <dt>
              <code>{code}</code>
            </dt>
            <dd>{day}</dd>
          </div>
        ))}
      </dl>
      <p>
        Un tiret pour une suite de jours (<code>Mo-Fr</code>), une virgule pour une liste (<code>Mo,We</code>
        ) ; les heures sur 24 heures (<code>14:00-17:30</code>), au début d’un créneau. Deux règles pour les
        mêmes jours laissent une pause à midi : <code>Mo-Fr 09:00-12:00; Mo-Fr 14:00-18:00</code>. Un jour
        absent est fermé.
      </p>
    </section>
  );
}

function FormatForm({ entry }: { entry: FormatHours }) {
  const fetcher = useAction();
  const canManage = useCanManage();
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="card">
      <h2 id={`${id}-title`}>{entry.label}</h2>
      <fetcher.Form method="post" className="stack" key={entry.hours}>
        <input type="hidden" name="format" value={entry.format} />
        <input type="hidden" name="label" value={entry.label} />
        <div className="field">
          <label htmlFor={`${id}-hours`}>Horaires de la semaine</label>
          <p className="hint" id={`${id}-hint`}>
            Aujourd’hui : {entry.hoursLabel}.{" "}
            {entry.changed
              ? `Modifiés dans l’espace du cabinet ; par défaut : ${entry.defaultHoursLabel} (${entry.defaultHours}).`
              : "Ce sont les horaires par défaut."}
          </p>
          <input
            id={`${id}-hours`}
            name="hours"
            type="text"
            defaultValue={entry.hours}
            required
            spellCheck={false}
            autoComplete="off"
            className="mono"
            aria-describedby={`${id}-hint`}
            readOnly={!canManage}
          />
        </div>
        {canManage && (
          <div className="actions">
            <button
              type="submit"
              name="intent"
              value="save"
              className="button button--primary"
              disabled={isSending(fetcher, "save")}
            >
              Enregistrer les horaires
            </button>
            {entry.changed && (
              <button type="submit" name="intent" value="reset" className="button" formNoValidate>
                Revenir aux horaires par défaut
              </button>
            )}
          </div>
        )}
      </fetcher.Form>
    </section>
  );
}

export function Hours() {
  const formats = useLoaderData<FormatHours[]>();
  return (
    <div className="page">
      <Heading title="Horaires" />
      <AgendaNav />
      <p className="lead">
        Les créneaux proposés en ligne suivent ces horaires dès qu’ils sont enregistrés, pour chaque format de
        rendez-vous. Les jours fériés restent fermés.
      </p>
      {formats.map((entry) => (
        <FormatForm key={entry.format} entry={entry} />
      ))}
      <Help />
    </div>
  );
}

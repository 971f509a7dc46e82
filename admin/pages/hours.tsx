/**
 * The weekly hours of each format, which the free slots follow at once: a
 * form day by day (up to two ranges a day, time fields on the slot grid),
 * checked before sending (admin/week-hours.ts), which sends the schema.org
 * hours the API takes.
 */
import { type FormEvent, useEffect, useId, useState } from "react";
import { useLoaderData } from "react-router";
import { type ActionResult, api, attempt, field } from "../api.ts";
import type { FormatHours } from "../types.ts";
import { ErrorText, Heading, isSending, useAction, useCanManage } from "../ui.tsx";
import {
  closedWeekFault,
  type DayCode,
  type DayFault,
  type DayRow,
  dayName,
  dayTitle,
  MAX_RANGES,
  rank,
  type TimeRange,
  weekFaults,
  weekHoursText,
  weekRows,
  withMondayCopied,
  withoutRange,
  withRange,
  withTime,
} from "../week-hours.ts";
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

interface DayProps {
  /** The form's id, which the fields' ids start with. */
  formId: string;
  row: DayRow;
  fault: DayFault | undefined;
  slotMinutes: number;
  canManage: boolean;
  onTime: (index: number, end: keyof TimeRange, value: string) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
}

const timeId = (formId: string, day: DayCode, index: number, end: keyof TimeRange) =>
  `${formId}-${day}-${index}-${end}`;
const addId = (formId: string, day: DayCode) => `${formId}-${day}-add`;

/** A day: « Fermé », or its ranges « de … à … »; its fault under it. */
function DayFieldset({ formId, row, fault, slotMinutes, canManage, onTime, onAdd, onRemove }: DayProps) {
  const errorId = `${formId}-${row.day}-error`;
  const name = dayName(row.day);
  return (
    <fieldset className="day-hours" aria-describedby={fault ? errorId : undefined}>
      <legend>{dayTitle(row.day)}</legend>
      {row.ranges.length === 0 && <p className="day-hours__closed">Fermé</p>}
      {row.ranges.map((range, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a range has no identity but its place in the day, where it is edited.
        <fieldset key={index} className="day-hours__range">
          <legend className="sr-only">{rank(index)} créneau</legend>
          {(["opens", "closes"] as const).map((end) => {
            const id = timeId(formId, row.day, index, end);
            const faulty = fault?.range === index && fault.end === end;
            return (
              <span key={end} className="day-hours__time">
                <label htmlFor={id}>{end === "opens" ? "de" : "à"}</label>
                <input
                  id={id}
                  type="time"
                  step={slotMinutes * 60}
                  value={range[end]}
                  onChange={(event) => onTime(index, end, event.currentTarget.value)}
                  disabled={!canManage}
                  aria-invalid={faulty || undefined}
                  aria-describedby={faulty ? errorId : undefined}
                />
              </span>
            );
          })}
          {canManage && (
            <button type="button" className="button button--small" onClick={() => onRemove(index)}>
              Retirer
              <span className="sr-only">
                {" "}
                le {rank(index)} créneau du {name}
              </span>
            </button>
          )}
        </fieldset>
      ))}
      {canManage && row.ranges.length < MAX_RANGES && (
        <div>
          <button id={addId(formId, row.day)} type="button" className="button button--small" onClick={onAdd}>
            Ajouter un créneau<span className="sr-only"> le {name}</span>
          </button>
        </div>
      )}
      <ErrorText id={errorId} text={fault?.message} />
    </fieldset>
  );
}

function FormatForm({ entry }: { entry: FormatHours }) {
  const fetcher = useAction();
  const canManage = useCanManage();
  const id = useId();
  const [rows, setRows] = useState(() => weekRows(entry.days));
  // The faults show once a sending was refused, and follow what is typed from then on.
  const [checked, setChecked] = useState(false);
  const [copied, setCopied] = useState("");
  const [focus, setFocus] = useState<string>();
  useEffect(() => {
    if (focus === undefined) return;
    document.getElementById(focus)?.focus();
    setFocus(undefined);
  }, [focus]);

  const faults = checked ? weekFaults(rows, entry.slotMinutes) : [];
  const closed = checked ? closedWeekFault(rows) : undefined;
  const change = (next: DayRow[]) => {
    setRows(next);
    setCopied("");
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const found = weekFaults(rows, entry.slotMinutes);
    const first = found[0];
    if (!first && !closedWeekFault(rows)) return;
    // Nothing is sent; what was typed stays, and the first field to correct takes the focus.
    event.preventDefault();
    setChecked(true);
    setFocus(first ? timeId(id, first.day, first.range, first.end) : addId(id, "Mo"));
  };

  return (
    <section aria-labelledby={`${id}-title`} className="card">
      <h2 id={`${id}-title`}>{entry.label}</h2>
      <p className="hint">
        Aujourd’hui : {entry.hoursLabel}.{" "}
        {entry.changed
          ? `Modifiés dans l’espace du cabinet ; par défaut : ${entry.defaultHoursLabel}.`
          : "Ce sont les horaires par défaut."}
      </p>
      <fetcher.Form method="post" className="stack" noValidate onSubmit={submit}>
        <input type="hidden" name="format" value={entry.format} />
        <input type="hidden" name="label" value={entry.label} />
        <input type="hidden" name="hours" value={weekHoursText(rows)} />
        <div className="week-hours">
          {rows.map((row) => (
            <DayFieldset
              key={row.day}
              formId={id}
              row={row}
              fault={faults.find((fault) => fault.day === row.day)}
              slotMinutes={entry.slotMinutes}
              canManage={canManage}
              onTime={(index, end, value) => change(withTime(rows, row.day, index, end, value))}
              onAdd={() => {
                change(withRange(rows, row.day));
                setFocus(timeId(id, row.day, row.ranges.length, "opens"));
              }}
              onRemove={(index) => {
                const next = withoutRange(rows, row.day, index);
                change(next);
                const left = next.find((item) => item.day === row.day)?.ranges.length ?? 0;
                setFocus(left < MAX_RANGES ? addId(id, row.day) : timeId(id, row.day, 0, "opens"));
              }}
            />
          ))}
        </div>
        <p role="alert" className={closed ? "field-error" : "field-error is-empty"}>
          {closed}
        </p>
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
            <button
              type="button"
              className="button"
              onClick={() => {
                change(withMondayCopied(rows));
                setCopied(
                  "Les horaires du lundi sont recopiés du mardi au vendredi : enregistrez-les pour qu’ils comptent.",
                );
              }}
            >
              Copier le lundi sur les autres jours ouvrés
            </button>
          </div>
        )}
        <p role="status" className="hint">
          {copied}
        </p>
      </fetcher.Form>
      {canManage && entry.changed && (
        <fetcher.Form method="post" className="actions">
          <input type="hidden" name="format" value={entry.format} />
          <input type="hidden" name="label" value={entry.label} />
          <button type="submit" name="intent" value="reset" className="button">
            Revenir aux horaires par défaut
          </button>
        </fetcher.Form>
      )}
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
        // Saved or reset, the form starts again from the server's hours.
        <FormatForm key={`${entry.format} ${entry.hours}`} entry={entry} />
      ))}
    </div>
  );
}

/** Moving a booking: a free slot of its format, chosen by day then time; the visitor is e-mailed. */
import { useId, useState } from "react";
import { Link, useLoaderData } from "react-router";
import { elidedDe, lowerFirst } from "../../content/format.ts";
import { clockTime } from "../../shared/french-day.ts";
import { type ActionResult, ApiError, api, attempt, field } from "../api.ts";
import type { BookingChange, BookingList, SlotDays } from "../types.ts";
import { ConfirmAction, Heading, useCanManage } from "../ui.tsx";
import { AgendaNav, mailNote } from "./agenda.tsx";

type Params = { params: { id?: string }; request: Request };

export async function moveLoader({ params, request }: Params) {
  const { items } = await api<BookingList>("/api/admin/bookings?status=active", { signal: request.signal });
  const booking = items.find((item) => String(item.id) === params.id && item.status === "active");
  if (!booking) {
    throw new ApiError(
      404,
      "not-found",
      "Ce rendez-vous n’est pas à venir : il est passé, annulé ou inconnu.",
    );
  }
  const slots = await api<SlotDays>(`/api/admin/agenda/slots?format=${encodeURIComponent(booking.format)}`, {
    signal: request.signal,
  });
  return { booking, days: slots.days };
}

export async function moveAction({ params, request }: Params): Promise<ActionResult> {
  const start = field(await request.formData(), "start");
  if (!start) return { ok: false, message: "Choisissez le nouveau créneau." };
  let change: BookingChange | undefined;
  const result = await attempt("", async () => {
    change = await api<BookingChange>(`/api/admin/bookings/${params.id}/move`, {
      method: "POST",
      body: { start },
    });
  });
  if (!result.ok || !change) return result;
  return {
    ok: true,
    message: `Le rendez-vous est déplacé au ${change.booking.startLabel}. ${change.mailed ? "La personne reçoit un e-mail avec la nouvelle invitation." : mailNote(false)}`,
  };
}

export function Move() {
  const { booking, days } = useLoaderData<typeof moveLoader>();
  const canManage = useCanManage();
  const [day, setDay] = useState(days[0]?.date ?? "");
  const [start, setStart] = useState("");
  const [missing, setMissing] = useState(false);
  const ids = useId();
  const name = `${booking.firstName} ${booking.lastName}`;
  // « de Paul Martin », « d’Élodie Petit »: the particle apart, the name in bold.
  const particle = elidedDe(name).slice(0, -name.length);
  const shown = days.find((entry) => entry.date === day) ?? days[0];
  const chosen = days
    .flatMap((entry) => entry.slots.map((slot) => ({ ...slot, day: entry })))
    .find((slot) => slot.start === start);

  return (
    <div className="page">
      <p className="back">
        <Link to="/agenda">Retour à l’agenda</Link>
      </p>
      <Heading title="Déplacer le rendez-vous" />
      <AgendaNav />
      <p className="lead">
        Rendez-vous {particle}
        <strong>{name}</strong>, {booking.startLabel}, {lowerFirst(booking.formatLabel)}.
      </p>
      {!canManage ? (
        <p>Votre compte est en lecture seule : il ne peut pas déplacer de rendez-vous.</p>
      ) : days.length === 0 || !shown ? (
        <p>Aucun créneau libre pour ce format dans la période proposée aux visiteurs.</p>
      ) : (
        <section aria-labelledby={`${ids}-title`} className="card">
          <h2 id={`${ids}-title`}>Nouveau créneau</h2>
          <div className="field">
            <label htmlFor={`${ids}-day`}>Jour</label>
            <select
              id={`${ids}-day`}
              value={shown.date}
              onChange={(event) => {
                setDay(event.target.value);
                setStart("");
              }}
            >
              {days.map((entry) => (
                <option key={entry.date} value={entry.date}>
                  {`${entry.label} (${entry.slots.length}\u00a0créneau${entry.slots.length > 1 ? "x" : ""})`}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="slots" aria-describedby={missing ? `${ids}-missing` : undefined}>
            <legend>Heure, le {shown.label}</legend>
            <div className="slots__grid">
              {shown.slots.map((slot) => (
                <label key={slot.start} className="slot">
                  <input
                    type="radio"
                    name="start"
                    value={slot.start}
                    checked={start === slot.start}
                    onChange={() => {
                      setStart(slot.start);
                      setMissing(false);
                    }}
                  />
                  <span>{clockTime(slot.time)}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <p id={`${ids}-missing`} role="alert" className={missing ? "field-error" : "field-error is-empty"}>
            {missing ? "Choisissez d’abord l’heure du nouveau créneau." : ""}
          </p>
          <ConfirmAction
            trigger="Déplacer le rendez-vous"
            title="Déplacer ce rendez-vous ?"
            confirm="Confirmer le déplacement"
            keep="Ne pas déplacer"
            fields={{ intent: "move", id: booking.id, start }}
            canOpen={() => {
              setMissing(!start);
              return Boolean(start);
            }}
          >
            <p>
              Le rendez-vous de {name} passera du {booking.startLabel} au{" "}
              <strong>{chosen ? `${chosen.day.label} à ${clockTime(chosen.time)}` : "créneau choisi"}</strong>
              . La personne reçoit un e-mail avec la nouvelle invitation, si l’envoi est configuré sur le
              serveur.
            </p>
          </ConfirmAction>
        </section>
      )}
    </div>
  );
}

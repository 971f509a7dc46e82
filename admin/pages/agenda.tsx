/** The agenda: the week's bookings and the upcoming ones, with cancel and move. */
import { type ReactNode, useState } from "react";
import { Link, NavLink, useLoaderData } from "react-router";
import { type ActionResult, api, attempt, field } from "../api.ts";
import { addDays, formatDay, parisDate } from "../dates.ts";
import type { Booking, BookingChange, BookingList } from "../types.ts";
import { ConfirmAction, Heading, useCanManage } from "../ui.tsx";
import { weekDays, weekStart } from "../week.ts";

/** The agenda's own sections, under its heading. */
export function AgendaNav() {
  return (
    <nav aria-label="Agenda" className="subnav">
      <ul>
        <li>
          <NavLink to="/agenda" end>
            Rendez-vous
          </NavLink>
        </li>
        <li>
          <NavLink to="/agenda/fermetures">Fermetures</NavLink>
        </li>
        <li>
          <NavLink to="/agenda/horaires">Horaires</NavLink>
        </li>
        <li>
          <NavLink to="/agenda/abonnement">Abonnement</NavLink>
        </li>
      </ul>
    </nav>
  );
}

export async function agendaLoader({ request }: { request: Request }) {
  const requested = new URL(request.url).searchParams.get("semaine");
  const today = parisDate(new Date());
  const monday = weekStart(requested, today);
  const { signal } = request;
  const [upcoming, week] = await Promise.all([
    api<BookingList>("/api/admin/bookings?status=active", { signal }),
    api<BookingList>(`/api/admin/bookings?from=${monday}&to=${addDays(monday, 6)}`, { signal }),
  ]);
  return { upcoming: upcoming.items, week: weekDays(monday, week.items), monday, today };
}

/** What the visitor is told of a change: by e-mail, or nothing when the server sends no e-mail. */
export function mailNote(mailed: boolean): string {
  return mailed
    ? "La personne en est prévenue par e-mail."
    : "Aucun e-mail n’est parti\u00a0: l’envoi n’est pas configuré sur le serveur, prévenez la personne vous-même.";
}

export async function agendaAction({ request }: { request: Request }): Promise<ActionResult> {
  const form = await request.formData();
  const id = field(form, "id");
  if (field(form, "intent") !== "cancel" || !/^\d+$/.test(id))
    return { ok: false, message: "Action inconnue." };
  let mailed = false;
  const result = await attempt("Le rendez-vous est annulé.", async () => {
    ({ mailed } = await api<BookingChange>(`/api/admin/bookings/${id}/cancel`, { method: "POST" }));
  });
  return result.ok ? { ...result, message: `${result.message} ${mailNote(mailed)}` } : result;
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="fields__row">
      <dt>{label}</dt>
      <dd>{children || "—"}</dd>
    </div>
  );
}

/** One booking: a line that opens on its details and, while it is to come, its actions. */
function BookingItem({ booking, now }: { booking: Booking; now: number }) {
  const canManage = useCanManage();
  const name = `${booking.firstName} ${booking.lastName}`;
  const active = booking.status === "active";
  const ahead = Date.parse(booking.start) > now;
  return (
    <details className={active ? "booking" : "booking booking--cancelled"}>
      <summary>
        <span className="booking__time">{booking.time}</span> <span className="booking__name">{name}</span>{" "}
        <span className="booking__format">{booking.formatLabel}</span>
        {!active && <span className="badge badge--cancelled">{booking.statusLabel}</span>}
      </summary>
      <dl className="fields fields--compact">
        <Detail label="Quand">{booking.startLabel}</Detail>
        <Detail label="Format">{booking.formatLabel}</Detail>
        <Detail label="Sujet">{booking.interest}</Detail>
        <Detail label="E-mail">
          <a href={`mailto:${booking.email}`}>{booking.email}</a>
        </Detail>
        <Detail label="Téléphone">
          {booking.phone && <a href={`tel:${booking.phone.replace(/\s/g, "")}`}>{booking.phone}</a>}
        </Detail>
        <Detail label="Message">
          {booking.message && <span className="message-text">{booking.message}</span>}
        </Detail>
        <Detail label="État">{booking.statusLabel}</Detail>
      </dl>
      {canManage && active && ahead && (
        <div className="actions">
          <Link to={`/agenda/rendez-vous/${booking.id}/deplacer`} className="button">
            Déplacer
          </Link>
          <ConfirmAction
            trigger="Annuler le rendez-vous"
            title="Annuler ce rendez-vous ?"
            confirm="Confirmer l’annulation"
            keep="Garder le rendez-vous"
            fields={{ intent: "cancel", id: booking.id }}
            danger
          >
            <p>
              Le rendez-vous de {name}, {booking.startLabel} ({booking.formatLabel}), sera annulé et le
              créneau redeviendra libre. La personne reçoit un e-mail qui le lui dit.
            </p>
          </ConfirmAction>
        </div>
      )}
    </details>
  );
}

function Week({
  week,
  monday,
  today,
  now,
}: {
  week: ReturnType<typeof weekDays<Booking>>;
  monday: string;
  today: string;
  now: number;
}) {
  const thisWeek = weekStart(null, today);
  return (
    <section aria-labelledby="week-title">
      <div className="section-head">
        <h2 id="week-title">Semaine du {formatDay(monday)}</h2>
        <nav aria-label="Semaines" className="week-nav">
          <Link to={`/agenda?semaine=${addDays(monday, -7)}`} className="button button--small">
            Semaine précédente
          </Link>
          {monday !== thisWeek && (
            <Link to="/agenda" className="button button--small">
              Cette semaine
            </Link>
          )}
          <Link to={`/agenda?semaine=${addDays(monday, 7)}`} className="button button--small">
            Semaine suivante
          </Link>
        </nav>
      </div>
      <ol className="week">
        {week.map(({ day, items }) => (
          <li
            key={day}
            className={day === today ? "week__day is-today" : "week__day"}
            aria-labelledby={`day-${day}`}
          >
            <h3 id={`day-${day}`}>
              {formatDay(day, { year: false })}
              {day === today && <span className="sr-only"> (aujourd’hui)</span>}
            </h3>
            {items.length === 0 ? (
              <p className="muted">Aucun rendez-vous</p>
            ) : (
              <ul className="bookings">
                {items.map((booking) => (
                  <li key={booking.id}>
                    <BookingItem booking={booking} now={now} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The upcoming bookings, grouped by day (the API gives them in time order). */
function Upcoming({ bookings, now }: { bookings: Booking[]; now: number }) {
  const days: { label: string; items: Booking[] }[] = [];
  for (const booking of bookings) {
    const last = days.at(-1);
    if (last && last.label === booking.dayLabel) last.items.push(booking);
    else days.push({ label: booking.dayLabel, items: [booking] });
  }
  return (
    <section aria-labelledby="upcoming-title">
      <h2 id="upcoming-title">Rendez-vous à venir</h2>
      {days.length === 0 ? (
        <p>Aucun rendez-vous à venir.</p>
      ) : (
        days.map((day) => (
          <div key={day.label} className="day-group">
            <h3>{day.label}</h3>
            <ul className="bookings">
              {day.items.map((booking) => (
                <li key={booking.id}>
                  <BookingItem booking={booking} now={now} />
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}

export function Agenda() {
  const { upcoming, week, monday, today } = useLoaderData<typeof agendaLoader>();
  const [now] = useState(() => Date.now());
  return (
    <div className="page page--wide">
      <Heading title="Agenda" />
      <AgendaNav />
      <Week week={week} monday={monday} today={today} now={now} />
      <Upcoming bookings={upcoming} now={now} />
    </div>
  );
}

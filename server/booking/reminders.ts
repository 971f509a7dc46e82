/**
 * The reminder the day before: a scheduler in the server process that, on
 * start and then every few minutes, queues a reminder for each active booking
 * whose day-before moment has come. The state is in the database (the
 * booking's reminder_queued_at, set in the same transaction as the queued
 * mail), so a reminder is queued once, even across restarts, and the delivery
 * worker sends it with its retries. A cancelled booking gets none; a moved one
 * gets one for its new time.
 *
 * When: the day before the meeting from REMINDER_TIME (Paris time), as long
 * as the meeting is still REMINDER_MIN_LEAD away. Not for a booking made or
 * moved after that moment: its confirmation has just been sent.
 */
import { consoleLogger, describeError, type RelayLogger } from "../relay/delivery.ts";
import { TIME_ZONE } from "./slots.ts";
import type { Booking, BookingStore } from "./store.ts";

/** The local time, the day before, from which the reminder goes. */
const REMINDER_TIME = "10:00";
/** No reminder for a meeting closer than this. */
const REMINDER_MIN_LEAD_HOURS = 2;
/** How often the scheduler looks. */
const DEFAULT_INTERVAL_MS = 5 * 60_000;

/** When the reminder of a meeting starting at `start` is due: the day before at REMINDER_TIME, Paris time. */
export function reminderDueAt(start: Temporal.Instant): Temporal.Instant {
  const day = start.toZonedDateTimeISO(TIME_ZONE).toPlainDate().subtract({ days: 1 });
  return day.toZonedDateTime({ timeZone: TIME_ZONE, plainTime: REMINDER_TIME }).toInstant();
}

/** Whether the reminder of `booking` should be queued at `now`. */
export function reminderIsDue(booking: Booking, now: Temporal.Instant): boolean {
  if (booking.status !== "active" || booking.reminderQueuedAt !== null) return false;
  const start = Temporal.Instant.from(booking.start);
  const due = reminderDueAt(start);
  const changedAt = Temporal.Instant.from(booking.updatedAt);
  return (
    Temporal.Instant.compare(now, due) >= 0 &&
    Temporal.Instant.compare(changedAt, due) < 0 &&
    Temporal.Instant.compare(start, now.add({ hours: REMINDER_MIN_LEAD_HOURS })) > 0
  );
}

export interface ReminderSchedulerOptions {
  store: Pick<BookingStore, "reminderCandidates" | "queueReminder">;
  now?: () => Date;
  intervalMs?: number;
  /** Called after reminders were queued (the plugin nudges the delivery worker). */
  onQueued?: () => void;
  log?: RelayLogger;
}

export class ReminderScheduler {
  private readonly options: ReminderSchedulerOptions;
  private readonly now: () => Date;
  private readonly log: RelayLogger;
  private timer: NodeJS.Timeout | undefined;

  constructor(options: ReminderSchedulerOptions) {
    this.options = options;
    this.now = options.now ?? (() => new Date());
    this.log = options.log ?? consoleLogger;
  }

  start(): void {
    if (this.timer) return;
    this.runOnce();
    this.timer = setInterval(() => this.runOnce(), this.options.intervalMs ?? DEFAULT_INTERVAL_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Queues the reminders due now; returns how many (0 after an error, which is logged). */
  runOnce(): number {
    const date = this.now();
    const now = Temporal.Instant.fromEpochMilliseconds(date.getTime());
    try {
      // A meeting's reminder is due at most about 38 hours before it (10:00 the day before a 23:59 meeting).
      const candidates = this.options.store.reminderCandidates(
        now.add({ hours: REMINDER_MIN_LEAD_HOURS }),
        now.add({ hours: 48 }),
      );
      let queued = 0;
      for (const booking of candidates) {
        if (reminderIsDue(booking, now) && this.options.store.queueReminder(booking.id, date)) {
          queued++;
          this.log.info(`booking: reminder of booking ${booking.id} queued`);
        }
      }
      if (queued > 0) this.options.onQueued?.();
      return queued;
    } catch (error) {
      this.log.error(`booking: reminder pass failed: ${describeError(error)}`);
      return 0;
    }
  }
}

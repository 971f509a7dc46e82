/**
 * What the booking runs in the background while the server is up: the
 * relay's DeliveryWorker for its e-mails (when SMTP is configured), the
 * reminders the day before (reminders.ts) and the daily retention purge
 * (relay/retention.ts). Started once the server is ready, stopped when it
 * closes; the store is closed last.
 */
import type { BookingSettings } from "../../config/server.ts";
import { BOOKING_RETENTION_MONTHS } from "../../content/legal/retention.ts";
import type { FirmContact } from "../../content/site.ts";
import { DeliveryWorker, type RelayLogger, smtpTransport } from "../relay/delivery.ts";
import { RetentionPurge } from "../relay/retention.ts";
import { composeBookingMail } from "./mail.ts";
import { ReminderScheduler } from "./reminders.ts";
import type { BookingMail, BookingStore } from "./store.ts";

export interface BookingLifecycleOptions {
  store: BookingStore;
  /** The e-mail settings; without them nothing is sent and no reminder queued. */
  smtp?: BookingSettings["smtp"];
  /** Signs the links in the e-mails. */
  secret: string;
  siteUrl: string;
  /** The firm's contact the e-mails give, read when each is composed: the build answered's. */
  contact: () => FirmContact;
  retryDelaysMs?: readonly number[];
  pollIntervalMs?: number;
  /** Default BOOKING_RETENTION_MONTHS (content/legal/retention.ts). */
  retentionMonths?: number;
  purgeIntervalMs?: number;
  reminderIntervalMs?: number;
  now: () => Date;
  log: RelayLogger;
}

export class BookingLifecycle {
  private readonly store: BookingStore;
  private readonly purge: RetentionPurge;
  private readonly reminders: ReminderScheduler;
  private readonly worker: DeliveryWorker<BookingMail> | undefined;

  /** Builds the worker, the reminders and the purge; closes the store if any of them cannot be made. */
  constructor(options: BookingLifecycleOptions) {
    const { store, smtp, secret, siteUrl, contact, now, log } = options;
    this.store = store;
    try {
      this.purge = new RetentionPurge({
        store,
        retentionMonths: options.retentionMonths ?? BOOKING_RETENTION_MONTHS,
        intervalMs: options.purgeIntervalMs,
        now,
        log,
        label: { scope: "booking", item: "booking held", items: "bookings held" },
      });
      if (smtp) {
        const addresses = { to: smtp.to, from: smtp.from };
        this.worker = new DeliveryWorker<BookingMail>({
          store,
          transport: smtpTransport(smtp.url),
          compose: (item) =>
            composeBookingMail(item, { addresses, secret, siteUrl, contact: contact(), now: now() }),
          describe: (item) =>
            `booking: ${item.kind} mail ${item.id} of booking ${item.booking.id} to the ${item.recipient}`,
          failedHint: "npm run bookings",
          retryDelaysMs: options.retryDelaysMs,
          pollIntervalMs: options.pollIntervalMs,
          now,
          log,
        });
      }
      this.reminders = new ReminderScheduler({
        // Without SMTP there is nobody to remind: nothing is queued.
        store: smtp ? store : { reminderCandidates: () => [], queueReminder: () => false },
        now,
        intervalMs: options.reminderIntervalMs,
        onQueued: () => this.nudge(),
        log,
      });
    } catch (error) {
      store.close();
      throw error;
    }
  }

  start(): void {
    this.purge.start();
    this.reminders.start();
    this.worker?.start();
  }

  /** Sends the e-mails just queued now rather than at the next poll. */
  nudge(): void {
    this.worker?.nudge();
  }

  async stop(): Promise<void> {
    this.purge.stop();
    this.reminders.stop();
    await this.worker?.stop();
    this.store.close();
  }
}

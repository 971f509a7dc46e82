/**
 * The inbox keeps messages no longer than the privacy policy says
 * (content/legal/retention.ts): on start, then once a day, every message
 * received more than MESSAGE_RETENTION_MONTHS months ago is deleted with
 * MessageStore.purgeOlderThan (secure_delete, log checkpointed). The timer is
 * unref'd, so it never keeps the process alive, and stopped on server close.
 */
import { MESSAGE_RETENTION_MONTHS, retentionCutoff } from "../../content/legal/retention.ts";
import { consoleLogger, describeError, type RelayLogger } from "./delivery.ts";
import type { MessageStore } from "./store.ts";

/** How often the purge runs after the first one. */
export const PURGE_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** How the log names who purges and what ("relay", "message received"…). */
export interface PurgeLabel {
  scope: string;
  item: string;
  items: string;
}

const RELAY_LABEL: PurgeLabel = { scope: "relay", item: "message received", items: "messages received" };

export interface RetentionPurgeOptions {
  /** The inbox, or any store that deletes what is older than a cutoff (the audience: server/analytics/store.ts). */
  store: Pick<MessageStore, "purgeOlderThan">;
  /** Calendar months a message is kept. Default: MESSAGE_RETENTION_MONTHS. */
  retentionMonths?: number;
  /** Time between two purges. Default: one day. */
  intervalMs?: number;
  now?: () => Date;
  log?: RelayLogger;
  /** Default: the relay's messages. */
  label?: PurgeLabel;
}

export class RetentionPurge {
  private readonly store: Pick<MessageStore, "purgeOlderThan">;
  private readonly months: number;
  private readonly intervalMs: number;
  private readonly now: () => Date;
  private readonly log: RelayLogger;
  private readonly label: PurgeLabel;
  private timer: NodeJS.Timeout | undefined;

  constructor(options: RetentionPurgeOptions) {
    this.store = options.store;
    this.months = options.retentionMonths ?? MESSAGE_RETENTION_MONTHS;
    this.intervalMs = options.intervalMs ?? PURGE_INTERVAL_MS;
    this.now = options.now ?? (() => new Date());
    this.log = options.log ?? consoleLogger;
    this.label = options.label ?? RELAY_LABEL;
    if (!Number.isInteger(this.months) || this.months < 1) {
      throw new Error(`${this.label.scope} retentionMonths must be a whole number ≥ 1, got ${this.months}`);
    }
    if (!Number.isFinite(this.intervalMs) || this.intervalMs <= 0) {
      throw new Error(
        `${this.label.scope} purge interval must be a positive number of milliseconds, got ${this.intervalMs}`,
      );
    }
  }

  /** Purges now, then every interval. Calling it again while running does nothing. */
  start(): void {
    if (this.timer) return;
    this.runOnce();
    this.timer = setInterval(() => this.runOnce(), this.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  get running(): boolean {
    return this.timer !== undefined;
  }

  /** Deletes the messages older than the retention; returns how many (0 after an error, which is logged). */
  runOnce(): number {
    const cutoff = retentionCutoff(this.now(), this.months);
    try {
      const deleted = this.store.purgeOlderThan(cutoff);
      if (deleted > 0) {
        const { scope, item, items } = this.label;
        this.log.info(
          `${scope}: deleted ${deleted} ${deleted > 1 ? items : item} before ${cutoff.toISOString()} (retention ${this.months} months)`,
        );
      }
      return deleted;
    } catch (error) {
      this.log.error(`${this.label.scope}: retention purge failed: ${describeError(error)}`);
      return 0;
    }
  }
}

/**
 * The agenda the firm edits in the back office (server/admin/agenda.ts), in
 * the inbox's SQLite database on a connection of its own (tables
 * `booking_hours`, `booking_blocks` and `admin_settings`, created by the
 * inbox's migrations, server/relay/store.ts):
 *
 * - the weekly hours of a format, which override content/booking.yaml's;
 * - the blocks: stretches of time [start, end) closed to bookings, for every
 *   format or some of them (a slot, a day, a period);
 * - the calendar feed's key, as its SHA-256 only.
 *
 * `schedule(now)` is what the free slots are computed from at each request:
 * the defaults (content/booking.ts) with the hours and the blocks as they are
 * in the database then, so a change shows at once, without a restart.
 */
import { type OpeningPeriod, parseOpeningHours } from "../../config/values.ts";
import { type OpenStoreOptions, openInboxDatabase } from "../inbox.ts";
import { closeSqlite, type SqliteDatabase } from "../sqlite.ts";
import { defaultSchedule, type Schedule } from "./slots.ts";
import { instantText } from "./store.ts";

/** A format's weekly hours set in the back office. */
export interface HoursOverride {
  format: string;
  /** Schema.org opening hours, "Mo-Fr 09:00-18:00". */
  hours: string;
  updatedAt: string;
  /** The account that set them (its e-mail). */
  updatedBy: string | null;
}

/** A stretch of time closed to bookings. */
export interface AgendaBlock {
  id: number;
  /** UTC instants ("2026-12-01T07:30:00Z"); the end is excluded. */
  start: string;
  end: string;
  /** The formats closed; every format when null. */
  formats: string[] | null;
  /** Why (for the firm; never shown to visitors). */
  reason: string;
  createdAt: string;
  createdBy: string | null;
}

/** The calendar feed's key: its SHA-256 (hex), and when it was made. */
export interface CalendarFeedKey {
  hash: string;
  createdAt: string;
}

interface HoursRow {
  format: string;
  hours: string;
  updated_at: string;
  updated_by: string | null;
}

interface BlockRow {
  id: number;
  start_at: string;
  end_at: string;
  formats: string | null;
  reason: string;
  created_at: string;
  created_by: string | null;
}

const FEED_SETTING = "calendar-feed";

function blockOf(row: BlockRow): AgendaBlock {
  const formats: unknown = row.formats === null ? null : JSON.parse(row.formats);
  return {
    id: row.id,
    start: row.start_at,
    end: row.end_at,
    formats: Array.isArray(formats) ? formats.map(String) : null,
    reason: row.reason,
    createdAt: row.created_at,
    createdBy: row.created_by,
  };
}

function prepare(db: SqliteDatabase) {
  return {
    hours: db.prepare<[], HoursRow>("SELECT * FROM booking_hours ORDER BY format"),
    setHours: db.prepare<[string, string, string, string | null]>(
      `INSERT INTO booking_hours (format, hours, updated_at, updated_by) VALUES (?, ?, ?, ?)
       ON CONFLICT (format) DO UPDATE SET hours = excluded.hours, updated_at = excluded.updated_at,
         updated_by = excluded.updated_by`,
    ),
    resetHours: db.prepare<[string]>("DELETE FROM booking_hours WHERE format = ?"),
    blocksFrom: db.prepare<[string], BlockRow>(
      "SELECT * FROM booking_blocks WHERE end_at > ? ORDER BY start_at, id",
    ),
    getBlock: db.prepare<[number], BlockRow>("SELECT * FROM booking_blocks WHERE id = ?"),
    addBlock: db.prepare<[string, string, string | null, string, string, string | null], BlockRow>(
      `INSERT INTO booking_blocks (start_at, end_at, formats, reason, created_at, created_by)
       VALUES (?, ?, ?, ?, ?, ?) RETURNING *`,
    ),
    removeBlock: db.prepare<[number]>("DELETE FROM booking_blocks WHERE id = ?"),
    setting: db.prepare<[string], { value: string }>("SELECT value FROM admin_settings WHERE key = ?"),
    setSetting: db.prepare<[string, string]>(
      "INSERT INTO admin_settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
    ),
    deleteSetting: db.prepare<[string]>("DELETE FROM admin_settings WHERE key = ?"),
  };
}

export class AgendaStore {
  /**
   * What the database's hours and blocks add to, as it stands at each call:
   * content/booking.ts by default; the server's, with the slot rules of the
   * build it answers with (server/booking/plugin.ts).
   */
  readonly defaults: () => Schedule;
  private readonly db: SqliteDatabase;
  private readonly statements: ReturnType<typeof prepare>;

  private constructor(db: SqliteDatabase, defaults: () => Schedule) {
    this.db = db;
    this.defaults = defaults;
    this.statements = prepare(db);
  }

  /** Opens the inbox database at `file` (created unless `mustExist`), schema brought up to date. */
  static open(
    file: string,
    defaults: () => Schedule = () => defaultSchedule,
    options: OpenStoreOptions = {},
  ): AgendaStore {
    return new AgendaStore(openInboxDatabase(file, options).db, defaults);
  }

  /**
   * The schedule as it stands: the defaults' hours but for the formats whose
   * hours were set here, and the blocks not over at `now` besides the
   * defaults' own. Hours that no longer parse (edited by hand) are ignored.
   */
  schedule(now: Date): Schedule {
    const defaults = this.defaults();
    const availability: Record<string, readonly OpeningPeriod[]> = { ...defaults.availability };
    for (const row of this.statements.hours.all()) {
      if (!(row.format in availability)) continue;
      try {
        availability[row.format] = parseOpeningHours(row.hours);
      } catch {
        // The default hours stay.
      }
    }
    const blocks = this.blocks(now).map((block) => ({
      start: Temporal.Instant.from(block.start),
      end: Temporal.Instant.from(block.end),
      ...(block.formats && { formats: block.formats }),
    }));
    return { ...defaults, availability, blocks: [...defaults.blocks, ...blocks] };
  }

  /** The hours set in the back office, by format. */
  hoursOverrides(): HoursOverride[] {
    return this.statements.hours.all().map((row) => ({
      format: row.format,
      hours: row.hours,
      updatedAt: row.updated_at,
      updatedBy: row.updated_by,
    }));
  }

  /** Sets a format's weekly hours (checked by the caller: server/booking/agenda.ts). */
  setHours(format: string, hours: string, by: string | null, now: Date): void {
    this.statements.setHours.run(format, hours, now.toISOString(), by);
  }

  /** Back to the default hours of a format; false when they were not changed. */
  resetHours(format: string): boolean {
    return this.statements.resetHours.run(format).changes === 1;
  }

  /** The blocks not over at `from`, soonest first. */
  blocks(from: Date): AgendaBlock[] {
    return this.statements.blocksFrom
      .all(instantText(Temporal.Instant.fromEpochMilliseconds(from.getTime())))
      .map(blockOf);
  }

  getBlock(id: number): AgendaBlock | undefined {
    const row = this.statements.getBlock.get(id);
    return row ? blockOf(row) : undefined;
  }

  addBlock(
    block: {
      start: Temporal.Instant;
      end: Temporal.Instant;
      formats: readonly string[] | null;
      reason: string;
    },
    by: string | null,
    now: Date,
  ): AgendaBlock {
    const row = this.statements.addBlock.get(
      instantText(block.start),
      instantText(block.end),
      block.formats ? JSON.stringify(block.formats) : null,
      block.reason,
      now.toISOString(),
      by,
    );
    if (!row) throw new Error("insert returned no row");
    return blockOf(row);
  }

  /** False when there is no such block. */
  removeBlock(id: number): boolean {
    return this.statements.removeBlock.run(id).changes === 1;
  }

  /** The calendar feed's key (its hash), if one is active. */
  calendarFeed(): CalendarFeedKey | undefined {
    const row = this.statements.setting.get(FEED_SETTING);
    if (!row) return undefined;
    const value: unknown = JSON.parse(row.value);
    if (value === null || typeof value !== "object") return undefined;
    const { hash, createdAt } = value as Record<string, unknown>;
    return typeof hash === "string" && typeof createdAt === "string" ? { hash, createdAt } : undefined;
  }

  /** Makes `hash` the feed's key: the previous one stops working. */
  setCalendarFeed(hash: string, now: Date): void {
    this.statements.setSetting.run(FEED_SETTING, JSON.stringify({ hash, createdAt: now.toISOString() }));
  }

  /** False when no feed was active. */
  revokeCalendarFeed(): boolean {
    return this.statements.deleteSetting.run(FEED_SETTING).changes === 1;
  }

  get isOpen(): boolean {
    return this.db.open;
  }

  close(): void {
    closeSqlite(this.db);
  }
}

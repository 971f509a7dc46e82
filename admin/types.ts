/** The shapes of the back office's API (docs/back-office.md, the brief's contract). */

export type Role = "gestion" | "lecture";

export interface Passkey {
  id: string;
  label: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export interface Session {
  user: { email: string; role: Role };
  passkeys: Passkey[];
}

interface DeliveryCounts {
  messages: number;
  bookingMails: number;
  total: number;
}

export interface DeliveryStatus {
  failedDeliveries: DeliveryCounts;
  /** E-mails whose last attempt failed and that are tried again (optional: an older server sends none). */
  retryingDeliveries?: DeliveryCounts;
  /** What the latest failure means, in French, with what becomes of the messages; null when none. */
  deliveryProblem?: string | null;
  /** Whether the inbox's file on disk is still the one the server has open (server/sqlite.ts). */
  storage: "ok" | "replaced" | "wal missing";
  /** The bookings of the last hour against content/booking.yaml's alertBookingsPerHour (server/admin/deliveries.ts). */
  bookingSurge: { lastHour: number; threshold: number; alert: boolean };
}

interface MessageSummary {
  id: number;
  createdAt: string;
  createdAtLabel: string;
  name: string;
  email: string;
  phone: string | null;
  whom: string;
  interest: string;
  excerpt: string;
  status: string;
  statusLabel: string;
  handled: boolean;
}

export interface MessageList {
  items: MessageSummary[];
  total: number;
  page: number;
  pageSize: number;
  subjects: string[];
  /** Every delivery status, with its French label (lower case). */
  statuses: { id: string; label: string }[];
  /** Messages per status, and `all`, `unhandled`. */
  counts: Record<string, number>;
}

export interface MessageDetail {
  message: MessageSummary & {
    message: string;
    handledAt: string | null;
    handledAtLabel: string | null;
    handledBy: string | null;
    sentAtLabel: string | null;
    nextAttemptAtLabel: string | null;
    replyHref: string;
  };
  deliveries: {
    at: string;
    atLabel: string;
    outcome: string;
    outcomeLabel: string;
    error: string | null;
    /** The cause in French (optional: an older server sends none). */
    errorLabel?: string | null;
  }[];
}

export interface Booking {
  id: number;
  start: string;
  end: string;
  startLabel: string;
  dayLabel: string;
  time: string;
  format: string;
  formatLabel: string;
  status: string;
  statusLabel: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  interest: string;
  message: string | null;
}

interface BookingFormat {
  id: string;
  label: string;
}

export interface BookingList {
  items: Booking[];
  formats: BookingFormat[];
}

/** The public API's free slots (GET /api/booking/slots), which the admin's slots route gives too. */
export interface SlotDays {
  days: { date: string; label: string; slots: { start: string; time: string }[] }[];
}

export interface FormatHours {
  format: string;
  label: string;
  /** Schema.org opening hours, "Mo-Fr 09:00-18:00". */
  hours: string;
  /** The same in French words. */
  hoursLabel: string;
  /** The same day by day, Monday first: each day's ranges in order ("09:00"–"12:00"), none when closed. */
  days: {
    day: "Mo" | "Tu" | "We" | "Th" | "Fr" | "Sa" | "Su";
    ranges: { opens: string; closes: string }[];
  }[];
  /** The slots' length: every time is a multiple of it after midnight. */
  slotMinutes: number;
  defaultHours: string;
  defaultHoursLabel: string;
  changed: boolean;
}

export interface Block {
  id: number;
  /** Paris times with their offset; the end is excluded. */
  start: string;
  end: string;
  /** « mardi 1er décembre 2026, de 8 h 30 à 9 h » */
  label: string;
  formats: string[] | null;
  /** « par téléphone et en visioconférence », « tous les formats » */
  formatsLabel: string;
  reason: string;
}

export interface BlockList {
  items: Block[];
  formats: BookingFormat[];
}

/** What a change of a booking gives back: the booking, and whether the visitor is e-mailed. */
export interface BookingChange {
  booking: Booking;
  mailed: boolean;
}

export interface Feed {
  active: boolean;
  createdAt: string | null;
}

export interface AuditPage {
  items: {
    id: number;
    at: string;
    email: string | null;
    action: string;
    actionLabel: string;
    target: string | null;
    detail: string | null;
  }[];
  next: number | null;
}

/** « Publier »: the server's own shapes (server/publish/, server/admin/publish.ts), types only. */
export type { PageChanges } from "../server/publish/changes.ts";
export type { CheckProblem } from "../server/publish/check-report.ts";
export type { Job as PublishJob } from "../server/publish/publisher.ts";

/** GET /api/admin/publish. */
export interface PublishState {
  pending: {
    status: string;
    file: string;
    /** The page in words (« Pages des villes : melun »), and what changed in it (optional: an older server). */
    page?: string;
    what?: "ajout" | "modification" | "suppression";
    fields?: string[];
  }[];
  jobs: import("../server/publish/publisher.ts").Job[];
  /** The last ten publications; `live`: the one the site answers from. */
  history: (import("../server/publish/publisher.ts").Publication & { live: boolean })[];
  preview: { ready: boolean; on: boolean };
}

export interface AccountList {
  items: {
    id: number;
    email: string;
    role: Role;
    roleLabel: string;
    createdAt: string;
    disabledAt: string | null;
    lastSignInAt: string | null;
    passkeys: number;
    /** The signed-in account itself. */
    you: boolean;
  }[];
  /** Whether the server e-mails invitations (SMTP configured). */
  invitations: boolean;
}

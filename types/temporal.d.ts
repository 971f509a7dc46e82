/**
 * Types of the part of Temporal (built into Node 26) the server uses: the
 * booking slots, tokens and invitations (server/booking/). TypeScript 5.9 has
 * no Temporal library yet (it comes with TypeScript 6's esnext.temporal):
 * delete this file then. Only what the code calls is declared, with the
 * signatures of the ECMAScript specification.
 */
declare namespace Temporal {
  type Disambiguation = "compatible" | "earlier" | "later" | "reject";
  type SmallestUnit = "minute" | "second" | "millisecond";

  interface DurationLike {
    days?: number;
    hours?: number;
    minutes?: number;
    seconds?: number;
    milliseconds?: number;
  }

  class Instant {
    static from(item: string | Instant): Instant;
    static fromEpochMilliseconds(epochMilliseconds: number): Instant;
    static compare(one: Instant | string, two: Instant | string): -1 | 0 | 1;
    readonly epochMilliseconds: number;
    add(duration: Omit<DurationLike, "days">): Instant;
    subtract(duration: Omit<DurationLike, "days">): Instant;
    equals(other: Instant | string): boolean;
    toZonedDateTimeISO(timeZone: string): ZonedDateTime;
    toString(options?: { smallestUnit?: SmallestUnit; timeZone?: string }): string;
    toJSON(): string;
  }

  class ZonedDateTime {
    static compare(one: ZonedDateTime, two: ZonedDateTime): -1 | 0 | 1;
    readonly year: number;
    readonly month: number;
    readonly day: number;
    readonly hour: number;
    readonly minute: number;
    readonly second: number;
    readonly dayOfWeek: number;
    /** "+01:00" */
    readonly offset: string;
    readonly offsetNanoseconds: number;
    readonly timeZoneId: string;
    readonly epochMilliseconds: number;
    add(duration: DurationLike): ZonedDateTime;
    subtract(duration: DurationLike): ZonedDateTime;
    withTimeZone(timeZone: string): ZonedDateTime;
    toInstant(): Instant;
    toPlainDate(): PlainDate;
    toPlainTime(): PlainTime;
    toPlainDateTime(): PlainDateTime;
    toString(options?: {
      timeZoneName?: "auto" | "never" | "critical";
      offset?: "auto" | "never";
      smallestUnit?: SmallestUnit;
    }): string;
    toJSON(): string;
  }

  class PlainDate {
    static from(item: string | PlainDate): PlainDate;
    static compare(one: PlainDate | string, two: PlainDate | string): -1 | 0 | 1;
    readonly year: number;
    readonly month: number;
    readonly day: number;
    /** 1 = Monday … 7 = Sunday. */
    readonly dayOfWeek: number;
    add(duration: { days?: number; months?: number }): PlainDate;
    subtract(duration: { days?: number; months?: number }): PlainDate;
    equals(other: PlainDate | string): boolean;
    toPlainDateTime(time?: PlainTime | string): PlainDateTime;
    toZonedDateTime(options: { timeZone: string; plainTime?: PlainTime | string }): ZonedDateTime;
    toString(): string;
  }

  class PlainTime {
    static from(item: string | PlainTime): PlainTime;
    static compare(one: PlainTime | string, two: PlainTime | string): -1 | 0 | 1;
    readonly hour: number;
    readonly minute: number;
    add(duration: { hours?: number; minutes?: number }): PlainTime;
    equals(other: PlainTime | string): boolean;
    toString(options?: { smallestUnit?: SmallestUnit }): string;
  }

  class PlainDateTime {
    toZonedDateTime(timeZone: string, options?: { disambiguation?: Disambiguation }): ZonedDateTime;
    toPlainDate(): PlainDate;
    toPlainTime(): PlainTime;
    toString(): string;
  }

  namespace Now {
    function instant(): Instant;
  }
}

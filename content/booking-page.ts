/**
 * The booking page's copy (/rendez-vous): booking the free first meeting
 * online, moving it (`?deplacer=<token>`), and the request for a callback
 * that replaces the booking without scripts. content/booking-page.yaml, read
 * once and checked by `bookingPageSchema`; typeset() adds the no-break
 * spaces. Read by the route's build-time loader (decision 013): the page's
 * HTML and hydration data carry it, its script does not.
 */
import { z } from "zod";
import { typeset } from "./format.ts";
import { readRecord } from "./lib/collection.ts";
import { text } from "./lib/fields.ts";

const section = <T extends z.ZodRawShape>(shape: T) => z.strictObject(shape);
/** A sentence that must keep a placeholder the code fills. */
const withPlaceholder = (...placeholders: string[]) =>
  placeholders.reduce(
    (schema, placeholder) =>
      schema.refine((value) => value.includes(placeholder), `doit contenir ${placeholder}`),
    text,
  );

export const bookingPageSchema = z.strictObject({
  meta: section({ title: text, description: text }),
  heading: text,
  intro: section({
    title: text,
    text,
    points: z.array(text).min(1, "doit compter au moins un point"),
    call: text,
    other: text,
    contactLink: text,
  }),
  form: section({
    title: text,
    requiredLegend: text,
    step1: text,
    format: text,
    interest: text,
    step2: text,
    step2Hint: text,
    day: text,
    week: text,
    time: text,
    chooseDay: text,
    morning: text,
    afternoon: text,
    loading: text,
    loaded: withPlaceholder("{n}"),
    loadedOne: text,
    none: text,
    chosen: withPlaceholder("{slot}"),
    at: text,
    gone: withPlaceholder("{slot}"),
    step3: text,
    message: text,
    submit: text,
    sending: text,
    slotMissing: text,
    summaryOne: text,
    summaryMany: withPlaceholder("{n}"),
    privacy: text,
    privacyLink: text,
  }),
  nextSlot: section({ text: withPlaceholder("{slot}", "{format}"), link: text }),
  taken: section({ title: text, text }),
  failure: section({ title: text, text, rateLimited: text }),
  unavailable: section({ title: text, text, call: text, contactLink: text, retry: text }),
  confirmation: section({
    title: text,
    moved: text,
    date: text,
    time: text,
    format: text,
    interest: text,
    email: text,
    emailEnd: text,
    movedEmail: text,
    manage: text,
    back: text,
  }),
  move: section({
    heading: text,
    loading: text,
    current: text,
    step: text,
    pick: text,
    submit: text,
    sending: text,
    invalid: text,
    gone: text,
    unknown: text,
    book: text,
  }),
  callback: section({
    title: text,
    call: text,
    or: text,
    write: text,
    after: text,
    noScript: text,
    formTitle: text,
    message: text,
    messageHint: text,
    submit: text,
  }),
});

const { meta, ...page } = readRecord("booking-page.yaml", bookingPageSchema);

export const bookingMeta = typeset(meta);

export const bookingPage = typeset(page);

/** The page's copy, as the route's build-time loader hands it to the page. */
export type BookingCopy = typeof bookingPage;

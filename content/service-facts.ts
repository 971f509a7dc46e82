/**
 * The facts of the firm's other services (spec section 9, "Other services"):
 * prices, durations and group sizes, in content/facts/services.yaml,
 * the one place that holds them. The service and training pages and the
 * downloadable documents quote them as {{names}} (content/facts/), so no copy
 * repeats a number by hand. Prices are in euros, taxes included. The texts
 * are typeset here (`typeset`: the no-break spaces French typography wants).
 *
 * Read lazily, on first use: the facts are computed from this record, and the
 * content reader needs the facts, so nothing is read while the modules load.
 */
import { z } from "zod";
import { typeset } from "./format.ts";
import { text } from "./lib/fields.ts";
import { readFigures } from "./lib/figures.ts";

const count = z.number().int().positive();
const percent = z.number().int().min(0).max(100);
const range = z
  .strictObject({ min: count, max: count })
  .refine((value) => value.min <= value.max, "« min » doit être inférieur ou égal à « max »");

export const schema = z.strictObject({
  businessCreation: z.strictObject({
    price: range,
    hours: range,
    theoryPercent: percent,
    practicePercent: percent,
    followUpMonths: count,
  }),
  careerConsultant: z.strictObject({
    days: count,
    hours: count,
    trainers: count,
    practicePercent: percent,
    format: text,
  }),
  trainer: z.strictObject({
    levels: z.tuple([text, text]),
    weeksPerLevel: count,
    price: z.strictObject({ employer: count, individual: count }),
    credential: text,
    validationTest: text,
  }),
  coDevelopment: z.strictObject({
    facilitators: count,
    participants: range,
    sessionMinutes: count,
    intervalWeeks: range,
    sessionSteps: z.array(text).min(2),
  }),
  coaching: z.strictObject({ tripartiteMeetingHours: count }),
  workPsychology: z.strictObject({
    sessionMinutes: count,
    price: z.strictObject({ video: count, inPerson: count }),
  }),
  practiceAnalysis: z.strictObject({ minParticipants: count }),
  vae: z.strictObject({ months: range }),
  outplacement: z.strictObject({
    phases: z.array(text).min(2),
    months: z.strictObject({ short: count, standard: count }),
  }),
  careerPathInterview: z.strictObject({
    managerSessionHours: count,
    interviewHours: count,
    employeeSessionHours: count,
  }),
});

type ServiceFacts = z.output<typeof schema>;

let loaded: ServiceFacts | undefined;

function load(): ServiceFacts {
  if (loaded) return loaded;
  loaded = typeset(readFigures("facts/services.yaml", schema));
  return loaded;
}

/** Every service's facts, read from content/facts/services.yaml when a field is first used. */
export const serviceFacts: Readonly<ServiceFacts> = Object.defineProperties(
  {} as ServiceFacts,
  Object.fromEntries(
    Object.keys(schema.shape).map((key) => [
      key,
      { enumerable: true, get: () => load()[key as keyof ServiceFacts] },
    ]),
  ),
);

/**
 * What every service and training page says (spec section 1, common
 * messages), in content/service-common.yaml: the free first meeting, the
 * three delivery modes, the funding block and its routes, the sentences of
 * the programme sheets' « Délais d’accès ». The route module shows these
 * blocks on every page, so a page's own file never repeats them. Build time
 * only: the service route's loader hands the page its part.
 */
import { z } from "zod";
import { typeset } from "../format.ts";
import { readRecord } from "../lib/collection.ts";
import { text } from "../lib/fields.ts";

const block = z.strictObject({ title: text, text });

export const schema = z.strictObject({
  firstMeeting: block,
  delivery: block,
  funding: z.strictObject({
    title: text,
    intro: text,
    routes: z.strictObject({
      cpf: text,
      employerPlan: text,
      opco: text,
      franceTravail: text,
      employer: text,
      self: text,
    }),
  }),
  keyFactsTitle: text,
  contactLabel: text,
  phoneLabel: text,
  accessDelay: z.strictObject({
    firstMeeting: text,
    cases: z.strictObject({
      cpfFranceVae: text,
      funder: text,
      franceTravail: text,
      self: text,
      company: text,
      individual: text,
    }),
  }),
});

type ServiceCommonRecord = z.output<typeof schema>;

let loaded: ServiceCommonRecord | undefined;

/** content/service-common.yaml, typeset, read once. */
export function serviceCommonRecord(): ServiceCommonRecord {
  loaded ??= typeset(readRecord("service-common.yaml", schema));
  return loaded;
}

/** The copy a service page shows besides its own: what its route's loader hands the page. */
export interface ServiceCommon {
  firstMeeting: { title: string; text: string };
  delivery: { title: string; text: string };
  funding: { title: string; intro: string };
  keyFactsTitle: string;
  contactLabel: string;
  phoneLabel: string;
}

/** The page's part of the shared copy. */
export function serviceCommonCopy(): ServiceCommon {
  const { firstMeeting, delivery, funding, keyFactsTitle, contactLabel, phoneLabel } = serviceCommonRecord();
  return {
    firstMeeting,
    delivery,
    funding: { title: funding.title, intro: funding.intro },
    keyFactsTitle,
    contactLabel,
    phoneLabel,
  };
}

/** The same, read when a field is first used (tests, end-to-end checks). */
export const serviceCommon: Readonly<ServiceCommon> = Object.defineProperties(
  {} as ServiceCommon,
  Object.fromEntries(
    (["firstMeeting", "delivery", "funding", "keyFactsTitle", "contactLabel", "phoneLabel"] as const).map(
      (key) => [key, { enumerable: true, get: () => serviceCommonCopy()[key] }],
    ),
  ),
);

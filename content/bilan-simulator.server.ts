/**
 * What the page's loader gives the cost simulator, at pre-render: its words
 * (content/bilan/simulator.yaml), the funding table's routes as numbers
 * (`fundingOptions()`), the rules' values (content/regulation.ts) and the
 * French public holidays' dates of this year and the next two (so the
 * browser counts working days without date-holidays). The computation itself
 * is bilan-simulator.ts's, in the browser. Build only: it reads files.
 */
import { z } from "zod";
import { frenchPublicHolidayDates } from "../shared/public-holidays.ts";
import { parisToday } from "../shared/working-days.ts";
import { bilanCosts } from "./bilan-costs.ts";
import { accessDelays, type BilanFormula, type FundingRoute, fundingOptions } from "./bilan-pricing.ts";
import { type FORMULAS, SITUATIONS, type SimulatorRules } from "./bilan-simulator.ts";
import { formatEuros, typeset } from "./format.ts";
import { landingPages } from "./landing-pages.ts";
import { readRecord } from "./lib/collection.ts";
import { text } from "./lib/fields.ts";
import { fillTemplate, template } from "./lib/template.ts";
import { regulation } from "./regulation.ts";

/** The only site the offer's link may point to: the State's CPF service. */
const OFFER_URL_PREFIX = "https://www.moncompteformation.gouv.fr/";

/**
 * An address on Mon Compte Formation, or "" while the firm has not published
 * its offer there (optional: the editor lets it stay empty).
 */
const offerUrl = z
  .string()
  .trim()
  .regex(
    /^(?:https:\/\/www\.moncompteformation\.gouv\.fr\/[^\s"'<>]*)?$/,
    `doit être vide ("") ou une adresse qui commence par ${OFFER_URL_PREFIX}`,
  )
  .optional();

const landingSlugs = () => new Set(landingPages.map((page) => page.slug));

/** content/bilan/simulator.yaml. */
export const schema = z.strictObject({
  title: text,
  intro: text,
  privacy: text,
  withoutScript: text,
  tableLink: text,
  pages: z
    .array(text)
    .refine(
      (slugs) => slugs.every((slug) => landingSlugs().has(slug)),
      "chaque page doit être l’adresse (« slug ») d’une page thématique ou d’une ville existante",
    ),
  link: text,
  situation: z.strictObject({
    legend: text,
    options: z.strictObject(
      Object.fromEntries(SITUATIONS.map((situation) => [situation, text])) as {
        [S in (typeof SITUATIONS)[number]]: typeof text;
      },
    ),
  }),
  balance: z.strictObject({ label: text, unit: text, hint: text, error: text, publicAgent: text }),
  employer: z.strictObject({ legend: text, hint: text, yesLabel: text, noLabel: text }),
  result: z.strictObject({
    title: text,
    prompt: text,
    price: template("prix"),
    cpfPays: template("montant"),
    cpfPaysCap: template("montant"),
    employerPays: template("montant"),
    visitorPays: text,
    aboveCap: template("montant"),
    shortfall: template("montant"),
    participation: template("montant"),
    madeOf: template("parts"),
    exemption: template("exoneration"),
    noBalance: text,
    cheaperWithout: template("avecCpf", "participation"),
    publicAgent: template("regle", "prix"),
    publicAgentDecides: text,
    start: template("date", "jours"),
    startOther: template("delai"),
    summary: template("formule", "montant"),
    summaryEmployer: template("formule"),
  }),
  actions: z.strictObject({ book: text, offer: z.strictObject({ label: text, url: offerUrl }) }),
});

const copy = readRecord("bilan/simulator.yaml", schema);

/** A slot the browser fills, kept as it is when the build fills the others. */
const keep = (name: string) => `{${name}}`;

const { cpfBilanCap, cpfParticipation, cpfStartDelayWorkingDays, publicSectorCpf } = regulation;
const participationText = formatEuros(cpfParticipation.value.amount);
const [jobSeekerExemption, employerTopUpExemption] = cpfParticipation.value.exemptions;
if (!jobSeekerExemption || !employerTopUpExemption) {
  throw new Error(
    "bilan-simulator: regulation.cpfParticipation must list the job seekers, then the employer's top-up",
  );
}

/** The words the component shows, typeset, with what the build knows already filled in. */
function simulatorCopy() {
  const { result, pages: _pages, link: _link, ...words } = copy;
  return typeset({
    ...words,
    result: {
      ...result,
      cheaperWithout: fillTemplate(result.cheaperWithout, {
        avecCpf: keep("avecCpf"),
        participation: participationText,
      }),
      publicAgent: fillTemplate(result.publicAgent, { regle: publicSectorCpf.summary, prix: keep("prix") }),
      start: fillTemplate(result.start, { date: keep("date"), jours: cpfStartDelayWorkingDays.value }),
    },
  });
}

type SimulatorCopy = ReturnType<typeof simulatorCopy>;

/** The rules' values and the table's routes, as numbers. */
export function simulatorRules(): SimulatorRules {
  const figures = (formula: BilanFormula) =>
    fundingOptions(formula).map(({ route, price, visitorPays }) => ({ route, price, visitorPays }));
  const routes = { classic: figures("classic"), flash: figures("flash") } satisfies Record<
    (typeof FORMULAS)[number],
    unknown
  >;
  return {
    cap: cpfBilanCap.value,
    participation: cpfParticipation.value.amount,
    exemptions: typeset({ jobSeeker: jobSeekerExemption, employerTopUp: employerTopUpExemption }),
    startDelayWorkingDays: cpfStartDelayWorkingDays.value,
    routes,
  };
}

/** Everything the page's simulator needs, built at pre-render. */
export interface SimulatorData {
  readonly copy: SimulatorCopy;
  readonly rules: SimulatorRules;
  /** Each formula's name and duration, as the cost table heads its columns. */
  readonly formulas: readonly { readonly id: BilanFormula; readonly name: string }[];
  /** When a route that is not the CPF's can start (« self », « employer-plan »), the end of a sentence. */
  readonly accessDelays: Readonly<Partial<Record<FundingRoute, string>>>;
  /** The French public holidays of this year and the next two, and the last day they cover. */
  readonly calendar: { readonly holidays: readonly string[]; readonly through: string };
}

/** The simulator's data, with the holidays from the first of January of `year` (today's, in Paris). */
export function simulatorData(year = Number(parisToday(new Date()).slice(0, 4))): SimulatorData {
  const options = fundingOptions("classic");
  const delayOf = (route: FundingRoute) =>
    options.find((option) => option.route === route)?.accessDelay ?? "";
  return {
    copy: simulatorCopy(),
    rules: simulatorRules(),
    formulas: bilanCosts.formulas.map(({ id, name }) => ({ id, name })),
    accessDelays: typeset({
      self: delayOf("self"),
      "employer-plan": delayOf("employer-plan"),
      cpf: accessDelays.cpf,
    }),
    calendar: { holidays: frenchPublicHolidayDates(year, year + 2), through: `${year + 2}-12-31` },
  };
}

/** Whether a landing page carries the simulator (content/bilan/simulator.yaml, `pages`). */
export const hasSimulator = (slug: string) => copy.pages.includes(slug);

/** The link other bilan pages show to /bilan-de-competence's simulator. */
export const simulatorLinkText = typeset(copy.link);

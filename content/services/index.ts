/**
 * The service and training pages (spec section 2, "Other service pages"):
 * one YAML file each in content/services/, rendered by one route module
 * (app/routes/service.tsx). Adding a page is adding a file: its `menu` field
 * places it in the navigation, and the route, the sitemap and the menus read
 * this list. Build time and Node only (app/lib/services.server.ts, the
 * registry, the routes' config); the browser gets a page through its loader.
 *
 * The schema below checks every file and says in French what is wrong, with
 * the line. What a file holds as words or names, the loader turns into what
 * the page shows: an FAQ answer's Markdown into blocks, a sheet's « Délais
 * d’accès » cases into sentences (./conditions.ts), a course's duration and
 * prices into the numbers of its JSON-LD. The pages are typeset here.
 */
import { z } from "zod";
import { documentLists } from "../documents/catalog.ts";
import { typeset } from "../format.ts";
import { ContentError, readCollection } from "../lib/collection.ts";
import { optionalText, text } from "../lib/fields.ts";
import { pageDescription, pageTitle } from "../lib/page-head.ts";
import { markdownProblems } from "../lib/safe-markdown.ts";
import { priceProblem } from "../programme-sheet.ts";
import { accessDelayText, fundingRoutes, fundingRoutesOf, startClauses } from "./conditions.ts";
import type { RichBlock, ServicePage } from "./types.ts";

/** The menus, in the navigation's order (content/navigation.ts). */
const menuIds = [
  "emploi-carriere",
  "formation",
  "ingenierie",
] as const satisfies readonly ServicePage["menu"]["id"][];

const texts = z.array(text).min(1, "doit compter au moins un élément");
const anchor = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "doit être en minuscules sans accent, chiffres et tirets (la-vae)");
const sitePath = z.string().regex(/^\/\S*$/, "doit être une adresse du site, commençant par « / »");
const card = z.strictObject({ title: text, text });
const link = z.strictObject({ to: sitePath, label: text });
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "doit être une date écrite année-mois-jour (2026-11-23)");

/** « 1 000 € », « 60 € » (a fact's text) or a number: euros, for the JSON-LD. */
const euros = z.union([z.number().positive(), z.string()]).transform((value, context) => {
  if (typeof value === "number") return value;
  // \s: a fact's text holds no-break spaces (« 1 000 € »).
  const match = /^(\d{1,3}(?:\s?\d{3})*)(?:,(\d{2}))?\s*€$/.exec(value.trim());
  if (match) return Number(`${(match[1] as string).replace(/\D/g, "")}.${match[2] ?? "0"}`);
  context.addIssue({
    code: "custom",
    message: "doit être un prix en euros : 1500, « 1 500 € » ou une valeur {{…}}",
  });
  return z.NEVER;
});

/** « 16 heures », « 2 h 30 », « 3 semaines »: a course's total workload, as ISO 8601 for the JSON-LD. */
const workload = z.string().transform((value, context) => {
  const words = value.trim().replace(/\s+/g, " ");
  const units: [RegExp, (count: string, minutes?: string) => string][] = [
    [/^(\d+) h (\d{2})$/, (hours, minutes) => `PT${hours}H${Number(minutes)}M`],
    [/^(\d+) (?:h|heures?)$/, (hours) => `PT${hours}H`],
    [/^(\d+) minutes?$/, (minutes) => `PT${minutes}M`],
    [/^(\d+) jours?$/, (days) => `P${days}D`],
    [/^(\d+) semaines?$/, (weeks) => `P${weeks}W`],
    [/^(\d+) mois$/, (months) => `P${months}M`],
  ];
  for (const [pattern, iso] of units) {
    const match = pattern.exec(words);
    if (match) return iso(match[1] as string, match[2]);
  }
  context.addIssue({
    code: "custom",
    message: "doit être une durée en toutes lettres : « 16 heures », « 2 h 30 », « 3 semaines »",
  });
  return z.NEVER;
});

const offer = z.union(
  [
    z.strictObject({ name: text, price: euros }),
    z.strictObject({ name: text, lowPrice: euros, highPrice: euros }),
  ],
  {
    error:
      "doit avoir un nom (name) et un prix (price), ou un prix le plus bas et le plus haut (lowPrice, highPrice)",
  },
);

const section = z.strictObject({
  id: anchor,
  title: text,
  paragraphs: texts.optional(),
  list: texts.optional(),
  steps: z.array(card).min(1).optional(),
  cards: z.array(card).min(1).optional(),
  after: texts.optional(),
  links: z.array(link).min(1).optional(),
});

/**
 * « Délais d’accès »: a sentence of the page's own, or the cases of the
 * shared copy (content/service-common.yaml) it is built from. One record of
 * optional fields rather than a text-or-record, so that the editor shows it.
 */
const accessDelay = z
  .strictObject({
    sentence: optionalText,
    start: optionalText,
    cases: z.array(z.enum(startClauses)).optional(),
    after: optionalText,
  })
  .superRefine((delay, context) => {
    if (delay.sentence !== "") return;
    if (delay.start === "")
      context.addIssue({
        code: "custom",
        path: ["start"],
        message: "écrivez le début (« Début de la formation »), ou une phrase",
      });
    if ((delay.cases ?? []).length === 0)
      context.addIssue({
        code: "custom",
        path: ["cases"],
        message: "doit nommer au moins un cas, ou écrivez une phrase",
      });
  });

const programme = z.strictObject({
  audience: text,
  prerequisites: text,
  objectives: texts,
  duration: text,
  modalities: text,
  accessDelay,
  price: text.superRefine((price, context) => {
    const problem = priceProblem(price);
    if (problem) context.addIssue({ code: "custom", message: problem });
  }),
  methods: text,
  evaluation: text,
});

/**
 * What the page tells search engines: a Service, or a Course (a training).
 * One record whose fields depend on `type`, rather than two shapes, so that
 * the editor shows it; the build gets one of the two shapes.
 */
const schemaOrg = z
  .strictObject({
    type: z.enum(["Service", "Course"]),
    serviceType: optionalText,
    workload: workload.optional(),
    courseMode: z.array(z.enum(["onsite", "online", "blended"])).optional(),
    offers: z.array(offer).min(1).optional(),
    credential: optionalText,
  })
  .superRefine((given, context) => {
    const need = (field: string, missing: boolean, message: string) => {
      if (missing) context.addIssue({ code: "custom", path: [field], message });
    };
    if (given.type === "Service") {
      need(
        "serviceType",
        given.serviceType === "",
        "une prestation dit son type (« Coaching professionnel »)",
      );
    } else {
      need("workload", given.workload === undefined, "une formation dit sa durée (« 16 heures »)");
      need(
        "courseMode",
        (given.courseMode ?? []).length === 0,
        "une formation dit au moins un mode (onsite, online ou blended)",
      );
    }
  })
  .transform((given): ServicePage["schema"] =>
    given.type === "Service"
      ? { type: "Service", serviceType: given.serviceType, ...(given.offers ? { offers: given.offers } : {}) }
      : {
          type: "Course",
          workload: given.workload ?? "",
          courseMode: given.courseMode ?? [],
          ...(given.offers ? { offers: given.offers } : {}),
          ...(given.credential ? { credential: given.credential } : {}),
        },
  );

/** The marker of an FAQ answer for the page's funding list. */
const FUNDING_LIST = "{{liste:financements}}";
type AnswerBlock = RichBlock | typeof FUNDING_LIST;

/**
 * An FAQ answer in Markdown, as blocks: paragraphs split by a blank line, a
 * list of « - » lines, a paragraph that ends with a link [texte](/page), and
 * {{liste:financements}} for the page's funding list. Returns a French
 * message when a block is none of these.
 */
function answerBlocks(markdown: string): AnswerBlock[] | string {
  const blocks: AnswerBlock[] = [];
  for (const chunk of markdown.trim().split(/\n[ \t]*\n/)) {
    const lines = chunk
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
    const items = lines.filter((line) => line.startsWith("- "));
    if (lines.length === 1 && lines[0] === FUNDING_LIST) blocks.push(FUNDING_LIST);
    else if (items.length === lines.length) blocks.push({ list: items.map((line) => line.slice(2).trim()) });
    else if (items.length > 0)
      return "une liste (lignes commençant par « - ») doit être séparée du paragraphe par une ligne vide";
    else {
      const paragraph = lines.join(" ");
      const linked = /^(.*?)\s*\[([^\]]+)\]\((\/[^)\s]*)\)$/.exec(paragraph);
      if (linked) {
        const [, before, label, to] = linked as unknown as [string, string, string, string];
        blocks.push({ text: before, link: { to, label } });
      } else if (/\[[^\]]*\]\(|\{\{/.test(paragraph))
        return "un lien [texte](/page) ne peut venir qu’à la fin d’un paragraphe, et {{liste:financements}} que seul sur sa ligne";
      else blocks.push(paragraph);
    }
  }
  return blocks;
}

const faq = z.strictObject({
  title: text,
  intro: text.optional(),
  items: z
    .array(
      z.strictObject({
        id: anchor,
        question: text,
        answer: z.string().transform((markdown, context) => {
          // The site's Markdown rule (content/lib/safe-markdown.ts), then this field's own convention.
          const unsafe = markdownProblems(markdown);
          for (const problem of unsafe) {
            const where =
              unsafe.length > 1 || problem.line > 1 ? `ligne ${problem.line} de la réponse : ` : "";
            context.addIssue({ code: "custom", message: `${where}${problem.message}` });
          }
          if (unsafe.length > 0) return z.NEVER;
          const blocks = answerBlocks(markdown);
          if (typeof blocks === "string") {
            context.addIssue({ code: "custom", message: blocks });
            return z.NEVER;
          }
          return blocks;
        }),
      }),
    )
    .min(1),
});

export const pageSchema = z
  .strictObject({
    path: sitePath,
    label: text,
    menu: z.strictObject({
      id: z.enum(menuIds),
      group: text.optional(),
      order: z.number().int().positive(),
    }),
    kind: z.enum(["service", "training"]),
    title: pageTitle,
    description: pageDescription,
    heading: text,
    lead: z.strictObject({ title: text, paragraphs: texts }),
    keyFacts: z
      .array(z.strictObject({ label: text, value: text }))
      .min(3)
      .max(6),
    sections: z.array(section).min(1),
    delivery: card.optional(),
    // One list, empty for a page without a funding block: a shape the editor shows (checkboxes).
    funding: z.array(z.enum(fundingRoutes, { error: `doit être l’un de : ${fundingRoutes.join(", ")}` })),
    cpfEligible: z.boolean(),
    programme,
    faq: faq.optional(),
    documents: z
      .strictObject({
        title: text,
        intro: text.optional(),
        list: z.enum(Object.keys(documentLists) as [keyof typeof documentLists]),
      })
      .optional(),
    quality: z.boolean(),
    cta: z.strictObject({ title: text, text }),
    schema: schemaOrg,
    lastModified: isoDate,
  })
  .transform((page, context): ServicePage => {
    const { faq: questions, programme: sheet, ...rest } = page;
    const funding = fundingRoutesOf(page);
    const items = questions?.items.map((item, index) => {
      if (funding.length === 0 && item.answer.includes(FUNDING_LIST))
        context.addIssue({
          code: "custom",
          path: ["faq", "items", index, "answer"],
          message: "{{liste:financements}} sur une page sans financement (aucun financement choisi)",
        });
      const answer = item.answer.map((block) => (block === FUNDING_LIST ? { list: [...funding] } : block));
      return { ...item, answer };
    });
    const { accessDelay: delay } = sheet;
    return {
      ...rest,
      programme: {
        ...sheet,
        accessDelay:
          delay.sentence !== ""
            ? delay.sentence
            : accessDelayText(delay.start, delay.cases ?? [], delay.after || undefined),
      },
      ...(questions && items ? { faq: { ...questions, items } } : {}),
    };
  });

/** Every page of the folder, in the order of the menus, typeset; two files may not share a path or a place. */
export function readServicePages(): ServicePage[] {
  const entries = readCollection("services", "yaml", pageSchema);
  const seen = new Map<string, string>();
  for (const { source, data } of entries) {
    for (const [key, what] of [
      [`path ${data.path}`, `l’adresse ${data.path} (path)`],
      [
        `menu ${data.menu.id} ${data.menu.order}`,
        `le rang ${data.menu.order} du menu « ${data.menu.id} » (menu.order)`,
      ],
    ] as const) {
      const other = seen.get(key);
      if (other) throw new ContentError(`${source} : ${what} est déjà pris par ${other}`);
      seen.set(key, source);
    }
  }
  const rank = (page: ServicePage) => menuIds.indexOf(page.menu.id) * 1_000_000 + page.menu.order;
  return typeset(entries.map((entry) => entry.data).sort((a, b) => rank(a) - rank(b)));
}

/** In the order of the navigation menus. */
export const servicePages: readonly ServicePage[] = readServicePages();

/** The service and training pages' paths, in the order of the menus. */
export const servicePaths: readonly string[] = servicePages.map((page) => page.path);

/**
 * The content editor's fields (issue 34), made from the build's own zod
 * schemas: one source of truth, so a field added to a schema appears in the
 * editor and nothing is typed twice.
 *
 * A schema becomes a serialisable field tree (`EditorField`) through zod's
 * JSON Schema export (`z.toJSONSchema`, input side): strings, integers,
 * numbers, booleans, enums, arrays and objects, with the schema's rules
 * (required, lengths, bounds, simple patterns) as the editor's validation.
 * Shapes the editor cannot express (records, unions, optional objects,
 * literals, nullable values…) become `ignored` fields: kept as they are in the
 * file, not editable, and listed.
 *
 * Labels and help texts come from the schema itself when it names them
 * (zod's `.meta({ title, description })`), else from the French comments the
 * YAML files carry above each key (merged over all files of a collection),
 * then from a small French dictionary, then from the key itself. The options of a choice list
 * keep their stored values but show French labels: `value (label)` in the
 * field's comment, else a French dictionary of options (by the field's key),
 * else the value itself (`labelFrom: "key"`: a gap the tests report).
 *
 * Node only (build time and tests); the browser gets the tree as JSON.
 */
import { isMap, isScalar, isSeq, type Node, parseDocument } from "yaml";
import { z } from "zod";

/** Where a label comes from: the schema, a comment of the files, the French dictionary below, or (never wanted) the key. */
export type LabelSource = "schema" | "comment" | "dictionary" | "key";

interface FieldCommon {
  label: string;
  labelFrom: LabelSource;
  /** Shown under the label only when it says more than the label. */
  description?: string;
}

export type EditorField =
  | (FieldCommon & {
      kind: "text";
      required: boolean;
      /** Lengths count the text once its facts are filled: left to the build where a file uses {{…}} here. */
      multiline: boolean;
      minLength?: number;
      maxLength?: number;
      pattern?: string;
    })
  | (FieldCommon & { kind: "integer" | "number"; required: boolean; min?: number; max?: number })
  | (FieldCommon & { kind: "date"; required: boolean })
  | (FieldCommon & { kind: "checkbox" })
  | (FieldCommon & {
      kind: "image";
      required: boolean;
      /** The extensions the build accepts (lower case, no dot). */
      extensions: string[];
    })
  | (FieldCommon & {
      kind: "pdf";
      /** The largest file the build publishes (scripts/documents/provided.ts). */
      maxBytes: number;
    })
  | (FieldCommon & { kind: "select"; options: SelectOption[] })
  | (FieldCommon & { kind: "array"; element: EditorField; min?: number; max?: number })
  | (FieldCommon & { kind: "object"; fields: Record<string, EditorField> })
  | (FieldCommon & { kind: "ignored"; reason: string });

/** A choice of a select: the value stored in the file, and the French words shown for it. */
export interface SelectOption {
  value: string;
  label: string;
  labelFrom: LabelSource;
}

/** What the files of a collection say about their keys: comments and longest values, by path (`market.employers[].name`). */
export interface FileNotes {
  comments: Map<string, string>;
  longest: Map<string, number>;
  /** Paths where a file names a fact ({{…}}): its length is only known once filled. */
  facts: Set<string>;
}

export function emptyNotes(): FileNotes {
  return { comments: new Map(), longest: new Map(), facts: new Set() };
}

/** A comment's text as a help text: `#` lines joined, the file's header (before a blank line) left out. */
function commentText(raw: string | null | undefined): string | undefined {
  if (!raw) return undefined;
  const paragraphs = raw.split(/\n\s*\n/);
  const last = (paragraphs[paragraphs.length - 1] ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .join(" ")
    .trim();
  return last || undefined;
}

function noteNode(node: unknown, at: string, notes: FileNotes): void {
  if (isMap(node)) {
    // A comment above a block's first key is the block's own `commentBefore` in the `yaml` package.
    let inherited = commentText((node as Node).commentBefore);
    for (const pair of node.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : undefined;
      if (key === undefined) continue;
      const path = at ? `${at}.${key}` : key;
      const keyNode = pair.key as Node;
      const value = pair.value as Node | null;
      const comment =
        commentText(keyNode.commentBefore) ??
        inherited ??
        (isMap(value) ? undefined : commentText(value?.commentBefore)) ??
        commentText(value?.comment);
      inherited = undefined;
      if (comment && !notes.comments.has(path)) notes.comments.set(path, comment);
      noteNode(pair.value, path, notes);
    }
  } else if (isSeq(node)) {
    for (const item of node.items) noteNode(item, `${at}[]`, notes);
  } else if (isScalar(node) && typeof node.value === "string") {
    notes.longest.set(at, Math.max(notes.longest.get(at) ?? 0, node.value.length));
    if (node.value.includes("{{")) notes.facts.add(at);
  }
}

/** Adds a YAML text's comments and value lengths to `notes` (first comment found wins). */
export function collectNotes(yamlText: string, notes: FileNotes = emptyNotes()): FileNotes {
  const document = parseDocument(yamlText);
  if (document.contents && isMap(document.contents)) {
    // The first key's comment is often the file's header, then a blank line, then the key's own.
    noteNode(document.contents, "", notes);
  }
  return notes;
}

/**
 * Labels of keys the files do not comment (the last segment of the path):
 * words that mean the same wherever they are. A key particular to one file
 * gets a comment in that file instead.
 */
const FRENCH_LABELS: Record<string, string> = {
  title: "Titre",
  heading: "Titre principal",
  description: "Description",
  label: "Libellé",
  text: "Texte",
  intro: "Introduction",
  lead: "Chapeau",
  paragraphs: "Paragraphes",
  items: "Éléments",
  name: "Nom",
  url: "Adresse (URL)",
  href: "Lien",
  link: "Texte du lien",
  linkLabel: "Texte du lien",
  moreLink: "Lien « en savoir plus »",
  contactLink: "Lien vers la page de contact",
  button: "Texte du bouton",
  submit: "Bouton d’envoi",
  sending: "Message pendant l’envoi",
  loading: "Message pendant le chargement",
  loadButton: "Bouton qui affiche les avis",
  privacyNote: "Note sur la confidentialité",
  order: "Rang",
  id: "Identifiant (ne pas changer)",
  slug: "Adresse de la page",
  path: "Adresse de la page",
  canonical: "Adresse de référence (canonique)",
  page: "Page",
  to: "Adresse du lien",
  links: "Liens",
  lastModified: "Dernière modification",
  date: "Date",
  updated: "Mis à jour le",
  published: "Publié le",
  question: "Question",
  answer: "Réponse",
  tags: "Sujets",
  tag: "Sujet",
  steps: "Étapes",
  sections: "Sections",
  summary: "Résumé",
  alt: "Texte alternatif",
  image: "Image",
  category: "Catégorie",
  author: "Auteur",
  duration: "Durée",
  price: "Prix",
  prices: "Prix",
  sources: "Sources",
  source: "Source",
  checked: "Vérifié le",
  secondary: "Source secondaire",
  city: "Ville",
  office: "Bureau",
  footer: "Pied de page",
  menu: "Menu",
  meta: "En-tête de la page",
  faq: "Questions fréquentes",
  questions: "Questions",
  quote: "Citation",
  context: "Contexte",
  fictional: "Témoignage fictif",
  videos: "Vidéos",
  video: "Vidéo",
  body: "Texte",
  cta: "Bouton d’action",
  note: "Note",
  min: "Minimum",
  max: "Maximum",
  total: "Total",
  year: "Année",
  hours: "Heures",
  months: "Mois",
  days: "Jours",
  day: "Jour",
  week: "Semaine",
  time: "Heure",
  format: "Format",
  message: "Message",
  interest: "Sujet de la demande",
  headline: "Grand titre (une ligne par élément)",
  subline: "Sous-titre",
  value: "Valeur",
  figure: "Chiffre",
  role: "Fonction",
  sector: "Secteur d’activité",
  employers: "Employeurs",
  phases: "Phases",
  delivery: "Formats de l’accompagnement",
  flash: "Bilan flash",
  cpf: "Avec le CPF",
  self: "Financement personnel",
  funder: "Avec un financeur (employeur, OPCO, France Travail)",
  franceTravail: "France Travail",
  employer: "Employeur",
  individual: "Particulier",
  explanation: "Explication",
  aboveCap: "Prix au-delà du plafond du CPF",
  withinCap: "Prix dans le plafond du CPF",
  audience: "Public visé",
  prerequisites: "Prérequis",
  objectives: "Objectifs",
  modalities: "Modalités",
  methods: "Méthodes et moyens",
  evaluation: "Évaluation",
  accessDelay: "Délai d’accès",
  train: "En train",
  bus: "En bus",
  car: "En voiture",
  bike: "À vélo",
  call: "Appelez-nous",
  back: "Lien de retour",
  after: "Paragraphes après la section",
  cards: "Cartes",
  list: "Liste",
  group: "Groupe du menu",
  publicSector: "Agents publics",
  classic: "Bilan classique",
  classicIndividual: "Bilan classique, particulier",
  classicEmployer: "Bilan classique, employeur",
  phone: "Téléphone",
  address: "Adresse",
  access: "Accès",
  parking: "Stationnement",
  accessibility: "Accessibilité",
  hero: "Bandeau du haut de page",
  banner: "Bandeau d’appel",
  reviews: "Avis",
  services: "Prestations",
  blog: "Blog",
  bilan: "Bilan de compétences",
  form: "Formulaire",
  one: "Au singulier (un seul)",
  many: "Au pluriel (plusieurs)",
  points: "Points",
  pictureAlt: "Description de l’image (pour les lecteurs d’écran)",
  categorie: "Catégories",
  founder: "Fondatrice",
  values: "Valeurs",
  members: "Membres de l’équipe",
  certification: "Certification",
  definition: "Définition",
  confidentiality: "Confidentialité",
  funding: "Financement",
  course: "Déroulement",
  followUp: "Entretien de suivi",
  advice: "Conseil",
  routes: "Financements",
  audiences: "Publics",
  reasons: "Raisons",
  counters: "Compteurs",
  differentiators: "Points forts",
  keyNumbers: "Chiffres clés",
  participants: "Participants",
  employees: "Salariés",
  gettingThere: "Venir au bureau",
  testimonial: "Témoignage",
  nearbyTowns: "Communes proches",
  decree: "Décret",
  cases: "Cas",
  sentence: "Phrase propre à la page (sinon, le début et les cas)",
  type: "Sorte de page",
  start: "Début",
  serviceType: "Type de prestation",
  workload: "Durée totale",
  courseMode: "Modes de la formation",
  credential: "Ce que la personne reçoit à la fin",
  company: "Entreprise",
  opco: "Opérateur de compétences (OPCO)",
  employerPlan: "Plan de développement des compétences",
  part: "Partie du bilan",
  updatedLabel: "Texte avant la date de mise à jour",
  kind: "Type de prestation",
  pdf: "PDF fourni par le cabinet",
  rating: "Note",
  count: "Nombre d’avis",
  readOn: "Date du relevé",
};

/**
 * French words for the stored values of choice lists, by the field's key
 * (the last segment of its path; an array's elements go by the array's key):
 * the value stays what the build reads, the editor shows these words.
 */
const FRENCH_OPTIONS: Record<string, Record<string, string>> = {
  id: {
    "emploi-carriere": "Emploi et carrière",
    formation: "Formation",
    ingenierie: "Ingénierie",
  },
  kind: { service: "Accompagnement", training: "Formation" },
  videos: {
    overview: "Le bilan de compétences en 3 minutes",
    testimony: "Témoignage d’une reconversion",
    cpf: "Utiliser son CPF pour un bilan",
    online: "Le bilan de compétences à distance",
  },
  office: {
    head: "Le siège (Melun)",
    fontainebleau: "Fontainebleau",
    provins: "Provins",
    montereau: "Montereau-Fault-Yonne",
  },
  tag: {
    all: "Toutes les pages (question générale)",
    bdc: "Bilan de compétences",
    vae: "Validation des acquis (VAE)",
    CPF: "Compte personnel de formation (CPF)",
    reconversion: "Reconversion professionnelle",
    APEC: "Apec (conseil aux cadres)",
  },
  part: {
    interviews: "Entretiens individuels",
    tests: "Tests",
    personalWork: "Travail personnel",
  },
  funding: {
    employerPlan: "Plan de développement des compétences de l’employeur",
    opco: "OPCO de l’employeur",
    franceTravail: "France Travail",
    employer: "L’employeur",
    self: "Financement personnel",
  },
  type: { Service: "Une prestation (Service)", Course: "Une formation (Course)" },
  courseMode: { onsite: "En présentiel", online: "À distance", blended: "Mixte" },
  cases: {
    cpfFranceVae: "Avec le CPF, pour une VAE",
    funder: "Financement par l’employeur ou son OPCO",
    franceTravail: "Financement par France Travail",
    self: "Financement personnel",
    company: "Pour une entreprise ou un établissement",
    individual: "À titre personnel",
  },
  lists: {
    bilan: "Page du bilan de compétences",
    vae: "Page de la VAE",
    youth: "Page de l’orientation des jeunes",
    outplacement: "Page de l’outplacement",
    businessCreation: "Page de la création d’entreprise",
    trainer: "Page de la formation de formateur",
    consultant: "Page de la formation de consultant",
    legal: "Pied de page (toutes les pages)",
    disability: "Page handicap et accessibilité",
    careerPathInterview: "Page de l’entretien de parcours professionnel",
  },
};
FRENCH_OPTIONS.tags = FRENCH_OPTIONS.tag as Record<string, string>;

/** A regular expression matching `text` literally. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The French labels of a choice list's values: `value (label)` in the
 * field's comment (not a file's name), else the options dictionary for the field's key, else the
 * value itself (`labelFrom: "key"`).
 */
export function optionLabels(key: string, values: string[], comment: string | undefined): SelectOption[] {
  return values.map((value) => {
    const inComment = comment
      ? new RegExp(`(?:^|[\\s«(,;:])${literal(value)}\\s*\\(([^)]+)\\)`, "u").exec(comment)?.[1]?.trim()
      : undefined;
    // « (content/firm.yaml) » says where the values come from: no label.
    if (inComment && !/[/\\]|\.\w+$/.test(inComment)) {
      return { value, label: inComment.charAt(0).toUpperCase() + inComment.slice(1), labelFrom: "comment" };
    }
    const known = FRENCH_OPTIONS[key]?.[value];
    if (known) return { value, label: known, labelFrom: "dictionary" };
    return { value, label: value, labelFrom: "key" };
  });
}

/** Whether a label only names stored values (« service ou training »): no label for the firm. */
function namesOnlyValues(label: string, values: string[]): boolean {
  const known = new Set(values.map((value) => value.toLowerCase()));
  const words = label
    .toLowerCase()
    .split(/[\s,;]+/u)
    .filter((word) => word && word !== "ou" && word !== "et");
  return words.length > 0 && words.every((word) => known.has(word));
}

/** The longest label taken from a comment (a longer first clause is left to the description). */
const LONGEST_LABEL = 80;

/** A text without the punctuation and spaces that end it, for comparisons. */
function bare(text: string): string {
  return text.replace(/[\s.,:;…!?]+$/u, "").trim();
}

/** A comment's first clause: its parentheses left out, up to the first colon, semicolon, dash, full stop or comma. */
function firstClause(comment: string): string {
  const plain = comment.replace(/\s*\([^)]*\)/gu, "");
  return bare(plain.split(/\s[:;—–]\s|\s-\s|\.\s|,\s/u)[0] ?? "");
}

/**
 * A field's label and description from its key and its comment: the label is
 * the comment's first clause when short, else the dictionary's, else the key
 * spelt out (`labelFrom: "key"`: a gap the tests report); the comment is the
 * description only when it says more than the label.
 */
export function labelFor(
  key: string,
  comment: string | undefined,
): { label: string; labelFrom: LabelSource; description?: string } {
  let label: string | undefined;
  let labelFrom: LabelSource = "comment";
  if (comment) {
    const first = firstClause(comment);
    if (first.length >= 3 && first.length <= LONGEST_LABEL)
      label = first.charAt(0).toUpperCase() + first.slice(1);
  }
  if (!label && FRENCH_LABELS[key]) {
    label = FRENCH_LABELS[key];
    labelFrom = "dictionary";
  }
  if (!label) {
    const spaced = key.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
    label = spaced.charAt(0).toUpperCase() + spaced.slice(1);
    labelFrom = "key";
  }
  const adds = comment !== undefined && bare(comment).toLowerCase() !== bare(label).toLowerCase();
  return { label, labelFrom, ...(adds ? { description: comment } : {}) };
}

type JsonSchema = {
  type?: string | string[];
  /** The field's label and help, from zod's `.meta({ title, description })`. */
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
};

/** JavaScript's safe-integer bounds, which zod states for every `.int()`: not a rule of ours. */
const SAFE = Number.MAX_SAFE_INTEGER;

function bound(value: number | undefined, exclusive: number | undefined, integer: boolean, sign: 1 | -1) {
  if (value !== undefined && Math.abs(value) < SAFE) return value;
  if (exclusive !== undefined && Math.abs(exclusive) < SAFE) return integer ? exclusive + sign : undefined;
  return undefined;
}

/** Whether a JSON Schema pattern can be a browser RegExp as it is (no lookbehind, no named group, no flags). */
function simplePattern(pattern: string): boolean {
  try {
    new RegExp(pattern, "u");
  } catch {
    return false;
  }
  return !/\(\?<|\(\?[a-z]/.test(pattern);
}

/** The patterns of a calendar day (AAAA-MM-JJ), edited with a date field. */
const DAY_PATTERNS = new Set(["^\\d{4}-\\d{2}-\\d{2}$", "^\\d{4}-\\d\\d-\\d\\d$"]);

interface Context {
  notes: FileNotes;
  ignored: string[];
}

function convert(
  schema: JsonSchema,
  path: string,
  key: string,
  required: boolean,
  context: Context,
): EditorField {
  const comment = context.notes.comments.get(path);
  const common: FieldCommon = schema.title
    ? {
        label: schema.title,
        labelFrom: "schema",
        ...((schema.description ?? comment) ? { description: schema.description ?? comment } : {}),
      }
    : labelFor(key, comment);
  const ignore = (reason: string): EditorField => {
    context.ignored.push(`${path} (${reason})`);
    return { ...common, kind: "ignored", reason };
  };
  if (schema.anyOf || schema.oneOf || schema.allOf) return ignore("plusieurs formes possibles");
  if (schema.const !== undefined) return ignore("valeur fixe");
  if (Array.isArray(schema.type)) return ignore("plusieurs types possibles");
  if (schema.enum) {
    if (!required) return ignore("choix facultatif");
    if (!schema.enum.every((value) => typeof value === "string")) return ignore("choix non textuel");
    const values = schema.enum as string[];
    // An array's elements go by the array's key and comment (`lists[]` by `lists`'s).
    const optionComment = comment ?? context.notes.comments.get(path.replace(/(\[\])+$/, ""));
    const label =
      namesOnlyValues(common.label, values) && FRENCH_LABELS[key]
        ? {
            label: FRENCH_LABELS[key],
            labelFrom: "dictionary" as const,
            ...(comment ? { description: comment } : {}),
          }
        : common;
    return { ...common, ...label, kind: "select", options: optionLabels(key, values, optionComment) };
  }
  switch (schema.type) {
    case "string": {
      if (schema.pattern && DAY_PATTERNS.has(schema.pattern)) return { ...common, kind: "date", required };
      // Keystatic checks an optional text's length even when it is empty: only a required text has a minimum.
      const counted = !context.notes.facts.has(path);
      const minLength = required ? Math.max(1, counted ? (schema.minLength ?? 1) : 1) : undefined;
      const maxLength = counted ? schema.maxLength : undefined;
      return {
        ...common,
        kind: "text",
        required,
        multiline: (context.notes.longest.get(path) ?? 0) > 70 || (schema.maxLength ?? 0) > 200,
        ...(minLength !== undefined ? { minLength } : {}),
        ...(maxLength !== undefined ? { maxLength } : {}),
        ...(schema.pattern && simplePattern(schema.pattern) ? { pattern: schema.pattern } : {}),
      };
    }
    case "integer":
    case "number": {
      const integer = schema.type === "integer";
      const min = bound(schema.minimum, schema.exclusiveMinimum, integer, 1);
      const max = bound(schema.maximum, schema.exclusiveMaximum, integer, -1);
      return {
        ...common,
        kind: integer ? "integer" : "number",
        required,
        ...(min !== undefined ? { min } : {}),
        ...(max !== undefined ? { max } : {}),
      };
    }
    case "boolean":
      // An optional box left unticked is not written where the file had no such key (editor-yaml.ts).
      return { ...common, kind: "checkbox" };
    case "array": {
      if (!schema.items) return ignore("liste sans forme");
      const element = convert(schema.items, `${path}[]`, key, true, context);
      if (element.kind === "ignored") return ignore(`éléments non modifiables : ${element.reason}`);
      return {
        ...common,
        kind: "array",
        element: { ...element, label: common.label, labelFrom: common.labelFrom },
        ...(schema.minItems !== undefined ? { min: schema.minItems } : {}),
        ...(schema.maxItems !== undefined ? { max: schema.maxItems } : {}),
      };
    }
    case "object": {
      if (!schema.properties || typeof schema.additionalProperties === "object") {
        return ignore("table de valeurs nommées");
      }
      if (!required) return ignore("bloc facultatif");
      return { ...common, kind: "object", fields: objectFields(schema, path, context) };
    }
    default:
      return ignore("forme inconnue");
  }
}

function objectFields(schema: JsonSchema, path: string, context: Context): Record<string, EditorField> {
  const required = new Set(schema.required ?? []);
  const fields: Record<string, EditorField> = {};
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    const childPath = path ? `${path}.${key}` : key;
    fields[key] = convert(
      property,
      childPath,
      key,
      required.has(key) && property.default === undefined,
      context,
    );
  }
  return fields;
}

/** The fields of a record's schema (its root must be an object), and the fields left as they are. */
export function fieldsFromSchema(
  schema: z.ZodType,
  notes: FileNotes = emptyNotes(),
): { fields: Record<string, EditorField>; ignored: string[] } {
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  const context: Context = { notes, ignored: [] };
  if (json.type !== "object" || !json.properties || typeof json.additionalProperties === "object") {
    return { fields: {}, ignored: ["(tout le fichier : une table de valeurs nommées)"] };
  }
  return { fields: objectFields(json, "", context), ignored: context.ignored };
}

/**
 * The Markdown of a legal or information page (content/legal/*.md) and how
 * it becomes a `LegalPage` (content/legal/types.ts). Parsed with marked's
 * lexer (CommonMark, no GFM extension), then read token by token; anything
 * outside this convention stops the build with the file and the line.
 *
 * The body, after the frontmatter:
 *
 * - The paragraphs before the first `##` heading are the introduction.
 * - `## Titre de la section {#id}`: a section; its id (lowercase ASCII
 *   letters, digits and hyphens) is the heading's anchor, unique in the page.
 * - `### Sous-titre` or `### Sous-titre {#id}`: a subtitle inside a section;
 *   with an id, an anchor other pages can link to.
 * - A paragraph, or a list (`- ` items, one line each, no nested list): plain
 *   text with links `[texte](adresse)`. An address is a path of the site
 *   (`/contact`), an address with its scheme (`https://…`, `mailto:…`,
 *   `tel:…`), `document:<nom du PDF>` (a document of
 *   content/documents/catalog.ts, e.g. `document:notice-rgpd`), or
 *   `regle:<id>` (a rule of content/regulation.ts on the sources page, e.g.
 *   `regle:consumerMediation`). `[texte](https://… "nouvel onglet")` opens
 *   the page in a new tab (and says so to screen readers). No bold, italics,
 *   images or HTML in a text (the site's rule for every Markdown,
 *   content/lib/safe-markdown.ts, is checked first: an HTML comment alone
 *   between blank lines is a note for the editors, never shown).
 * - A list whose every item starts with a term in bold followed by « : » is
 *   a list of facts (a definition list): `- **Téléphone** : [{{firmPhone}}]({{firmPhoneUri}})`.
 *   Two lists in a row need a paragraph between them (Markdown joins them).
 * - `{{name}}` anywhere quotes a fact (content/facts/): identity, rules of law.
 *
 * Directives: one line alone between blank lines, `::nom` or
 * `::nom{clé=valeur clé="valeur avec espaces"}`:
 *
 * - `::documents{liste=disability}`: the downloadable documents of a list of
 *   content/documents/catalog.ts (`documentLists`); `seul=certificat-qualite`
 *   keeps only these documents (PDF names, separated by commas).
 * - `::image{nom=badge-qualite alt="…"}`: the site's quality badge, with its
 *   text alternative.
 * - `::liste{nom=categories-qualite}` (the certified categories, from
 *   content/firm.yaml) or `::liste{nom=delais-acces}` (the access delays,
 *   content/quality.ts): a list computed by the code.
 * - `::opposition-mesure-audience`: the audience measurement's opt-out
 *   button (its words: content/legal/audience-opt-out.yaml).
 * - `::regle{id=cpfBilanCap titre="Plafond pour un bilan de compétences"}`:
 *   on the sources page only, a rule of content/regulation.ts with its title:
 *   its summary, sources and dates come from the law module.
 * - `::si{condition=mesure-audience}` … `::sinon` … `::fin`: a part shown only
 *   when the build measures the audience (`mesure-audience`) or sends the
 *   form through an external service (`relais-externe`); `::sinon` is optional.
 */
import type { Token, Tokens } from "marked";
import { documentHref, documentLists, documentSources } from "../documents/catalog.ts";
import { longDate } from "../format.ts";
import { ContentError } from "../lib/collection.ts";
import { lexSafeMarkdown } from "../lib/safe-markdown.ts";
import { accessDelayItems } from "../quality.ts";
import { allRules, type Rule, type RuleId } from "../regulation.ts";
import { site } from "../site.ts";
import { audienceOptOutCopy } from "./audience-opt-out.ts";
import { ruleAnchor, ruleHref } from "./paths.ts";
import type { LegalBlock, LegalSection, RichText, TextLink } from "./types.ts";

/** The words the sources page puts around each rule (its frontmatter's `rules`). */
export interface RuleLabels {
  others: string;
  text: string;
  texts: string;
  inForceSince: string;
  checked: string;
  primary: string;
  secondary: string;
}

/** Where a body comes from, for the messages, and what its page may hold. */
export interface BodySource {
  /** The file, as messages name it (content/legal/handicap.md). */
  source: string;
  /** The line of the file where the body starts. */
  firstLine: number;
  /** The sources page's words around each rule; undefined on another page (no `::regle` there). */
  rules?: RuleLabels;
}

export interface LegalBody {
  intro: RichText[];
  sections: LegalSection[];
}

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Ids the route gives its own headings (app/routes/legal.tsx). */
const RESERVED_IDS = new Set(["presentation", "sommaire"]);
const NEW_TAB_TITLE = "nouvel onglet";
const DIRECTIVE = /^::([a-z][a-z-]*)(?:\{(.*)\})?$/;
const ATTRIBUTE = /\s*([a-z][a-z-]*)=(?:"([^"]*)"|([^\s"{}]+))\s*/y;

/** The conditions a `::si` may test, from the build's configuration. */
const conditions: Record<string, () => boolean> = {
  "mesure-audience": () => site.audience,
  "relais-externe": () => Boolean(site.relay.origin),
};

const pictures = { "badge-qualite": "quality-badge" } as const;

/** The lists the code computes. */
const computedLists: Record<string, () => readonly RichText[]> = {
  "categories-qualite": () =>
    site.quality.categories.map(
      (category, index, all) => `${category}${index < all.length - 1 ? " ;" : "."}`,
    ),
  "delais-acces": () => accessDelayItems,
};

const documentSlugs = new Set(Object.values(documentSources).map((document) => document.slug));
const ruleIds = new Set<string>(allRules.map((rule) => rule.id));

/** The body of a legal page as its introduction and its sections. */
export function legalBody(body: string, from: BodySource): LegalBody {
  const reader = new BodyReader(from);
  // The site's Markdown rule first (no HTML, no address that could run a
  // script: content/lib/safe-markdown.ts), then this page's own convention.
  const tokens = lexSafeMarkdown(body, from, { gfm: false, schemes: ["document:", "regle:"] });
  let line = from.firstLine;
  for (const token of tokens) {
    reader.read(token, line);
    line += newlines(token.raw);
  }
  return reader.finish(line);
}

function newlines(text: string): number {
  return text.split("\n").length - 1;
}

class BodyReader {
  private readonly intro: RichText[] = [];
  private readonly sections: LegalSection[] = [];
  private readonly ids = new Set<string>();
  private readonly listedRules = new Set<RuleId>();
  /** The open `::si`: whether each shows its content. */
  private readonly shown: { value: boolean; line: number; otherwise: boolean }[] = [];
  private section: { id: string; title: string; blocks: LegalBlock[]; line: number } | undefined;

  private readonly from: BodySource;

  constructor(from: BodySource) {
    this.from = from;
  }

  private fail(line: number, message: string): never {
    throw new ContentError(`${this.from.source}, ligne ${line} : ${message}`);
  }

  private get active(): boolean {
    return this.shown.every((condition) => condition.value);
  }

  read(token: Token, line: number): void {
    if (token.type === "space") return;
    if (token.type === "html" && /^<!--[\s\S]*-->\s*$/.test(token.raw)) return; // a note for the editors
    const directive =
      token.type === "paragraph" ? this.directiveOf(token as Tokens.Paragraph, line) : undefined;
    if (directive && this.condition(directive, line)) return;
    if (!this.active) return;
    if (token.type === "heading") {
      this.heading(token as Tokens.Heading, line);
      return;
    }
    if (!this.section) {
      if (token.type !== "paragraph" || directive) {
        this.fail(line, "avant le premier titre « ## », seuls des paragraphes d’introduction sont permis");
      }
      this.intro.push(this.richText((token as Tokens.Paragraph).tokens, line));
      return;
    }
    const blocks = this.section.blocks;
    if (directive) blocks.push(...this.directiveBlocks(directive, line));
    else if (token.type === "paragraph") blocks.push({ paragraph: this.richText(token.tokens ?? [], line) });
    else if (token.type === "list") blocks.push(this.list(token as Tokens.List, line));
    else
      this.fail(
        line,
        `ce type de bloc (${token.type}) n’est pas pris en charge : écrivez des paragraphes, des listes « - » et des titres « ## » ou « ### »`,
      );
  }

  finish(line: number): LegalBody {
    const open = this.shown.at(-1);
    if (open) this.fail(open.line, "« ::si » sans « ::fin »");
    this.closeSection();
    if (this.from.rules) this.otherRules(this.from.rules);
    if (this.sections.length === 0)
      this.fail(line, "la page doit compter au moins une section « ## Titre {#id} »");
    return { intro: this.intro, sections: this.sections };
  }

  // Headings

  private heading(token: Tokens.Heading, line: number): void {
    const match = /^(.*?)\s*(?:\{#([^}]*)\})?$/.exec(token.text.replace(/\s*\n\s*/g, " ")) as RegExpExecArray;
    const title = (match[1] as string).trim();
    const id = match[2];
    if (!title) this.fail(line, "titre vide");
    if (id !== undefined) this.claimId(id, line);
    if (token.depth === 2) {
      if (id === undefined)
        this.fail(line, `la section « ${title} » doit avoir un identifiant : « ## ${title} {#mon-id} »`);
      this.closeSection();
      this.section = { id, title, blocks: [], line };
    } else if (token.depth === 3) {
      if (!this.section) this.fail(line, "un sous-titre « ### » doit suivre un titre de section « ## »");
      this.section.blocks.push(id === undefined ? { subtitle: title } : { subtitle: title, id });
    } else {
      this.fail(
        line,
        "seuls les titres « ## » (sections) et « ### » (sous-titres) sont permis : le titre principal est dans les champs (heading)",
      );
    }
  }

  private claimId(id: string, line: number): void {
    if (!ID.test(id))
      this.fail(
        line,
        `l’identifiant « ${id} » ne doit contenir que des minuscules sans accent, des chiffres et des tirets`,
      );
    if (RESERVED_IDS.has(id)) this.fail(line, `l’identifiant « ${id} » est réservé à la page elle-même`);
    if (this.ids.has(id)) this.fail(line, `l’identifiant « ${id} » est déjà pris dans cette page`);
    this.ids.add(id);
  }

  private closeSection(): void {
    if (this.section) {
      const { line, ...section } = this.section;
      if (section.blocks.length === 0) this.fail(line, `la section « ${section.title} » est vide`);
      this.sections.push(section);
    }
    this.section = undefined;
  }

  // Texts

  /** Inline tokens as a rich text: plain strings and links. */
  private richText(tokens: readonly Token[], line: number): RichText {
    const parts: (string | TextLink)[] = [];
    const push = (text: string) => {
      const last = parts.at(-1);
      if (typeof last === "string") parts[parts.length - 1] = last + text;
      else parts.push(text);
    };
    for (const token of tokens) {
      if (token.type === "text" && "tokens" in token && token.tokens) {
        const inner = this.richText(token.tokens, line);
        for (const part of typeof inner === "string" ? [inner] : inner) {
          if (typeof part === "string") push(part);
          else parts.push(part);
        }
      } else if (token.type === "text" || token.type === "escape") push(token.text);
      else if (token.type === "link") parts.push(this.link(token as Tokens.Link, line));
      else if (token.type === "br") push(" ");
      else
        this.fail(
          line,
          `« ${token.raw} » : ${inlineName(token.type)} n’est pas permis dans un texte (seulement du texte et des liens [texte](adresse))`,
        );
    }
    const tidy = parts.map((part) =>
      typeof part === "string" ? part.replace(/[ \t]*\n[ \t]*/g, " ") : part,
    );
    const first = tidy[0];
    if (tidy.length === 1 && typeof first === "string") return first;
    if (tidy.length === 0) this.fail(line, "texte vide");
    return tidy;
  }

  private link(token: Tokens.Link, line: number): TextLink {
    if (!token.raw.startsWith("["))
      this.fail(line, `écrivez le lien « ${token.raw} » sous la forme [texte](adresse)`);
    const label = this.richText(token.tokens, line);
    if (typeof label !== "string")
      this.fail(line, `le texte du lien « ${token.raw} » ne peut pas contenir de lien`);
    if (token.title && token.title !== NEW_TAB_TITLE) {
      this.fail(line, `le lien « ${token.raw} » : le seul titre reconnu est « ${NEW_TAB_TITLE} »`);
    }
    const href = this.href(token.href, line);
    return token.title ? { label, href, newTab: true } : { label, href };
  }

  private href(address: string, line: number): string {
    const [scheme, rest = ""] = address.split(/:(.*)/s);
    if (scheme === "document" && address.includes(":")) {
      if (!documentSlugs.has(rest))
        this.fail(
          line,
          `« ${address} » : aucun document ne s’appelle « ${rest} » (content/documents/catalog.ts)`,
        );
      return documentHref(rest);
    }
    if (scheme === "regle" && address.includes(":")) {
      if (!ruleIds.has(rest))
        this.fail(line, `« ${address} » : aucune règle « ${rest} » dans content/regulation.ts`);
      return ruleHref(rest as RuleId);
    }
    if (/^(\/|#|https:\/\/|mailto:|tel:\+)/.test(address)) return address;
    return this.fail(
      line,
      `l’adresse « ${address} » n’est pas reconnue : un chemin du site (/contact), https://…, mailto:…, tel:…, document:… ou regle:…`,
    );
  }

  private list(token: Tokens.List, line: number): LegalBlock {
    if (token.ordered)
      this.fail(line, "les listes numérotées ne sont pas prises en charge : écrivez des listes « - »");
    const items = token.items.map((item, index) => {
      const itemLine = line + newlines(token.raw.slice(0, token.raw.indexOf(item.raw)));
      const blocks = item.tokens.filter((inner) => inner.type !== "space");
      const only = blocks[0];
      if (blocks.length !== 1 || !only || !(only.type === "text" || only.type === "paragraph")) {
        this.fail(
          itemLine,
          `l’élément ${index + 1} de la liste doit être une seule ligne de texte (pas de liste dans une liste)`,
        );
      }
      return { tokens: (only as Tokens.Text).tokens ?? [], line: itemLine };
    });
    const isFact = (tokens: readonly Token[]) =>
      tokens[0]?.type === "strong" && tokens[1]?.type === "text" && /^\s*:/.test(tokens[1].raw);
    const factCount = items.filter((item) => isFact(item.tokens)).length;
    if (factCount === 0) return { list: items.map((item) => this.richText(item.tokens, item.line)) };
    if (factCount < items.length) {
      this.fail(
        line,
        "dans une liste de faits, chaque élément commence par « **Terme** : » (ou aucun, pour une liste simple)",
      );
    }
    return {
      facts: items.map(({ tokens, line: itemLine }) => {
        const [term, separator, ...rest] = tokens as [Tokens.Strong, Tokens.Text, ...Token[]];
        const termText = this.richText(term.tokens, itemLine);
        if (typeof termText !== "string")
          this.fail(itemLine, "le terme en gras ne peut pas contenir de lien");
        const after = separator.text.replace(/^\s*:\s*/, "");
        const value = this.richText(
          [...(after ? [{ ...separator, raw: after, text: after }] : []), ...rest],
          itemLine,
        );
        return { term: termText.trim(), value };
      }),
    };
  }

  // Directives

  private directiveOf(
    token: Tokens.Paragraph,
    line: number,
  ): { name: string; attributes: Record<string, string> } | undefined {
    const text = token.text.trim();
    if (!text.includes("::")) return undefined;
    const lines = text.split("\n");
    const index = lines.findIndex((candidate) => candidate.trim().startsWith("::"));
    if (index === -1) return undefined;
    if (lines.length > 1)
      this.fail(line + index, "une directive « :: » doit être seule sur sa ligne, entre deux lignes vides");
    const match = DIRECTIVE.exec(text);
    if (!match) this.fail(line, `« ${text} » : une directive s’écrit « ::nom » ou « ::nom{clé=valeur} »`);
    const attributes: Record<string, string> = {};
    const list = match[2] ?? "";
    ATTRIBUTE.lastIndex = 0;
    while (ATTRIBUTE.lastIndex < list.length) {
      const at = ATTRIBUTE.lastIndex;
      const attribute = ATTRIBUTE.exec(list);
      if (!attribute)
        this.fail(
          line,
          `« ${text} » : je ne comprends pas « ${list.slice(at)} » (clé=valeur, ou clé="valeur avec espaces")`,
        );
      attributes[attribute[1] as string] = attribute[2] ?? (attribute[3] as string);
    }
    return { name: match[1] as string, attributes };
  }

  /** Reads `::si`, `::sinon` and `::fin`; false for any other directive. */
  private condition(directive: { name: string; attributes: Record<string, string> }, line: number): boolean {
    const { name } = directive;
    if (name === "si") {
      const { condition = "" } = this.attributes(directive, line, ["condition"]);
      const test = conditions[condition];
      if (!test)
        this.fail(
          line,
          `condition inconnue « ${condition} » (connues : ${Object.keys(conditions).join(", ")})`,
        );
      this.shown.push({ value: test(), line, otherwise: false });
      return true;
    }
    if (name === "sinon" || name === "fin") {
      this.attributes(directive, line, []);
      const open = this.shown.at(-1);
      if (!open) this.fail(line, `« ::${name} » sans « ::si » avant`);
      if (name === "fin") this.shown.pop();
      else {
        if (open.otherwise) this.fail(line, "un seul « ::sinon » par « ::si »");
        open.value = !open.value;
        open.otherwise = true;
      }
      return true;
    }
    return false;
  }

  /** A directive's attributes: exactly `required`, and `optional` if given. */
  private attributes(
    directive: { name: string; attributes: Record<string, string> },
    line: number,
    required: readonly string[],
    optional: readonly string[] = [],
  ): Record<string, string> {
    for (const key of Object.keys(directive.attributes)) {
      if (!required.includes(key) && !optional.includes(key))
        this.fail(line, `« ::${directive.name} » n’a pas de clé « ${key} »`);
    }
    for (const key of required) {
      if (!directive.attributes[key]) this.fail(line, `« ::${directive.name} » demande la clé « ${key} »`);
    }
    return directive.attributes;
  }

  private directiveBlocks(
    directive: { name: string; attributes: Record<string, string> },
    line: number,
  ): LegalBlock[] {
    switch (directive.name) {
      case "documents": {
        const { liste, seul } = this.attributes(directive, line, ["liste"], ["seul"]);
        if (!Object.hasOwn(documentLists, liste as string)) {
          this.fail(
            line,
            `liste de documents inconnue « ${liste} » (connues : ${Object.keys(documentLists).join(", ")})`,
          );
        }
        const id = liste as keyof typeof documentLists;
        if (seul === undefined) return [{ documents: id }];
        const inList = new Set<string>(documentLists[id]);
        const only = seul.split(",").map((slug) => slug.trim());
        for (const slug of only) {
          if (!inList.has(slug)) this.fail(line, `le document « ${slug} » n’est pas dans la liste « ${id} »`);
        }
        return [{ documents: id, only: only.map(documentHref) }];
      }
      case "image": {
        const { nom, alt } = this.attributes(directive, line, ["nom", "alt"]);
        const picture = pictures[nom as keyof typeof pictures];
        if (!picture)
          this.fail(line, `image inconnue « ${nom} » (connues : ${Object.keys(pictures).join(", ")})`);
        return [{ picture, alt: alt as string }];
      }
      case "liste": {
        const { nom } = this.attributes(directive, line, ["nom"]);
        const items = computedLists[nom as string];
        if (!items)
          this.fail(line, `liste inconnue « ${nom} » (connues : ${Object.keys(computedLists).join(", ")})`);
        return [{ list: items() }];
      }
      case "opposition-mesure-audience":
        this.attributes(directive, line, []);
        return [{ control: "audience-opt-out", copy: audienceOptOutCopy }];
      case "regle": {
        const { id, titre } = this.attributes(directive, line, ["id", "titre"]);
        if (!this.from.rules)
          this.fail(line, "« ::regle » n’est permis que sur la page des textes de référence (champ rules)");
        const rule = allRules.find((candidate) => candidate.id === id);
        if (!rule) this.fail(line, `aucune règle « ${id} » dans content/regulation.ts`);
        if (this.listedRules.has(rule.id)) this.fail(line, `la règle « ${id} » est déjà sur la page`);
        this.listedRules.add(rule.id);
        this.claimId(ruleAnchor(rule.id), line);
        return ruleBlocks(rule, titre as string, this.from.rules);
      }
      default:
        return this.fail(line, `directive inconnue « ::${directive.name} » (voir content/legal/markdown.ts)`);
    }
  }

  /** The sources page: the rules no `::regle` placed, under « Autres règles », so none is ever left out. */
  private otherRules(labels: RuleLabels): void {
    const others = allRules.filter((rule) => !this.listedRules.has(rule.id));
    if (others.length === 0) return;
    this.claimId("autres", this.from.firstLine);
    for (const rule of others) this.claimId(ruleAnchor(rule.id), this.from.firstLine);
    this.sections.push({
      id: "autres",
      title: labels.others,
      blocks: others.flatMap((rule) => ruleBlocks(rule, rule.sources[0]?.text ?? rule.id, labels)),
    });
  }
}

/** A rule's own blocks: its title (an anchor), its summary, its sources and dates. */
function ruleBlocks(rule: Rule<unknown> & { id: RuleId }, title: string, labels: RuleLabels): LegalBlock[] {
  const links = rule.sources.flatMap((source, index): (string | TextLink)[] => [
    ...(index > 0 ? [" ; "] : []),
    { label: source.text, href: source.url, newTab: true },
  ]);
  return [
    { subtitle: title, id: ruleAnchor(rule.id) },
    { paragraph: rule.summary },
    {
      facts: [
        { term: rule.sources.length > 1 ? labels.texts : labels.text, value: links },
        { term: labels.inForceSince, value: longDate(rule.inForceSince) },
        {
          term: labels.checked,
          value: `${longDate(rule.checked)}, ${rule.verifiedWith === "primary" ? labels.primary : labels.secondary}`,
        },
      ],
    },
  ];
}

function inlineName(type: string): string {
  const names: Record<string, string> = {
    strong: "le gras",
    em: "l’italique",
    codespan: "le code",
    image: "une image",
    html: "le HTML",
    del: "le texte barré",
  };
  return names[type] ?? `« ${type} »`;
}

/**
 * The skills-assessment FAQ (spec: about 23 entries on duration, cost,
 * certification, appointments, CPF steps, confidentiality, reconversion and
 * follow-up): one Markdown file per question in content/faq/, so adding a
 * question is adding a file. The file's name is the question's id (its HTML
 * anchor); its frontmatter gives the question (`title`), its `tags` and its
 * `order` in the list; its body is the answer, paragraphs separated by a
 * blank line. Figures are {{facts}} (content/facts/), never typed.
 * Titles and answers may hold the placeholder {ville}, replaced by the page's
 * city (or DEFAULT_FAQ_CITY) when the FAQ is rendered; « de {ville} » becomes
 * « d’Avon » where French elides. `typeset()` applies French typography.
 *
 * Node only (build time): pages get their questions through their loaders
 * (app/lib/faq.server.ts).
 */
import { z } from "zod";
import { typeset } from "./format.ts";
import { ContentError, type Entry, readCollection } from "./lib/collection.ts";
import { text } from "./lib/fields.ts";
import { checkMarkdown } from "./lib/safe-markdown.ts";

export const FAQ_TAGS = ["all", "bdc", "vae", "CPF", "reconversion", "APEC"] as const;
export type FaqTag = (typeof FAQ_TAGS)[number];

export interface FaqEntry {
  /** Stable, unique, kebab-case, ASCII, used as the HTML id and anchor (e.g. "duree-du-bilan"). */
  id: string;
  /** The question. May contain the placeholder {ville}. */
  title: string;
  /** The answer, one string per paragraph (1 to 3 paragraphs, 40–120 words in all). May contain {ville}. */
  answer: readonly string[];
  /** Topics; "all" marks a general question shown on every FAQ whatever the tag asked. */
  tag: readonly FaqTag[];
}

/** The city that replaces {ville} when a page gives none. */
export const DEFAULT_FAQ_CITY = "Fontainebleau";

/** The answer's length, in words: enough to answer, short enough to be read. */
const MIN_WORDS = 40;
const MAX_WORDS = 120;
const MAX_PARAGRAPHS = 3;

/** A question's frontmatter (content/faq/<id>.md). */
export const faqSchema = z.strictObject({
  title: text,
  tags: z.array(z.enum(FAQ_TAGS)).min(1, "doit compter au moins un thème"),
  order: z.number().int("doit être un nombre entier"),
});

/** The answer's paragraphs: separated by a blank line, a paragraph's lines joined. */
export function answerParagraphs(body: string): string[] {
  return body
    .split(/\n[ \t]*\n/)
    .map((paragraph) =>
      paragraph
        .trim()
        .split(/\s*\n\s*/)
        .join(" "),
    )
    .filter((paragraph) => paragraph !== "");
}

const wordCount = (paragraphs: readonly string[]) =>
  paragraphs
    .join(" ")
    .split(/\s+/) // \s includes the no-break spaces
    .filter(Boolean).length;

/** A question from its file, or the reason its file is refused, in French. */
export function faqEntry({ id, source, data, body, firstLine }: Entry<z.output<typeof faqSchema>>): FaqEntry {
  // Shown as text, but written as Markdown: the site's rule (content/lib/safe-markdown.ts) holds.
  checkMarkdown(body, { source, firstLine });
  const answer = answerParagraphs(body);
  const words = wordCount(answer);
  const problem =
    answer.length === 0
      ? "la réponse (le texte sous les champs) est vide"
      : answer.length > MAX_PARAGRAPHS
        ? `la réponse doit compter au plus ${MAX_PARAGRAPHS} paragraphes (elle en compte ${answer.length})`
        : words < MIN_WORDS || words > MAX_WORDS
          ? `la réponse doit compter de ${MIN_WORDS} à ${MAX_WORDS} mots (elle en compte ${words})`
          : undefined;
  if (problem) throw new ContentError(`${source} : ${problem}`);
  return { id, title: data.title, answer, tag: data.tags };
}

/**
 * The questions of content/faq/, in their `order`, typeset. Two questions
 * with the same order stop the build: the list's order would depend on the
 * files' names.
 */
export function readFaq(folder = "faq"): FaqEntry[] {
  const entries = readCollection(folder, "md", faqSchema).sort((a, b) => a.data.order - b.data.order);
  entries.forEach((entry, index) => {
    const previous = entries[index - 1];
    if (previous && previous.data.order === entry.data.order) {
      throw new ContentError(
        `${entry.source} : « order » ${entry.data.order} est déjà celui de ${previous.source} ; donnez à chaque question un numéro différent`,
      );
    }
  });
  return entries.map((entry) => {
    const { id, title, answer, tag } = faqEntry(entry);
    return { id, title: typeset(title), answer: typeset(answer), tag };
  });
}

export const faqEntries: readonly FaqEntry[] = readFaq();

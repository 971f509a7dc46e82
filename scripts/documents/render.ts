/**
 * Turns a document's source text (content/documents/{slug}.md) into a tagged,
 * accessible PDF: title and language in the metadata, headings, paragraphs,
 * lists and tables in the structure tree, page furniture marked as artifacts.
 * The output depends on the source only (fixed dates, no random id), so two
 * builds give the same bytes.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { decodeHTMLStrict } from "entities";
import type { Token, Tokens } from "marked";
import PDFDocument from "pdfkit";
import type { DocumentSource } from "../../content/documents/catalog.ts";
import { frenchTypography, longDate } from "../../content/format.ts";
import { lexSafeMarkdown } from "../../content/lib/safe-markdown.ts";
import { sfntFromWoff } from "./woff.ts";

const require = createRequire(import.meta.url);
/** A face of the brand font, read once per process and handed to pdfkit as TrueType (./woff.ts). */
const font = (weight: number, style = "normal") =>
  sfntFromWoff(readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-${style}.woff`)));
let fonts: Record<"regular" | "italic" | "semibold" | "bold", Buffer> | undefined;
const FONTS = () => {
  fonts ??= { regular: font(400), italic: font(400, "italic"), semibold: font(600), bold: font(700) };
  return fonts;
};

const COLOR = { ink: "#1b2629", soft: "#45555a", primary: "#0d5261", line: "#c9d6d9", tint: "#e3f0f2" };
const PAGE = { size: "A4", margins: { top: 64, bottom: 72, left: 62, right: 62 } } as const;

/** What the footer of every page says about the firm. */
export interface DocumentFirm {
  name: string;
  contactLine: string;
}

/** Replaces every {{name}} by its value; an unknown name is an error naming the document. */
export function fillValues(text: string, values: Readonly<Record<string, string>>, slug: string): string {
  return text.replace(/\{\{\s*([A-Za-z0-9]+)\s*\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`content/documents/${slug}.md: unknown value {{${name}}}`);
    return value;
  });
}

/** The brand font has no narrow no-break space: the PDF uses the full one. */
const forPdf = (text: string) => text.replace(/\u202f/g, "\u00a0");

/**
 * French typography (content/format.ts) over a whole Markdown text, line by
 * line: a heading's marks are kept apart, since the typography leaves a text
 * that starts with "#" alone (an anchor).
 */
export function typesetMarkdown(markdown: string): string {
  return markdown
    .split("\n")
    .map((line) => {
      const heading = /^(#{1,6}\s+)(.*)$/.exec(line);
      return heading ? `${heading[1]}${frenchTypography(heading[2] ?? "")}` : frenchTypography(line);
    })
    .join("\n");
}

type Doc = InstanceType<typeof PDFDocument>;
type Struct = ReturnType<Doc["struct"]>;

interface Run {
  text: string;
  bold: boolean;
  italic: boolean;
}

/** Flattens inline tokens (text, bold, italic) into runs; anything else keeps its text. */
function runsOf(tokens: readonly Token[] | undefined, bold = false, italic = false): Run[] {
  const runs: Run[] = [];
  for (const token of tokens ?? []) {
    if (token.type === "strong") runs.push(...runsOf((token as Tokens.Strong).tokens, true, italic));
    else if (token.type === "em") runs.push(...runsOf((token as Tokens.Em).tokens, bold, true));
    else if ("tokens" in token && token.tokens?.length) runs.push(...runsOf(token.tokens, bold, italic));
    else
      runs.push({ text: decodeHTMLStrict("text" in token ? String(token.text) : token.raw), bold, italic });
  }
  return runs;
}

const faceOf = (run: Run) => (run.bold ? "semibold" : run.italic ? "italic" : "regular");

const plain = (runs: readonly Run[]) => runs.map((run) => run.text).join("");

class Renderer {
  private readonly width: number;
  private readonly doc: Doc;
  private readonly root: Struct;

  constructor(doc: Doc, root: Struct) {
    this.doc = doc;
    this.root = root;
    this.width = doc.page.width - PAGE.margins.left - PAGE.margins.right;
  }

  /** A paragraph of runs, tagged as `type`, bold parts in the semibold face. */
  paragraph(runs: readonly Run[], type: string, size: number, color: string, parent: Struct = this.root) {
    const { doc } = this;
    const struct = doc.struct(type);
    parent.add(struct);
    const content = doc.markStructureContent(type);
    doc.fontSize(size).fillColor(color);
    runs.forEach((run, index) => {
      doc.font(faceOf(run));
      doc.text(run.text, { width: this.width, continued: index < runs.length - 1, lineGap: 2.5 });
    });
    doc.endMarkedContent();
    struct.add(content);
    struct.end();
  }

  heading(level: number, text: string) {
    const { doc } = this;
    const size = level <= 2 ? 14 : 11.5;
    doc.moveDown(level <= 2 ? 0.9 : 0.6);
    if (doc.y > doc.page.height - PAGE.margins.bottom - 90) doc.addPage();
    doc.font(level <= 2 ? "bold" : "semibold");
    doc.text("", { width: this.width });
    doc.fontSize(size).fillColor(COLOR.primary);
    const struct = doc.struct(level <= 2 ? "H2" : "H3", {}, () => {
      doc.text(text, { width: this.width, lineGap: 2 });
    });
    this.root.add(struct);
    struct.end();
    doc.moveDown(0.35);
  }

  list(token: Tokens.List) {
    const { doc } = this;
    const list = doc.struct("L");
    this.root.add(list);
    const indent = 16;
    token.items.forEach((item, index) => {
      const runs = runsOf(
        item.tokens.flatMap((child) => ("tokens" in child && child.tokens ? child.tokens : [child])),
      );
      const label = token.ordered ? `${Number(token.start || 1) + index}.` : "•";
      const li = doc.struct("LI");
      list.add(li);
      // An item that would start below the last line starts on a new page, label and body
      // together (drawn at a fixed `top`, each would otherwise open a page of its own).
      doc.font("regular").fontSize(10.5);
      if (doc.y + doc.currentLineHeight(true) + 2.5 > doc.page.maxY()) doc.addPage();
      const top = doc.y;
      const lbl = doc.struct("Lbl", {}, () => {
        doc
          .font("semibold")
          .fontSize(10.5)
          .fillColor(COLOR.primary)
          .text(label, PAGE.margins.left, top, { width: indent, lineGap: 2.5 });
      });
      li.add(lbl);
      lbl.end();
      const body = doc.struct("LBody");
      li.add(body);
      const content = doc.markStructureContent("LBody");
      doc.fontSize(10.5).fillColor(COLOR.ink);
      runs.forEach((run, runIndex) => {
        doc.font(faceOf(run));
        const options = { width: this.width - indent, continued: runIndex < runs.length - 1, lineGap: 2.5 };
        if (runIndex === 0) doc.text(run.text, PAGE.margins.left + indent, top, options);
        else doc.text(run.text, options);
      });
      doc.endMarkedContent();
      body.add(content);
      body.end();
      li.end();
      doc.x = PAGE.margins.left;
      doc.moveDown(0.25);
    });
    list.end();
    doc.moveDown(0.4);
  }

  table(token: Tokens.Table) {
    const { doc } = this;
    doc.moveDown(0.3);
    doc.fontSize(9.5).font("regular").fillColor(COLOR.ink);
    const header = token.header.map((cell) => ({
      text: plain(runsOf(cell.tokens)),
      type: "TH" as const,
      font: { src: "semibold" },
      backgroundColor: COLOR.tint,
      textColor: COLOR.primary,
    }));
    const rows = token.rows.map((row) => row.map((cell) => plain(runsOf(cell.tokens))));
    doc.table({
      structParent: this.root,
      data: [header, ...rows],
      defaultStyle: { border: 0.5, borderColor: COLOR.line, padding: 5 },
      columnStyles: (index: number) => ({ align: index === 0 ? "left" : (token.align[index] ?? "left") }),
    } as Parameters<Doc["table"]>[0]);
    doc.x = PAGE.margins.left;
    doc.moveDown(0.6);
  }

  block(token: Token) {
    switch (token.type) {
      case "heading":
        this.heading((token as Tokens.Heading).depth, plain(runsOf((token as Tokens.Heading).tokens)));
        break;
      case "paragraph":
        this.paragraph(runsOf((token as Tokens.Paragraph).tokens), "P", 10.5, COLOR.ink);
        this.doc.moveDown(0.55);
        break;
      case "list":
        this.list(token as Tokens.List);
        break;
      case "table":
        this.table(token as Tokens.Table);
        break;
      case "space":
        break;
      default:
        throw new Error(`unsupported Markdown block "${token.type}"`);
    }
  }
}

/** Page furniture on every page: the firm and the page number, as artifacts (not read as content). */
function addFooters(doc: Doc, firm: DocumentFirm) {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const bottom = doc.page.height - PAGE.margins.bottom + 26;
    const width = doc.page.width - PAGE.margins.left - PAGE.margins.right;
    doc.page.margins.bottom = 0;
    doc.markContent("Artifact", { type: "Pagination" });
    doc
      .moveTo(PAGE.margins.left, bottom - 8)
      .lineTo(PAGE.margins.left + width, bottom - 8)
      .lineWidth(0.5)
      .strokeColor(COLOR.line)
      .stroke();
    doc.font("regular").fontSize(8).fillColor(COLOR.soft);
    doc.text(firm.contactLine, PAGE.margins.left, bottom, { width: width - 60, lineBreak: false });
    doc.text(`Page ${index + 1}/${range.count}`, PAGE.margins.left + width - 60, bottom, {
      width: 60,
      align: "right",
      lineBreak: false,
    });
    doc.endMarkedContent();
  }
}

/** Renders one document to PDF bytes. */
export async function renderDocument(
  source: DocumentSource,
  markdown: string,
  values: Readonly<Record<string, string>>,
  firm: DocumentFirm,
): Promise<Buffer> {
  const text = forPdf(typesetMarkdown(fillValues(markdown, values, source.slug)));
  const revised = new Date(`${source.revised}T12:00:00Z`);
  const doc = new PDFDocument({
    ...PAGE,
    bufferPages: true,
    tagged: true,
    lang: "fr-FR",
    displayTitle: true,
    pdfVersion: "1.7",
    autoFirstPage: true,
    info: {
      Title: source.title,
      Author: firm.name,
      Subject: source.subject,
      Creator: firm.name,
      Producer: firm.name,
      CreationDate: revised,
      ModDate: revised,
    },
  });
  // A fixed file identifier: pdfkit otherwise derives it from the current time.
  (doc as unknown as { _id: Buffer })._id = Buffer.from(source.slug.padEnd(16, "-").slice(0, 16));
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  for (const [name, face] of Object.entries(FONTS())) doc.registerFont(name, face);

  const root = doc.struct("Document");
  doc.addStructure(root);
  const renderer = new Renderer(doc, root);

  // The title block: the firm, the title (H1), the subject and the revision date.
  const width = doc.page.width - PAGE.margins.left - PAGE.margins.right;
  doc.markContent("Artifact", { type: "Layout" });
  doc.rect(0, 0, doc.page.width, 10).fill(COLOR.primary);
  doc.endMarkedContent();
  renderer.paragraph([{ text: firm.name.toUpperCase(), bold: true, italic: false }], "P", 9, COLOR.primary);
  doc.moveDown(0.4);
  doc.font("bold").fontSize(20).fillColor(COLOR.ink);
  const title = doc.struct("H1", {}, () => {
    doc.text(forPdf(frenchTypography(source.title)), { width, lineGap: 3 });
  });
  root.add(title);
  title.end();
  doc.moveDown(0.3);
  renderer.paragraph(
    [
      {
        text: `${forPdf(frenchTypography(source.subject))} Version du ${longDate(source.revised)}.`,
        bold: false,
        italic: false,
      },
    ],
    "P",
    10,
    COLOR.soft,
  );
  doc.moveDown(0.5);

  // The source file was checked as it was read (content/documents/catalog.ts);
  // the text here has its facts and programme sheets filled in, hence its lines.
  const origin = { source: `content/documents/${source.slug}.md (texte complété)`, firstLine: 1 };
  for (const token of lexSafeMarkdown(text, origin)) {
    try {
      renderer.block(token);
    } catch (error) {
      throw new Error(`content/documents/${source.slug}.md: ${(error as Error).message}`);
    }
  }

  addFooters(doc, firm);
  root.end();
  doc.end();
  return done;
}

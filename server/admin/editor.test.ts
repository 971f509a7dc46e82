// @module-tag slow
/**
 * The content editor's API and page behind the real guard (adminPlugin), on a
 * temporary working copy holding a copy of content/: writes outside content/,
 * into code or into the files the server reads are refused and change
 * nothing; a « lecture » account cannot write; without a session, 401; bad
 * uploads are refused in French; a save keeps the file's comments.
 */
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import type { ComponentSchema } from "@keystatic/core";
import Fastify, { type FastifyInstance } from "fastify";
import PDFDocument from "pdfkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { PICTURE_FILE } from "../../content/blog/pictures.ts";
import { documentSourcesIn } from "../../content/documents/catalog.ts";
import { contentDir } from "../../content/lib/collection.ts";
import { type EditorDefinition, editorDefinition } from "../../content/lib/editor-collections.ts";
import { keystaticConfig } from "../../content/lib/editor-keystatic.ts";
import { splitFrontmatter } from "../../content/lib/editor-yaml.ts";
import { buildDocuments } from "../../scripts/documents/build.ts";
import { readYamlText } from "../../shared/yaml-data.ts";
import { openInboxDatabase } from "../inbox.ts";
import { memoryLogger } from "../relay/testing.ts";
import { closeSqlite } from "../sqlite.ts";
import { AccountStore } from "./accounts.ts";
import type { AdminRole } from "./context.ts";
import {
  EDITOR_PAGE,
  editorModule,
  editorRewrite,
  pathProblem,
  uploadPlace,
  uploadProblem,
} from "./editor.ts";
import { adminPlugin } from "./plugin.ts";

const ORIGIN = "https://www.cabinet.example";
const CITY = "content/cities/melun.yaml";

let dir: string;
let copy: string;
let app: FastifyInstance;
let accounts: AccountStore;
let definition: EditorDefinition;
let closeDb: () => void;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "editor-api-"));
  copy = path.join(dir, "repo");
  await cp(contentDir(), path.join(copy, "content"), { recursive: true });
  await writeFile(path.join(copy, "package.json"), '{ "name": "witness" }\n');
  await mkdir(path.join(copy, "server"));
  await writeFile(path.join(copy, "server", "app.ts"), "export const witness = 1;\n");
  const ui = path.join(dir, "ui");
  await mkdir(path.join(ui, "assets"), { recursive: true });
  await writeFile(path.join(ui, "index.html"), "<!doctype html><title>Éditeur</title>");
  await writeFile(path.join(ui, "assets", "index-abc.js"), "console.log(1);");
  await writeFile(path.join(ui, "assets", "index-abc.js.br"), brotliCompressSync("console.log(1);"));
  definition = editorDefinition(path.dirname(contentDir()));
  const databasePath = path.join(dir, "inbox.sqlite");
  app = Fastify();
  await app.register(adminPlugin, {
    databasePath,
    origin: ORIGIN,
    firmName: "Cabinet Témoin",
    rateLimit: 0,
    log: memoryLogger(),
    modules: [editorModule({ workingCopy: async () => copy, uiDir: ui, definition })],
  });
  await app.ready();
  const { db } = openInboxDatabase(databasePath);
  closeDb = () => closeSqlite(db);
  accounts = new AccountStore(db);
}, 60_000);

afterAll(async () => {
  await app?.close();
  closeDb?.();
  await rm(dir, { recursive: true, force: true });
});

let users = 0;
function sessionOf(role: AdminRole): string {
  users += 1;
  const user = accounts.addUser(`compte-${users}@cabinet.example`, role);
  return `__Host-admin=${accounts.createSession(user.id)}`;
}

const base64 = (text: string | Uint8Array) => Buffer.from(text).toString("base64url");

/** A refusal as Keystatic's page receives it: the French sentence as the body, its code in X-Refusal. */
function refusalOf(response: { headers: Record<string, unknown>; body: string }) {
  expect(String(response.headers["content-type"])).toMatch(/^text\/plain/);
  return { error: response.headers["x-refusal"], message: response.body };
}

function update(
  cookie: string | undefined,
  additions: { path: string; contents: string }[],
  deletions: { path: string }[] = [],
) {
  return app.inject({
    method: "POST",
    url: "/api/admin/keystatic/update",
    headers: { origin: ORIGIN, "no-cors": "1", ...(cookie && { cookie }) },
    payload: { additions, deletions },
  });
}

async function snapshot(files: string[]): Promise<(string | undefined)[]> {
  return Promise.all(files.map((file) => readFile(path.join(copy, file), "utf8").catch(() => undefined)));
}

describe("editorRewrite", () => {
  it("maps Keystatic's page and API paths to the back office's, and nothing else", () => {
    expect(editorRewrite("/keystatic")).toBe("/admin/keystatic");
    expect(editorRewrite("/keystatic/collection/cities/item/melun")).toBe(
      "/admin/keystatic/collection/cities/item/melun",
    );
    expect(editorRewrite("/keystatic?x=1")).toBe("/admin/keystatic?x=1");
    expect(editorRewrite("/api/keystatic/tree")).toBe("/api/admin/keystatic/tree");
    expect(editorRewrite("/api/keystatic/blob/abc/content/x.yaml")).toBe(
      "/api/admin/keystatic/blob/abc/content/x.yaml",
    );
    for (const other of [
      "/",
      "/keystatics",
      "/keystaticx/a",
      "/admin/keystatic",
      "/api/keystaticx",
      "/blog/keystatic",
    ]) {
      expect(editorRewrite(other)).toBeUndefined();
    }
  });
});

describe("the editor's rules", () => {
  it("accepts only content files that are neither code nor read by the server", () => {
    expect(pathProblem(CITY)).toBeUndefined();
    expect(pathProblem("content/blog/hyperchoix.md")).toBeUndefined();
    expect(pathProblem("content/documents/certificat-qualite.pdf")).toBeUndefined();
    // The server takes the old addresses from the build it answers with (decision 044).
    expect(pathProblem("content/redirects.yaml")).toBeUndefined();
    for (const refused of [
      "../package.json",
      "package.json",
      "server/app.ts",
      "content/firm.yaml",
      "content/booking.yaml",
      "content/contact.yaml",
      "content/x.ts",
      "content/services/index.ts",
      "content/../server/app.ts",
      "content//x.yaml",
      "/etc/passwd",
      "content\\x.yaml",
      "content/x.html",
      "content/blog/programme.pdf",
      "content/documents/x/x.pdf",
    ]) {
      expect(pathProblem(refused), refused).toMatch(/\S/);
    }
  });

  it("checks an upload's type from its bytes and its size", () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
    expect(uploadProblem("content/blog/a.png", png)).toBeUndefined();
    expect(uploadProblem("content/blog/a.jpg", png)).toMatch(/JPG/);
    expect(uploadProblem("content/documents/a.pdf", Buffer.from("%PDF-1.7\n"))).toBeUndefined();
    expect(uploadProblem("content/documents/a.pdf", Buffer.from("<html>"))).toMatch(/PDF/);
    expect(
      uploadProblem(
        "content/documents/a.pdf",
        Buffer.concat([Buffer.from("%PDF-"), Buffer.alloc(11 * 1024 * 1024)]),
      ),
    ).toMatch(/10\u00a0Mo/);
    expect(
      uploadProblem("content/blog/a.svg", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).toBeUndefined();
    expect(uploadProblem("content/blog/a.svg", Buffer.from("<svg><script>alert(1)</script></svg>"))).toMatch(
      /code/,
    );
    expect(uploadProblem("content/blog/a.svg", Buffer.from("hello"))).toMatch(/SVG/);
  });
});

describe("the editor's API", () => {
  it("answers 401 without a session, for reading and for writing", async () => {
    const before = await snapshot([CITY]);
    const tree = await app.inject({ url: "/api/admin/keystatic/tree", headers: { "no-cors": "1" } });
    expect(tree.statusCode).toBe(401);
    const write = await update(undefined, [{ path: CITY, contents: base64("slug: x\n") }]);
    expect(write.statusCode).toBe(401);
    expect(await snapshot([CITY])).toEqual(before);
  });

  it("lets a « lecture » account read but not write", async () => {
    const cookie = sessionOf("lecture");
    const tree = await app.inject({ url: "/api/admin/keystatic/tree", headers: { "no-cors": "1", cookie } });
    expect(tree.statusCode).toBe(200);
    const paths = (tree.json() as { path: string }[]).map((entry) => entry.path);
    expect(paths).toContain(CITY);
    const before = await snapshot([CITY]);
    const write = await update(cookie, [{ path: CITY, contents: base64("slug: x\n") }]);
    expect(write.statusCode).toBe(403);
    expect(refusalOf(write).message).toMatch(/lecture seule/);
    expect(await snapshot([CITY])).toEqual(before);
  });

  it("refuses, in French, a write outside content/, into code or into a file the server reads, and changes nothing", async () => {
    const cookie = sessionOf("gestion");
    const targets = ["../package.json", "package.json", "server/app.ts", "content/firm.yaml", "content/x.ts"];
    const before = await snapshot([...targets.filter((file) => !file.startsWith("..")), CITY]);
    const outside = await readFile(path.join(dir, "package.json"), "utf8").catch(() => undefined);
    for (const target of targets) {
      // Alone, and hidden behind an allowed file of the same save.
      for (const additions of [
        [{ path: target, contents: base64("pirate: true\n") }],
        [
          { path: CITY, contents: base64("slug: x\n") },
          { path: target, contents: base64("pirate: true\n") },
        ],
      ]) {
        const response = await update(cookie, additions);
        expect(response.statusCode, target).toBe(403);
        const body = refusalOf(response);
        expect(body.error).toBe("content-path");
        expect(body.message).toMatch(/[àéèêç’]/);
      }
      const deletion = await update(cookie, [], [{ path: target }]);
      expect(deletion.statusCode, target).toBe(403);
    }
    expect(await snapshot([...targets.filter((file) => !file.startsWith("..")), CITY])).toEqual(before);
    expect(await readFile(path.join(dir, "package.json"), "utf8").catch(() => undefined)).toBe(outside);
  });

  it("refuses a bad upload in French", async () => {
    const cookie = sessionOf("gestion");
    const fake = await update(cookie, [
      { path: "content/blog/photo.jpg", contents: base64("<html>not a picture</html>") },
    ]);
    expect(fake.statusCode).toBe(403);
    expect(refusalOf(fake).message).toMatch(/n’est pas l’image/);
    const pdf = await update(cookie, [
      { path: "content/documents/programme.pdf", contents: base64("GIF89a") },
    ]);
    expect(pdf.statusCode).toBe(403);
    expect(refusalOf(pdf).message).toMatch(/PDF/);
    expect(await snapshot(["content/blog/photo.jpg", "content/documents/programme.pdf"])).toEqual([
      undefined,
      undefined,
    ]);
  });

  it("writes an article's new picture beside the article, under the name its frontmatter gives", async () => {
    const cookie = sessionOf("gestion");
    const slug = "hyperchoix";
    const article = `content/blog/${slug}.md`;
    const original = await readFile(path.join(copy, article), "utf8");
    // What Keystatic sends: the picture field's own serialisation, its file in the entry's folder.
    const field = keystaticConfig(definition).collections?.blog?.schema.picture;
    if (field?.kind !== "form" || field.formKind !== "asset") throw new Error("the picture is not an upload");
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const extra = { slug, suggestedFilenamePrefix: "picture" };
    const { value, asset } = field.serialize({ name: "Photo.PNG", data: png } as never, extra);
    if (typeof value !== "string" || !asset) throw new Error("no file written");
    expect(value).toMatch(PICTURE_FILE);
    const { frontmatter, body } = splitFrontmatter(original);
    const data = parse(frontmatter) as Record<string, unknown>;
    const response = await update(cookie, [
      { path: article, contents: base64(`---\n${stringify({ ...data, picture: value })}---\n${body}`) },
      { path: `content/blog/${slug}/${asset.filename}`, contents: base64(asset.content) },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(new Uint8Array(await readFile(path.join(copy, "content/blog", value)))).toEqual(png);
    expect(await snapshot([`content/blog/${slug}/${asset.filename}`])).toEqual([undefined]);
    const saved = splitFrontmatter(await readFile(path.join(copy, article), "utf8"));
    expect((parse(saved.frontmatter) as { picture: string }).picture).toBe(value);
    // The picture unchanged: its name is kept, nothing is written.
    const kept = field.serialize(field.parse(value, { asset: undefined, slug }), extra);
    expect(kept).toEqual({ value, asset: undefined });
  });

  describe("the PDF the firm provides for a document", () => {
    const slug = "certificat-qualite";
    const entry = `content/documents/${slug}.md`;
    const besidePdf = `content/documents/${slug}.pdf`;

    /** A real one-page PDF, as a word processor saves it. */
    const realPdf = () =>
      new Promise<Buffer>((resolve, reject) => {
        const doc = new PDFDocument({ size: "A4" });
        const chunks: Buffer[] = [];
        doc.on("data", (chunk: Buffer) => chunks.push(chunk));
        doc.on("end", () => resolve(Buffer.concat(chunks)));
        doc.on("error", reject);
        doc.text("Certificat signé par l’organisme certificateur.");
        doc.end();
      });

    /** What Keystatic sends when the entry is saved with `file` chosen in its PDF field (or removed: null). */
    function keystaticSave(original: string, file: { name: string; data: Uint8Array } | null) {
      const field = keystaticConfig(definition).collections?.documents?.schema.pdf;
      if (field?.kind !== "form" || field.formKind !== "asset") throw new Error("the PDF is not an upload");
      const extra = { slug, suggestedFilenamePrefix: "pdf" };
      const { value, asset } = field.serialize(file as never, extra);
      const { frontmatter, body } = splitFrontmatter(original);
      const data = parse(frontmatter) as Record<string, unknown>;
      delete data.pdf;
      const additions = [
        {
          path: entry,
          contents: base64(
            `---\n${stringify(value === undefined ? data : { ...data, pdf: value })}---\n${body}`,
          ),
        },
      ];
      if (asset)
        additions.push({
          path: `content/documents/${slug}/${asset.filename}`,
          contents: base64(asset.content),
        });
      return additions;
    }

    const build = async () => {
      const out = await mkdtemp(path.join(dir, "documents-"));
      const sourceDir = path.join(copy, "content", "documents");
      await buildDocuments(out, sourceDir, documentSourcesIn(sourceDir));
      return readFile(path.join(out, `${slug}.pdf`));
    };

    it("is uploaded beside the document, named by its entry, and the build publishes it byte for byte; removed, the PDF is generated again", async () => {
      const cookie = sessionOf("gestion");
      const original = await readFile(path.join(copy, entry), "utf8");
      const pdf = await realPdf();

      const upload = await update(
        cookie,
        keystaticSave(original, { name: "Certificat signé.pdf", data: pdf }),
      );
      expect(upload.statusCode).toBe(200);
      expect((await readFile(path.join(copy, besidePdf))).equals(pdf)).toBe(true);
      expect(await snapshot([`content/documents/${slug}/${slug}.pdf`])).toEqual([undefined]);
      const saved = splitFrontmatter(await readFile(path.join(copy, entry), "utf8"));
      expect((parse(saved.frontmatter) as { pdf?: string }).pdf).toBe(`${slug}.pdf`);
      // The entry's comments stay.
      expect(saved.frontmatter).toContain(splitFrontmatter(original).frontmatter.split("\n")[0]);
      expect((await build()).equals(pdf)).toBe(true);

      const removal = await update(
        cookie,
        keystaticSave(await readFile(path.join(copy, entry), "utf8"), null),
      );
      expect(removal.statusCode).toBe(200);
      expect(await snapshot([besidePdf])).toEqual([undefined]);
      expect(
        (
          parse(splitFrontmatter(await readFile(path.join(copy, entry), "utf8")).frontmatter) as {
            pdf?: string;
          }
        ).pdf,
      ).toBeUndefined();
      const generated = await build();
      expect(generated.equals(pdf)).toBe(false);
      expect(generated.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    }, 120_000);

    it("refuses a file that is not a PDF, in French, and writes nothing", async () => {
      const cookie = sessionOf("gestion");
      const before = await snapshot([entry, besidePdf]);
      const fake = new TextEncoder().encode("<html>pas un PDF</html>");
      const response = await update(
        cookie,
        keystaticSave(before[0] as string, { name: "faux.pdf", data: fake }),
      );
      expect(response.statusCode).toBe(403);
      expect(refusalOf(response).message).toContain("n’est pas un PDF");
      expect(await snapshot([entry, besidePdf])).toEqual(before);
    });
  });

  it("puts only a file named after an existing entry beside it", () => {
    const entries = new Set(["content/blog/hyperchoix.md"]);
    const isEntry = (entry: string) => entries.has(entry);
    expect(uploadPlace("content/blog/hyperchoix/hyperchoix.svg", isEntry)).toBe(
      "content/blog/hyperchoix.svg",
    );
    for (const kept of [
      "content/blog/hyperchoix/autre.svg",
      "content/blog/inconnu/inconnu.svg",
      "content/blog/hyperchoix/hyperchoix.ts",
      "content/blog/hyperchoix.svg",
    ]) {
      expect(uploadPlace(kept, isEntry)).toBe(kept);
    }
  });

  it("saves a page with its comments kept, and writes it to the audit log", async () => {
    const cookie = sessionOf("gestion");
    const original = await readFile(path.join(copy, CITY), "utf8");
    const data = parse(original) as Record<string, unknown>;
    data.heading = "Bilan de compétences à Melun, au cœur de la préfecture";
    // What Keystatic sends: the whole file, re-serialised without its comments.
    const response = await update(cookie, [{ path: CITY, contents: base64(stringify(data)) }]);
    expect(response.statusCode).toBe(200);
    const saved = await readFile(path.join(copy, CITY), "utf8");
    expect(parse(saved)).toEqual(data);
    const comments = (text: string) => text.split("\n").filter((line) => line.trimStart().startsWith("#"));
    expect(comments(saved)).toEqual(comments(original));
    const log = accounts.auditLog({ limit: 5 });
    expect(log.some((entry) => entry.action === "content-saved" && entry.target?.includes(CITY))).toBe(true);
  });

  it("refuses a text that is not YAML with a 400 in French, naming the file and the line, and writes nothing", async () => {
    const cookie = sessionOf("gestion");
    const article = "content/blog/hyperchoix.md";
    const before = await snapshot([CITY, article]);
    const broken = `${before[0]}\nheading: [Bilan à Melun\n`;
    const response = await update(cookie, [{ path: CITY, contents: base64(broken) }]);
    expect(response.statusCode).toBe(400);
    const refusal = refusalOf(response);
    expect(refusal.error).toBe("content-invalid");
    expect(refusal.message).toMatch(
      /^«\u00a0content\/cities\/melun\.yaml\u00a0», ligne \d+\u00a0: ce texte n’est pas du YAML lisible /,
    );
    expect(refusal.message).toMatch(/[\u00a0\u202f]; rien n’a été enregistré\.$/);
    // A Markdown file's frontmatter too, its line counted in the file.
    const frontmatter = await update(cookie, [
      { path: article, contents: base64("---\ntitle: Un titre\ndate: : 2026\n---\nTexte\n") },
    ]);
    expect(frontmatter.statusCode).toBe(400);
    expect(refusalOf(frontmatter).message).toContain(`«\u00a0${article}\u00a0», ligne 3\u00a0:`);
    expect(await snapshot([CITY, article])).toEqual(before);
  });

  it("refuses at once what the build would refuse, naming the page and the field in the editor's words, and writes nothing", async () => {
    const cookie = sessionOf("gestion");
    const before = await snapshot([CITY]);
    const data = parse(before[0] ?? "") as Record<string, unknown>;
    const field = definition.collections.find((item) => item.key === "cities")?.fields.description;
    expect(field, "the city pages have a description field").toBeDefined();
    // A description far longer than search engines show: Keystatic lets it through, the build does not.
    const response = await update(cookie, [
      { path: CITY, contents: base64(stringify({ ...data, description: "Un bilan à Melun. ".repeat(15) })) },
    ]);
    expect(response.statusCode).toBe(400);
    const refusal = refusalOf(response);
    expect(refusal.error).toBe("content-invalid");
    expect(refusal.message).toContain("Pages des villes");
    expect(refusal.message).toContain("melun");
    expect(refusal.message).toContain(`«\u00a0${field?.label}\u00a0»`);
    // Never a key path, a server path or an English word of the schema library.
    expect(refusal.message).not.toMatch(/description:|\/tmp\/|\.ts:|Too big|expected/);
    expect(await snapshot([CITY])).toEqual(before);
  });

  it("reads what it saves as the build does (YAML 1.2): « on » stays text and 010 is ten", async () => {
    const cookie = sessionOf("gestion");
    const [original = ""] = await snapshot([CITY]);
    const sent = stringify(parse(original))
      .replace(/^order: .*$/m, "order: 010")
      .replace(/^heading: .*$/m, "heading: on");
    try {
      const response = await update(cookie, [{ path: CITY, contents: base64(sent) }]);
      expect(response.statusCode, response.body).toBe(200);
      const saved = readYamlText(await readFile(path.join(copy, CITY), "utf8"), CITY).data;
      expect(saved).toMatchObject({ order: 10, heading: "on" });
    } finally {
      await writeFile(path.join(copy, CITY), original);
    }
  });
});

describe("the review score, in content/firm.yaml", () => {
  const FIRM = "content/firm.yaml";

  /** What Keystatic writes for `value` through `schema`'s fields (each parses it, then serialises it). */
  function serialised(schema: ComponentSchema, value: unknown): unknown {
    if (schema.kind === "object") {
      const data = (value ?? {}) as Record<string, unknown>;
      return Object.fromEntries(
        Object.entries(schema.fields)
          .map(([key, field]) => [key, serialised(field, data[key])])
          .filter(([, item]) => item !== undefined),
      );
    }
    if (schema.kind !== "form") throw new Error(`unexpected field ${schema.kind}`);
    // A text field is also a slug field: its parse takes the slug's extra argument.
    if (schema.formKind === "slug") return schema.serialize(schema.parse(value as never, undefined)).value;
    if (schema.formKind !== undefined) throw new Error(`unexpected field ${schema.formKind}`);
    return schema.serialize(schema.parse(value as never)).value;
  }

  /** What Keystatic sends when « Note des avis » (or the singleton `key`) is saved with `change` made to the data it read. */
  function keystaticSave(
    original: string,
    change: (data: Record<string, Record<string, unknown>>) => void,
    key = "reviews-score",
    file = FIRM,
  ) {
    const singleton = keystaticConfig(definition).singletons?.[key];
    if (!singleton) throw new Error(`no ${key} in the editor`);
    const root = { kind: "object", fields: singleton.schema } as ComponentSchema;
    // Keystatic's reader is js-yaml: YAML 1.1, like this.
    const data = serialised(root, parse(original, { schema: "yaml-1.1" })) as Record<
      string,
      Record<string, unknown>
    >;
    change(data);
    return [{ path: file, contents: base64(stringify(data)) }];
  }

  /** The lines of `after` that differ from `before`'s (same number of lines). */
  function changedLines(before: string, after: string): string[] {
    const old = before.split("\n");
    const lines = after.split("\n");
    expect(lines.length).toBe(old.length);
    return lines.filter((line, index) => line !== old[index]);
  }

  it("is edited by « Note des avis », whose fields are the four values the pages display", () => {
    const item = definition.collections.find((candidate) => candidate.key === "reviews-score");
    expect(item?.label).toBe("Note des avis");
    expect(item?.path).toBe("content/firm");
    const reviews = item?.fields.reviews;
    if (reviews?.kind !== "object") throw new Error("no reviews block");
    const shown = Object.entries(reviews.fields).filter(([, field]) => field.kind !== "ignored");
    expect(shown.map(([key, field]) => [key, field.kind])).toEqual([
      ["rating", "number"],
      ["count", "integer"],
      ["source", "text"],
      ["readOn", "date"],
    ]);
    expect(
      Object.entries(item?.fields ?? {})
        .filter(([key, field]) => key !== "reviews" && field.kind !== "ignored")
        .map(([key]) => key),
    ).toEqual([]);
  });

  it("accepts a new score and changes only its lines, comments and every other value kept byte for byte", async () => {
    const cookie = sessionOf("gestion");
    const original = await readFile(path.join(copy, FIRM), "utf8");
    const response = await update(
      cookie,
      keystaticSave(original, (data) => {
        data.reviews = { ...data.reviews, rating: 4.8, count: 171, readOn: "2026-12-01" };
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const saved = await readFile(path.join(copy, FIRM), "utf8");
    expect(changedLines(original, saved)).toEqual([
      "  rating: 4.8",
      "  count: 171",
      '  readOn: "2026-12-01"',
    ]);
    // Saved again unchanged: not a byte moves.
    const again = await update(
      cookie,
      keystaticSave(saved, () => {}),
    );
    expect(again.statusCode).toBe(200);
    expect(await readFile(path.join(copy, FIRM), "utf8")).toBe(saved);
    await writeFile(path.join(copy, FIRM), original);
  });

  it("refuses, in French, a save that changes anything else of the file, and changes nothing", async () => {
    const cookie = sessionOf("gestion");
    const original = await readFile(path.join(copy, FIRM), "utf8");
    const changes: [string, Record<string, unknown>][] = [
      ["reviews.widgetUrl", { widgetUrl: "https://pirate.example/embed" }],
      ["name", { name: "Autre cabinet" }],
      ["hours", { hours: "Mo-Fr 09:00-12:00" }],
    ];
    for (const [key, change] of changes) {
      const response = await update(
        cookie,
        keystaticSave(original, (data) => {
          // The score changes too: the other change is what is refused.
          if (key.startsWith("reviews.")) data.reviews = { ...data.reviews, count: 999, ...change };
          else Object.assign(data, change, { reviews: { ...data.reviews, count: 999 } });
        }),
      );
      expect(response.statusCode, key).toBe(403);
      const body = refusalOf(response);
      expect(body.error).toBe("content-path");
      expect(body.message).toContain("ne se modifie pas depuis l’éditeur");
      expect(body.message).toContain(`«\u00a0${key}\u00a0»`);
      expect(await readFile(path.join(copy, FIRM), "utf8"), key).toBe(original);
    }
  });

  it("saves a new phone and e-mail from « Coordonnées du cabinet », their lines only; refuses one the identity's schema refuses", async () => {
    const cookie = sessionOf("gestion");
    const original = await readFile(path.join(copy, FIRM), "utf8");
    const response = await update(
      cookie,
      keystaticSave(
        original,
        (data) => Object.assign(data, { phone: "01 23 45 67 89", email: "accueil@cabinet.example" }),
        "contact-details",
      ),
    );
    expect(response.statusCode, response.body).toBe(200);
    const saved = await readFile(path.join(copy, FIRM), "utf8");
    const lines = changedLines(original, saved);
    expect(lines).toHaveLength(2);
    expect(lines.join("\n")).toMatch(/^phone: "?01 23 45 67 89"?$/m);
    expect(lines.join("\n")).toMatch(/^email: "?accueil@cabinet\.example"?$/m);
    const refused = await update(
      cookie,
      keystaticSave(saved, (data) => Object.assign(data, { phone: "appelez-nous" }), "contact-details"),
    );
    expect(refused.statusCode).toBe(400);
    expect(refusalOf(refused).message).toContain("numéro de téléphone");
    expect(await readFile(path.join(copy, FIRM), "utf8")).toBe(saved);
    await writeFile(path.join(copy, FIRM), original);
  });

  it("saves a meeting length from « Rendez-vous en ligne », its line only; refuses, in French, one that does not divide the hour or that the hours do not fall on", async () => {
    const cookie = sessionOf("gestion");
    const file = "content/booking.yaml";
    const original = await readFile(path.join(copy, file), "utf8");
    const { slotMinutes } = parse(original) as { slotMinutes: number };
    const save = (minutes: number) =>
      update(
        cookie,
        keystaticSave(
          original,
          (data) => Object.assign(data, { slotMinutes: minutes }),
          "booking-length",
          file,
        ),
      );
    for (const [minutes, reason] of [
      [45, /slotMinutes[\s\S]*doit diviser 60/],
      // The firm's hours open at 8 h 30 (content/firm.yaml): not on a grid of whole hours.
      [
        60,
        /slotMinutes[\s\S]*ne convient pas aux horaires[\s\S]*ne tombe pas sur un début de créneau de 60.minutes/,
      ],
    ] as const) {
      const refused = await save(minutes);
      expect(refused.statusCode, String(minutes)).toBe(400);
      expect(refusalOf(refused).message).toMatch(reason);
      expect(await readFile(path.join(copy, file), "utf8")).toBe(original);
    }
    const response = await save(slotMinutes / 2);
    expect(response.statusCode, response.body).toBe(200);
    const saved = await readFile(path.join(copy, file), "utf8");
    expect(changedLines(original, saved)).toEqual([`slotMinutes: ${slotMinutes / 2}`]);
    // The rest of the file is the server's: the same content cannot change it.
    const other = await update(
      cookie,
      keystaticSave(
        saved,
        (data) => Object.assign(data, { alertBookingsPerHour: 99 }),
        "booking-length",
        file,
      ),
    );
    expect(other.statusCode).toBe(403);
    expect(await readFile(path.join(copy, file), "utf8")).toBe(saved);
    await writeFile(path.join(copy, file), original);
  });

  it("refuses a score the identity's schema refuses, in French", async () => {
    const cookie = sessionOf("gestion");
    const original = await readFile(path.join(copy, FIRM), "utf8");
    const response = await update(
      cookie,
      keystaticSave(original, (data) => {
        data.reviews = { ...data.reviews, rating: 0 };
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(refusalOf(response).message).toMatch(/reviews\.rating[\s\S]*note entre 0 et 5/);
    expect(await readFile(path.join(copy, FIRM), "utf8")).toBe(original);
  });

  it("refuses a « lecture » account", async () => {
    const cookie = sessionOf("lecture");
    const original = await readFile(path.join(copy, FIRM), "utf8");
    const response = await update(
      cookie,
      keystaticSave(original, (data) => {
        data.reviews = { ...data.reviews, count: 171 };
      }),
    );
    expect(response.statusCode).toBe(403);
    expect(refusalOf(response).message).toMatch(/lecture seule/);
    expect(await readFile(path.join(copy, FIRM), "utf8")).toBe(original);
  });
});

describe("the editor's page", () => {
  it("sends the signed-out to the sign-in page, and the signed-in the page with its own policy", async () => {
    const out = await app.inject({ url: EDITOR_PAGE });
    expect(out.statusCode).toBe(303);
    expect(out.headers.location).toBe("/admin/connexion?retour=%2Fkeystatic");
    for (const role of ["gestion", "lecture"] as const) {
      const page = await app.inject({
        url: `${EDITOR_PAGE}/collection/cities`,
        headers: { cookie: sessionOf(role) },
      });
      expect(page.statusCode).toBe(200);
      const csp = String(page.headers["content-security-policy"]);
      expect(csp).toContain("script-src 'self';");
      expect(csp).not.toMatch(/script-src[^;]*unsafe/);
      expect(page.headers["cache-control"]).toBe("no-store");
      expect(page.headers["x-robots-tag"]).toMatch(/noindex/);
    }
    const asset = await app.inject({ url: "/admin/editor/assets/index-abc.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toMatch(/immutable/);
    expect(asset.headers["content-encoding"]).toBeUndefined();
    expect(asset.body).toBe("console.log(1);");
    const brotli = await app.inject({
      url: "/admin/editor/assets/index-abc.js",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe("console.log(1);");
    const traversal = await app.inject({ url: "/admin/editor/assets/..%2F..%2Findex.html" });
    expect(traversal.statusCode).toBe(404);
  });
});

/**
 * The content editor of the back office (issue 34): Keystatic's page and its
 * API, behind the back office's guard.
 *
 *   GET  /admin/keystatic, /admin/keystatic/*   the editor's page (signed in; else the sign-in page)
 *   GET  /admin/editor/assets/*                 its files (immutable)
 *   GET  /api/admin/keystatic/*                 Keystatic's tree and blobs (« lecture »)
 *   POST /api/admin/keystatic/*                 Keystatic's update (« gestion »)
 *
 * Keystatic's page hard-codes `/keystatic` and `/api/keystatic/…`: the server
 * maps them before routing with `editorRewrite` (server/app.ts's rewriteUrl).
 *
 * Before Keystatic writes anything, every path must be a content file under
 * content/ of the working copy (not code, not a file the server reads at run
 * time: EXCLUDED_FILES), each upload an image or a PDF checked from its bytes
 * and its size (an SVG read by a strict XML parser, refused when it carries
 * code, and written again from an allow-list: shared/svg-sanitizer.ts); a
 * YAML or Markdown file that exists is merged rather than
 * replaced (content/lib/editor-yaml.ts), so its comments and key order stay.
 * Each save goes to the audit log.
 *
 * One file the server reads is written all the same, in part:
 * content/firm.yaml's review score (PARTLY_EDITABLE_FILES: the pages display
 * it, the server uses none of it). Such a write is accepted only when, the old
 * text and the new one parsed, everything but those values is the same (what
 * the editor sent laid over the file, and the text written); only those
 * values are merged in, and the file must still pass its own check.
 *
 * Uploads live beside their entry, named after it (`uploadPlace`): an
 * article's picture, content/blog/<slug>.svg; the PDF the firm provides for a
 * document, content/documents/<slug>.pdf, named by the entry's `pdf` key (the
 * rule the build follows: scripts/documents/provided.ts, whose check the
 * upload passes too). When a save drops such a file from its entry (« Retirer
 * le PDF fourni », a picture of another type) or deletes the entry, the file
 * is deleted with it: the build never finds a file its entry does not name.
 */
import { existsSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import { makeGenericAPIRouteHandler } from "@keystatic/core/api/generic";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { parse } from "yaml";
import { checkContentText, inContentOf, problemsSentence } from "../../content/lib/content-check.ts";
import {
  type EditableContent,
  type EditorDefinition,
  EXCLUDED_FILES,
  editableContents,
  PARTLY_EDITABLE_FILES,
} from "../../content/lib/editor-collections.ts";
import { keystaticConfig } from "../../content/lib/editor-keystatic.ts";
import { mergeContentFile, splitFrontmatter, unreadableYaml } from "../../content/lib/editor-yaml.ts";
import { MAX_PROVIDED_PDF_BYTES, providedPdfProblem } from "../../shared/provided-pdf.ts";
import { sanitizeSvg } from "../../shared/svg-sanitizer.ts";
import { YAML_OPTIONS } from "../../shared/yaml-data.ts";
import type { AdminContext } from "./context.ts";
import { refuse } from "./guard.ts";
import type { AdminModule } from "./plugin.ts";

/** Where Keystatic's page and API are served (its own paths are mapped here by `editorRewrite`). */
export const EDITOR_PAGE = "/admin/keystatic";
const EDITOR_API = "/api/admin/keystatic";
const EDITOR_ASSETS = "/admin/editor/assets/";

/**
 * Keystatic's own URLs mapped to the back office's: `/api/keystatic/<rest>`
 * to `/api/admin/keystatic/<rest>`, `/keystatic` and `/keystatic/<rest>` to
 * `/admin/keystatic/<rest>` (query kept); undefined for any other URL.
 */
export function editorRewrite(url: string): string | undefined {
  const match = /^\/(api\/)?keystatic(?=$|[/?#])(.*)$/s.exec(url);
  if (!match) return undefined;
  const rest = match[2] ?? "";
  return match[1] ? `${EDITOR_API}${rest}` : `${EDITOR_PAGE}${rest}`;
}

/** The editor page's policy: the back office's, but Keystatic injects its styles (style-src 'unsafe-inline' on this page only). */
const EDITOR_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join("; ");

const MB = 1024 * 1024;
/** An upload's kind by the file's extension, and its largest size. */
const UPLOADS: Record<string, { kind: "image" | "svg" | "pdf"; max: number }> = {
  ".jpg": { kind: "image", max: 5 * MB },
  ".jpeg": { kind: "image", max: 5 * MB },
  ".png": { kind: "image", max: 5 * MB },
  ".webp": { kind: "image", max: 5 * MB },
  ".avif": { kind: "image", max: 5 * MB },
  ".svg": { kind: "svg", max: 5 * MB },
  ".pdf": { kind: "pdf", max: MAX_PROVIDED_PDF_BYTES },
};
/**
 * The largest save the editor takes (its uploads travel in it, base64 in
 * JSON: a 10 MB PDF is 13.4 MB). deploy/Caddyfile lets the same size through
 * on this route only (deploy/unit.test.ts checks the figures are equal).
 */
export const EDITOR_UPLOAD_BODY_LIMIT = 16 * MB;
/** The data files Keystatic writes. */
const DATA_FILES = new Set([".yaml", ".md"]);
const CODE_FILES = new Set([".ts", ".tsx", ".js", ".mjs", ".cjs", ".jsx", ".mts", ".cts"]);

/** The image a file's first bytes announce, if any. */
function imageTypeOf(bytes: Uint8Array): "jpeg" | "png" | "webp" | "avif" | undefined {
  const ascii = (start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (ascii(0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (ascii(4, 8) === "ftyp" && /^avi[fs]$/.test(ascii(8, 12))) return "avif";
  return undefined;
}

const IMAGE_TYPES: Record<string, string> = {
  ".jpg": "jpeg",
  ".jpeg": "jpeg",
  ".png": "png",
  ".webp": "webp",
  ".avif": "avif",
};

/** Why an upload named `file` with these bytes is refused (French), or undefined. */
export function uploadProblem(file: string, bytes: Uint8Array): string | undefined {
  const extension = path.posix.extname(file).toLowerCase();
  const rule = UPLOADS[extension];
  const name = path.posix.basename(file);
  if (!rule)
    return `« ${name} » : seuls les images (JPG, PNG, WebP, AVIF, SVG) et les PDF peuvent être déposés.`;
  // The build's own rule for the PDF the firm provides (a real PDF, 10 Mo at most).
  if (rule.kind === "pdf") return providedPdfProblem(bytes, name);
  if (bytes.byteLength > rule.max) {
    return `« ${name} » dépasse ${rule.max / MB} Mo : réduisez-le avant de le déposer.`;
  }
  // Read by a strict XML parser, checked and written again from an allow-list (shared/svg-sanitizer.ts).
  if (rule.kind === "svg") return sanitizeSvg(Buffer.from(bytes).toString("utf8"), name).problem;
  return imageTypeOf(bytes) === IMAGE_TYPES[extension]
    ? undefined
    : `« ${name} » n’est pas l’image qu’annonce son nom (${extension.slice(1).toUpperCase()}).`;
}

/**
 * The SVG upload `file` as it is written (base64url): its text as the
 * sanitizer writes it again, from the allow-list only (called once
 * `uploadProblem` accepted it).
 */
function sanitizedSvg(file: string, bytes: Uint8Array): string {
  const { svg, problem } = sanitizeSvg(Buffer.from(bytes).toString("utf8"), path.posix.basename(file));
  if (svg === undefined) throw new Error(problem);
  return Buffer.from(svg, "utf8").toString("base64url");
}

/**
 * Why the editor may not write or delete `file` (a path from Keystatic,
 * relative to the working copy), or undefined. `partly`: a write of a file
 * the editor edits in part (PARTLY_EDITABLE_FILES) is let through here, to be
 * checked value by value (`partlyEditableProblem`).
 */
export function pathProblem(file: string, { partly = false }: { partly?: boolean } = {}): string | undefined {
  const segments = file.split("/");
  if (
    file.includes("\\") ||
    file.includes("\0") ||
    file.startsWith("/") ||
    segments.some((segment) => segment === "" || segment === "." || segment === "..") ||
    segments[0] !== "content" ||
    segments.length < 2
  ) {
    return `« ${file} » n’est pas un fichier du contenu : l’éditeur ne modifie que le dossier content/.`;
  }
  const extension = path.posix.extname(file).toLowerCase();
  if (CODE_FILES.has(extension)) return `« ${file} » est du code du site : l’éditeur ne le modifie pas.`;
  const excluded = EXCLUDED_FILES[file];
  if (excluded && !(partly && PARTLY_EDITABLE_FILES[file])) return excludedProblem(file, excluded);
  if (!DATA_FILES.has(extension) && !UPLOADS[extension]) {
    return `« ${file} » : l’éditeur n’écrit que des textes (YAML, Markdown), des images et des PDF.`;
  }
  if (UPLOADS[extension]?.kind === "pdf" && !/^content\/documents\/[^/]+$/.test(file)) {
    return `« ${file} » : un PDF se dépose seulement depuis la fiche d’un document (Documents PDF), à côté de son texte.`;
  }
  return undefined;
}

function excludedProblem(file: string, why: string): string {
  return `« ${file} » ne se modifie pas depuis l’éditeur : ${why}.`;
}

/** A YAML text's data as the build and the merge read it (YAML_OPTIONS), days as text; undefined when unreadable. */
function yamlData(text: string): unknown {
  try {
    return dayTexts(parse(text, YAML_OPTIONS));
  } catch {
    return undefined;
  }
}

/** `value` with every Date (an unquoted `2026-11-01`) as its day's text, so a quoted and an unquoted day compare equal. */
function dayTexts(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (Array.isArray(value)) return value.map(dayTexts);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, dayTexts(item)]));
  }
  return value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** `sent` laid over `base`: maps merged key by key, anything else replaced (what a save of `sent` would mean for the file). */
function laidOver(base: unknown, sent: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(sent)) return sent;
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(sent)) result[key] = laidOver(base[key], value);
  return result;
}

/** The dotted paths where `before` and `after` differ (`reviews.widgetUrl`, `name`). */
function differences(before: unknown, after: unknown, at = ""): string[] {
  if (isPlainObject(before) && isPlainObject(after)) {
    return [...new Set([...Object.keys(before), ...Object.keys(after)])].flatMap((key) =>
      differences(before[key], after[key], at ? `${at}.${key}` : key),
    );
  }
  return isDeepStrictEqual(before, after) ? [] : [at || "(tout le fichier)"];
}

/**
 * Why a write of `file`, a file the editor edits in part, is refused (French),
 * or undefined: `sent` (the editor's text) laid over the file, and `merged`
 * (the text that would be written), must differ from the file at the allowed
 * paths only.
 */
function partlyEditableProblem(
  file: string,
  existing: string | undefined,
  sent: string,
  merged: string,
): string | undefined {
  const rule = PARTLY_EDITABLE_FILES[file];
  const refused = excludedProblem(file, EXCLUDED_FILES[file] ?? "le serveur le lit");
  if (!rule) return refused;
  const before = existing === undefined ? undefined : yamlData(existing);
  const incoming = yamlData(sent);
  const after = yamlData(merged);
  if (!isPlainObject(before) || !isPlainObject(incoming) || !isPlainObject(after)) {
    return `${refused} Cet enregistrement n’est pas lisible.`;
  }
  const allowed = (dotted: string) =>
    rule.paths.some((allowedPath) => dotted === allowedPath || dotted.startsWith(`${allowedPath}.`));
  const changed = [
    ...new Set([...differences(before, laidOver(before, incoming)), ...differences(before, after)]),
  ].filter((dotted) => !allowed(dotted));
  if (changed.length > 0) {
    const named = changed.slice(0, 5).map((dotted) => `« ${dotted} »`);
    const more = changed.length > 5 ? ` et ${changed.length - 5} autre(s)` : "";
    return `${refused} L’éditeur n’y change que ${rule.what} ; cet enregistrement change aussi ${named.join(", ")}${more}.`;
  }
  return undefined;
}

/** Why `merged`, the text to write for a file the editor edits in part, fails that file's own check (French), or undefined. */
function partlyEditableInvalid(file: string, merged: string): string | undefined {
  try {
    PARTLY_EDITABLE_FILES[file]?.check(merged, file);
    return undefined;
  } catch (error) {
    // One line: the editor shows the message as it comes.
    return (error instanceof Error ? error.message : String(error)).replace(/\s*\n\s*/g, " ; ");
  }
}

/** The top-level values of a data file's text (a Markdown file's frontmatter), or {} when unreadable. */
function topValues(file: string, text: string | undefined): Record<string, unknown> {
  if (text === undefined) return {};
  try {
    const data: unknown = parse(
      file.endsWith(".md") ? splitFrontmatter(text).frontmatter : text,
      YAML_OPTIONS,
    );
    return data && typeof data === "object" && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * The files beside the entry `file` (content/<folder>/<slug>.md) that its
 * text names, each `<slug>.<ext>` of an upload type: its picture, its
 * provided PDF.
 */
function besideFiles(file: string, text: string | undefined): string[] {
  const folder = path.posix.dirname(file);
  const slug = path.posix.basename(file, path.posix.extname(file));
  return Object.values(topValues(file, text)).flatMap((value) => {
    if (typeof value !== "string") return [];
    const extension = path.posix.extname(value).toLowerCase();
    return UPLOADS[extension] && value.slice(0, -extension.length) === slug ? [`${folder}/${value}`] : [];
  });
}

/**
 * Where an upload of Keystatic's lands: a file named after its entry, in the
 * entry's own folder (`content/blog/<slug>/<slug>.svg`, where Keystatic puts
 * a field's file), goes beside the entry's file (`content/blog/<slug>.svg`:
 * the build looks for an article's picture there), when that entry exists
 * (`isEntry`); any other path is kept.
 */
export function uploadPlace(file: string, isEntry: (entryPath: string) => boolean): string {
  const segments = file.split("/");
  if (segments.length < 4) return file;
  const name = segments[segments.length - 1] ?? "";
  const folder = segments[segments.length - 2] ?? "";
  const extension = path.posix.extname(name);
  if (!UPLOADS[extension.toLowerCase()] || name.slice(0, -extension.length) !== folder) return file;
  const parent = segments.slice(0, -2).join("/");
  const isBeside = [...DATA_FILES].some((data) => isEntry(`${parent}/${folder}${data}`));
  return isBeside ? `${parent}/${name}` : file;
}

interface Update {
  additions: { path: string; contents: string }[];
  deletions: { path: string }[];
}

function isUpdate(body: unknown): body is Update {
  if (!body || typeof body !== "object") return false;
  const { additions, deletions } = body as Partial<Update>;
  return (
    Array.isArray(additions) &&
    Array.isArray(deletions) &&
    additions.every((item) => item && typeof item.path === "string" && typeof item.contents === "string") &&
    deletions.every((item) => item && typeof item.path === "string")
  );
}

/** The update with every existing data file's new text merged into its old one; or the French reason it is refused. */
async function checkUpdate(
  received: Update,
  root: string,
): Promise<{ update: Update } | { problem: string; invalid?: boolean }> {
  const added = new Set(received.additions.map((addition) => addition.path));
  const isEntry = (entry: string) =>
    pathProblem(entry) === undefined && (added.has(entry) || existsSync(path.join(root, entry)));
  const update: Update = {
    additions: received.additions.map((addition) => ({
      ...addition,
      path: DATA_FILES.has(path.posix.extname(addition.path))
        ? addition.path
        : uploadPlace(addition.path, isEntry),
    })),
    deletions: received.deletions,
  };
  for (const { path: file } of update.additions) {
    const problem = pathProblem(file, { partly: true });
    if (problem) return { problem };
  }
  for (const { path: file } of update.deletions) {
    const problem = pathProblem(file);
    if (problem) return { problem };
  }
  const additions: Update["additions"] = [];
  /** Files beside an entry that the entry no longer names (or whose entry is deleted). */
  const dropped = new Set<string>();
  const existingText = (file: string) => readFile(path.join(root, file), "utf8").catch(() => undefined);
  for (const addition of update.additions) {
    const bytes = new Uint8Array(Buffer.from(addition.contents, "base64url"));
    const extension = path.posix.extname(addition.path).toLowerCase();
    if (!DATA_FILES.has(extension)) {
      const problem = uploadProblem(addition.path, bytes);
      if (problem) return { problem };
      additions.push(
        extension === ".svg" ? { ...addition, contents: sanitizedSvg(addition.path, bytes) } : addition,
      );
      continue;
    }
    const existing = await existingText(addition.path);
    const sent = Buffer.from(bytes).toString("utf8");
    const unreadable = unreadableYaml(addition.path, sent);
    if (unreadable) return { problem: unreadable, invalid: true };
    const only = PARTLY_EDITABLE_FILES[addition.path]?.paths;
    const merged = mergeContentFile(addition.path, existing, sent, only);
    if (only) {
      const problem = partlyEditableProblem(addition.path, existing, sent, merged);
      if (problem) return { problem };
      const invalid = partlyEditableInvalid(addition.path, merged);
      if (invalid) return { problem: invalid, invalid: true };
    }
    const kept = new Set(besideFiles(addition.path, merged));
    for (const old of besideFiles(addition.path, existing)) if (!kept.has(old)) dropped.add(old);
    additions.push({ path: addition.path, contents: Buffer.from(merged, "utf8").toString("base64url") });
  }
  for (const deletion of update.deletions) {
    if (!DATA_FILES.has(path.posix.extname(deletion.path))) continue;
    for (const old of besideFiles(deletion.path, await existingText(deletion.path))) dropped.add(old);
  }
  const deletions = [...update.deletions];
  for (const file of dropped) {
    const written = additions.some((addition) => addition.path === file);
    const listed = deletions.some((deletion) => deletion.path === file);
    if (!written && !listed && pathProblem(file) === undefined && existsSync(path.join(root, file))) {
      deletions.push({ path: file });
    }
  }
  return { update: { additions, deletions } };
}

export interface EditorOptions {
  /** Resolves to the working copy's folder (its content/ is edited). */
  workingCopy: () => Promise<string>;
  /** The built page (build/admin/editor): index.html and assets/; without it, only the API. */
  uiDir?: string;
  /** The editor's description; default: made from the schemas and the working copy's files once. */
  definition?: EditorDefinition;
}

/** Keystatic's answer as Fastify's. */
function sendKeystatic(
  reply: FastifyReply,
  answer: {
    status?: number;
    headers?: [string, string][] | Record<string, string> | Headers;
    body?: string | Uint8Array | null;
  },
) {
  const headers = new Headers(answer.headers as HeadersInit | undefined);
  for (const [name, value] of headers) {
    if (name !== "set-cookie" && name !== "content-length") reply.header(name, value);
  }
  reply.header("cache-control", "no-store");
  const body = answer.body;
  return reply
    .code(answer.status ?? 200)
    .send(typeof body === "string" || body == null ? (body ?? "") : Buffer.from(body));
}

/** The files an update writes or deletes, as they are before it (undefined: absent). */
type Snapshot = Map<string, Buffer | undefined>;

async function snapshot(root: string, update: Update): Promise<Snapshot> {
  const files = [...update.additions, ...update.deletions].map((item) => item.path);
  const before: Snapshot = new Map();
  for (const file of files) before.set(file, await readFile(path.join(root, file)).catch(() => undefined));
  return before;
}

/** Puts the files of `before` back as they were: written again, or deleted when they were absent. */
async function restore(root: string, before: Snapshot): Promise<void> {
  for (const [file, bytes] of before) {
    const absolute = path.join(root, file);
    if (bytes === undefined) await rm(absolute, { force: true });
    else {
      await mkdir(path.dirname(absolute), { recursive: true });
      await writeFile(absolute, bytes);
    }
  }
}

async function editorRoutes(app: FastifyInstance, options: AdminContext & EditorOptions): Promise<void> {
  // Keystatic's page shows a refused request's body as it is (app/updating.tsx: `throw new Error(await
  // res.text())`): to its requests (`no-cors: 1`), a refusal is the French sentence alone, its code in
  // `X-Refusal`; the back office's JSON `{ error, message }` to anything else.
  app.addHook("onSend", async (request, reply, payload) => {
    if (reply.statusCode < 400 || request.headers["no-cors"] !== "1" || typeof payload !== "string")
      return payload;
    let refusal: { error?: unknown; message?: unknown };
    try {
      refusal = JSON.parse(payload) as typeof refusal;
    } catch {
      return payload;
    }
    if (typeof refusal.message !== "string") return payload;
    if (typeof refusal.error === "string") reply.header("x-refusal", refusal.error);
    reply.type("text/plain; charset=utf-8");
    return refusal.message;
  });

  let definition = options.definition;
  const configFor = async (root: string) => {
    if (!definition) {
      const { editorDefinition } = await import("../../content/lib/editor-collections.ts");
      definition = editorDefinition(root);
    }
    return keystaticConfig(definition);
  };

  /**
   * What the build would refuse in the files about to be written, in the
   * editor's words (content/lib/content-check.ts), or undefined: a file is
   * refused when it is saved, not at « Publier ». The files edited in part
   * have their own check (checkUpdate).
   */
  let contents: EditableContent[] | undefined;
  let saves: Promise<unknown> = Promise.resolve();
  const contentProblems = (root: string, update: Update): string | undefined => {
    contents ??= editableContents();
    const known = definition;
    if (!known) return undefined;
    // In the working copy's content folder, just written: an entry's picture is there.
    return inContentOf(root, () => describeProblems(known, update));
  };
  const describeProblems = (known: EditorDefinition, update: Update): string | undefined => {
    const problems = update.additions
      .filter(
        (addition) =>
          DATA_FILES.has(path.posix.extname(addition.path)) && !PARTLY_EDITABLE_FILES[addition.path],
      )
      .flatMap((addition) =>
        checkContentText(
          addition.path,
          Buffer.from(addition.contents, "base64url").toString("utf8"),
          contents ?? [],
          known,
        ),
      );
    return problems.length > 0 ? `Rien n’est enregistré. ${problemsSentence(problems)}` : undefined;
  };

  const toKeystatic = (request: FastifyRequest, body?: string) => {
    const rest = request.url.slice(EDITOR_API.length);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === "string") headers.set(name, value);
    }
    if (body !== undefined) headers.set("content-type", "application/json");
    return new Request(new URL(`/api/keystatic${rest}`, "http://localhost"), {
      method: request.method,
      headers,
      ...(body !== undefined ? { body } : {}),
    });
  };

  app.get(`${EDITOR_API}/*`, { config: { admin: "lecture" } }, async (request, reply) => {
    const root = await options.workingCopy();
    const handler = makeGenericAPIRouteHandler({ config: await configFor(root), localBaseDirectory: root });
    return sendKeystatic(reply, await handler(toKeystatic(request)));
  });

  app.post(
    `${EDITOR_API}/*`,
    { config: { admin: "gestion" }, bodyLimit: EDITOR_UPLOAD_BODY_LIMIT },
    async (request, reply) => {
      const root = await options.workingCopy();
      const rest = request.url.slice(EDITOR_API.length).split("?")[0];
      if (rest !== "/update")
        return refuse(reply, 404, "not-found", "Cette adresse de l’éditeur n’existe pas.");
      if (!isUpdate(request.body)) {
        return refuse(
          reply,
          400,
          "request",
          "Cet enregistrement n’est pas valide : rechargez la page et réessayez.",
        );
      }
      const checked = await checkUpdate(request.body, root);
      if ("problem" in checked) {
        return checked.invalid
          ? refuse(reply, 400, "content-invalid", checked.problem)
          : refuse(reply, 403, "content-path", checked.problem);
      }
      const config = await configFor(root);
      const handler = makeGenericAPIRouteHandler({ config, localBaseDirectory: root });
      // One save at a time: a refused one puts the files back as they were.
      const saving = saves.then(async () => {
        const before = await snapshot(root, checked.update);
        const answer = await handler(toKeystatic(request, JSON.stringify(checked.update)));
        if ((answer.status ?? 200) >= 300) return { answer };
        const invalid = contentProblems(root, checked.update);
        if (invalid) await restore(root, before);
        return { answer, invalid };
      });
      saves = saving.catch(() => undefined);
      const { answer, invalid } = await saving;
      if (invalid) return refuse(reply, 400, "content-invalid", invalid);
      if ((answer.status ?? 200) < 300) {
        const files = [...checked.update.additions, ...checked.update.deletions].map((item) => item.path);
        options.audit(
          request,
          "content-saved",
          files.slice(0, 5).join(", ") + (files.length > 5 ? ` (+${files.length - 5})` : ""),
          `${checked.update.additions.length} fichier(s) enregistré(s), ${checked.update.deletions.length} supprimé(s)`,
        );
      }
      return sendKeystatic(reply, answer);
    },
  );

  const uiDir = options.uiDir;
  if (!uiDir) return;
  let page: Buffer | undefined;
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.admin)
      return reply.redirect(`/admin/connexion?retour=${encodeURIComponent("/keystatic")}`, 303);
    page ??= await readFile(path.join(uiDir, "index.html"));
    return reply
      .header("content-security-policy", EDITOR_CSP)
      .header("cache-control", "no-store")
      .header("x-robots-tag", "noindex, nofollow")
      .header("referrer-policy", "no-referrer")
      .type("text/html; charset=utf-8")
      .send(page);
  };
  // « public » for the guard: the page itself sends the signed-out to the sign-in page.
  app.get(EDITOR_PAGE, { config: { admin: "public" } }, sendPage);
  app.get(`${EDITOR_PAGE}/*`, { config: { admin: "public" } }, sendPage);

  const assets = path.resolve(uiDir, "assets");
  const TYPES: Record<string, string> = {
    ".js": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".svg": "image/svg+xml",
    ".woff2": "font/woff2",
    ".png": "image/png",
  };
  app.get(`${EDITOR_ASSETS}*`, { config: { admin: "public" } }, async (request, reply) => {
    const name = (request.params as { "*": string })["*"];
    const file = path.resolve(assets, name);
    if (!/^[\w.-]+$/.test(name) || name.startsWith(".") || path.dirname(file) !== assets) {
      return reply.callNotFound();
    }
    // The build writes a Brotli copy beside each file (3 MB of script, 0.7 MB compressed).
    const brotli = /\bbr\b/.test(String(request.headers["accept-encoding"] ?? ""));
    const compressed = brotli ? await readFile(`${file}.br`).catch(() => undefined) : undefined;
    const bytes = compressed ?? (await readFile(file).catch(() => undefined));
    if (!bytes) return reply.callNotFound();
    if (compressed) reply.header("content-encoding", "br");
    return reply
      .header("vary", "accept-encoding")
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("x-robots-tag", "noindex, nofollow")
      .type(TYPES[path.extname(name)] ?? "application/octet-stream")
      .send(bytes);
  });
}

/** The editor, for adminPlugin's `modules`. */
export function editorModule(options: EditorOptions): AdminModule {
  return { plugin: editorRoutes, options };
}

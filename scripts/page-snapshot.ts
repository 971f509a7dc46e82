/**
 * What a visitor gets from each pre-rendered page, to compare two builds
 * (issue 32: moving the content from TypeScript to Markdown and YAML must not
 * change a page). For every page: its head (title, meta, link tags and the
 * JSON-LD, parsed), the text of its <main> with its whitespace collapsed, and
 * the links and images of its <main>.
 *
 *   node scripts/page-snapshot.ts build/client > before.json
 *   node scripts/page-snapshot.ts --compare before.json after.json
 *
 * The comparison prints one block per page that differs (added, removed or
 * changed parts) and exits 1 when any does.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Parser } from "htmlparser2";

export interface PageSnapshot {
  head: string[];
  jsonLd: unknown[];
  text: string;
  links: string[];
  images: string[];
}

const HEAD_ATTRIBUTES: Record<string, readonly string[]> = {
  meta: ["name", "property", "content", "http-equiv"],
  link: ["rel", "href", "hreflang", "type", "sizes"],
};

/** The snapshot of one page's HTML. */
export function snapshotPage(html: string): PageSnapshot {
  const snapshot: PageSnapshot = { head: [], jsonLd: [], text: "", links: [], images: [] };
  const text: string[] = [];
  let inHead = false;
  let mainDepth = 0;
  let capture: "title" | "json-ld" | "skip" | undefined;
  let captured = "";
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === "head") inHead = true;
        if (name === "main") mainDepth += 1;
        if (inHead && name === "title") {
          capture = "title";
          captured = "";
        } else if (name === "script" && attributes.type === "application/ld+json") {
          capture = "json-ld";
          captured = "";
        } else if (name === "script" || name === "style" || name === "template") {
          capture = "skip";
        }
        const kept = HEAD_ATTRIBUTES[name];
        if (inHead && kept) {
          const parts = kept
            .filter((key) => attributes[key] !== undefined)
            .map((key) => `${key}=${attributes[key]}`);
          if (
            !(name === "link" && ["stylesheet", "modulepreload", "preload"].includes(attributes.rel ?? ""))
          ) {
            snapshot.head.push(`${name} ${parts.join(" ")}`);
          }
        }
        if (mainDepth > 0 && name === "a" && attributes.href) snapshot.links.push(attributes.href);
        if (mainDepth > 0 && name === "img")
          snapshot.images.push(
            `${attributes.alt ?? ""} ${attributes.width ?? ""}x${attributes.height ?? ""}`,
          );
        if (
          mainDepth > 0 &&
          ["p", "li", "h1", "h2", "h3", "h4", "dt", "dd", "td", "th", "br", "div", "section"].includes(name)
        ) {
          text.push(" ");
        }
      },
      ontext(value) {
        if (capture === "title" || capture === "json-ld") captured += value;
        else if (capture !== "skip" && mainDepth > 0) text.push(value);
      },
      onclosetag(name) {
        if (name === "head") inHead = false;
        if (name === "main") mainDepth -= 1;
        if (capture === "title" && name === "title") snapshot.head.push(`title ${captured.trim()}`);
        if (capture === "json-ld" && name === "script") snapshot.jsonLd.push(JSON.parse(captured));
        if (name === "title" || name === "script" || name === "style" || name === "template")
          capture = undefined;
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  snapshot.text = text.join("").replace(/\s+/g, " ").trim();
  return snapshot;
}

/** Every pre-rendered page under a build's client folder, by route. */
export function snapshotBuild(clientDir: string): Record<string, PageSnapshot> {
  const pages: Record<string, PageSnapshot> = {};
  const files = readdirSync(clientDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html") && !file.startsWith("__"))
    .sort();
  for (const file of files) {
    const route = `/${file.replace(/(^|\/)index\.html$/, "").replace(/\.html$/, "")}`;
    pages[route] = snapshotPage(readFileSync(path.join(clientDir, file), "utf8"));
  }
  return pages;
}

/** Words of `before` and `after` around their first difference, to read what changed in a long text. */
function textDifference(before: string, after: string): string {
  let start = 0;
  while (start < before.length && before[start] === after[start]) start += 1;
  let end = 0;
  while (
    end < before.length - start &&
    end < after.length - start &&
    before[before.length - 1 - end] === after[after.length - 1 - end]
  ) {
    end += 1;
  }
  const from = Math.max(0, start - 60);
  return `    - …${before.slice(from, before.length - end + 40)}…\n    + …${after.slice(from, after.length - end + 40)}…`;
}

function listDifference(label: string, before: readonly string[], after: readonly string[]): string[] {
  const removed = before.filter((item) => !after.includes(item));
  const added = after.filter((item) => !before.includes(item));
  if (removed.length === 0 && added.length === 0) {
    return before.join("\n") === after.join("\n") ? [] : [`  ${label}: same items, another order`];
  }
  return [`  ${label}:`, ...removed.map((item) => `    - ${item}`), ...added.map((item) => `    + ${item}`)];
}

/** The differences between two builds' snapshots, one block per page. */
export function compareSnapshots(
  before: Record<string, PageSnapshot>,
  after: Record<string, PageSnapshot>,
): string[] {
  const blocks: string[] = [];
  for (const route of [...new Set([...Object.keys(before), ...Object.keys(after)])].sort()) {
    const a = before[route];
    const b = after[route];
    if (!a || !b) {
      blocks.push(`${route}: ${a ? "removed" : "added"}`);
      continue;
    }
    const lines = [
      ...listDifference("head", a.head, b.head),
      ...listDifference("links", a.links, b.links),
      ...listDifference("images", a.images, b.images),
    ];
    if (JSON.stringify(a.jsonLd) !== JSON.stringify(b.jsonLd)) {
      lines.push("  JSON-LD:", textDifference(JSON.stringify(a.jsonLd), JSON.stringify(b.jsonLd)));
    }
    if (a.text !== b.text) lines.push("  text:", textDifference(a.text, b.text));
    if (lines.length > 0) blocks.push(`${route}\n${lines.join("\n")}`);
  }
  return blocks;
}

function main(args: readonly string[]): number {
  if (args[0] === "--compare" && args[1] && args[2]) {
    const read = (file: string) => JSON.parse(readFileSync(file, "utf8")) as Record<string, PageSnapshot>;
    const blocks = compareSnapshots(read(args[1]), read(args[2]));
    console.log(
      blocks.length === 0 ? "No page differs." : `${blocks.length} pages differ\n\n${blocks.join("\n\n")}`,
    );
    return blocks.length === 0 ? 0 : 1;
  }
  if (args.length === 1 && args[0]) {
    console.log(JSON.stringify(snapshotBuild(args[0]), null, 1));
    return 0;
  }
  console.error("Usage: node scripts/page-snapshot.ts BUILD_CLIENT_DIR | --compare BEFORE.json AFTER.json");
  return 2;
}

if (import.meta.main) process.exitCode = main(process.argv.slice(2));

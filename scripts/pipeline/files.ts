/** Listing the files of a built site. */
import { readdir } from "node:fs/promises";
import path from "node:path";

/** Every regular file under `dir`, recursively, as absolute paths in a stable (sorted) order. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** Every HTML page under `dir`, as absolute paths, sorted. */
export async function listPages(dir: string): Promise<string[]> {
  return (await listFiles(dir)).filter((file) => path.extname(file) === ".html");
}

/** A file's path under `root` with "/" separators: "about/index.html". */
export function relativeKey(root: string, file: string): string {
  return path.relative(root, file).split(path.sep).join("/");
}

/**
 * Records of figures (prices, durations, results) and the sentences built
 * from them, read WITHOUT the facts: the facts (content/facts/) are computed
 * from these records, and the modules the facts import read them while they
 * load. content/lib/collection.ts imports the facts, so a module the facts
 * import cannot use it when it loads (the two would wait for each other:
 * « Cannot access … before initialization »); this module imports nothing
 * from content/. Same checks and same French messages as content's other
 * files (shared/yaml-data.ts); a {{name}} is left as written. It also finds
 * the content folder and names its files for both readers.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { z } from "zod";
import {
  DataFileError,
  frenchIssue,
  problems,
  problemsMessage,
  readYamlText,
} from "../../shared/yaml-data.ts";

/**
 * The content folder: CONTENT_DIR when set (a test's or a publication's
 * copy), else the one beside this module, else content/ under the working
 * directory (inside a bundle, where this module has no folder of its own).
 */
export function contentDir(): string {
  const configured = process.env.CONTENT_DIR?.trim();
  if (configured) return path.resolve(configured);
  const beside = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  return existsSync(path.join(beside, "lib", "figures.ts")) ? beside : path.resolve("content");
}

/** A YAML text of figures as its schema's data; a DataFileError names the lines of its problems. */
export function parseFigures<S extends z.ZodType>(text: string, source: string, schema: S): z.output<S> {
  const { data, lineOf } = readYamlText(text, source);
  const result = schema.safeParse(data, { error: frenchIssue });
  if (result.success) return result.data;
  throw new DataFileError(
    problemsMessage(source, "dans ce fichier de contenu", problems(result.error, lineOf)),
  );
}

/** A file's name as messages give it: relative to the project (content/cities/avon.yaml). */
export function sourceName(file: string): string {
  return path.relative(path.resolve(contentDir(), ".."), file).split(path.sep).join("/");
}

/** A content file's text; a file that cannot be read is a DataFileError naming it. */
export function readText(file: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new DataFileError(`${sourceName(file)} : impossible de lire le fichier (${reason})`);
  }
}

/** A YAML file of figures (a path under content/) as its schema's data. */
export function readFigures<S extends z.ZodType>(file: string, schema: S): z.output<S> {
  const absolute = path.resolve(contentDir(), file);
  return parseFigures(readText(absolute), sourceName(absolute), schema);
}

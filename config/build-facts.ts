/**
 * The facts of the content a build was made with that the server checks
 * against while it answers with that build (decision 044): the subjects of
 * the contact form (content/contact.yaml `interests`), the only ones the
 * booking accepts, the old addresses the server redirects
 * (content/redirects.yaml), and the length, notice and horizon of the
 * booking's slots (content/booking.yaml), which the booking page states and
 * the server's slots follow. The build writes them
 * beside build/client (build/build-facts.json, not a public file); the
 * server reads them with the build (server/build-facts.ts), so a
 * publication switches them with the pages that offer them.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { ConfigError } from "./errors.ts";

const FILE = "build-facts.json";

const factsSchema = z.strictObject({
  interests: z.array(z.string().trim().min(1).max(120)).min(1),
  /** Old address -> its new page. */
  redirects: z.record(z.string().regex(/^\/\S*$/), z.string().regex(/^\/\S*$/)),
  booking: z.strictObject({
    slotMinutes: z.number().int().positive(),
    minimumNoticeHours: z.number().int().positive(),
    horizonDays: z.number().int().positive(),
  }),
});

export type ContentFacts = z.output<typeof factsSchema>;

/** Where the facts of the build in `buildDir` (build/) are. */
export function buildFactsPath(buildDir: string): string {
  return path.join(path.resolve(buildDir), FILE);
}

/** Writes `facts` for the build in `buildDir`; returns the file's path. */
export function writeBuildFacts(buildDir: string, facts: ContentFacts): string {
  const file = buildFactsPath(buildDir);
  writeFileSync(file, `${JSON.stringify(factsSchema.parse(facts), null, 2)}\n`);
  return file;
}

/** The facts of the build in `buildDir`; throws a ConfigError naming the file when they are unreadable. */
export function readBuildFacts(buildDir: string): ContentFacts {
  const file = buildFactsPath(buildDir);
  let values: unknown;
  try {
    values = JSON.parse(readFileSync(file, "utf8"));
  } catch {
    throw new ConfigError(`${file} is missing or not valid JSON: run npm run build again`);
  }
  const result = factsSchema.safeParse(values);
  if (!result.success)
    throw new ConfigError(`${file} does not hold the build's facts: run npm run build again`);
  return result.data;
}

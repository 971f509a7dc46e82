/**
 * A failed run of the build checks (build-checks/, `vitest run --config
 * vitest.build.config.ts --reporter=json --outputFile=<file>`) as the firm's
 * editor reads it: one problem per page and reason, each with the French
 * name of the check, the page (or PDF) it is about, and why, in French.
 *
 * The checks write their failure messages for this: each starts with the
 * page's path (`/vae : …`, `/documents/x.pdf : …`) and says why in French;
 * a check that compares many pages reports each page as its own failure
 * (`expect.soft`). A test named after its page (`it.each(pages)("%s …")`)
 * gives the page when its message does not. A message that follows none of
 * this (a check written before, a crash) is still reported, its check named.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";

/** One thing the editor must fix before the site can be published. */
export interface CheckProblem {
  /** The check's French name: « Chiffres de la loi », « Liens »… */
  check: string;
  /** The page's path ("/bilan-de-competence") or the PDF's ("/documents/x.pdf"), when the failure names one. */
  page?: string;
  /** Why, in French. */
  message: string;
}

export interface CheckReport {
  problems: CheckProblem[];
}

/** The French name of each check, by its test file in build-checks/. */
const CHECK_NAMES: Readonly<Record<string, string>> = {
  "regulation.test.ts": "Chiffres de la loi",
  "accessibility.test.ts": "Accessibilité",
  "links.test.ts": "Liens",
  "typography.test.ts": "Typographie",
  "structured-data.test.ts": "Données structurées",
  "page-weight.test.ts": "Poids des pages",
  "html-validity.test.ts": "Validité HTML",
  "vnu-report.test.ts": "Validité HTML",
  "head.test.ts": "Titres, descriptions et partage",
  "sitemap.test.ts": "Plan du site",
  "icons.test.ts": "Icônes",
  "similarity.test.ts": "Pages trop semblables",
  "built-site.test.ts": "Pages construites",
};

/** The part of vitest 4's JSON report this reads (its `JsonTestResults`). */
const jsonReport = z.object({
  testResults: z.array(
    z.object({
      name: z.string(),
      status: z.string(),
      message: z.string().optional().default(""),
      assertionResults: z.array(
        z.object({
          title: z.string(),
          fullName: z.string().optional(),
          status: z.string(),
          failureMessages: z.array(z.string()).nullable().optional(),
        }),
      ),
    }),
  ),
});

// biome-ignore lint/suspicious/noControlCharactersInRegex: the terminal's colour codes are control characters
const ANSI = /\u001b\[[0-9;]*m/g;
/** A page's or a PDF's path at the start of a text: "/", "/vae", "/blog/x", "/documents/x.pdf". */
const PAGE_AT_START = /^(\/[^\s:,;«»"]*)(?:[\s\u00a0]*:[\s\u00a0]*|\s+|$)/u;

function checkName(file: string): string {
  const base = path.basename(file);
  return CHECK_NAMES[base] ?? base.replace(/\.test\.ts$/, "");
}

/** An error's text without its stack, its class name and its colours. */
function errorText(failure: string): string {
  const text = failure.replace(ANSI, "");
  const stack = text.search(/\n\s+at /);
  return (stack === -1 ? text : text.slice(0, stack)).replace(/^\w*Error:\s*/, "").trim();
}

/** One failure message as a problem of `check`, the test's title giving the page when the message does not. */
function problemOf(check: string, title: string, failure: string): CheckProblem {
  const text = errorText(failure);
  // An assertion with a message of the check's own reads "<message>: expected …".
  const own = text.indexOf(": expected ");
  const written = own === -1 ? undefined : text.slice(0, own).trim();
  const fromMessage = written === undefined ? undefined : PAGE_AT_START.exec(written);
  const fromTitle = PAGE_AT_START.exec(title);
  const page = fromMessage?.[1] ?? fromTitle?.[1];
  if (written && fromMessage) {
    return { check, page: fromMessage[1], message: written.slice(fromMessage[0].length).trim() || written };
  }
  const detail = (written ?? text).split("\n")[0] ?? "";
  const message = written
    ? written
    : `la vérification «\u00a0${title}\u00a0» a échoué${detail ? `\u00a0: ${detail}` : ""}`;
  return page ? { check, page, message } : { check, message };
}

/** The problems of a run of the build checks, from its JSON report (already parsed). */
export function checkReport(report: unknown): CheckReport {
  const parsed = jsonReport.safeParse(report);
  if (!parsed.success) {
    throw new Error(
      "Ce fichier n’est pas le rapport JSON des vérifications du site (vitest --reporter=json).",
    );
  }
  const problems: CheckProblem[] = [];
  for (const file of parsed.data.testResults) {
    const check = checkName(file.name);
    const failed = file.assertionResults.filter((result) => result.status === "failed");
    for (const result of failed) {
      const failures = result.failureMessages?.length ? result.failureMessages : [""];
      for (const failure of failures) problems.push(problemOf(check, result.title, failure));
    }
    if (failed.length === 0 && file.status === "failed") {
      const detail = errorText(file.message).split("\n")[0] ?? "";
      problems.push({
        check,
        message: `la vérification n’a pas pu s’exécuter${detail ? `\u00a0: ${detail}` : ""}`,
      });
    }
  }
  return { problems };
}

/** The problems of a run of the build checks, from the JSON file its reporter wrote. */
export async function readCheckReport(file: string): Promise<CheckReport> {
  return checkReport(JSON.parse(await readFile(file, "utf8")));
}

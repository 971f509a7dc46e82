/**
 * What « Publier » says of a build that stopped: the content reader's French
 * message, read from the build's output, without the code around it.
 */
import type { CheckProblem } from "./check-report.ts";

/**
 * The messages of the errors a build's output reports (« ContentError: … »
 * and the lines that continue it, up to its stack), without the line of code
 * Node prints above them.
 */
function thrownMessages(output: string): string[] {
  const found: string[] = [];
  let inMessage = false;
  for (const raw of output.split("\n")) {
    const line = raw.trim();
    const start = /^[A-Z]\w*Error: (.*)$/.exec(line);
    if (start) {
      inMessage = true;
      if (start[1] && !found.includes(start[1])) found.push(start[1]);
    } else if (inMessage && (line === "" || /^at\s/.test(line) || line === "}" || /^\{/.test(line))) {
      inMessage = false;
    } else if (inMessage && !found.includes(line)) {
      found.push(line);
    }
  }
  return found;
}

/**
 * A build that stopped: the content reader's French message (file, line,
 * field) is in its output; the lines that say what went wrong, without the
 * stack.
 */
export function buildProblems(output: string): CheckProblem[] {
  const thrown = thrownMessages(output);
  if (thrown.length > 0) return [{ check: "Construction du site", message: thrown.slice(0, 8).join("\n") }];
  const lines = output
    .split("\n")
    .map((line) => line.trim())
    .filter(
      (line) =>
        line !== "" &&
        !/^at\s/.test(line) &&
        !/^\[\d+\/\d+\]/.test(line) &&
        !/^>/.test(line) &&
        // A place in the code (« /…/content/lib/x.ts:159 »): the firm has nothing to do with it.
        !/^\/\S+\.[cm]?[jt]sx?(:\d+)+$/.test(line),
    )
    .map((line) => line.replace(/^[A-Z]\w*Error: /, ""));
  const french = lines.filter((line) => /content\/|ligne|doit|n’est|n'est|manque|aucun|«/i.test(line));
  const message = (french.length > 0 ? french : lines.slice(-5)).slice(0, 8).join("\n");
  return [{ check: "Construction du site", message }];
}

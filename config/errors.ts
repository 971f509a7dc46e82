import type { z } from "zod";

/** A bad configuration value: the message names each variable, what it expects and what it got. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Messages that already start with a variable's name are complete sentences. */
const STARTS_WITH_VARIABLE = /^[A-Z][A-Z0-9_]+ /;

/**
 * One line per problem: "RELAY_ORIGIN must be an origin (…), got "x"".
 * The values of `secret` variables (an SMTP URL holds a password) are never printed.
 */
export function configError(
  title: string,
  error: z.ZodError,
  values: Readonly<Record<string, unknown>>,
  secret: readonly string[] = [],
): ConfigError {
  const lines = error.issues.map((issue) => {
    const name = String(issue.path[0] ?? "");
    const value = values[name];
    const sentence = STARTS_WITH_VARIABLE.test(issue.message) ? issue.message : `${name} ${issue.message}`;
    const omitted = value === undefined || secret.includes(name) || issue.message.includes(String(value));
    const got = omitted ? "" : `, got ${JSON.stringify(value)}`;
    return `${sentence}${got}`;
  });
  return new ConfigError(lines.length === 1 ? lines.join("") : `${title}:\n  ${lines.join("\n  ")}`);
}

/** The known variables of an environment: strings trimmed, blank ones left out (unset). */
export function pickVariables(
  env: Readonly<Record<string, unknown>>,
  names: readonly string[],
): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const name of names) {
    const value = env[name];
    if (typeof value === "string") {
      if (value.trim() !== "") picked[name] = value.trim();
    } else if (value !== undefined) {
      picked[name] = value;
    }
  }
  return picked;
}

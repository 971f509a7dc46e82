/**
 * `fillTemplate`, the half of content/lib/template.ts a page may run in the
 * browser: it imports nothing (not zod), so a component that fills a
 * sentence with a value computed as the visitor types (the cost simulator)
 * does not bring the schemas' library into the page's JavaScript.
 */

/** A `{name}` slot (single braces; `{{name}}` is a fact, filled at read time). */
export const SLOT = /(?<!\{)\{([a-zA-Z][\w-]*)\}(?!\})/g;

/** `text` with each `{name}` replaced by its value; a slot without a value is a programming error. */
export function fillTemplate(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(SLOT, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`fillTemplate: no value for {${name}} in « ${text} »`);
    return String(value);
  });
}

/**
 * The design tokens (app/styles/tokens.css: colours, spacing, type scale,
 * custom properties set once on `:root`) written as their values in a
 * page's inlined CSS (./critical-css.ts, decision 034).
 *
 * Each page's `<style>` carried the whole `:root` block and a `var(--…)` for
 * every use: 320 to 360 compressed bytes of each first response for values
 * that never change on the page. The stylesheets keep their tokens, and
 * define them again when they are enabled, so the computed styles are the
 * same before and after.
 *
 * A token is written as its value only when nothing can give it another
 * one:
 * - it is declared once, in a `:root` rule at the top level of the
 *   stylesheet (not inside `@media` or any other block);
 * - no other rule declares it, in or out of a block;
 * - its use has no fallback (`var(--x, 1px)` says the property may be set
 *   elsewhere, by an element's `style`, say);
 * - its value holds no `var()` that cannot be resolved the same way.
 *
 * Its declaration then leaves `:root` when no `var()` of the CSS or of the
 * page (a `style` attribute) still names it; an empty `:root` rule goes too.
 */
import postcss, { type Declaration, type Rule } from "postcss";

/** `var(--name)` without a fallback. */
const PLAIN_VAR = /var\(\s*(--[\w-]+)\s*\)/g;

/** True for a rule at the top level whose only selector is `:root`. */
function isTopLevelRoot(rule: Rule): boolean {
  return rule.parent?.type === "root" && rule.selector.trim() === ":root";
}

/** The CSS with each resolvable token written as its value; `page` is the HTML that uses the CSS. */
export function withDesignTokensResolved(css: string, page: string): string {
  const root = postcss.parse(css);
  const declared = new Map<string, Declaration[]>();
  root.walkDecls((declaration) => {
    if (!declaration.prop.startsWith("--")) return;
    declared.set(declaration.prop, [...(declared.get(declaration.prop) ?? []), declaration]);
  });
  const tokens = new Map<string, Declaration>();
  for (const [name, declarations] of declared) {
    const [only] = declarations;
    if (declarations.length !== 1 || !only || declarations[0]?.important) continue;
    const rule = only.parent;
    if (rule?.type === "rule" && isTopLevelRoot(rule as Rule)) tokens.set(name, only);
  }

  const resolved = new Map<string, string | null>();
  /** The token's value with its own tokens resolved, or null when it cannot be. */
  const tokenValue = (name: string, seen: readonly string[]): string | null => {
    if (resolved.has(name)) return resolved.get(name) ?? null;
    const token = tokens.get(name);
    if (!token || seen.includes(name)) return null;
    const value = resolveValue(token.value, [...seen, name]);
    const result = value === null || /var\(/.test(value) ? null : value;
    resolved.set(name, result);
    return result;
  };
  /** The value with every resolvable plain var() replaced (null when one of a token's own cannot be). */
  const resolveValue = (value: string, seen: readonly string[]): string | null => {
    let failed = false;
    const out = value.replace(PLAIN_VAR, (use, name: string) => {
      const token = tokenValue(name, seen);
      if (token === null) failed = seen.length > 0;
      return token ?? use;
    });
    return failed ? null : out;
  };

  // Every declaration but the resolvable tokens' own: the others may keep a var() that cannot be resolved.
  const isResolvableToken = (declaration: Declaration) =>
    tokens.get(declaration.prop) === declaration && tokenValue(declaration.prop, []) !== null;
  root.walkDecls((declaration) => {
    if (!isResolvableToken(declaration)) {
      declaration.value = resolveValue(declaration.value, []) ?? declaration.value;
    }
  });
  // A token still named (by a use with a fallback, or by the page's markup) keeps its declaration.
  const markup = page.replace(/<style\b[\s\S]*?<\/style>/gi, "");
  const uses: string[] = [];
  root.walkDecls((declaration) => {
    if (!isResolvableToken(declaration)) uses.push(declaration.value);
  });
  for (const [name, token] of tokens) {
    const named = new RegExp(`var\\(\\s*${name}(?![\\w-])`);
    if (isResolvableToken(token) && !named.test(markup) && !uses.some((use) => named.test(use))) {
      token.remove();
    }
  }
  root.walkRules((rule) => {
    if (isTopLevelRoot(rule) && rule.nodes.length === 0) rule.remove();
  });
  return root.toString();
}

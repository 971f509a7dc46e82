/**
 * The design tokens (app/styles/tokens.css: colours, spacing, type scale,
 * custom properties set once on `:root`) written as their values where a
 * page's inlined CSS uses them (./critical-css.ts, decision 034): 87 to 94
 * compressed bytes less in each first response.
 *
 * The `:root` block itself stays. The stylesheets are enabled after the first
 * paint and apply one by one, as each arrives: until the one that defines the
 * tokens (the root stylesheet) has come, the others' rules use the inlined
 * block's. Without it, their `var(--…)` were invalid for a moment, and text
 * moved (Lighthouse measured a layout shift of 0.1 on some runs; the e2e
 * critical-CSS test now lays the page out with each stylesheet alone).
 *
 * A token is written as its value only when nothing can give it another
 * one:
 * - it is declared once, in a `:root` rule at the top level of the
 *   stylesheet (not inside `@media` or any other block);
 * - no other rule declares it, in or out of a block;
 * - its use has no fallback (`var(--x, 1px)` says the property may be set
 *   elsewhere, by an element's `style`, say);
 * - its value holds no `var()` that cannot be resolved the same way.
 */
import postcss, { type Declaration, type Rule } from "postcss";

/** `var(--name)` without a fallback. */
const PLAIN_VAR = /var\(\s*(--[\w-]+)\s*\)/g;

/** True for a rule at the top level whose only selector is `:root`. */
function isTopLevelRoot(rule: Rule): boolean {
  return rule.parent?.type === "root" && rule.selector.trim() === ":root";
}

/** The CSS with each resolvable use of a token written as its value. */
export function withDesignTokensResolved(css: string): string {
  const root = postcss.parse(css);
  const declared = new Map<string, Declaration[]>();
  root.walkDecls((declaration) => {
    if (!declaration.prop.startsWith("--")) return;
    declared.set(declaration.prop, [...(declared.get(declaration.prop) ?? []), declaration]);
  });
  const tokens = new Map<string, Declaration>();
  for (const [name, [only, ...others]] of declared) {
    if (!only || others.length > 0 || only.important) continue;
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

  // The tokens' own declarations stay as written: the stylesheets' rules may need them.
  root.walkDecls((declaration) => {
    if (tokens.get(declaration.prop) === declaration) return;
    declaration.value = resolveValue(declaration.value, []) ?? declaration.value;
  });
  return root.toString();
}

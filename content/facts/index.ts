/**
 * Every fact a content file may quote as {{name}} (issue 32): prices,
 * durations, rules of law and amounts computed from them, the firm's
 * identity. Each section is one module of this folder, computed from the
 * law module (content/regulation.ts), the pricing and the firm's records, so
 * a page never repeats a figure by hand; a name defined twice stops the
 * build. The list is read once, when a content file first needs it.
 */
import { bookingFacts } from "./booking.ts";
import { faqFacts } from "./faq.ts";
import { landingFacts } from "./landing.ts";
import { legalFacts } from "./legal.ts";
import { pagesFacts } from "./pages.ts";
import { resultsFacts } from "./results.ts";
import { servicesFacts } from "./services.ts";
import { valueFacts } from "./values.ts";

/** The sections, each a function so nothing is computed before a file asks. */
const sections: readonly (() => Record<string, string>)[] = [
  valueFacts,
  landingFacts,
  legalFacts,
  pagesFacts,
  faqFacts,
  servicesFacts,
  bookingFacts,
  resultsFacts,
];

let merged: Readonly<Record<string, string>> | undefined;

/** Every fact by name. */
export function facts(): Readonly<Record<string, string>> {
  if (merged) return merged;
  const all: Record<string, string> = {};
  for (const section of sections) {
    for (const [name, text] of Object.entries(section())) {
      if (name in all) throw new Error(`The fact {{${name}}} is defined twice in content/facts/`);
      all[name] = text;
    }
  }
  merged = all;
  return merged;
}

/** A fact's text, or undefined when no fact has this name. */
export function factText(name: string): string | undefined {
  return Object.hasOwn(facts(), name) ? facts()[name] : undefined;
}

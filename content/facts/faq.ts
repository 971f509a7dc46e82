/**
 * Facts the FAQ's answers (content/faq/*.md) and the contact page
 * (content/contact.yaml) quote as {{name}}: the skills assessment's
 * durations, phases and what the CPF leaves to pay, the rules of the CPF,
 * the firm's town and offices. Computed from the skills-assessment facts, the
 * pricing, the law module and the firm's records, never typed.
 */
import { bilanFacts } from "../bilan-facts.ts";
import { fundingOptions } from "../bilan-pricing.ts";
import { formatEuros, joinList, lowerFirst } from "../format.ts";
import { secondaryOfficeTowns } from "../offices.ts";
import { site } from "../site.ts";

/** What the CPF route leaves the visitor to pay, per formula. */
function _cpfLeftToPay(formula: "classic" | "flash"): string {
  return formatEuros(fundingOptions(formula).find((option) => option.route === "cpf")?.visitorPays ?? 0);
}

/** The FAQ's and the contact page's facts, by name (content/facts/index.ts merges every section). */
export function faqFacts(): Record<string, string> {
  const [_preliminary = "", _investigation = "", _conclusion = ""] = bilanFacts.phases.map(lowerFirst);
  return {
    // The firm
    /** The phone number that never breaks across two lines. */
    firmPhoneNoBreak: site.phone.replace(/ /g, "\u00a0"),
    /** « Fontainebleau, Provins et Montereau-Fault-Yonne ». */
    secondaryOfficeTowns: joinList(secondaryOfficeTowns, "et"),

    // The skills assessment

    // The CPF
  };
}

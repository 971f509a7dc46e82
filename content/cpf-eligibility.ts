/**
 * How a page tells the layout whether the CPF can pay for what it presents:
 * its loader returns `cpfEligible` (from the page's own content: a service
 * page's `cpfEligible` field, true for the skills-assessment pages). The
 * footer shows the « Éligible CPF » badge only on pages whose loader says true.
 */
export interface CpfEligibilityData {
  cpfEligible: boolean;
}

/** Whether a route's loader data says the CPF can pay for the page's service. */
export function isCpfEligibleData(data: unknown): boolean {
  return typeof data === "object" && data !== null && "cpfEligible" in data && data.cpfEligible === true;
}

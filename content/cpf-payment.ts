/**
 * How one purchase with the CPF splits between the account, an employer's
 * top-up and the holder: the one copy of the CPF's arithmetic (decision 020).
 * bilan-pricing.ts computes the funding table's CPF rows with it (with a
 * balance that covers the cap), and the cost simulator (bilan-simulator.ts)
 * the visitor's own case, in the page. Pure and browser-safe: it imports
 * nothing, and the values come from content/regulation.ts through its callers.
 *
 * The rules, as read in decision 020 and checked against the sources it lists:
 * - the account pays what its balance allows, at most the cap for the action
 *   (`cpfBilanCap` for a skills assessment);
 * - the holder pays the rest of the price (the part above the cap, and the
 *   part the balance does not cover) and, whenever the account pays
 *   something, the flat participation (`cpfParticipation`, article L6323-4,
 *   décret n° 2024-394), which the account itself can never pay;
 * - job seekers are exempt from the participation, and so is a holder whose
 *   employer tops the account up: the employer then pays the rest of the price.
 */

/** One purchase: the price, the rules' values and the holder's case. */
export interface CpfPurchase {
  /** The action's price, in euros. */
  readonly price: number;
  /** The most the account pays for this kind of action, in euros. */
  readonly cap: number;
  /** What the account holds, in euros (below zero or not a number counts as zero). */
  readonly balance: number;
  /** The flat participation of the year, in euros. */
  readonly participation: number;
  /** Exempt from the participation by situation (a job seeker). */
  readonly exempt: boolean;
  /** The employer tops the account up with the rest of the price (and so exempts the holder). */
  readonly employerTopUp: boolean;
}

/** Who pays what, in euros, to the cent. */
export interface CpfSplit {
  /** What the account pays. */
  readonly cpfPays: number;
  /** What the employer adds to the account. */
  readonly employerPays: number;
  /** The flat participation the holder owes (0 when exempt or when the account pays nothing). */
  readonly participation: number;
  /** What the holder pays out of pocket: the rest of the price and the participation. */
  readonly visitorPays: number;
}

/** Rounds to the cent, so that 303.2 never reads 303.20000000000005. */
export const cents = (amount: number) => Math.round(amount * 100) / 100;

/** The split of one purchase with the CPF. */
export function cpfSplit(purchase: CpfPurchase): CpfSplit {
  const { price, cap, participation } = purchase;
  const balance = Number.isNaN(purchase.balance) ? 0 : Math.max(0, purchase.balance);
  const cpfPays = cents(Math.min(price, cap, balance));
  const rest = cents(price - cpfPays);
  const owed = cpfPays > 0 && !purchase.exempt && !purchase.employerTopUp ? participation : 0;
  return purchase.employerTopUp
    ? { cpfPays, employerPays: rest, participation: 0, visitorPays: 0 }
    : { cpfPays, employerPays: 0, participation: owed, visitorPays: cents(rest + owed) };
}

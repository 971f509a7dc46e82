import { useEffect, useId, useMemo, useState } from "react";
import type { SimulatorData } from "../../../content/bilan-simulator.server.ts";
import {
  type FormulaCost,
  paidWithCpf,
  parseEuros,
  SITUATIONS,
  type SimulatorAnswers,
  type Situation,
  simulate,
} from "../../../content/bilan-simulator.ts";
import { bookingPagePath } from "../../../content/booking-paths.ts";
import { formatEuros, joinList } from "../../../content/format.ts";
import { fillTemplate } from "../../../content/lib/fill-template.ts";
import { longDay } from "../../../shared/french-day.ts";
import { addWorkingDays, parisToday } from "../../../shared/working-days.ts";
import { Link } from "../ui/link.tsx";

interface CostSimulatorProps {
  /** Built at pre-render by the page's loader (content/bilan-simulator.server.ts). */
  data: SimulatorData;
  /** Today in Paris ("2026-12-01"); the clock's day by default (tests give one). */
  today?: string;
}

/** How long the answer must stay the same before screen readers hear it (ms): not at each keystroke. */
const ANNOUNCE_AFTER_MS = 700;

/** The answers so far, complete enough to compute, or null. */
function completeAnswers(
  situation: Situation | null,
  balance: number | null,
  employerTopUp: boolean | null,
): SimulatorAnswers | null {
  if (situation === null) return null;
  if (situation === "public-agent") return { situation, cpfBalance: 0, employerTopUp: false };
  if (balance === null) return null;
  if (situation === "private-employee" && employerTopUp === null) return null;
  return { situation, cpfBalance: balance, employerTopUp: employerTopUp ?? false };
}

/** The value after it has not changed for `delay` ms. */
function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * « Combien vais-je payer ? »: three questions and, for each formula, what
 * the CPF pays, what is left to pay and the earliest start. Computed in the
 * page as the visitor answers (content/bilan-simulator.ts); nothing is sent
 * or stored. Loaded after hydration by cost-simulator-section.tsx.
 */
export function CostSimulator({ data, today }: CostSimulatorProps) {
  const { copy, rules, formulas, calendar } = data;
  const id = useId();
  const [situation, setSituation] = useState<Situation | null>(null);
  const [balanceText, setBalanceText] = useState("");
  const [employerTopUp, setEmployerTopUp] = useState<boolean | null>(null);

  const balance = parseEuros(balanceText);
  const balanceError = balanceText.trim() !== "" && balance === null;
  const answers = completeAnswers(situation, balance, employerTopUp);
  const costs = answers ? simulate(answers, rules) : null;

  const start = useMemo(() => {
    const day = today ?? parisToday(new Date());
    const first = addWorkingDays(day, rules.startDelayWorkingDays, calendar.holidays);
    // Past the holidays the build listed (a site not rebuilt for years), no date rather than a wrong one.
    return first <= calendar.through ? longDay(first) : null;
  }, [today, rules.startDelayWorkingDays, calendar]);

  const nameOf = (formula: string) => formulas.find((candidate) => candidate.id === formula)?.name ?? formula;
  const summary = costs
    ? `${costs
        .map((cost) =>
          cost.kind === "computed"
            ? fillTemplate(copy.result.summary, {
                formule: nameOf(cost.formula),
                montant: formatEuros(cost.visitorPays),
              })
            : fillTemplate(copy.result.summaryEmployer, { formule: nameOf(cost.formula) }),
        )
        .join(" ; ")}.`
    : copy.result.prompt;
  const announced = useSettled(summary, ANNOUNCE_AFTER_MS);

  const ids = {
    balance: `${id}-balance`,
    balanceHint: `${id}-balance-hint`,
    balanceUnit: `${id}-balance-unit`,
    balanceError: `${id}-balance-error`,
    employerHint: `${id}-employer-hint`,
    result: `${id}-result`,
  };

  return (
    <div className="cost-simulator__tool">
      <form className="cost-simulator__questions" onSubmit={(event) => event.preventDefault()} noValidate>
        <fieldset className="cost-simulator__question">
          <legend>{copy.situation.legend}</legend>
          <div className="cost-simulator__choices">
            {SITUATIONS.map((option) => (
              <label key={option} className="cost-simulator__choice">
                <input
                  type="radio"
                  name={`${id}-situation`}
                  value={option}
                  checked={situation === option}
                  onChange={() => setSituation(option)}
                />
                {copy.situation.options[option]}
              </label>
            ))}
          </div>
        </fieldset>

        {situation === "public-agent" ? (
          <p className="cost-simulator__question cost-simulator__note">{copy.balance.publicAgent}</p>
        ) : (
          <div
            className={`cost-simulator__question${balanceError ? " cost-simulator__question--invalid" : ""}`}
          >
            <label htmlFor={ids.balance} className="cost-simulator__label">
              {copy.balance.label}
            </label>
            <p id={ids.balanceHint} className="cost-simulator__hint">
              {copy.balance.hint}
            </p>
            <div className="cost-simulator__amount">
              <input
                id={ids.balance}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                spellCheck={false}
                value={balanceText}
                onChange={(event) => setBalanceText(event.target.value)}
                aria-invalid={balanceError || undefined}
                aria-describedby={[ids.balanceUnit, ids.balanceHint, balanceError && ids.balanceError]
                  .filter(Boolean)
                  .join(" ")}
              />
              <span id={ids.balanceUnit} className="cost-simulator__unit">
                {copy.balance.unit}
              </span>
            </div>
            {balanceError && (
              <p id={ids.balanceError} className="cost-simulator__error">
                {copy.balance.error}
              </p>
            )}
          </div>
        )}

        {situation === "private-employee" && (
          <fieldset className="cost-simulator__question" aria-describedby={ids.employerHint}>
            <legend>{copy.employer.legend}</legend>
            <p id={ids.employerHint} className="cost-simulator__hint">
              {copy.employer.hint}
            </p>
            <div className="cost-simulator__choices">
              {([true, false] as const).map((value) => (
                <label key={String(value)} className="cost-simulator__choice">
                  <input
                    type="radio"
                    name={`${id}-employer`}
                    value={value ? "oui" : "non"}
                    checked={employerTopUp === value}
                    onChange={() => setEmployerTopUp(value)}
                  />
                  {value ? copy.employer.yesLabel : copy.employer.noLabel}
                </label>
              ))}
            </div>
          </fieldset>
        )}
      </form>

      <section className="cost-simulator__result" aria-labelledby={ids.result}>
        <h4 id={ids.result}>{copy.result.title}</h4>
        <p className="sr-only" aria-live="polite" aria-atomic="true">
          {announced}
        </p>
        {costs ? (
          <ul className="cost-simulator__formulas">
            {costs.map((cost) => (
              <FormulaAnswer
                key={cost.formula}
                cost={cost}
                name={nameOf(cost.formula)}
                data={data}
                start={start}
              />
            ))}
          </ul>
        ) : (
          <p className="cost-simulator__prompt">{copy.result.prompt}</p>
        )}
        <div className="cost-simulator__actions">
          <Link to={bookingPagePath} className="btn btn-primary">
            {copy.actions.book}
          </Link>
          {copy.actions.offer.url && (
            <a href={copy.actions.offer.url} className="btn btn-outline">
              {copy.actions.offer.label}
            </a>
          )}
        </div>
      </section>
    </div>
  );
}

interface FormulaAnswerProps {
  cost: FormulaCost;
  name: string;
  data: SimulatorData;
  /** The CPF's earliest start, « mardi 1er décembre 2026 », or null when it cannot be computed. */
  start: string | null;
}

/** One formula's answer: who pays what, why, and when it can start. */
function FormulaAnswer({ cost, name, data, start }: FormulaAnswerProps) {
  const { result } = data.copy;
  const euros = (amount: number) => formatEuros(amount);
  const startLine = (() => {
    if (paidWithCpf(cost) && start) return fillTemplate(result.start, { date: start });
    const delay = paidWithCpf(cost) ? data.accessDelays.cpf : data.accessDelays[cost.route];
    return delay ? fillTemplate(result.startOther, { delai: delay }) : null;
  })();

  if (cost.kind === "employer-decides") {
    return (
      <li className="cost-simulator__formula" data-formula={cost.formula} data-route={cost.route}>
        <h5>{name}</h5>
        <p>{fillTemplate(result.publicAgent, { prix: euros(cost.price) })}</p>
        <p>{result.publicAgentDecides}</p>
        {startLine && <p className="cost-simulator__start">{startLine}</p>}
      </li>
    );
  }

  const parts = [
    cost.aboveCap > 0 && fillTemplate(result.aboveCap, { montant: euros(cost.aboveCap) }),
    cost.balanceShortfall > 0 && fillTemplate(result.shortfall, { montant: euros(cost.balanceShortfall) }),
    cost.participation > 0 && fillTemplate(result.participation, { montant: euros(cost.participation) }),
  ].filter((part): part is string => typeof part === "string");
  const paidByVisitor = cost.route !== "self" && cost.route !== "cpf-employer-top-up";

  return (
    <li className="cost-simulator__formula" data-formula={cost.formula} data-route={cost.route}>
      <h5>{name}</h5>
      <p className="cost-simulator__price">{fillTemplate(result.price, { prix: euros(cost.price) })}</p>
      <p className="cost-simulator__left">
        {result.visitorPays} <strong data-amount={cost.visitorPays}>{euros(cost.visitorPays)}</strong>
      </p>
      {cost.cpfPays > 0 && (
        <p>
          {fillTemplate(cost.cpfCapped ? result.cpfPaysCap : result.cpfPays, {
            montant: euros(cost.cpfPays),
          })}
        </p>
      )}
      {cost.employerPays > 0 && (
        <p>{fillTemplate(result.employerPays, { montant: euros(cost.employerPays) })}</p>
      )}
      {paidByVisitor && parts.length > 0 && <p>{fillTemplate(result.madeOf, { parts: joinList(parts) })}</p>}
      {cost.exemption && <p>{fillTemplate(result.exemption, { exoneration: cost.exemption })}</p>}
      {cost.route === "self" &&
        (cost.withCpf === undefined ? (
          <p>{result.noBalance}</p>
        ) : (
          <p>{fillTemplate(result.cheaperWithout, { avecCpf: euros(cost.withCpf) })}</p>
        ))}
      {startLine && <p className="cost-simulator__start">{startLine}</p>}
    </li>
  );
}

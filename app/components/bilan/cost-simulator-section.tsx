import { lazy, Suspense, useSyncExternalStore } from "react";
import type { SimulatorData } from "../../../content/bilan-simulator.server.ts";
import "./cost-simulator.css";

/** The form and its computation: a chunk of its own, fetched once the page is hydrated. */
const CostSimulator = lazy(() =>
  import("./cost-simulator.tsx").then((module) => ({ default: module.CostSimulator })),
);

const subscribe = () => () => {};

/** False in the pre-rendered HTML and while React hydrates it, true after. */
const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );

/** The anchor other pages link to (`/bilan-de-competence#simulateur`). */
export const SIMULATOR_ANCHOR = "simulateur";

/**
 * « Combien vais-je payer ? » on a skills-assessment page. The pre-rendered
 * HTML holds its title and words and, instead of a form that could not
 * compute without a script, a pointer to the « Ce que vous payez » table
 * (`#cout`, on every page that carries the simulator). Once the page is
 * hydrated, the form loads and takes its place: the page's first load does
 * not carry it.
 */
export function CostSimulatorSection({ data }: { data: SimulatorData }) {
  const hydrated = useHydrated();
  const { copy } = data;
  const withoutScript = (
    <p className="cost-simulator__without-script">
      {copy.withoutScript} <a href="#cout">{copy.tableLink}</a>
    </p>
  );
  return (
    <section className="cost-simulator" id={SIMULATOR_ANCHOR} aria-labelledby="simulateur-titre">
      <h3 id="simulateur-titre">{copy.title}</h3>
      <p className="cost-simulator__intro">{copy.intro}</p>
      <p className="cost-simulator__privacy">{copy.privacy}</p>
      {hydrated ? (
        <Suspense fallback={withoutScript}>
          <CostSimulator data={data} />
        </Suspense>
      ) : (
        withoutScript
      )}
    </section>
  );
}

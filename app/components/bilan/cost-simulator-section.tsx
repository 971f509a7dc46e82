import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { SimulatorData } from "../../../content/bilan-simulator.server.ts";
import "./cost-simulator.css";

/** The form and its computation: a chunk of its own, fetched once the section nears the screen. */
const CostSimulator = lazy(() =>
  import("./cost-simulator.tsx").then((module) => ({ default: module.CostSimulator })),
);

/** How far from the screen the section may be when its form is fetched: a screen's height. */
const NEAR = "100% 0px 100% 0px";

/**
 * False in the pre-rendered HTML and while React hydrates it; true once the
 * element is within a screen of the visitor's (at once where the browser
 * cannot tell).
 */
function useNear(target: React.RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: NEAR },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return near;
}

/** The anchor other pages link to (`/bilan-de-competence#simulateur`). */
export const SIMULATOR_ANCHOR = "simulateur";

/**
 * « Combien vais-je payer ? » on a skills-assessment page. The pre-rendered
 * HTML holds its title and words and, instead of a form that could not
 * compute without a script, a pointer to the « Ce que vous payez » table
 * (`#cout`, on every page that carries the simulator). Once the page is
 * hydrated and the section comes within a screen of the visitor's, the form
 * loads and takes its place: the page's first load does not carry it, nor
 * does a visit that never comes near it.
 */
export function CostSimulatorSection({ data }: { data: SimulatorData }) {
  const section = useRef<HTMLElement>(null);
  const hydrated = useNear(section);
  const { copy } = data;
  const withoutScript = (
    <p className="cost-simulator__without-script">
      {copy.withoutScript} <a href="#cout">{copy.tableLink}</a>
    </p>
  );
  return (
    <section
      ref={section}
      className="cost-simulator"
      id={SIMULATOR_ANCHOR}
      aria-labelledby="simulateur-titre"
    >
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

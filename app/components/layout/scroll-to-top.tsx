import { Icon } from "../ui/icon.tsx";

/** An arrow back to the top, hidden until the page is scrolled more than 100 px (app/page-scripts/scroll-top.ts). */
export function ScrollToTop() {
  return (
    <button type="button" className="scroll-top" aria-label="Revenir en haut de la page" hidden>
      <Icon name="arrow-up" />
    </button>
  );
}

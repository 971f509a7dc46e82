import { useEffect, useState } from "react";
import { Icon } from "../ui/icon.tsx";

const SCROLL_TOP_THRESHOLD = 100;

function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** An arrow back to the top, shown once the page is scrolled more than 100 px. */
export function ScrollToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      className="scroll-top"
      aria-label="Revenir en haut de la page"
      onClick={() => {
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
        document.querySelector<HTMLElement>(".site-header__logo")?.focus({ preventScroll: true });
      }}
    >
      <Icon name="arrow-up" />
    </button>
  );
}

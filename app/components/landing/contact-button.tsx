import { Link } from "react-router";

/** The skills-assessment page and its programme sheet (indicator 1), which every landing page links to. */
export const BILAN_PATH = "/bilan-de-competence";

/** A button to the contact page. */
export function ContactButton({ label, variant = "btn-primary" }: { label: string; variant?: string }) {
  return (
    <Link to="/contact" className={`btn ${variant}`}>
      {label}
    </Link>
  );
}

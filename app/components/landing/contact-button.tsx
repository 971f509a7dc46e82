import { Link } from "react-router";

/** A button to the contact page. */
export function ContactButton({ label, variant = "btn-primary" }: { label: string; variant?: string }) {
  return (
    <Link to="/contact" className={`btn ${variant}`}>
      {label}
    </Link>
  );
}

import { Link } from "../ui/link.tsx";

interface ContactButtonProps {
  label: string;
  variant?: string;
  /** The contact page by default; the booking page for the buttons that ask for a meeting. */
  to?: string;
}

/** A button to the contact page (or, asking for a meeting, to the booking page). */
export function ContactButton({ label, variant = "btn-primary", to = "/contact" }: ContactButtonProps) {
  return (
    <Link to={to} className={`btn ${variant}`}>
      {label}
    </Link>
  );
}

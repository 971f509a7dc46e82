import { Mail } from "lucide-react";
import { Link } from "react-router";
import { site } from "../../../content/site";

/** The contact button that stays on screen; its text may be changed per page. */
export function StickyContact({ text }: { text?: string }) {
  return (
    <Link to="/contact" className="sticky-contact">
      <Mail aria-hidden="true" size={20} />
      <span>{text ?? `Je contacte ${site.name}`}</span>
    </Link>
  );
}

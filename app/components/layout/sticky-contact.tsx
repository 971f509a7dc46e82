import { site } from "../../../content/site.ts";
import { Icon } from "../ui/icon.tsx";
import { Link } from "../ui/link.tsx";

/** The contact button that stays on screen; its text may be changed per page. */
export function StickyContact({ text }: { text?: string }) {
  return (
    <Link to="/contact" className="sticky-contact">
      <Icon name="mail" />
      <span>{text ?? `Je contacte ${site.name}`}</span>
    </Link>
  );
}

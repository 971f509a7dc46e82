import { numericDate } from "../../../content/format.ts";
import { useToday } from "../../lib/today.ts";
import { Link } from "../ui/link.tsx";

/** The articles' header strip (spec section 2): today's date, linking to the blog. */
export function DateStrip() {
  const today = useToday();
  return (
    <div className="date-strip">
      <div className="container date-strip__inner">
        <Link to="/blog" className="date-strip__link">
          <span>Le blog</span>
          {today && (
            <time dateTime={today} className="date-strip__date">
              {numericDate(today)}
            </time>
          )}
        </Link>
      </div>
    </div>
  );
}

import { Link } from "../ui/link.tsx";

/** The articles' header strip (spec section 2): a link to the blog, into which the page script writes today's date (app/page-scripts/date-strip.ts). */
export function DateStrip() {
  return (
    <div className="date-strip">
      <div className="container date-strip__inner">
        <Link to="/blog" className="date-strip__link">
          <span>Le blog</span>
        </Link>
      </div>
    </div>
  );
}

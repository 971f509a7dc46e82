import type { BilanCosts as BilanCostsData } from "../../../content/bilan-costs.ts";
import { Icon } from "../ui/icon.tsx";
import { Link } from "../ui/link.tsx";
import "./bilan-costs.css";

interface BilanCostsProps {
  /** The block's data, computed at build time (the page's loader). */
  costs: BilanCostsData;
  /**
   * "full": the table, the CPF conditions, every exemption from the flat
   * participation and each route's detail; "compact": the table and the CPF
   * conditions, with a link to the detail; "table": the table alone, with
   * that link (the landing pages, whose funding block states the CPF's cap).
   */
  variant: "full" | "compact" | "table";
  /** Where the compact block sends the visitor for the detail. */
  moreHref?: string;
}

/**
 * What a visitor pays for a skills assessment, per formula and funding route:
 * a table (caption, column and row headers) that scrolls inside its own
 * focusable frame if a screen is too narrow, then the CPF conditions.
 */
export function BilanCosts({ costs, variant, moreHref }: BilanCostsProps) {
  const { formulas, rows, cpf } = costs;
  return (
    <div className="bilan-costs" id="cout">
      <h3 id="cout-titre">{costs.title}</h3>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable with the keyboard (WCAG 2.1.1). */}
      <section className="bilan-costs__frame" aria-labelledby="cout-legende" tabIndex={0}>
        <table className="bilan-costs__table">
          <caption id="cout-legende">{costs.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{costs.routeHeader}</th>
              {formulas.map((formula) => (
                <th key={formula.id} scope="col" className="bilan-costs__formula">
                  <span className="bilan-costs__formula-name">{formula.name}</span>
                  <span className="bilan-costs__formula-duration">{formula.duration}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.route} data-route={row.route}>
                <th scope="row">{row.label}</th>
                {row.cells.map((cell) => (
                  <td key={cell.formula} data-formula={cell.formula}>
                    <strong className="bilan-costs__amount">{cell.visitorPays}</strong>
                    <span className="bilan-costs__price">
                      {costs.priceLabel} {cell.price}
                    </span>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <p className="bilan-costs__note">{costs.taxNote}</p>

      {variant !== "table" && (
        <div className="bilan-costs__cpf">
          <h4>{cpf.title}</h4>
          <ul>
            {cpf.conditions.map((condition) => (
              <li key={condition}>{condition}</li>
            ))}
          </ul>
          {variant === "full" && <p>{costs.exemptions}</p>}
        </div>
      )}

      {variant === "full" ? (
        <>
          <h4 className="bilan-costs__details-title">{costs.detailsTitle}</h4>
          <ul className="bilan-costs__details">
            {rows.map((row) => (
              <li key={row.route} className="card">
                <h5>{row.label}</h5>
                {row.detail.map((sentence) => (
                  <p key={sentence}>{sentence}</p>
                ))}
                <p className="bilan-costs__start">{row.start}</p>
              </li>
            ))}
          </ul>
        </>
      ) : (
        moreHref && (
          <p className="bilan-costs__more">
            <Link to={moreHref}>
              {costs.moreLink}
              <Icon name="arrow-right" />
            </Link>
          </p>
        )
      )}
    </div>
  );
}

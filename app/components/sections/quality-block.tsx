import { site } from "../../../content/site";
import badgeQualite from "../../assets/badge-qualite.svg";
import { formatLongDate } from "../../lib/dates";
import { Icon } from "../ui/icon";

interface QualityBlockProps {
  title: string;
  text: string;
  validUntilLabel: string;
  categoriesLabel: string;
  accessDelay: string;
  /**
   * Whether to show the badge. The certification mark's charter forbids it on
   * one programme's page or PDF: service, training and assessment pages pass false.
   */
  showBadge?: boolean;
}

/** The quality certification: badge, validity date, delivered categories, access delay. */
export function QualityBlock({
  title,
  text,
  validUntilLabel,
  categoriesLabel,
  accessDelay,
  showBadge = true,
}: QualityBlockProps) {
  const { validUntil, categories, certifier } = site.quality;
  return (
    <section className="section quality" aria-labelledby="certification-qualite">
      <div className="container quality__inner">
        {showBadge && (
          <img
            className="quality__badge"
            src={badgeQualite}
            width={160}
            height={160}
            loading="lazy"
            alt="Badge de certification qualité"
          />
        )}
        <div>
          <h2 id="certification-qualite">{title}</h2>
          <p>{text}</p>
          <p>
            {`Certificat délivré par ${certifier}. `}
            {validUntilLabel} <time dateTime={validUntil}>{formatLongDate(validUntil)}</time>.
          </p>
          <p className="quality__label">{categoriesLabel}&nbsp;:</p>
          <ul className="quality__categories">
            {categories.map((category) => (
              <li key={category}>
                <Icon name="badge-check" />
                {category}
              </li>
            ))}
          </ul>
          <p className="quality__delay">{accessDelay}</p>
        </div>
      </div>
    </section>
  );
}

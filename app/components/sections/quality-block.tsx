import { longDate } from "../../../content/format.ts";
import { site } from "../../../content/site.ts";
import badgeQualite from "../../assets/badge-qualite.svg";
import { Icon } from "../ui/icon.tsx";
import { Link } from "../ui/link.tsx";
import { SectionBand } from "../ui/section.tsx";

interface QualityBlockProps {
  title: string;
  text: string;
  /** « Certificat délivré par … », before the validity date. */
  certifiedBy: string;
  validUntilLabel: string;
  /** The sentence the certification mark's charter puts before the categories (it ends with its colon). */
  categoriesLabel: string;
  /** The first appointment's delay. */
  accessDelay: string;
  /** The sentence before `accessDelays`. */
  accessDelaysIntro: string;
  /** When the service starts, one item per way of paying for it. */
  accessDelays: readonly string[];
  /** The link to the certificate page. */
  certificateLink: { label: string; path: string };
  /** The badge's text alternative. */
  badgeAlt: string;
  /**
   * Whether to show the badge. The certification mark's charter forbids it on
   * one programme's page or PDF: service, training and assessment pages pass false.
   */
  showBadge?: boolean;
  /** Leaves out the start delay of each funding route (the landing pages link to the programme sheet, which gives them). */
  compact?: boolean;
}

/** The quality certification: badge, validity date, delivered categories, access delays, certificate page. */
export function QualityBlock({
  title,
  text,
  certifiedBy,
  validUntilLabel,
  categoriesLabel,
  accessDelay,
  accessDelaysIntro,
  accessDelays,
  certificateLink,
  badgeAlt,
  showBadge = true,
  compact = false,
}: QualityBlockProps) {
  const { validUntil, categories } = site.quality;
  return (
    <SectionBand labelledBy="certification-qualite" className="quality" containerClassName="quality__inner">
      {showBadge && (
        <img
          className="quality__badge"
          src={badgeQualite}
          width={160}
          height={160}
          loading="lazy"
          alt={badgeAlt}
        />
      )}
      <div>
        <h2 id="certification-qualite">{title}</h2>
        <p>{text}</p>
        <p>
          {`${certifiedBy} `}
          {validUntilLabel} <time dateTime={validUntil}>{longDate(validUntil)}</time>.
        </p>
        <p className="quality__label">{categoriesLabel}</p>
        <ul className="quality__categories">
          {categories.map((category) => (
            <li key={category}>
              <Icon name="badge-check" />
              {category}
            </li>
          ))}
        </ul>
        <p className="quality__delay">{accessDelay}</p>
        {!compact && (
          <>
            <p>{accessDelaysIntro}</p>
            <ul>
              {accessDelays.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </>
        )}
        <p>
          <Link to={certificateLink.path}>{certificateLink.label}</Link>
        </p>
      </div>
    </SectionBand>
  );
}

import type { OfficeCardData } from "../../../content/offices.ts";
import { Icon } from "../ui/icon.tsx";

/**
 * One office: address with a map link, hours, phone, how to reach the door,
 * parking and the premises' accessibility. Its data is computed at build time
 * (`officeCardData`), so the records never ship in the JavaScript.
 */
export function OfficeCard({ office, as: Heading = "h3" }: { office: OfficeCardData; as?: "h2" | "h3" }) {
  const { labels } = office;
  const lists = [
    ["access", labels.access, office.access],
    ["parking", labels.parking, office.parking],
    ["accessibility", labels.accessibility, office.accessibility],
  ] as const;
  return (
    <div className="card office-card" id={`lieu-${office.id}`}>
      <Heading className="office-card__name">
        <Icon name="map-pin" />
        {office.name}
      </Heading>
      <dl className="office-card__facts">
        <div>
          <dt>{labels.address}</dt>
          <dd>
            <address>
              {office.firm}
              <br />
              {office.street}
              <br />
              {office.postalCode} {office.city}
            </address>
            <a href={office.mapUrl} target="_blank" rel="noopener noreferrer">
              {labels.map}
              <span className="sr-only">{`, ${office.address} (nouvel onglet)`}</span>
            </a>
          </dd>
        </div>
        <div>
          <dt>{labels.hours}</dt>
          <dd>{office.hours}</dd>
        </div>
        <div>
          <dt>{labels.phone}</dt>
          <dd>
            <a href={office.phoneUri} className="nowrap">
              {office.phone}
            </a>
          </dd>
        </div>
        {lists.map(
          ([key, label, items]) =>
            items.length > 0 && (
              <div key={key}>
                <dt>{label}</dt>
                <dd>
                  <ul>
                    {items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </dd>
              </div>
            ),
        )}
      </dl>
    </div>
  );
}

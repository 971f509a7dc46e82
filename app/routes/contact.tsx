import { bookingPagePath } from "../../content/booking-paths.ts";
import { contact, contactMeta, interestOptions } from "../../content/contact.ts";
import { upperFirst } from "../../content/format.ts";
import { officeCardData, offices } from "../../content/offices.ts";
import { fullAddress, mapUrl, openingHoursText, site } from "../../content/site.ts";
import { ContactForm } from "../components/contact/contact-form.tsx";
import { OfficeCard } from "../components/sections/office-card.tsx";
import { CardGrid } from "../components/ui/card-grid.tsx";
import { Icon } from "../components/ui/icon.tsx";
import { Link } from "../components/ui/link.tsx";
import { Section, SectionBand } from "../components/ui/section.tsx";
import { contactPageJsonLd } from "../lib/json-ld.ts";
import { familyMeta } from "../lib/meta.ts";
import type { SiteHandle } from "../lib/route-handle.ts";
import type { Route } from "./+types/contact";
import "../styles/contact.css";

// The sticky "Je contacte…" button would only point to this very page.
export const handle: SiteHandle = {
  // The contact form: its state, checks and sending are React's (decision 045).
  hydrate: true,
  stickyContact: false,
};

export const meta: Route.MetaFunction = familyMeta(({ meta }) => ({
  ...meta,
  jsonLd: [contactPageJsonLd()],
}));

/**
 * Runs at build time: the page's copy and the form's options (content/contact.yaml),
 * and every office's card, from the office records (content/offices.ts).
 */
export function loader() {
  const { sent: _sent, relayPages: _relayPages, ...copy } = contact;
  // The notice that the form needs its script, only where it does (a relay on another origin):
  // with the self-hosted relay the form posts without scripts, and the page says nothing of it.
  const { noscript, ...form } = copy.form;
  const formCopy = site.relay.origin === "" ? form : { ...form, noscript };
  return {
    meta: contactMeta,
    copy: { ...copy, form: formCopy },
    interests: interestOptions,
    offices: offices.map(officeCardData),
  };
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { copy, interests } = loaderData;
  const { coordinates } = copy;
  return (
    <>
      <h1 className="sr-only">{`${copy.heading} ${site.name}`}</h1>

      <SectionBand labelledBy="parlons" className="contact" containerClassName="contact__grid">
        <div className="contact__aside">
          <h2 id="parlons">{copy.intro.title}</h2>
          <p>{copy.intro.text}</p>
          <p>{copy.intro.booking}</p>
          <p>
            <Link to={bookingPagePath} className="btn btn-primary">
              {copy.intro.bookingLink}
            </Link>
          </p>

          <h3>{coordinates.title}</h3>
          <dl className="coordinates">
            <div>
              <dt>
                <Icon name="phone" />
                {coordinates.phone}
              </dt>
              <dd>
                <a href={site.phoneUri} className="coordinates__phone nowrap">
                  {site.phone}
                </a>
              </dd>
            </div>
            <div>
              <dt>
                <Icon name="mail" />
                {coordinates.email}
              </dt>
              <dd>
                <a href={`mailto:${site.email}`}>{site.email}</a>
              </dd>
            </div>
            <div>
              <dt>
                <Icon name="map-pin" />
                {coordinates.address}
              </dt>
              <dd>
                <address>
                  {site.name}
                  <br />
                  {site.address.street}
                  <br />
                  {site.address.postalCode} {site.address.city}
                </address>
                <a href={mapUrl()} target="_blank" rel="noopener noreferrer">
                  {coordinates.map}
                  <span className="sr-only">{`, ${fullAddress()} (nouvel onglet)`}</span>
                </a>
              </dd>
            </div>
            <div>
              <dt>
                <Icon name="clock" />
                {coordinates.hours}
              </dt>
              <dd>{upperFirst(openingHoursText())}</dd>
            </div>
          </dl>

          <h3>{copy.accessibility.title}</h3>
          <p>{copy.accessibility.text}</p>
          <p>
            <Link to={copy.accessibility.link.path}>{copy.accessibility.link.label}</Link>
          </p>
        </div>

        <div className="contact__form card">
          <ContactForm copy={copy} interests={interests} />
        </div>
      </SectionBand>

      <Section
        id="lieux"
        title={copy.offices.title}
        tone="sand"
        intro={
          <>
            {copy.offices.text} {copy.offices.remote}
          </>
        }
      >
        <CardGrid columns={2} className="offices">
          {loaderData.offices.map((office) => (
            <li key={office.id}>
              <OfficeCard office={office} />
            </li>
          ))}
        </CardGrid>
      </Section>
    </>
  );
}

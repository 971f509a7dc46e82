/**
 * Facts of the legal and information pages (content/legal/*.md): the
 * publisher's legal identity, the host, the mediator's site, the rules of
 * law those pages quote and the privacy texts' periods. Computed from the
 * firm's records (content/firm.yaml through content/legal/identity.ts and
 * content/site.ts) and the law module (content/regulation.ts): never typed.
 */
import { formatEuros, joinList, lowerFirst, yearsText } from "../format.ts";
import { formatSiren, formatTrainingDeclaration, legalIdentity } from "../legal/identity.ts";
import { AUDIENCE_RETENTION_MONTHS, retentionText } from "../legal/retention.ts";
import { regulation } from "../regulation.ts";
import { site } from "../site.ts";

/** "https://www.example.fr/x" -> "www.example.fr"; empty for an empty address. */
const hostOf = (url: string): string => (url ? new URL(url).host : "");

/** The legal pages' facts, by name (content/facts/index.ts merges every section). */
export function legalFacts(): Record<string, string> {
  const legal = legalIdentity;
  const referentTitle = site.disabilityReferent.title;
  return {
    // The site and the firm
    siteHost: hostOf(site.url),
    firmRegion: site.address.region,
    firmPhoneUri: site.phoneUri,

    // The publisher's legal identity (content/firm.yaml, section legal)
    legalCompanyName: legal.companyName,
    legalForm: legal.form,
    legalShareCapital: formatEuros(legal.shareCapitalEuros),
    legalSiren: formatSiren(legal.siren),
    legalRcsCity: legal.rcsCity,
    legalVatNumber: legal.vatNumber,
    legalTrainingDeclaration: formatTrainingDeclaration(legal.trainingDeclaration),
    legalPublicationDirector: legal.publicationDirector,
    legalHostName: legal.host.name,
    legalHostAddress: legal.host.address,
    legalHostPhone: legal.host.phone,
    legalHostPhoneUri: legal.host.phoneUri,
    legalMailProvider: legal.mailProvider,
    mediatorHost: hostOf(legal.mediator.url),

    // Rules of law, as a sentence quotes them (content/regulation.ts)
    publisherIdentificationLaw: lowerFirst(regulation.publisherIdentification.sources[0].text),
    consumerMediationLaw: lowerFirst(regulation.consumerMediation.sources[0].text),
    consumerMediationConditionsLaw: lowerFirst(regulation.consumerMediationConditions.sources[0].text),
    mediationWithinYears: yearsText(regulation.consumerMediationConditions.value.withinYears),
    trainingDeclarationNotice: regulation.trainingDeclarationNotice.value,
    qualityMarkSentence: regulation.qualityMarkSentence.value,
    qualityFunders: joinList(regulation.qualityCertificationFunders.value, "ou"),

    // Disability referent: « référente handicap », and as a label « Référente handicap »
    disabilityReferentTitle: referentTitle,
    disabilityReferentLabel: referentTitle.charAt(0).toUpperCase() + referentTitle.slice(1),

    // Privacy: the audience counts' period, the click-to-load widget's and the external relay's hosts
    audienceRetention: retentionText(AUDIENCE_RETENTION_MONTHS),
    reviewsHost: hostOf(site.reviews.widgetUrl),
    relayHost: hostOf(site.relay.origin),
  };
}

/**
 * The facts of the firm's results (content/results.yaml, through
 * content/results.ts): the six-month follow-up of the skills assessment, the
 * VAE juries and the businesses still active three years on, each from the
 * latest period of its figure, with that period and its headcount, so a
 * page never quotes a share without them. content/facts/index.ts merges this
 * section with the others.
 */
import { formatNumber, longDate, percentText } from "../format.ts";
import { latestResults, monthOf, percentOf, periodDaysPhrase, periodPhrase } from "../results.ts";
import { shareText } from "../services/conditions.ts";

/** The results' facts by name (content/facts/index.ts merges every section). */
export function resultsFacts(): Record<string, string> {
  const { followUp, vaeValidation: vae, businessSurvival: creation } = latestResults();
  const vaeValidated = vae.full + vae.partial;
  return {
    // The six-month follow-up of the skills assessment: the assessments finished in the period
    followUpPeriod: periodPhrase(followUp.from, followUp.to),
    followUpCompleted: formatNumber(followUp.finished),
    followUpFollowed: formatNumber(followUp.reached),
    followUpProgressed: formatNumber(followUp.progressed),
    followUpMoreConfident: formatNumber(followUp.moreConfident),
    followUpCareerProgress: percentText(percentOf(followUp.progressed, followUp.reached)),
    followUpConfidenceGain: percentText(percentOf(followUp.moreConfident, followUp.reached)),

    // VAE juries (statistics document): the candidates who started in the period, as of a day
    /** « entre 2023 et 2024 »; « du 1er mars 2023 au 29 février 2024 » when the period is not whole years. */
    vaePeriod: periodPhrase(vae.from, vae.to),
    /** « du 1er janvier 2023 au 31 décembre 2024 »: the period's days, always. */
    vaePeriodDays: periodDaysPhrase(vae.from, vae.to),
    vaeAsOf: longDate(vae.asOf),
    vaeCandidates: String(vae.candidates),
    vaeAdmissible: String(vae.admissible),
    vaeAdmissibleShare: shareText(vae.admissible, vae.candidates),
    vaeJuries: String(vae.juries),
    vaeValidated: String(vaeValidated),
    vaeValidatedShare: shareText(vaeValidated, vae.juries),
    vaeFullValidation: String(vae.full),
    vaePartialValidation: String(vae.partial),

    // Businesses created by the people trained in the period, still active three years on
    creationActiveAfter3Years: percentText(percentOf(creation.active, creation.created)),
    creationPeriod: periodPhrase(creation.from, creation.to),
    creationPeriodDays: periodDaysPhrase(creation.from, creation.to),
    creationPeople: String(creation.people),
    creationBusinesses: String(creation.created),
    creationActiveBusinesses: String(creation.active),
    creationLastSurvey: monthOf(creation.asOf),
  };
}

/** "2027-11-24" -> "24 novembre 2027" (fr-FR, long form; the date is read as a calendar day). */
export function formatLongDate(isoDate: string): string {
  return new Intl.DateTimeFormat("fr-FR", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

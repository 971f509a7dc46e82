import { disabilityPagePath } from "../../../content/compliance-paths.ts";
import { longDate } from "../../../content/format.ts";
import {
  checkProgrammeSheet,
  type ProgrammeSheet,
  programmeSheetRows,
} from "../../../content/programme-sheet.ts";
import { Link } from "../ui/link.tsx";
import { Section } from "../ui/section.tsx";
import "./programme-sheet.css";

interface ProgrammeSheetProps {
  sheet: ProgrammeSheet | undefined;
  /** The page's path, named when the sheet is incomplete. */
  page: string;
  /** ISO date the page last changed: the sheet's « Mise à jour ». */
  lastModified: string;
  tone?: "plain" | "sand";
  title?: string;
}

/**
 * The programme sheet (indicator 1 of the national quality framework): who,
 * what for, how long, how, when, how much, how it is evaluated, contact,
 * accessibility and date. An incomplete sheet stops the build.
 */
export function ProgrammeSheetSection({
  sheet,
  page,
  lastModified,
  tone = "plain",
  title = "Programme et modalités",
}: ProgrammeSheetProps) {
  const rows = programmeSheetRows(checkProgrammeSheet(sheet, page), lastModified);
  return (
    <Section id="programme" title={title} tone={tone} className="programme-sheet">
      <dl className="programme-sheet__list">
        {rows.map((row) => (
          <div key={row.field} className="programme-sheet__row" data-field={row.field}>
            <dt>{row.label}</dt>
            <dd>
              {row.field === "updated" && typeof row.value === "string" ? (
                <time dateTime={row.value}>{longDate(row.value)}</time>
              ) : typeof row.value === "string" ? (
                row.value
              ) : (
                <ul>
                  {row.value.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
              {row.field === "accessibility" && (
                <>
                  {" "}
                  <Link to={disabilityPagePath}>Handicap : nos engagements et nos partenaires</Link>
                </>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

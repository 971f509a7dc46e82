import { disabilityPagePath } from "../../../content/compliance-paths.ts";
import { longDate } from "../../../content/format.ts";
import type { ProgrammeSheetBlock } from "../../../content/programme-sheet.ts";
import { Link } from "../ui/link.tsx";
import { Section } from "../ui/section.tsx";
import "./programme-sheet.css";

interface ProgrammeSheetProps {
  /** The checked sheet, its labels and words: built by the route's loader (`programmeSheetBlock`). */
  block: ProgrammeSheetBlock;
  tone?: "plain" | "sand";
}

/**
 * The programme sheet (indicator 1 of the national quality framework): who,
 * what for, how long, how, when, how much, how it is evaluated, contact,
 * accessibility and date. The route's loader checks the sheet (an incomplete
 * one stops the build) and gives its rows with their labels.
 */
export function ProgrammeSheetSection({ block, tone = "plain" }: ProgrammeSheetProps) {
  return (
    <Section id="programme" title={block.title} tone={tone} className="programme-sheet">
      <dl className="programme-sheet__list">
        {block.rows.map((row) => (
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
                  <Link to={disabilityPagePath}>{block.disabilityLink}</Link>
                </>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

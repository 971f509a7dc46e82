import type { LegalBlock, LegalSection as LegalSectionData } from "../../../content/legal/types.ts";
import badgeQualite from "../../assets/badge-qualite.svg";
import { documentList } from "../../lib/documents.ts";
import { DocumentList } from "../ui/document-list.tsx";
import { AudienceOptOut } from "./audience-opt-out.tsx";
import { RichText, richTextKey } from "./rich-text.tsx";

/** A key for a block from its content (two rules of the sources page may share their facts). */
function blockKey(block: LegalBlock): string {
  if ("subtitle" in block) return `h3 ${block.subtitle}`;
  if ("paragraph" in block) return `p ${richTextKey(block.paragraph)}`;
  if ("list" in block) return `ul ${block.list.map(richTextKey).join("|")}`;
  if ("facts" in block) return `dl ${block.facts.map((fact) => fact.term).join("|")}`;
  if ("documents" in block) return `documents ${block.documents} ${block.only?.join("|") ?? ""}`;
  if ("control" in block) return `control ${block.control}`;
  return `picture ${block.picture}`;
}

/** The blocks of a section with a stable key each: its content, numbered when it repeats. */
function keyedBlocks(blocks: readonly LegalBlock[]): { key: string; block: LegalBlock }[] {
  const seen = new Map<string, number>();
  return blocks.map((block) => {
    const base = blockKey(block);
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return { key: count > 1 ? `${base} #${count}` : base, block };
  });
}

const pictures = { "quality-badge": { src: badgeQualite, width: 160, height: 160 } } as const;

/** One block of a section: a subtitle, a paragraph, a list, facts, documents, a picture or a control. */
function Block({ block }: { block: LegalBlock }) {
  if ("subtitle" in block) return <h3 id={block.id}>{block.subtitle}</h3>;
  if ("paragraph" in block)
    return (
      <p>
        <RichText text={block.paragraph} />
      </p>
    );
  if ("list" in block)
    return (
      <ul>
        {block.list.map((item) => (
          <li key={richTextKey(item)}>
            <RichText text={item} />
          </li>
        ))}
      </ul>
    );
  if ("facts" in block)
    return (
      <dl className="legal-facts">
        {block.facts.map((fact) => (
          <div key={fact.term}>
            <dt>{fact.term}</dt>
            <dd>
              <RichText text={fact.value} />
            </dd>
          </div>
        ))}
      </dl>
    );
  if ("control" in block) return <AudienceOptOut copy={block.copy} />;
  if ("documents" in block) {
    const { only } = block;
    const entries = documentList(block.documents);
    return <DocumentList file={only ? entries.filter((entry) => only.includes(entry.pdfFile)) : entries} />;
  }
  const picture = pictures[block.picture];
  return (
    <img
      className="legal__picture"
      src={picture.src}
      width={picture.width}
      height={picture.height}
      loading="lazy"
      alt={block.alt}
    />
  );
}

/** A section of a legal or information page: its heading, then its blocks in order. */
export function LegalSection({ section }: { section: LegalSectionData }) {
  return (
    <section className="legal__section" aria-labelledby={section.id}>
      <h2 id={section.id}>{section.title}</h2>
      {keyedBlocks(section.blocks).map(({ key, block }) => (
        <Block key={key} block={block} />
      ))}
    </section>
  );
}

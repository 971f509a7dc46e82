import type { RichBlock } from "../../../content/services/types";
import { CheckList } from "../ui/check-list";
import { RichText } from "../ui/rich-text";

/** A rich answer of a service page's FAQ: paragraphs, check lists, and paragraphs that end with a link. */
export function RichAnswer({ blocks }: { blocks: readonly RichBlock[] }) {
  return (
    <>
      {blocks.map((block) => {
        if (typeof block === "string") return <p key={block}>{block}</p>;
        if ("list" in block) return <CheckList key={block.list.join()} items={block.list} />;
        return (
          <p key={block.text}>
            <RichText text={[block.text, " ", { href: block.link.to, label: block.link.label }]} />
          </p>
        );
      })}
    </>
  );
}

/** A rich answer as plain text, for the FAQPage JSON-LD. */
export function richAnswerText(blocks: readonly RichBlock[]): string {
  return blocks
    .map((block) =>
      typeof block === "string"
        ? block
        : "list" in block
          ? block.list.join(" ; ")
          : `${block.text} ${block.link.label}`.trim(),
    )
    .join(" ");
}

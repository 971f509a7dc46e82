import type { RichBlock } from "../../../content/services/types.ts";
import { CheckList } from "../ui/check-list.tsx";
import { Link } from "../ui/link.tsx";

/** A rich answer of a service page's FAQ: paragraphs, check lists, and paragraphs that end with a link. */
export function RichAnswer({ blocks }: { blocks: readonly RichBlock[] }) {
  return (
    <>
      {blocks.map((block) => {
        if (typeof block === "string") return <p key={block}>{block}</p>;
        if ("list" in block) return <CheckList key={block.list.join()} items={block.list} />;
        return (
          <p key={block.text}>
            {block.text} <Link to={block.link.to}>{block.link.label}</Link>
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

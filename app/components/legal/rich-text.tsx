import type { RichText as RichTextValue, TextLink } from "../../../content/legal/types.ts";
import { Icon } from "../ui/icon.tsx";
import { Link } from "../ui/link.tsx";

/** A path of the site ("/contact") is a client link; a file or another scheme is a plain link. */
function TextAnchor({ link }: { link: TextLink }) {
  const isPage = link.href.startsWith("/") && !/\.[a-z0-9]+$/i.test(link.href);
  if (isPage) return <Link to={link.href}>{link.label}</Link>;
  if (link.newTab)
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer">
        {link.label}
        <span className="sr-only"> (nouvel onglet)</span>
        <Icon name="external-link" />
      </a>
    );
  return (
    <a href={link.href} className={link.href.startsWith("tel:") ? "nowrap" : undefined}>
      {link.label}
    </a>
  );
}

/** A run of text with links in it (content/legal/types.ts): the strings as they are, each link as an anchor. */
export function RichText({ text }: { text: RichTextValue }) {
  if (typeof text === "string") return text;
  return (
    <>
      {text.map((part) =>
        typeof part === "string" ? part : <TextAnchor key={`${part.href} ${part.label}`} link={part} />,
      )}
    </>
  );
}

/** A stable key for a rich text within its list: its strings and its links' addresses. */
export function richTextKey(text: RichTextValue): string {
  return typeof text === "string"
    ? text
    : text.map((part) => (typeof part === "string" ? part : part.href)).join("");
}

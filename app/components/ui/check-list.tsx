import type { ReactNode } from "react";
import { Icon } from "./icon.tsx";

/** A bulleted list with a check mark before each item. */
export function CheckList({
  items,
  className,
}: {
  /** Plain strings, or [key, content] pairs for rich items. */
  items: readonly (string | readonly [key: string, content: ReactNode])[];
  className?: string;
}) {
  return (
    <ul className={className ? `check-list ${className}` : "check-list"}>
      {items.map((item) => {
        const [key, content] = typeof item === "string" ? [item, item] : item;
        return (
          <li key={key}>
            <Icon name="check" />
            <span>{content}</span>
          </li>
        );
      })}
    </ul>
  );
}

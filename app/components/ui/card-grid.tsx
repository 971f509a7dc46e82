import type { ReactNode } from "react";
import { classNames } from "../../lib/class-names.ts";

interface CardGridProps {
  /** Columns on a wide screen (one on a phone, two on a tablet). */
  columns: 2 | 3 | 4;
  /** Classes added to the list's. */
  className?: string;
  /** `ol` when the cards' order means something (steps). */
  as?: "ul" | "ol";
  /** The cards: `<li className="card">` elements. */
  children: ReactNode;
}

/** A list of cards laid out as a grid. */
export function CardGrid({ columns, className, as: List = "ul", children }: CardGridProps) {
  return <List className={classNames("card-grid", `card-grid--${columns}`, className)}>{children}</List>;
}

/** A card of a title and a short text. */
export interface TextCard {
  title: string;
  text: string;
}

interface TextCardsProps<Card extends TextCard> extends Omit<CardGridProps, "children" | "as"> {
  items: readonly Card[];
  /** Classes added to each card's (`card--on-primary` on a dark section). */
  cardClassName?: string;
  /** What follows a card's text, if anything (a link to another page). */
  extra?: (item: Card, index: number) => ReactNode;
}

/** Cards of a title (h3) and a text, in a grid. */
export function TextCards<Card extends TextCard>({
  items,
  cardClassName,
  extra,
  ...grid
}: TextCardsProps<Card>) {
  return (
    <CardGrid {...grid}>
      {items.map((item, index) => (
        <li key={item.title} className={classNames("card", cardClassName)}>
          <h3>{item.title}</h3>
          <p>{item.text}</p>
          {extra?.(item, index)}
        </li>
      ))}
    </CardGrid>
  );
}

import { classNames } from "../../lib/class-names.ts";
import { CardGrid } from "./card-grid.tsx";

export interface NumberedCard {
  title: string;
  text: string;
}

/** Steps as an ordered list of cards, each with its number drawn large (1, 2, 3…). */
export function NumberedCards({
  items,
  onPrimary = false,
}: {
  items: readonly NumberedCard[];
  /** On a dark section: the light card variant and an orange number. */
  onPrimary?: boolean;
}) {
  return (
    <CardGrid
      as="ol"
      columns={3}
      className={classNames("numbered-cards", onPrimary && "numbered-cards--on-primary")}
    >
      {items.map((item, index) => (
        <li key={item.title} className={classNames("card", onPrimary && "card--on-primary")}>
          <span className="numbered-cards__number" aria-hidden="true">
            {index + 1}
          </span>
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </CardGrid>
  );
}

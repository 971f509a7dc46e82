import type { IconName } from "./icon-names.ts";

/** A decorative icon (icon-names.ts, styles/icons.css); the text next to it carries the meaning. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return <span aria-hidden="true" className={`icon icon--${name}${className ? ` ${className}` : ""}`} />;
}

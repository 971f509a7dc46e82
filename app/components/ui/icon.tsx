export type IconName =
  | "menu"
  | "close"
  | "chevron-down"
  | "arrow-up"
  | "arrow-right"
  | "mail"
  | "phone"
  | "play"
  | "pause"
  | "star"
  | "check"
  | "badge-check"
  | "map-pin"
  | "clock"
  | "circle-check"
  | "circle-alert"
  | "file-text"
  | "external-link"
  | "instagram"
  | "facebook"
  | "x"
  | "youtube"
  | "linkedin";

/** A decorative icon (see styles/icons.css); the text next to it carries the meaning. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return <span aria-hidden="true" className={`icon icon--${name}${className ? ` ${className}` : ""}`} />;
}

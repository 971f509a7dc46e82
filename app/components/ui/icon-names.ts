/**
 * Every icon of the site and the SVG it is drawn from (decision 005), from the
 * repository's root: interface icons from lucide-static, brand icons from
 * simple-icons, and two of our own: LinkedIn's "in", which simple-icons no
 * longer ships, and lucide's star filled (lucide draws outlines only), which
 * the rating paints in part. styles/icons.css has one `.icon--{name}` rule per entry, masking
 * that file; icon.test.ts fails when the two disagree, when a file is missing
 * or too big to be inlined, or when an icon is not used.
 *
 * To add an icon: one line here, one rule in icons.css.
 */
export const iconSources = {
  menu: "node_modules/lucide-static/icons/menu.svg",
  close: "node_modules/lucide-static/icons/x.svg",
  "chevron-down": "node_modules/lucide-static/icons/chevron-down.svg",
  "arrow-up": "node_modules/lucide-static/icons/arrow-up.svg",
  "file-text": "node_modules/lucide-static/icons/file-text.svg",
  "external-link": "node_modules/lucide-static/icons/external-link.svg",
  "arrow-right": "node_modules/lucide-static/icons/arrow-right.svg",
  mail: "node_modules/lucide-static/icons/mail.svg",
  phone: "node_modules/lucide-static/icons/phone.svg",
  play: "node_modules/lucide-static/icons/play.svg",
  pause: "node_modules/lucide-static/icons/pause.svg",
  "star-filled": "app/assets/icons/star-filled.svg",
  check: "node_modules/lucide-static/icons/check.svg",
  "badge-check": "node_modules/lucide-static/icons/badge-check.svg",
  "map-pin": "node_modules/lucide-static/icons/map-pin.svg",
  clock: "node_modules/lucide-static/icons/clock.svg",
  "circle-check": "node_modules/lucide-static/icons/circle-check.svg",
  "circle-alert": "node_modules/lucide-static/icons/circle-alert.svg",
  instagram: "node_modules/simple-icons/icons/instagram.svg",
  facebook: "node_modules/simple-icons/icons/facebook.svg",
  x: "node_modules/simple-icons/icons/x.svg",
  youtube: "node_modules/simple-icons/icons/youtube.svg",
  linkedin: "app/assets/icons/linkedin.svg",
} as const;

/** The name of an icon: `<Icon name="arrow-right" />`. */
export type IconName = keyof typeof iconSources;

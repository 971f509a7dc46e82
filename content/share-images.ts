import { siteMap } from "./pages.ts";

/*
 * What a page shows when it is shared (Open Graph image) and the icons the
 * browser and the home screen use. The images are drawn at build time from
 * the site's SVG artwork (scripts/seo/images.ts), in the site's colours,
 * with the firm's name and host: they follow SITE_URL and FIRM_NAME. Each
 * family's card (its words) is in content/share-images.yaml.
 */

export type ShareFamily = "default" | "bilan" | "services" | "blog";

export interface ShareImage {
  /** Where the PNG is served: /og/{file}. */
  path: string;
  /** The big text of the card, one or two lines (each ≤ 26 characters so it fits). */
  headline: readonly string[];
  /** One short line under it (≤ 60 characters). */
  subline: string;
  /** The image's text alternative (og:image:alt, twitter:image:alt). */
  alt: string;
}

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The card of each family, from content/share-images.yaml (content/share-images.server.ts), baked into the site map. */
export const shareImages: Readonly<Record<ShareFamily, ShareImage>> = siteMap.shareImages;

const services: readonly string[] = siteMap.servicePaths;

/** The family a page belongs to, for its share image. */
export function shareFamilyOf(path: string): ShareFamily {
  if (path === "/bilan-de-competence" || path.startsWith("/bilan-de-competence/")) return "bilan";
  if (services.includes(path)) return "services";
  if (path === "/blog" || path.startsWith("/blog/")) return "blog";
  return "default";
}

/** The icons, as the head and the web app manifest declare them. */
export const siteIcons = {
  svg: "/favicon.svg",
  png32: "/favicon-32x32.png",
  appleTouch: "/apple-touch-icon.png",
  png192: "/icons/icon-192.png",
  png512: "/icons/icon-512.png",
  maskable512: "/icons/icon-maskable-512.png",
} as const;

export const manifestPath = "/manifest.webmanifest";

/** The colour of the browser's interface around the site (the primary colour of app/styles/tokens.css). */
export const THEME_COLOR = "#0d5261";
/** The splash screen's background (--color-sand). */
export const BACKGROUND_COLOR = "#f7f3ed";

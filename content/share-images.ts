import { typeset } from "./format.ts";
import { siteMap } from "./pages.ts";
import { site } from "./site.ts";

/*
 * What a page shows when it is shared (Open Graph image) and the icons the
 * browser and the home screen use. The images are drawn at build time from
 * the site's SVG artwork (scripts/seo/images.ts), in the site's colours,
 * with the firm's name and host: they follow SITE_URL and FIRM_NAME.
 * French typography as in content/home.ts.
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

const city = site.address.city;

export const shareImages: Readonly<Record<ShareFamily, ShareImage>> = typeset({
  default: {
    path: "/og/cap-parcours.png",
    headline: ["Bilan de compétences,", "VAE, coaching et RH"],
    subline: `Cabinet conseil à ${city}, en Seine-et-Marne`,
    alt: `${site.name}, cabinet de bilan de compétences et de conseil en ressources humaines à ${city}`,
  },
  bilan: {
    path: "/og/bilan-de-competences.png",
    headline: ["Bilan de compétences"],
    subline: `À ${city}, en Seine-et-Marne ou à distance`,
    alt: `${site.name} : bilan de compétences à ${city}, en Seine-et-Marne ou à distance`,
  },
  services: {
    path: "/og/accompagnements-formations.png",
    headline: ["Accompagnements", "et formations"],
    subline: "VAE, coaching, outplacement, métiers de la formation",
    alt: `${site.name} : accompagnements professionnels et formations en Seine-et-Marne`,
  },
  blog: {
    path: "/og/blog.png",
    headline: ["Le blog et", "les podcasts"],
    subline: "Conseils pour votre carrière et votre reconversion",
    alt: `Le blog de ${site.name} : conseils carrière et reconversion`,
  },
});

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

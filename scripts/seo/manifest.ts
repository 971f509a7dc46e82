/** The web app manifest (manifest.webmanifest), in French, from the site's identity. */
import { BACKGROUND_COLOR, siteIcons, THEME_COLOR } from "../../content/share-images.ts";
import { site } from "../../content/site.ts";

export function webManifest() {
  return {
    name: `${site.name} – bilan de compétences et conseil RH`,
    short_name: site.name,
    description: `Bilan de compétences, VAE, coaching et formations à ${site.address.city} et en Seine-et-Marne.`,
    lang: "fr",
    dir: "ltr",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      { src: siteIcons.svg, sizes: "any", type: "image/svg+xml", purpose: "any" },
      { src: siteIcons.png192, sizes: "192x192", type: "image/png", purpose: "any" },
      { src: siteIcons.png512, sizes: "512x512", type: "image/png", purpose: "any" },
      { src: siteIcons.maskable512, sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}

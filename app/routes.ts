import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { articlePaths } from "../content/blog/articles.ts";
import { bookingPagePath } from "../content/booking-paths.ts";
import { contactSentPath } from "../content/contact-paths.ts";
import { landingPages, landingPath } from "../content/landing-pages.ts";
import { legalPaths } from "../content/legal/index.ts";
import { redirects } from "../content/redirects.ts";
import { servicePaths } from "../content/services/index.ts";

export default [
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx", { id: "home-index" }),
    route("home", "routes/home.tsx", { id: "home" }),
    route("about", "routes/about.tsx"),
    route("contact", "routes/contact.tsx"),
    route(contactSentPath.slice(1), "routes/contact-sent.tsx"),
    route(bookingPagePath.slice(1), "routes/booking.tsx"),
    route("bilan-de-competence", "routes/bilan.tsx"),
    // The landing pages: one route module, one data table (content/landing-pages.ts).
    ...landingPages.map((page) =>
      route(landingPath(page.slug).slice(1), "routes/landing.tsx", { id: `landing:${page.slug}` }),
    ),
    // The service and training pages: one route module, one content module per page.
    ...servicePaths.map((path) => route(path.slice(1), "routes/service.tsx", { id: `service:${path}` })),
    // The legal and information pages: one route module, one Markdown file per page (content/legal/*.md).
    ...legalPaths.map((path) => route(path.slice(1), "routes/legal.tsx", { id: `legal:${path}` })),
    route("blog", "routes/blog.tsx"),
    route("blog/podcasts", "routes/podcasts.tsx"),
    route("blog/podcasts/:id", "routes/podcast.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  // The blog articles: their own layout (the date strip), one route module, one Markdown file each.
  layout("routes/article-layout.tsx", [
    ...articlePaths().map((path) => route(path.slice(1), "routes/article.tsx", { id: `article:${path}` })),
  ]),
  // Old addresses, from the redirect table: client-side navigations only (app/routes/redirect.tsx).
  ...Object.keys(redirects).map((from) => route(from, "routes/redirect.tsx", { id: `redirect:${from}` })),
] satisfies RouteConfig;

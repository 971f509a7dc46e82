import { redirect } from "react-router";
import { oldAddressTarget } from "../../content/pages.ts";
import type { Route } from "./+types/redirect";

// An old address reached by a client-side navigation (or in `npm run dev`):
// the router goes on to the new page. The production server answers the same
// paths with a real 301, and a static host serves the page the build writes
// there (content/redirect-pages.ts): these routes are not pre-rendered. The
// table (content/redirects.yaml) is baked into the site map.
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const target = oldAddressTarget(new URL(request.url).pathname);
  if (!target) throw new Response("Not Found", { status: 404 });
  return redirect(target);
}

export default function RedirectPage() {
  return null;
}

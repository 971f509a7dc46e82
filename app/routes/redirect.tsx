import { redirect } from "react-router";
import { redirectTarget } from "../../content/redirects.ts";
import type { Route } from "./+types/redirect";

// Runs at build time: each old address is pre-rendered as a redirect page.
// The production server answers the same paths with a real 301.
export function loader({ url }: Route.LoaderArgs) {
  const target = redirectTarget(url.pathname);
  if (!target) throw new Response("Not Found", { status: 404 });
  // A 301 pre-renders as an immediate redirect (a 302 would wait 2 s).
  return redirect(target, 301);
}

export default function RedirectPage() {
  return null;
}

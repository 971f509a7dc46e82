import { Outlet } from "react-router";
import { PageShell } from "../components/layout/page-shell.tsx";

/** The layout of every page but the blog articles. */
export default function SiteLayout() {
  return (
    <PageShell>
      <Outlet />
    </PageShell>
  );
}

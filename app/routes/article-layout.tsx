import { Outlet } from "react-router";
import { DateStrip } from "../components/layout/date-strip.tsx";
import { PageShell } from "../components/layout/page-shell.tsx";

/** The blog articles' layout (spec section 2): the date strip above the usual header. */
export default function ArticleLayout() {
  return (
    <PageShell top={<DateStrip />}>
      <Outlet />
    </PageShell>
  );
}

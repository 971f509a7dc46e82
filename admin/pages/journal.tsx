/** The audit log: every action of the firm's accounts, newest first, page by page. */
import { Link, useLoaderData } from "react-router";
import { api } from "../api.ts";
import { formatInstant } from "../dates.ts";
import type { AuditPage } from "../types.ts";
import { Heading } from "../ui.tsx";

export async function journalLoader({ request }: { request: Request }) {
  const before = new URL(request.url).searchParams.get("avant");
  const query = before && /^\d+$/.test(before) ? `?before=${before}` : "";
  const page = await api<AuditPage>(`/api/admin/audit${query}`, { signal: request.signal });
  return { page, older: query !== "" };
}

export function Journal() {
  const { page, older } = useLoaderData<typeof journalLoader>();
  return (
    <div className="page page--wide">
      <Heading title="Journal" />
      <p className="lead">
        Chaque connexion et chaque action faite dans l’espace du cabinet, de la plus récente à la plus
        ancienne.
      </p>
      {page.items.length === 0 ? (
        <p role="status">Aucune entrée.</p>
      ) : (
        <table className="table table--stack">
          <caption className="sr-only">Journal des actions, de la plus récente à la plus ancienne</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Compte</th>
              <th scope="col">Action</th>
              <th scope="col">Objet</th>
              <th scope="col">Détail</th>
            </tr>
          </thead>
          <tbody>
            {page.items.map((entry) => (
              <tr key={entry.id}>
                <td data-label="Date">{formatInstant(entry.at)}</td>
                <td data-label="Compte">{entry.email ?? "—"}</td>
                <th scope="row" data-label="Action">
                  {entry.actionLabel}
                </th>
                <td data-label="Objet">{entry.target ?? "—"}</td>
                <td data-label="Détail" className="wrap">
                  {entry.detail ?? "—"}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {(older || page.next !== null) && (
        <nav aria-label="Pages du journal" className="pagination">
          {older && <Link to="/journal">Entrées les plus récentes</Link>}
          {page.next !== null && <Link to={`/journal?avant=${page.next}`}>Entrées plus anciennes</Link>}
        </nav>
      )}
    </div>
  );
}

/** The messages of the contact form: the filtered list, newest first, and its CSV export. */
import { Form, Link, useLoaderData, useLocation, useNavigation } from "react-router";
import { api } from "../api.ts";
import { exportHref, filterQuery, type MessageFilters, readFilters } from "../filters.ts";
import type { MessageList } from "../types.ts";
import { capitalized, Heading, plural, useCanManage } from "../ui.tsx";
import { TestMailButton } from "./test-mail.tsx";

export async function messagesLoader({ request }: { request: Request }) {
  const search = new URL(request.url).searchParams;
  const filters = readFilters(search);
  const list = await api<MessageList>(`/api/admin/messages${filterQuery(filters)}`, {
    signal: request.signal,
  });
  return { list, filters, deleted: search.has("supprime") };
}

function Filters({ list, filters }: { list: MessageList; filters: MessageFilters }) {
  const navigation = useNavigation();
  const filtered = Object.keys(filters).some((name) => name !== "page");
  return (
    <Form method="get" className="filters" aria-labelledby="filters-title">
      <h2 id="filters-title" className="sr-only">
        Filtres
      </h2>
      <div className="field filters__search">
        <label htmlFor="filter-q">Rechercher</label>
        <input
          id="filter-q"
          name="q"
          type="search"
          defaultValue={filters.q ?? ""}
          aria-describedby="filter-q-hint"
        />
        <p className="hint" id="filter-q-hint">
          Nom, e-mail, téléphone ou texte du message.
        </p>
      </div>
      <div className="field">
        <label htmlFor="filter-status">Envoi</label>
        <select id="filter-status" name="status" defaultValue={filters.status ?? ""}>
          <option value="">Tous</option>
          {list.statuses.map(({ id, label }) => (
            <option key={id} value={id}>
              {list.counts[id] === undefined
                ? capitalized(label)
                : `${capitalized(label)} (${list.counts[id]})`}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="filter-subject">Sujet</label>
        <select id="filter-subject" name="subject" defaultValue={filters.subject ?? ""}>
          <option value="">Tous</option>
          {list.subjects.map((subject) => (
            <option key={subject} value={subject}>
              {subject}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="filter-handled">Traitement</label>
        <select id="filter-handled" name="handled" defaultValue={filters.handled ?? ""}>
          <option value="">Tous</option>
          <option value="non">À traiter</option>
          <option value="oui">Traités</option>
        </select>
      </div>
      <div className="filters__actions">
        <button type="submit" className="button button--primary" disabled={navigation.state === "loading"}>
          Filtrer
        </button>
        {filtered && (
          <Link to="/messages" className="button">
            Effacer les filtres
          </Link>
        )}
      </div>
    </Form>
  );
}

function Pagination({ list, filters }: { list: MessageList; filters: MessageFilters }) {
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages de la liste" className="pagination">
      {list.page > 1 && <Link to={`/messages${filterQuery(filters, list.page - 1)}`}>Page précédente</Link>}
      <span>
        Page {list.page} sur {pages}
      </span>
      {list.page < pages && <Link to={`/messages${filterQuery(filters, list.page + 1)}`}>Page suivante</Link>}
    </nav>
  );
}

export function Messages() {
  const { list, filters, deleted } = useLoaderData<typeof messagesLoader>();
  const canManage = useCanManage();
  const location = useLocation();
  return (
    <div className="page">
      <Heading title="Messages" />
      {deleted && <p className="outcome outcome--ok">Le message a été supprimé.</p>}
      <Filters list={list} filters={filters} />
      <div className="toolbar">
        <p role="status" className="count">
          {list.total === 0
            ? "Aucun message ne correspond."
            : `${plural(list.total, "message", "messages")}${list.total > list.items.length ? `, ${list.items.length} sur cette page` : ""}`}
        </p>
        {list.total > 0 && (
          <a href={exportHref(filters)} download className="button">
            Exporter en CSV
          </a>
        )}
      </div>
      {list.items.length > 0 && (
        <table className="table table--stack messages">
          <caption className="sr-only">Messages reçus, du plus récent au plus ancien</caption>
          <thead>
            <tr>
              <th scope="col">Reçu le</th>
              <th scope="col">De</th>
              <th scope="col">Sujet</th>
              <th scope="col">Extrait</th>
              <th scope="col">Envoi</th>
              <th scope="col">Traitement</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((message) => (
              <tr key={message.id} className={message.handled ? undefined : "is-unhandled"}>
                <td data-label="Reçu le">{message.createdAtLabel}</td>
                <th scope="row" data-label="De">
                  <Link to={`/messages/${message.id}`} state={{ list: location.search }}>
                    {message.name}
                  </Link>
                  <span className="muted block">{message.email}</span>
                </th>
                <td data-label="Sujet">{message.interest}</td>
                <td data-label="Extrait" className="excerpt">
                  {message.excerpt}
                </td>
                <td data-label="Envoi">
                  <span className={`badge badge--${message.status}`}>{message.statusLabel}</span>
                </td>
                <td data-label="Traitement">{message.handled ? "Traité" : "À traiter"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pagination list={list} filters={filters} />
      {canManage && (
        <section aria-labelledby="mail-test-title" className="card card--quiet">
          <h2 id="mail-test-title">Envoi des e-mails</h2>
          <p>
            Chaque message reçu part aussi par e-mail à l’adresse du cabinet. Pour vérifier que ces e-mails
            partent, envoyez-en un d’essai.
          </p>
          <TestMailButton />
        </section>
      )}
    </div>
  );
}

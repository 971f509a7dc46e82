/**
 * « Publier le site »: what was edited in the content editor and is not yet
 * public, « Prévisualiser », « Publier » with its steps as they run, the
 * checks' refusals page by page, and the last ten publications with
 * « Revenir à cette version » (server/admin/publish.ts). While a job runs,
 * one more may be queued behind it (it takes what is saved until it starts);
 * the server refuses a third in French, shown as it comes.
 */
import { useEffect } from "react";
import { useLoaderData, useRevalidator } from "react-router";
import { type ActionResult, api, attempt, field } from "../api.ts";
import { formatInstant } from "../dates.ts";
import type { CheckProblem, PageChanges, PublishJob, PublishState } from "../types.ts";
import { ConfirmAction, Heading, isSending, plural, useAction, useCanManage } from "../ui.tsx";

export function publicationLoader({ request }: { request: Request }) {
  return api<PublishState>("/api/admin/publish", { signal: request.signal });
}

export async function publicationAction({ request }: { request: Request }): Promise<ActionResult> {
  const form = await request.formData();
  const intent = field(form, "intent");
  if (intent === "publish")
    return attempt("La publication est lancée : suivez ses étapes ci-dessous.", () =>
      api("/api/admin/publish", { method: "POST" }),
    );
  if (intent === "preview")
    return attempt("L’aperçu est en construction : suivez ses étapes ci-dessous.", () =>
      api("/api/admin/publish/preview", { method: "POST" }),
    );
  if (intent === "preview-on" || intent === "preview-off")
    return attempt(
      intent === "preview-on"
        ? "Ce navigateur affiche maintenant l’aperçu à la place du site en ligne."
        : "Ce navigateur affiche de nouveau le site en ligne.",
      () => api("/api/admin/preview", { method: "POST", body: { on: intent === "preview-on" } }),
    );
  if (intent === "revert")
    return attempt("Cette version est de nouveau en ligne.", () =>
      api(`/api/admin/publish/${encodeURIComponent(field(form, "id"))}/revert`, { method: "POST" }),
    );
  return { ok: false, message: "Cette action n’existe pas." };
}

const STEP_LABELS: Record<PublishJob["steps"][number]["key"], string> = {
  copy: "Préparation des fichiers",
  build: "Construction du site",
  checks: "Vérifications (chiffres de la loi, liens, typographie, données structurées, poids des pages)",
  switch: "Mise en ligne",
  commit: "Enregistrement dans l’historique",
};

const STATE_LABELS = {
  pending: "en attente",
  running: "en cours",
  done: "terminé",
  failed: "refusé",
} as const;

function isRunning(job: PublishJob): boolean {
  return job.endedAt === undefined;
}

function pageCount(changes: PageChanges): number {
  return changes.added.length + changes.changed.length + changes.removed.length;
}

function PageList({ changes, preview }: { changes: PageChanges; preview?: boolean }) {
  const rows = [
    ...changes.added.map((page) => ({ page, what: "ajoutée" })),
    ...changes.changed.map((page) => ({ page, what: "modifiée" })),
    ...changes.removed.map((page) => ({ page, what: "retirée" })),
  ];
  if (rows.length === 0) return <p>Aucune page ne change.</p>;
  return (
    <ul className="page-list">
      {rows.map(({ page, what }) => (
        <li key={`${what}${page}`}>
          {what === "retirée" ? (
            <span className="mono">{page}</span>
          ) : (
            <a href={page} target="_blank" rel="noreferrer" className="mono">
              {page}
            </a>
          )}{" "}
          ({what}
          {preview && what !== "retirée" ? ", dans l’aperçu" : ""})
        </li>
      ))}
    </ul>
  );
}

function Problems({ problems }: { problems: CheckProblem[] }) {
  return (
    <ul className="problems">
      {problems.map((problem, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: problems have no id and never move.
        <li key={index}>
          <strong>{problem.check}</strong>
          {problem.page && (
            <>
              {" "}
              – page <span className="mono">{problem.page}</span>
            </>
          )}
          {"\u00a0: "}
          <span className="problem-message">{problem.message}</span>
        </li>
      ))}
    </ul>
  );
}

function Outcome({ job }: { job: PublishJob }) {
  const { outcome } = job;
  if (!outcome) return null;
  switch (outcome.status) {
    case "published":
      return (
        <div className="card card--highlight">
          <p>
            <strong>Le site est à jour.</strong>{" "}
            {plural(pageCount(outcome.publication.pages), "page modifiée", "pages modifiées")}
            {"\u00a0:"}
          </p>
          <PageList changes={outcome.publication.pages} />
        </div>
      );
    case "previewed":
      return (
        <div className="card card--highlight">
          <p>
            <strong>L’aperçu est prêt.</strong> Les pages qui changeront{"\u00a0:"}
          </p>
          <PageList changes={outcome.changes} preview />
        </div>
      );
    case "unchanged":
      return <p className="card">Rien à publier : le site en ligne est déjà à jour.</p>;
    case "refused":
      return (
        <div className="card card--error" role="alert">
          <p>
            <strong>
              {job.kind === "publication"
                ? "Rien n’a été publié : le site en ligne n’a pas changé."
                : "L’aperçu n’a pas pu être construit."}
            </strong>{" "}
            Corrigez dans l’éditeur ce qui suit, puis recommencez.
          </p>
          <Problems problems={outcome.problems} />
        </div>
      );
    case "failed":
      return (
        <div className="card card--error" role="alert">
          <p>
            <strong>La publication s’est arrêtée sur une erreur technique</strong>
            {"\u00a0: "}le site en ligne n’a pas changé. Réessayez ; si cela recommence, transmettez ce
            message au développeur.
          </p>
          <pre className="mono">{outcome.message}</pre>
        </div>
      );
  }
}

function JobProgress({ job }: { job: PublishJob }) {
  const title = job.kind === "publication" ? "Publication" : "Aperçu";
  return (
    <section aria-labelledby={`job-${job.id}`} className="card">
      <h2 id={`job-${job.id}`}>
        {title} lancé{job.kind === "preview" ? "" : "e"} par {job.by}, {formatInstant(job.queuedAt)}
      </h2>
      <ol className="steps" aria-live="polite">
        {job.steps.map((step) => (
          <li key={step.key} className={`step step--${step.state}`}>
            {STEP_LABELS[step.key]}
            {"\u00a0: "}
            <strong>{STATE_LABELS[step.state]}</strong>
            {step.state === "running" && step.detail ? ` (étape ${step.detail} terminée)` : ""}
            {step.state === "done" && step.detail ? ` (${step.detail})` : ""}
          </li>
        ))}
      </ol>
      <Outcome job={job} />
    </section>
  );
}

function Preview({ state }: { state: PublishState }) {
  const fetcher = useAction();
  if (!state.preview.ready) return null;
  return (
    <section aria-labelledby="preview-title" className="card">
      <h2 id="preview-title">Aperçu</h2>
      {state.preview.on ? (
        <>
          <p>
            Ce navigateur affiche l’aperçu : les pages du site, aux mêmes adresses, telles qu’elles seront une
            fois publiées. Les visiteurs voient toujours le site en ligne.
          </p>
          <div className="actions">
            <a className="button button--primary" href="/" target="_blank" rel="noreferrer">
              Ouvrir l’aperçu du site
            </a>
            <fetcher.Form method="post">
              <input type="hidden" name="intent" value="preview-off" />
              <button type="submit" className="button">
                Quitter l’aperçu
              </button>
            </fetcher.Form>
          </div>
        </>
      ) : (
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="preview-on" />
          <p>L’aperçu le plus récent est prêt.</p>
          <button type="submit" className="button">
            Afficher l’aperçu dans ce navigateur
          </button>
        </fetcher.Form>
      )}
    </section>
  );
}

function History({ state, canManage }: { state: PublishState; canManage: boolean }) {
  return (
    <section aria-labelledby="history-title">
      <h2 id="history-title">Dernières publications</h2>
      {state.history.length === 0 ? (
        <p>Aucune publication depuis l’installation de cette version du site.</p>
      ) : (
        <table className="table table--stack">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Par</th>
              <th scope="col">Pages</th>
              <th scope="col">État</th>
            </tr>
          </thead>
          <tbody>
            {state.history.map((publication) => (
              <tr key={publication.id}>
                <th scope="row" data-label="Date" className="wrap">
                  {formatInstant(publication.at)}
                </th>
                <td data-label="Par">{publication.by}</td>
                <td data-label="Pages">
                  {publication.kind === "revert" && <p>Retour à une version précédente.</p>}
                  {publication.kind === "release" && (
                    <p>
                      Le site tel que la version installée l’a mis en ligne, avant la première publication.
                    </p>
                  )}
                  <details>
                    <summary>{plural(pageCount(publication.pages), "page", "pages")}</summary>
                    <PageList changes={publication.pages} />
                  </details>
                </td>
                <td data-label="État">
                  {publication.live ? (
                    <span className="badge badge--sent">en ligne</span>
                  ) : canManage ? (
                    <ConfirmAction
                      trigger="Revenir à cette version"
                      title="Remettre cette version en ligne ?"
                      confirm="Remettre en ligne"
                      keep="Garder le site actuel"
                      fields={{ intent: "revert", id: publication.id }}
                    >
                      <p>
                        Le site redevient, en quelques secondes, celui publié le{" "}
                        {formatInstant(publication.at)}. Les textes de l’éditeur reviennent eux aussi à cette
                        version : les modifications non publiées depuis sont remplacées.
                      </p>
                    </ConfirmAction>
                  ) : (
                    ""
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export function PublicationPage() {
  const state = useLoaderData<PublishState>();
  const fetcher = useAction();
  const canManage = useCanManage();
  const revalidator = useRevalidator();
  const running = state.jobs.some(isRunning);
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, 1000);
    return () => window.clearInterval(timer);
  }, [running, revalidator]);
  // The running job and the one waiting behind it, oldest first; else the last one.
  const unfinished = state.jobs.filter(isRunning).reverse();
  const shown = unfinished.length > 0 ? unfinished : state.jobs.slice(0, 1);
  return (
    <div className="page">
      <Heading title="Publier le site" />
      <p className="lead">
        Modifiez les textes, les prix, les articles ou les documents dans l’
        <a href="/keystatic">éditeur de contenu</a>, vérifiez-les avec « Prévisualiser », puis « Publier » :
        le site est construit et vérifié, et ne change que si tout est correct.
      </p>
      <section aria-labelledby="pending-title" className="card">
        <h2 id="pending-title">Modifications à publier</h2>
        {state.pending.length === 0 ? (
          <p>Aucune modification depuis la dernière publication.</p>
        ) : (
          <ul className="page-list">
            {state.pending.map((change) => (
              <li key={change.file}>
                {change.page ? (
                  <>
                    <strong>{change.page}</strong>
                    {change.what === "ajout"
                      ? " (nouvelle page)"
                      : change.what === "suppression"
                        ? " (supprimée)"
                        : change.fields && change.fields.length > 0
                          ? `\u00a0: ${change.fields.join("\u00a0; ")}`
                          : ""}
                  </>
                ) : (
                  <span className="mono">{change.file}</span>
                )}
              </li>
            ))}
          </ul>
        )}
        {canManage ? (
          <div className="actions">
            <fetcher.Form method="post">
              <input type="hidden" name="intent" value="preview" />
              <button type="submit" className="button" disabled={isSending(fetcher, "preview")}>
                Prévisualiser
              </button>
            </fetcher.Form>
            <fetcher.Form method="post">
              <input type="hidden" name="intent" value="publish" />
              <button
                type="submit"
                className="button button--primary"
                disabled={isSending(fetcher, "publish")}
              >
                Publier
              </button>
            </fetcher.Form>
          </div>
        ) : (
          <p className="hint">Votre compte est en lecture seule : un compte « gestion » publie.</p>
        )}
        {canManage && unfinished[0] && (
          <p className="hint">
            {unfinished[0].kind === "publication" ? "Une publication" : "Un aperçu"} est en cours : ce que
            vous enregistrez maintenant n’en fait pas partie. « Publier » en prépare une autre, qui commencera
            à sa fin.
          </p>
        )}
      </section>
      {shown.map((job) => (
        <JobProgress key={job.id} job={job} />
      ))}
      <Preview state={state} />
      <History state={state} canManage={canManage} />
    </div>
  );
}

/**
 * The back office's « Publication » (issue 34, decision 039):
 *
 *   GET  /api/admin/publish               what is edited and not yet public, the jobs, the history
 *   POST /api/admin/publish               « Publier »: queues a publication (202, then poll;
 *                                         409 when one already waits behind the running one)
 *   POST /api/admin/publish/preview       « Prévisualiser »: queues a preview build
 *   GET  /api/admin/publish/jobs/:id      one job, its steps and its outcome
 *   POST /api/admin/publish/:id/revert    « Revenir à cette version »
 *   POST /api/admin/preview               { on: true|false }: this browser sees the preview or the live site
 *
 * The preview is the site built from the edited files, answered at the
 * site's own addresses to a browser that is signed in and has asked for it
 * (a cookie of its own, Path=/, HttpOnly, SameSite=Strict, 1 hour): the
 * pages look exactly as they will, with their own scripts, styles and
 * pictures. Everyone else, and this browser once it leaves the preview,
 * gets the live site.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import fastifyCookie from "@fastify/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { describeChange } from "../../content/lib/content-diff.ts";
import {
  type EditableContent,
  type EditorDefinition,
  editableContents,
  editorDefinition,
} from "../../content/lib/editor-collections.ts";
import type { Author, Job, Publisher } from "../publish/publisher.ts";
import { QueueFullError, RevertError } from "../publish/publisher.ts";
import { headText } from "../publish/workspace.ts";
import type { LiveSite } from "../site-build.ts";
import type { AccountStore } from "./accounts.ts";
import type { AdminContext } from "./context.ts";
import { refuse, signedIn } from "./guard.ts";

export interface PublishRoutesOptions extends AdminContext {
  publisher: Publisher;
  live: LiveSite;
  /** Whether the back office is served over HTTPS (its cookies' names and Secure flag). */
  secure: boolean;
}

/** The preview's cookie: `__Host-` over HTTPS, a plain name on http://localhost (like the session's). */
export function previewCookieName(secure: boolean): string {
  return secure ? "__Host-apercu" : "admin-apercu";
}

const PREVIEW_SECONDS = 60 * 60;

/**
 * Lets `live` answer the preview to a request that carries the preview
 * cookie and a live session of the back office.
 */
export function allowPreview(
  live: LiveSite,
  accounts: AccountStore,
  cookies: { session: string; preview: string },
): void {
  live.previewFor = (request: FastifyRequest) => {
    const header = request.headers.cookie;
    if (!header?.includes(cookies.preview)) return false;
    const jar = fastifyCookie.parse(header);
    if (jar[cookies.preview] !== "1") return false;
    const session = jar[cookies.session];
    return session !== undefined && accounts.touchSession(session) !== undefined;
  };
}

/** The editor as the working copy's commits name them: the account's address. */
function authorOf(request: FastifyRequest): Author {
  const { email } = signedIn(request);
  return { name: email.split("@")[0] ?? email, email };
}

export async function adminPublishRoutes(app: FastifyInstance, options: PublishRoutesOptions): Promise<void> {
  const { publisher, live } = options;
  const cookie = previewCookieName(options.secure);

  // « Modifications à publier » in the firm's words (content/lib/content-diff.ts), worked out again
  // only when a pending file changes (the page polls while a job runs).
  let described: { key: string; items: ReturnType<typeof describedItems> } | undefined;
  let definition: EditorDefinition | null | undefined;
  let contents: EditableContent[] | undefined;
  const describedItems = (repo: string, pending: { status: string; file: string }[]) => {
    if (definition === undefined) {
      try {
        definition = editorDefinition(repo);
      } catch {
        definition = null;
      }
    }
    contents ??= editableContents();
    return pending.map((change) => {
      const absolute = path.join(repo, change.file);
      const after = existsSync(absolute) ? readFileSync(absolute, "utf8") : undefined;
      const before =
        change.status === "??" || change.status === "A" ? undefined : headText(repo, change.file);
      return {
        ...change,
        ...(definition
          ? describeChange(change.file, before, after, contents ?? [], definition)
          : { page: path.posix.basename(change.file), what: "modification", fields: [] }),
      };
    });
  };
  const describedPending = () => {
    const repo = publisher.workingCopy();
    const pending = publisher.pending();
    const key = JSON.stringify(
      pending.map((change) => {
        const absolute = path.join(repo, change.file);
        const stat = existsSync(absolute) ? statSync(absolute) : undefined;
        return [change.status, change.file, stat?.mtimeMs, stat?.size];
      }),
    );
    if (described?.key !== key) described = { key, items: describedItems(repo, pending) };
    return described.items;
  };

  app.get("/api/admin/publish", { config: { admin: "lecture" } }, async (request) => {
    const liveId = publisher.liveId();
    const history = publisher.history();
    const jar = request.cookies ?? {};
    return {
      pending: describedPending(),
      jobs: publisher.jobs().slice(0, 5),
      history: history.slice(0, 10).map((publication) => ({
        ...publication,
        live: publication.id === liveId,
      })),
      preview: {
        ready: live.preview !== undefined,
        on: jar[cookie] === "1",
      },
    };
  });

  app.get<{ Params: { id: string } }>(
    "/api/admin/publish/jobs/:id",
    { config: { admin: "lecture" } },
    async (request, reply) => {
      const job = publisher.job(request.params.id);
      if (!job) return refuse(reply, 404, "not-found", "Cette publication n’existe pas.");
      return job;
    },
  );

  const queue = (kind: "publication" | "preview") => async (request: FastifyRequest, reply: FastifyReply) => {
    let job: Job;
    try {
      job = publisher.start(kind, authorOf(request));
    } catch (error) {
      if (error instanceof QueueFullError) return refuse(reply, 409, "queue-full", error.message);
      throw error;
    }
    void publisher.finished(job.id).then((ended) => {
      const outcome = ended?.outcome;
      if (!outcome) return;
      if (outcome.status === "published") {
        const { pages } = outcome.publication;
        options.audit(
          request,
          "site-published",
          `version ${outcome.publication.id}`,
          `${pages.added.length + pages.changed.length + pages.removed.length} page(s)`,
        );
      } else if (outcome.status === "refused" || outcome.status === "failed") {
        options.audit(request, "site-publish-refused", `publication ${job.id}`, kind);
      } else if (outcome.status === "previewed") {
        options.audit(request, "site-previewed", `aperçu ${job.id}`);
      }
    });
    return reply.code(202).send(job);
  };
  app.post("/api/admin/publish", { config: { admin: "gestion" } }, queue("publication"));
  app.post("/api/admin/publish/preview", { config: { admin: "gestion" } }, queue("preview"));

  app.post<{ Params: { id: string } }>(
    "/api/admin/publish/:id/revert",
    { config: { admin: "gestion" } },
    async (request, reply) => {
      try {
        const publication = await publisher.revert(request.params.id, authorOf(request));
        options.audit(request, "site-reverted", `version ${request.params.id}`);
        return publication;
      } catch (error) {
        if (error instanceof RevertError) return refuse(reply, 409, "revert", error.message);
        throw error;
      }
    },
  );

  app.post<{ Body: { on?: unknown } }>(
    "/api/admin/preview",
    { config: { admin: "lecture", adminSelf: true } },
    async (request, reply) => {
      if (typeof request.body?.on !== "boolean") {
        return refuse(reply, 400, "request", "Dites si l’aperçu doit être affiché ou non.");
      }
      const on = request.body.on;
      if (on && !live.preview) {
        return refuse(
          reply,
          409,
          "no-preview",
          "Aucun aperçu n’est prêt : lancez d’abord « Prévisualiser ».",
        );
      }
      reply.setCookie(cookie, on ? "1" : "", {
        path: "/",
        httpOnly: true,
        sameSite: "strict",
        secure: options.secure,
        maxAge: on ? PREVIEW_SECONDS : 0,
      });
      return { on };
    },
  );
}

/**
 * After a redeploy, the hashed script of a page the visitor has not opened
 * yet may be gone. React Router then logs "Error loading route module …"
 * and reloads the page, which picks up the new build. It does so on every
 * failure, so a chunk that is really missing would reload the page at each
 * click without a word. This guard lets the first failure reload the page
 * and turns the next one into an error the error screen shows.
 */
export const CHUNK_RELOAD_KEY = "chunk-reload-attempted";
const ROUTER_MESSAGE = "Error loading route module";

export class ChunkLoadError extends Error {
  constructor(detail: string) {
    super(`Le chargement d’un fichier du site a échoué (${detail}).`);
    this.name = "ChunkLoadError";
  }
}

interface GuardEnv {
  console: Pick<Console, "error">;
  storage: Pick<Storage, "getItem" | "setItem" | "removeItem">;
}

export function installChunkReloadGuard(env: GuardEnv): void {
  const original = env.console.error.bind(env.console);
  env.console.error = (...args: unknown[]) => {
    original(...args);
    const first = args[0];
    if (typeof first !== "string" || !first.startsWith(ROUTER_MESSAGE)) return;
    if (env.storage.getItem(CHUNK_RELOAD_KEY)) {
      env.storage.removeItem(CHUNK_RELOAD_KEY);
      // Thrown inside the router's catch block: the navigation fails and the
      // root error boundary renders instead of another silent reload.
      throw new ChunkLoadError(first.slice(ROUTER_MESSAGE.length).replace(/, reloading page\.*$/, "").trim());
    }
    env.storage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
  };
}

/** A client navigation succeeded: a later failure may reload again. */
export function clearChunkReloadMark(storage: Pick<Storage, "removeItem">): void {
  storage.removeItem(CHUNK_RELOAD_KEY);
}

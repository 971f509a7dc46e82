import { useEffect, useState } from "react";

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

/** The event the guard dispatches on the window when it gives up; its detail is the message. */
export const CHUNK_FAILURE_EVENT = "chunk-load-failure";

interface GuardEnv {
  console: Pick<Console, "error">;
  storage: Pick<Storage, "getItem" | "setItem" | "removeItem">;
  /** Told of the failure the guard gives up on (the root then shows the error screen). */
  onFailure?: (error: ChunkLoadError) => void;
}

export function installChunkReloadGuard(env: GuardEnv): void {
  const original = env.console.error.bind(env.console);
  env.console.error = (...args: unknown[]) => {
    original(...args);
    const first = args[0];
    if (typeof first !== "string" || !first.startsWith(ROUTER_MESSAGE)) return;
    if (env.storage.getItem(CHUNK_RELOAD_KEY)) {
      env.storage.removeItem(CHUNK_RELOAD_KEY);
      const error = new ChunkLoadError(
        first
          .slice(ROUTER_MESSAGE.length)
          .replace(/, reloading page\.*$/, "")
          .trim(),
      );
      env.onFailure?.(error);
      // Thrown inside the router's catch block, it stops the reload that follows.
      throw error;
    }
    env.storage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
  };
}

/** A client navigation succeeded: a later failure may reload again. */
export function clearChunkReloadMark(storage: Pick<Storage, "removeItem">): void {
  storage.removeItem(CHUNK_RELOAD_KEY);
}

/** The message of a chunk failure the guard gave up on, once it happens. */
export function useChunkFailure(): string | null {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    const onFailure = (event: Event) => {
      if (event instanceof CustomEvent && typeof event.detail === "string") setMessage(event.detail);
    };
    window.addEventListener(CHUNK_FAILURE_EVENT, onFailure);
    return () => window.removeEventListener(CHUNK_FAILURE_EVENT, onFailure);
  }, []);
  return message;
}

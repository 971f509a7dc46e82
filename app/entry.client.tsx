import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { CHUNK_FAILURE_EVENT, installChunkReloadGuard } from "./lib/chunk-reload.ts";

try {
  installChunkReloadGuard({
    console,
    storage: window.sessionStorage,
    onFailure: (error) =>
      window.dispatchEvent(new CustomEvent(CHUNK_FAILURE_EVENT, { detail: error.message })),
  });
} catch {
  // Storage can be disabled; the router's own reload still applies.
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

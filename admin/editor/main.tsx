/**
 * The content editor's page: Keystatic's app, configured from the build's
 * schemas (content/lib/editor-keystatic.ts), under a bar with the way back to
 * the back office and to the publication page; a « lecture » account is told
 * that its changes will not be saved (the server refuses them).
 */
import { Keystatic } from "@keystatic/core/ui";
import { StrictMode, useEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import type { EditorDefinition } from "../../content/lib/editor-collections.ts";
import { keystaticConfig } from "../../content/lib/editor-keystatic.ts";

declare const __EDITOR_DEFINITION__: EditorDefinition;

const config = keystaticConfig(__EDITOR_DEFINITION__);

function useRole(): string | undefined {
  const [role, setRole] = useState<string>();
  useEffect(() => {
    fetch("/api/admin/session", { headers: { accept: "application/json" } })
      .then((response) => {
        if (response.status === 401) window.location.assign("/admin/connexion?retour=/keystatic");
        return response.ok ? response.json() : undefined;
      })
      .then((body: { user?: { role?: string } } | undefined) => setRole(body?.user?.role))
      .catch(() => setRole(undefined));
  }, []);
  return role;
}

function Editor() {
  const role = useRole();
  return (
    <>
      <nav className="editor-bar" aria-label="Espace du cabinet">
        <a href="/admin">Retour à l’espace du cabinet</a>
        <a href="/admin/publication">Publier les modifications</a>
      </nav>
      {role === "lecture" && (
        <p className="editor-readonly" role="status">
          Lecture seule&#160;: votre compte peut consulter le contenu du site, mais ses modifications ne
          seront pas enregistrées. Demandez à un compte «&#160;gestion&#160;» de les faire.
        </p>
      )}
      <Keystatic config={config} />
    </>
  );
}

const root = document.getElementById("editor");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Editor />
    </StrictMode>,
  );
}

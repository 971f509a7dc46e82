/**
 * The back office's one way to the server: JSON over fetch, same origin,
 * with the session cookie. A refusal carries the server's French sentence
 * (`{ error, message }`), shown as is; without a session (401) the app goes
 * to the sign-in page, and comes back to where it was once signed in.
 */
import { redirect } from "react-router";

/** A refusal of the server: its code and its French sentence. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** One French sentence per field to correct (a 422's `fields`). */
  readonly fields: Record<string, string> | undefined;
  constructor(status: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

/** The sign-in page, with the page to come back to (an app path, without /admin). */
export function signInPath(back?: string): string {
  return back && back !== "/" ? `/connexion?retour=${encodeURIComponent(back)}` : "/connexion";
}

/** Where to go after signing in: the `retour` of the sign-in page's address, when it is a page of the app. */
export function backPath(search: URLSearchParams): string {
  const back = search.get("retour");
  return back?.startsWith("/") && !back.startsWith("//") ? back : "/messages";
}

/** The page being shown, as an app path (without the /admin base). */
function currentAppPath(): string {
  const { pathname, search } = window.location;
  const path = pathname.replace(/^\/admin(?=\/|$)/, "") || "/";
  return path === "/connexion" ? "/" : path + search;
}

async function errorOf(response: Response): Promise<ApiError> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === "object" && "message" in body && typeof body.message === "string") {
      const code = "error" in body && typeof body.error === "string" ? body.error : "error";
      const fields =
        "fields" in body && body.fields && typeof body.fields === "object" ? body.fields : undefined;
      return new ApiError(response.status, code, body.message, fields as Record<string, string> | undefined);
    }
  } catch {
    // Not JSON: a proxy's page, a crash. Said below.
  }
  return new ApiError(
    response.status,
    "unexpected",
    `Le serveur n’a pas répondu correctement (erreur ${response.status}). Réessayez dans un instant.`,
  );
}

interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  /** The JSON body (POST and PUT send `{}` without one). */
  body?: unknown;
  /** Answer a 401 with an ApiError instead of going to the sign-in page (the sign-in screens). */
  signedOut?: boolean;
  signal?: AbortSignal;
}

/**
 * Calls the back office's API and returns its JSON (undefined for an empty
 * answer). Throws an ApiError for a refusal; for a 401, throws React Router's
 * redirect to the sign-in page (loaders and actions follow it; event handlers
 * pass it to `followRedirect`).
 */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? "GET";
  const withBody = method === "POST" || method === "PUT";
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: "same-origin",
      headers: withBody
        ? { accept: "application/json", "content-type": "application/json" }
        : { accept: "application/json" },
      body: withBody ? JSON.stringify(options.body ?? {}) : undefined,
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, "network", "Le serveur est injoignable. Vérifiez la connexion, puis réessayez.");
  }
  if (response.status === 401 && !options.signedOut) throw redirect(signInPath(currentAppPath()));
  if (!response.ok) throw await errorOf(response);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** What an action gives back to its page: a confirmation, or the server's refusal, to announce. */
export type ActionResult =
  | { ok: true; message: string; url?: string }
  | { ok: false; message: string; fields?: Record<string, string> };

/**
 * Runs an action's call: its confirmation `message` when it succeeds, the
 * server's sentence when it refuses. Anything else (a redirect to sign in, a
 * bug) goes up to React Router.
 */
export async function attempt(message: string, call: () => Promise<unknown>): Promise<ActionResult> {
  try {
    await call();
    return { ok: true, message };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, message: error.message, fields: error.fields };
    throw error;
  }
}

/** A form's text field, trimmed ("" when absent). */
export function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
}

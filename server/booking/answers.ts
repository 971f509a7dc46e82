/**
 * How the booking answers: JSON for its API, HTML (pages.ts) for a browser
 * posting the manage page's form, every answer `Cache-Control: no-store`, and
 * every refusal a clean 4xx with a code for scripts and a French message.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { frenchTypography } from "../../content/format.ts";
import type { FirmContact } from "../../content/site.ts";
import type { BuildFacts } from "../build-facts.ts";
import { describeError, type RelayLogger } from "../relay/delivery.ts";
import { wantsHtml } from "../relay/html.ts";
import { refusalPage } from "./pages.ts";

/** Largest request body accepted, in bytes (the longest field, the message, is 5,000 characters). */
export const BODY_LIMIT = 32 * 1024;

/** A refusal of the booking API: status, a code for scripts, a French message, per-field messages. */
export class BookingHttpError extends Error {
  override name = "BookingHttpError";
  readonly statusCode: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;

  constructor(statusCode: number, code: string, message: string, fields?: Record<string, string>) {
    super(frenchTypography(message));
    this.statusCode = statusCode;
    this.code = code;
    this.fields = fields;
  }
}

/** The French message and code of a refusal Fastify or a plugin raised, by status. */
const REFUSALS: Record<number, { code: string; message: string }> = {
  400: { code: "bad-request", message: "La demande est mal formée : elle n’a pas pu être lue." },
  403: { code: "forbidden-origin", message: "Demande refusée : elle ne vient pas du site du cabinet." },
  404: { code: "not-found", message: "Adresse inconnue." },
  405: { code: "method-not-allowed", message: "Méthode non prise en charge pour cette adresse." },
  413: { code: "too-large", message: "La demande est trop volumineuse : raccourcissez votre message." },
  415: {
    code: "unsupported-type",
    message: "Format non pris en charge : la demande doit être envoyée en JSON.",
  },
  429: {
    code: "rate-limited",
    message: "Trop de demandes en peu de temps : merci de réessayer dans une minute.",
  },
};

export function refusal(status: number): { code: string; message: string } {
  return (
    REFUSALS[status] ?? {
      code: "invalid",
      message: "La demande n’a pas pu être traitée.",
    }
  );
}

/** The refusal of `status` (403, 415, 429…) as an error to throw. */
export function refusalError(status: number): BookingHttpError {
  return new BookingHttpError(status, refusal(status).code, refusal(status).message);
}

export function sendJson(
  reply: FastifyReply,
  status: number,
  body: unknown,
  cacheControl = "no-store",
): FastifyReply {
  return reply
    .code(status)
    .header("cache-control", cacheControl)
    .type("application/json; charset=utf-8")
    .send(JSON.stringify(body));
}

export function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply.code(status).header("cache-control", "no-store").type("text/html; charset=utf-8").send(html);
}

/** "application/json; charset=utf-8" -> "application/json". */
export function mediaType(header: string | undefined): string {
  return (header ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

/** The request's body as an object (JSON, or the manage page's urlencoded form); else a 400. */
export function bodyObject(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    throw new BookingHttpError(400, "bad-request", "La demande doit être un objet JSON.");
  }
  return body as Record<string, unknown>;
}

/** The status and French message of any error a booking route raised; a 500 is logged. */
function describeFailure(
  error: Error & { statusCode?: number },
  request: FastifyRequest,
  log: RelayLogger,
  contact: FirmContact,
): { status: number; code: string; message: string } {
  if (error instanceof BookingHttpError) {
    return { status: error.statusCode, code: error.code, message: error.message };
  }
  const status =
    typeof error.statusCode === "number" && error.statusCode >= 400 && error.statusCode < 500
      ? error.statusCode
      : 500;
  if (status !== 500) {
    return { status, code: refusal(status).code, message: frenchTypography(refusal(status).message) };
  }
  log.error(`booking: ${request.method} ${request.url.split("?")[0]} failed: ${describeError(error)}`);
  return {
    status,
    code: "internal",
    message: frenchTypography(
      `Une erreur nous empêche d’enregistrer votre demande. Merci de réessayer ou de nous appeler au ${contact.phone}.`,
    ),
  };
}

/**
 * The API's error handler: a page in the frame of `source` (the build
 * answered) for a browser that asks for HTML, else JSON { error, message, fields? }.
 */
export function bookingErrorHandler(source: () => BuildFacts, log: RelayLogger) {
  return (error: Error & { statusCode?: number }, request: FastifyRequest, reply: FastifyReply) => {
    const page = source();
    const { status, code, message } = describeFailure(error, request, log, page.contact);
    if (wantsHtml(request.headers.accept)) return sendHtml(reply, status, refusalPage(page, message, status));
    return sendJson(reply, status, {
      error: code,
      message,
      ...(error instanceof BookingHttpError && error.fields && { fields: error.fields }),
    });
  };
}

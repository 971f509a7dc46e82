/**
 * A stand-in for the hosted EmailJS service (api.emailjs.com), for the
 * static-host test: the site built with RELAY_ORIGIN pointing here posts its
 * contact form to it from another origin, as it would post to EmailJS.
 *
 * It speaks the part of the protocol @emailjs/browser's sendForm uses:
 * POST /api/v1.0/email/send-form, a multipart body with the form's fields plus
 * user_id (the public key), service_id, template_id and lib_version; "OK"
 * with status 200, or status 400 and a sentence when a key is unknown, as
 * EmailJS answers. It answers CORS for any origin (a preflight too, though a
 * multipart POST without custom headers needs none) and records every
 * request it gets.
 */
import { once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";

export const SEND_FORM_PATH = "/api/v1.0/email/send-form";

interface EmailJsKeys {
  publicKey: string;
  serviceId: string;
  templateId: string;
}

interface ReceivedRequest {
  method: string;
  path: string;
  /** The Origin header: the page's origin for a cross-origin fetch. */
  origin: string | undefined;
  contentType: string | undefined;
  /** The multipart fields, for a POST to the send-form path. */
  fields: Record<string, string>;
  /** The status it was answered with. */
  status: number;
}

export interface FakeEmailJs {
  origin: string;
  /** Every request, in the order they came. */
  received: ReceivedRequest[];
  close(): Promise<void>;
}

function corsHeaders(request: IncomingMessage): Record<string, string> {
  const origin = request.headers.origin;
  return origin === undefined
    ? {}
    : {
        "Access-Control-Allow-Origin": origin,
        "Access-Control-Allow-Methods": "POST, OPTIONS",
        "Access-Control-Allow-Headers": request.headers["access-control-request-headers"] ?? "content-type",
        "Access-Control-Max-Age": "600",
        Vary: "Origin",
      };
}

async function readFields(request: IncomingMessage): Promise<Record<string, string> | undefined> {
  const contentType = request.headers["content-type"] ?? "";
  if (!contentType.startsWith("multipart/form-data")) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    const form = await new Response(Buffer.concat(chunks), {
      headers: { "content-type": contentType },
    }).formData();
    const fields: Record<string, string> = {};
    for (const [name, value] of form) {
      if (typeof value === "string") fields[name] = value;
    }
    return fields;
  } catch {
    return undefined;
  }
}

/** What EmailJS answers to these fields: 200 "OK", or 400 and why. */
function verdict(fields: Record<string, string>, keys: EmailJsKeys): [number, string] {
  if (fields.user_id !== keys.publicKey) {
    return [
      400,
      "The Public Key is invalid. To find this ID, visit https://dashboard.emailjs.com/admin/account",
    ];
  }
  if (fields.service_id !== keys.serviceId) {
    return [400, "The service ID is invalid. To find this ID, visit https://dashboard.emailjs.com/admin"];
  }
  if (fields.template_id !== keys.templateId) {
    return [
      400,
      "The template ID is invalid. To find this ID, visit https://dashboard.emailjs.com/admin/templates",
    ];
  }
  return [200, "OK"];
}

/** Listens on 127.0.0.1:`port` and accepts the forms sent with `keys`. */
export async function startFakeEmailJs(port: number, keys: EmailJsKeys): Promise<FakeEmailJs> {
  const received: ReceivedRequest[] = [];

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? "/", "http://localhost").pathname;
    const record = (status: number, fields: Record<string, string> = {}) =>
      received.push({
        method: request.method ?? "",
        path,
        origin: request.headers.origin,
        contentType: request.headers["content-type"],
        fields,
        status,
      });
    const answer = (status: number, body = "") => {
      response.writeHead(status, { ...corsHeaders(request), "Content-Type": "text/plain; charset=utf-8" });
      response.end(body);
    };

    if (path !== SEND_FORM_PATH) {
      record(404);
      answer(404, "Not found");
      return;
    }
    if (request.method === "OPTIONS") {
      record(204);
      answer(204);
      return;
    }
    if (request.method !== "POST") {
      record(405);
      answer(405, "Method not allowed");
      return;
    }
    const fields = await readFields(request);
    if (fields === undefined) {
      record(400);
      answer(400, "The request body must be multipart/form-data");
      return;
    }
    const [status, body] = verdict(fields, keys);
    record(status, fields);
    answer(status, body);
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  server.listen(port, "127.0.0.1");
  await once(server, "listening");
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

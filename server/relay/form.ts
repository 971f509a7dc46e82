/**
 * Reading the form the relay receives: a multipart/form-data body, as
 * @emailjs/browser's sendForm() posts it, within size limits that hold even
 * without a Content-Length, then the message in it, checked with the form's
 * own rules (shared/contact-validation.ts). Refusals are RelayHttpErrors
 * (400, 413, 415).
 */
import type { FastifyMultipartOptions } from "@fastify/multipart";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { RelayKeys } from "../../config/server.ts";
import {
  CONTACT_FIELDS,
  type ContactErrors,
  type ContactField,
  HONEYPOT_FIELD,
  invalidFields,
  tooLongMessage,
  validateContact,
} from "../../shared/contact-validation.ts";
import { RelayHttpError } from "./errors.ts";
import type { ContactMessage } from "./store.ts";

export const RELAY_LIMITS = {
  /** Whole request body, in bytes. */
  bodyBytes: 64 * 1024,
  /** One field's value, in bytes (the longest field, Message, is 5,000 characters). */
  fieldBytes: 16 * 1024,
  /** Fields (and parts) per request: the form sends 12. */
  fields: 20,
  fieldNameBytes: 100,
} as const;

/** The options of @fastify/multipart for the relay's routes. */
export const MULTIPART_OPTIONS: FastifyMultipartOptions = {
  limits: {
    fieldNameSize: RELAY_LIMITS.fieldNameBytes,
    fieldSize: RELAY_LIMITS.fieldBytes,
    fields: RELAY_LIMITS.fields,
    parts: RELAY_LIMITS.fields,
    files: 0,
    headerPairs: 20,
  },
};

export interface ReceivedForm {
  /** First value of each field. */
  values: Map<string, string>;
  /** Fields whose value (or name) went over the size limit, cut by the parser. */
  truncated: string[];
  /** Fields sent more than once. */
  duplicates: string[];
}

/** "multipart/form-data; boundary=…" -> "multipart/form-data". */
function mediaType(header: string | undefined): string {
  return (header ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

/**
 * Refuses, before any body is read, what is not a multipart body (415) or
 * announces more than RELAY_LIMITS.bodyBytes (413). For a route's preParsing hook.
 */
export function checkFormHeaders(request: FastifyRequest, reply: FastifyReply): void {
  if (mediaType(request.headers["content-type"]) !== "multipart/form-data") {
    throw new RelayHttpError(415, "Expected a multipart/form-data body");
  }
  const length = request.headers["content-length"];
  if (length !== undefined && Number(length) > RELAY_LIMITS.bodyBytes) {
    reply.header("connection", "close");
    throw new RelayHttpError(413, "Request body too large");
  }
}

/** What a UTF-8 decoder puts in place of bytes that are not UTF-8. */
const REPLACEMENT_CHARACTER = "\uFFFD";

async function collectFields(request: FastifyRequest): Promise<ReceivedForm> {
  const values = new Map<string, string>();
  const truncated = new Set<string>();
  const duplicates = new Set<string>();
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") throw new RelayHttpError(413, "Files are not accepted");
      // A part declared as application/json arrives parsed: no field of the form is.
      if (typeof part.value !== "string") throw new RelayHttpError(400, `Malformed field: ${part.fieldname}`);
      // Browsers always send UTF-8: a replacement character is what the parser
      // (@fastify/busboy decodes values and field names as UTF-8) made of bytes
      // that were not. Refused rather than stored garbled.
      if (part.fieldname.includes(REPLACEMENT_CHARACTER)) {
        throw new RelayHttpError(400, "Invalid UTF-8 in a field name");
      }
      // (A value cut at the size limit may end in half a character: that is a 413, below.)
      if (!part.valueTruncated && part.value.includes(REPLACEMENT_CHARACTER)) {
        throw new RelayHttpError(400, `Invalid UTF-8 in field: ${part.fieldname}`);
      }
      if (part.valueTruncated || part.fieldnameTruncated) truncated.add(part.fieldname);
      if (values.has(part.fieldname)) duplicates.add(part.fieldname);
      else values.set(part.fieldname, part.value);
    }
  } catch (error) {
    if (error instanceof RelayHttpError) throw error;
    const code = (error as { code?: unknown } | null)?.code;
    if (code === "FST_FILES_LIMIT" || code === "FST_REQ_FILE_TOO_LARGE") {
      throw new RelayHttpError(413, "Files are not accepted", { cause: error });
    }
    if (code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") {
      throw new RelayHttpError(413, `Too many fields (${RELAY_LIMITS.fields} at most)`, { cause: error });
    }
    // Whatever else the parser throws is about the body it was given.
    throw new RelayHttpError(400, "Malformed multipart body", { cause: error });
  }
  return { values, truncated: [...truncated], duplicates: [...duplicates] };
}

/**
 * Reads the multipart fields, stopping at RELAY_LIMITS.bodyBytes even when the
 * body has no Content-Length (chunked): @fastify/multipart reads the raw
 * request itself, so the route's bodyLimit does not apply to it.
 */
export async function readForm(request: FastifyRequest, reply: FastifyReply): Promise<ReceivedForm> {
  const raw = request.raw;
  let received = 0;
  let refuse: (error: Error) => void = () => undefined;
  const overLimit = new Promise<never>((_resolve, reject) => {
    refuse = reject;
  });
  overLimit.catch(() => undefined);
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received > RELAY_LIMITS.bodyBytes) {
      raw.off("data", count);
      raw.unpipe();
      // The rest of the body is not read: close the connection after the answer.
      reply.header("connection", "close");
      refuse(new RelayHttpError(413, "Request body too large"));
    }
  };
  // Paused, listening does not start the flow; the parser's pipe() does, and
  // both then see every chunk.
  raw.pause();
  raw.on("data", count);
  try {
    return await Promise.race([collectFields(request), overLimit]);
  } finally {
    raw.off("data", count);
  }
}

/**
 * A form whose fields break the form's rules: the refusal, plus what the
 * visitor typed and the form's message for each invalid field, for the page
 * that shows the form again (html.ts).
 */
export class InvalidFormError extends RelayHttpError {
  override name = "InvalidFormError";
  /** The contact fields as received (line breaks normalized). */
  readonly values: ReadonlyMap<string, string>;
  readonly errors: ContactErrors;

  constructor(
    statusCode: number,
    message: string,
    values: ReadonlyMap<string, string>,
    errors: ContactErrors,
  ) {
    super(statusCode, message);
    this.values = values;
    this.errors = errors;
  }
}

/** Line breaks as the textarea had them: multipart encoding turns them into CRLF. */
function normalizeNewlines(value: string): string {
  return value.replace(/\r\n?/g, "\n");
}

function plural(count: number, one: string, many: string): string {
  return count > 1 ? many : one;
}

function contactMessage(values: ReadonlyMap<string, string>): ContactMessage {
  const get = (field: ContactField) => (values.get(field) ?? "").trim();
  return {
    whom: get("whom"),
    lastName: get("lastName"),
    firstName: get("firstName"),
    email: get("email"),
    phone: get("phone"),
    interest: get("interest"),
    message: get("Message"),
  };
}

/**
 * The message a form carries, once its keys and fields are checked; `spam`
 * when the hidden honeypot field is filled (checked no further). Throws a
 * RelayHttpError: 413 for a field too long, 400 for unknown keys, a field
 * sent twice or an invalid field. A field the form's rules refuse (too long
 * or invalid) throws an InvalidFormError, which carries the values and messages.
 */
export function messageOf(form: ReceivedForm, keys: RelayKeys): { message: ContactMessage; spam: boolean } {
  if (form.truncated.length > 0) {
    throw new RelayHttpError(
      413,
      `${plural(form.truncated.length, "Field", "Fields")} too long: ${form.truncated.join(", ")}`,
    );
  }
  const unknownKeys = (
    [
      ["user_id", keys.publicKey],
      ["service_id", keys.serviceId],
      ["template_id", keys.templateId],
    ] as const
  )
    .filter(([field, expected]) => form.values.get(field) !== expected)
    .map(([field]) => field);
  if (unknownKeys.length > 0) throw new RelayHttpError(400, `Unknown ${unknownKeys.join(", ")}`);

  const values = new Map<string, string>();
  for (const field of CONTACT_FIELDS) {
    const value = form.values.get(field);
    if (value !== undefined) values.set(field, normalizeNewlines(value));
  }
  if ((form.values.get(HONEYPOT_FIELD) ?? "").trim() !== "") {
    return { message: contactMessage(values), spam: true };
  }

  const duplicates = form.duplicates.filter((field) => (CONTACT_FIELDS as readonly string[]).includes(field));
  if (duplicates.length > 0) {
    throw new RelayHttpError(
      400,
      `${plural(duplicates.length, "Duplicate field", "Duplicate fields")}: ${duplicates.join(", ")}`,
    );
  }
  const errors = validateContact(values);
  const invalid = invalidFields(errors);
  const tooLong = invalid.filter((field) => errors[field] === tooLongMessage(field));
  if (tooLong.length > 0) {
    throw new InvalidFormError(
      413,
      `${plural(tooLong.length, "Field", "Fields")} too long: ${tooLong.join(", ")}`,
      values,
      errors,
    );
  }
  if (invalid.length > 0) {
    throw new InvalidFormError(
      400,
      `${plural(invalid.length, "Invalid field", "Invalid fields")}: ${invalid.join(", ")}`,
      values,
      errors,
    );
  }
  return { message: contactMessage(values), spam: false };
}

/** A refusal of the relay, with its status and a short text for the body. */
export class RelayHttpError extends Error {
  override name = "RelayHttpError";
  readonly statusCode: number;

  constructor(statusCode: number, message: string, options?: ErrorOptions) {
    super(message, options);
    this.statusCode = statusCode;
  }
}

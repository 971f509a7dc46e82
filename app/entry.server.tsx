/**
 * The server entry React Router uses to pre-render every page at build time
 * (there is no server rendering at runtime: react-router.config.ts).
 *
 * It waits for the whole page before writing anything (`onAllReady`), as
 * React documents for crawlers and static generation: every Suspense
 * boundary is then complete in the HTML, so a page needs none of React's
 * streaming scripts to show its content, and its text is all there before
 * any JavaScript runs. Otherwise the same as React Router's default entry,
 * but for the nonce: the build's marker of the site's own inline scripts
 * (config/site-scripts.ts), given to `<ServerRouter nonce>` and React's
 * `nonce` option as their documentation shows; the CSP step hashes only the
 * scripts that carry it.
 * https://react.dev/reference/react-dom/server/renderToPipeableStream#waiting-for-all-content-to-load-for-crawlers-and-static-generation
 */
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { SITE_SCRIPT_NONCE_VARIABLE } from "../config/site-scripts.ts";
import { SpaFallback } from "./lib/route-handle.ts";

/** How long a page may take to render before the build gives up on it, in ms. */
export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  if (request.method.toUpperCase() === "HEAD") {
    return Promise.resolve(new Response(null, { status: responseStatusCode, headers: responseHeaders }));
  }
  const nonce = process.env[SITE_SCRIPT_NONCE_VARIABLE] || undefined;
  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <SpaFallback value={routerContext.isSpaMode}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </SpaFallback>,
      {
        nonce,
        onAllReady() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeout);
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
    const timeout = setTimeout(abort, streamTimeout + 1000);
  });
}

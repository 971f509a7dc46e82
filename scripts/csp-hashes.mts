// The server (server/csp.ts) and its tests import the CSP helpers from here:
// they live in the build pipeline, scripts/pipeline/csp-hashes.ts.
export * from "./pipeline/csp-hashes.ts";

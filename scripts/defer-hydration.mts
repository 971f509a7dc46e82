// The server's tests import the hydration rewrite from here: it lives in the
// build pipeline, scripts/pipeline/defer-hydration.ts.
export * from "./pipeline/defer-hydration.ts";

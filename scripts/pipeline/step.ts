/** What every build step is given and gives back (see ./index.ts for the order). */

/** Where the build happens. */
export interface BuildContext {
  /** The repository's root. */
  root: string;
  /** The built site: build/client. */
  clientDir: string;
}

/**
 * One step of the build. `run` does its work and returns a one-line summary
 * of what it did; it throws, saying why, when it finds nothing to do (a step
 * that silently does nothing would ship a site without it).
 */
export interface BuildStep {
  name: string;
  run(context: BuildContext): Promise<string>;
}

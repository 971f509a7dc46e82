/**
 * The step after the pre-render: build/site-config.json, the public configuration this build was
 * made with (config/public-file.ts). The server reads it at start and refuses
 * to run when its relay keys disagree with the ones baked into the pages.
 */
import path from "node:path";
import { writePublicConfig } from "../../config/public-file.ts";
import type { BuildStep } from "./step.ts";

export const publicConfigStep: BuildStep = {
  name: "public configuration",
  async run({ clientDir }) {
    const file = writePublicConfig(path.dirname(clientDir));
    return `${path.relative(path.dirname(path.dirname(clientDir)), file)}: the configuration the pages were built with`;
  },
};

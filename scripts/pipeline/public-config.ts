/**
 * The step after the pre-render: build/site-config.json, the identity and build settings this
 * build was made with (config/public-file.ts), and build/build-info.json, the build's id
 * (config/build-info.ts). The server reads both at start: it refuses to run
 * when its relay keys disagree with the ones baked into the pages, and shows
 * the id on /healthz.
 */
import path from "node:path";
import { writeBuildInfo } from "../../config/build-info.ts";
import { publicConfig } from "../../config/public.ts";
import { writePublicConfig } from "../../config/public-file.ts";
import type { BuildStep } from "./step.ts";

export const publicConfigStep: BuildStep = {
  name: "public configuration",
  async run({ clientDir }) {
    const config = publicConfig();
    const file = writePublicConfig(path.dirname(clientDir));
    const { id } = writeBuildInfo(path.dirname(clientDir), config);
    return `${path.relative(path.dirname(path.dirname(clientDir)), file)}: the configuration the pages were built with; build ${id}`;
  },
};

/**
 * The step after the pre-render: build/site-config.json, the identity and build settings this
 * build was made with (config/public-file.ts), build/build-facts.json, the contact form's
 * subjects its pages offer, its old addresses and its booking's slot rules (config/build-facts.ts), and build/build-info.json, the build's id
 * (config/build-info.ts). The server reads them with the build: it refuses to run
 * when its relay keys disagree with the ones baked into the pages, its own pages, e-mails
 * and checks take the firm's contact and the subjects of the build they answer with
 * (decision 044), and /healthz shows the id.
 */
import path from "node:path";
import { writeBuildFacts } from "../../config/build-facts.ts";
import { writeBuildInfo } from "../../config/build-info.ts";
import { publicConfig } from "../../config/public.ts";
import { writePublicConfig } from "../../config/public-file.ts";
import { bookingRules } from "../../content/booking.ts";
import { interestOptions } from "../../content/contact.ts";
import { redirects } from "../../content/redirects.ts";
import type { BuildStep } from "./step.ts";

export const publicConfigStep: BuildStep = {
  name: "public configuration",
  async run({ clientDir }) {
    const config = publicConfig();
    const file = writePublicConfig(path.dirname(clientDir));
    writeBuildFacts(path.dirname(clientDir), {
      interests: [...interestOptions],
      redirects: { ...redirects },
      booking: {
        slotMinutes: bookingRules.slotMinutes,
        minimumNoticeHours: bookingRules.minimumNoticeHours,
        horizonDays: bookingRules.horizonDays,
      },
    });
    const { id } = writeBuildInfo(path.dirname(clientDir), config);
    return `${path.relative(path.dirname(path.dirname(clientDir)), file)}: the configuration the pages were built with; build ${id}`;
  },
};

/**
 * The server's endpoints besides the pre-rendered site (server/app.ts): the
 * audience's counters, the contact relay, the online booking and /healthz,
 * each one present when its options are given. The relay and the booking
 * count their conversions into the audience, when it is measured.
 */

import path from "node:path";
import type { FastifyInstance } from "fastify";
import { contentRefusals } from "../content/lib/content-check.ts";
import { adminAgendaRoutes, agendaFeedRoutes } from "./admin/agenda.ts";
import { adminAudienceRoutes } from "./admin/audience.ts";
import { adminStatusRoutes } from "./admin/deliveries.ts";
import { editorModule } from "./admin/editor.ts";
import { adminMessagesRoutes } from "./admin/messages.ts";
import { type AdminModule, type AdminOptions, adminPlugin } from "./admin/plugin.ts";
import { adminPublishRoutes } from "./admin/publish.ts";
import {
  type AudienceOptions,
  analyticsPlugin,
  conversionRecorder,
  type RecordConversion,
} from "./analytics/plugin.ts";
import { AudienceStore } from "./analytics/store.ts";
import { type BookingOptions, type BookingParts, bookingPlugin, createBooking } from "./booking/plugin.ts";
import { type HealthOptions, healthPlugin } from "./health.ts";
import { type LoggingOptions, relayLogger } from "./logging.ts";
import { openStore } from "./open-store.ts";
import { Publisher, type PublisherOptions } from "./publish/publisher.ts";
import { RelayHandle, type RelayOptions, relayPlugin } from "./relay/plugin.ts";
import type { LiveSite, SiteBuild } from "./site-build.ts";

export interface ServicesOptions {
  /**
   * The self-hosted e-mail relay (POST /api/v1.0/email/send-form, see
   * server/relay/plugin.ts). Without it that path is answered 405 like any POST.
   */
  relay?: RelayOptions;
  /**
   * Online booking (server/booking/plugin.ts): /api/booking/* and the manage
   * page /rendez-vous/gerer. Without it those paths are the site's (404, 405).
   */
  booking?: BookingOptions;
  /**
   * The audience endpoint (POST /api/audience, server/analytics/plugin.ts),
   * with its own database. Without it, beacons are answered 405 like any POST
   * and conversions are not counted.
   */
  audience?: AudienceOptions;
  /**
   * The firm's back office (server/admin/plugin.ts): /admin and /api/admin/*.
   * Without it those paths are the site's (404, 405).
   */
  admin?: AdminOptions;
  /**
   * « Publier » from the back office (server/publish/): needs `admin`. The
   * server then answers from the live publication when this release built one.
   */
  publish?: Omit<PublisherOptions, "live" | "loadBuild" | "log">;
  /** The release's own build (build/client), when the site is answered from a publication. */
  releaseRoot?: string;
  /** GET /healthz (server/health.ts): the build id (default: <root>/../build-info.json's), how long a check holds. */
  health?: Pick<HealthOptions, "buildId" | "maxAgeMs">;
}

/** What the services know of the site served: the live build, and how to load another (a publication). */
export interface SiteHandle {
  live: LiveSite;
  loadBuild(root: string): Promise<SiteBuild>;
}

/** Registers the endpoints `options` asks for; `site` is the built site served (build/client at start). */
export async function registerServices(
  app: FastifyInstance,
  options: ServicesOptions & { logger?: boolean | LoggingOptions },
  site: SiteHandle,
): Promise<void> {
  // The release's own build: the frames of the relay's and booking's pages
  // for browsers without scripts, and the build id /healthz reports.
  const root = options.releaseRoot ?? site.live.current.root;
  // The frame and the firm's contact of the build answered now: a publication switches them with the pages.
  const buildFacts = () => site.live.current;
  // The audience's counters (decision 029): the beacon's endpoint, and the
  // conversions the relay (and the booking) count once they have stored.
  let recordConversion: RecordConversion | undefined;
  let audienceStore: AudienceStore | undefined;
  if (options.audience) {
    const log = options.logger ? relayLogger(app.log) : options.audience.log;
    const file = options.audience.databasePath;
    const store = openStore(file, () => AudienceStore.open(file));
    app.addHook("onClose", async () => store.close());
    audienceStore = store;
    recordConversion = conversionRecorder(store, options.audience.now, log);
    await app.register(analyticsPlugin, { ...options.audience, ...(log && { log }), store });
  }

  // What the back office needs of the relay: whether it e-mails, and a nudge to send a message again.
  const relayHandle = options.relay?.handle ?? new RelayHandle();
  if (options.relay) {
    // The relay's pages for a browser without scripts: in the live build's contact page, with its contact.
    await app.register(relayPlugin, {
      ...(options.logger && { log: relayLogger(app.log) }),
      buildFacts,
      ...(recordConversion && { recordConversion }),
      ...options.relay,
      handle: relayHandle,
    });
  }
  let booking: BookingParts | undefined;
  if (options.booking) {
    const countBooking = recordConversion;
    const bookingOptions: BookingOptions = {
      ...(options.logger && { log: relayLogger(app.log) }),
      buildFacts,
      ...(countBooking && { onStored: (_booking, request) => countBooking("booking", request) }),
      ...options.booking,
    };
    // One set of parts for the public routes, the calendar feed and the back office's agenda.
    booking = createBooking(bookingOptions);
    await app.register(bookingPlugin, { ...bookingOptions, booking });
    await app.register(agendaFeedRoutes, { booking });
  }
  if (options.admin) {
    const log = options.logger ? relayLogger(app.log) : undefined;
    const publisher =
      options.publish &&
      new Publisher({
        checkContent: contentRefusals,
        ...options.publish,
        live: site.live,
        loadBuild: site.loadBuild,
        ...(log && { log: (line: string) => log.info(line) }),
      });
    if (publisher) app.addHook("onClose", async () => publisher.stop());
    const editor =
      publisher &&
      editorModule({
        workingCopy: async () => publisher.workingCopy(),
        ...(options.admin.uiDir && { uiDir: path.join(options.admin.uiDir, "editor") }),
      });
    const modules: AdminModule[] = [
      { plugin: adminStatusRoutes },
      { plugin: adminMessagesRoutes, options: { relay: relayHandle } },
      ...(booking ? [{ plugin: adminAgendaRoutes, options: { booking } }] : []),
      { plugin: adminAudienceRoutes, options: { audience: audienceStore } },
      ...(editor ? [editor] : []),
      ...(publisher
        ? [
            {
              plugin: adminPublishRoutes,
              options: {
                publisher,
                live: site.live,
                secure: new URL(options.admin.origin).protocol === "https:",
              },
            },
          ]
        : []),
    ];
    await app.register(adminPlugin, {
      ...(options.logger && { log: relayLogger(app.log) }),
      ...options.admin,
      live: site.live,
      modules: [...modules, ...(options.admin.modules ?? [])],
    });
  }
  const databasePath = options.relay?.databasePath ?? options.booking?.databasePath;
  await app.register(healthPlugin, { buildDir: path.dirname(root), databasePath, ...options.health });
}

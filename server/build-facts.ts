/**
 * What the server's own pages, e-mails and checks take from the build it
 * answers with (decision 044): the frame of that build's /contact page, the
 * firm's contact it was made with (build/site-config.json) and the contact
 * form's subjects it offers and the old addresses it redirects
 * (build/build-facts.json), and the booking's slot rules. A publication (and a
 * rollback) switches them with the pages, at the one switch of LiveSite
 * (server/site-build.ts); each page or e-mail reads them once.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { buildFactsPath, type ContentFacts, readBuildFacts } from "../config/build-facts.ts";
import { siteConfig } from "../config/public.ts";
import { publicConfigPath, readBuiltPublicConfig } from "../config/public-file.ts";
import { bookingRules } from "../content/booking.ts";
import { interestOptions } from "../content/contact.ts";
import { redirects } from "../content/redirects.ts";
import { type FirmContact, firmContactOf, siteOf } from "../content/site.ts";
import { loadPageFrame } from "./relay/html.ts";

export interface BuildFacts {
  /** The relay's and the booking's pages' frame (relay/html.ts). */
  frame: string;
  contact: FirmContact;
  /** The contact form's subjects, in their order: the only ones the booking accepts. */
  interests: readonly string[];
  /** The old addresses the server redirects (301), and their new page. */
  redirects: Readonly<Record<string, string>>;
  /** The slots' length, notice and horizon the booking page states and the free slots follow. */
  booking: BookingLength;
}

type BookingLength = ContentFacts["booking"];

/** This process's booking rules (content/booking.yaml as it was when the server started). */
const ownBookingLength = (): BookingLength => ({
  slotMinutes: bookingRules.slotMinutes,
  minimumNoticeHours: bookingRules.minimumNoticeHours,
  horizonDays: bookingRules.horizonDays,
});

/**
 * The facts of the build in `root` (a client folder). A file the build did
 * not write (a site made by hand, in the tests): this process's value.
 */
export function loadBuildFacts(root: string): BuildFacts {
  const buildDir = path.dirname(root);
  return {
    frame: loadPageFrame(root),
    contact: existsSync(publicConfigPath(buildDir))
      ? firmContactOf(siteOf(siteConfig(readBuiltPublicConfig(buildDir).config)))
      : firmContactOf(),
    ...(existsSync(buildFactsPath(buildDir))
      ? readBuildFacts(buildDir)
      : { interests: interestOptions, redirects, booking: ownBookingLength() }),
  };
}

/** The facts of the built site in `siteRoot` with this process's contact and subjects, fixed (tests, a server without publications). */
export function fixedBuildFacts(siteRoot: string | undefined): () => BuildFacts {
  const facts = {
    frame: loadPageFrame(siteRoot),
    contact: firmContactOf(),
    interests: interestOptions,
    redirects,
    booking: ownBookingLength(),
  };
  return () => facts;
}

/**
 * The video podcasts (spec section 3, "Podcast"), shown on /blog/podcasts and
 * /blog/podcasts/{link}: one YAML file per episode in content/podcasts/, its
 * name the episode's slug, so adding an episode is adding a file. The
 * episodes are listed newest first (by file name on the same day). The video
 * is loaded from youtube-nocookie.com only when the visitor clicks the
 * placeholder.
 *
 * Node only (build time, the server, the scripts): the pages get the episodes
 * through their routes' loaders, and their helpers from ./podcast-paths.ts.
 * French typography as in content/home.ts.
 */
import { z } from "zod";
import { typeset } from "./format.ts";
import { readCollection } from "./lib/collection.ts";
import { text } from "./lib/fields.ts";
import { isoDateOf, youtubeEmbedAddress } from "./podcast-paths.ts";

export { isoDateOf, podcastPath } from "./podcast-paths.ts";

export interface Podcast {
  title: string;
  /** Short label: the breadcrumb and links to the episode. */
  label: string;
  /** Several paragraphs, one per line. */
  text: string;
  /** Publication date, dd/mm/yyyy. */
  date: string;
  /** The slug of the episode's page: /blog/podcasts/{link}. */
  link: string;
  /** The video's embed address (youtube-nocookie.com). */
  yt: string;
  /** The page's title (without the firm's name). */
  titlePage: string;
  /** The page's meta description. */
  metades: string;
}

/** An episode's file (content/podcasts/{link}.yaml). */
export const podcastSchema = z.strictObject({
  title: text,
  label: text,
  date: z
    .string()
    .regex(/^\d{2}\/\d{2}\/\d{4}$/, {
      error: "doit être une date écrite jj/mm/aaaa, comme 08/07/2024",
      abort: true,
    })
    .refine((date) => !Number.isNaN(Date.parse(isoDateOf(date))), "n’est pas une date du calendrier"),
  video: z
    .string()
    .regex(
      /^[\w-]{11}$/,
      "doit être l’identifiant d’une vidéo YouTube : 11 lettres, chiffres, « - » ou « _ »",
    ),
  pageTitle: text,
  description: text,
  text: z.array(text.refine((line) => !line.includes("\n"), "doit tenir sur un seul paragraphe")).min(1),
});

/** The episodes, newest first, from content/podcasts/. */
function readPodcasts(): Podcast[] {
  const episodes = readCollection("podcasts", "yaml", podcastSchema).map(
    ({ id, data }): Podcast => ({
      title: data.title,
      label: data.label,
      text: data.text.join("\n"),
      date: data.date,
      link: id,
      yt: youtubeEmbedAddress(data.video),
      titlePage: data.pageTitle,
      metades: data.description,
    }),
  );
  // A stable sort: on the same day, the files' order (by name) stays.
  return episodes.sort((a, b) => isoDateOf(b.date).localeCompare(isoDateOf(a.date)));
}

export const podcasts: readonly Podcast[] = typeset(readPodcasts());

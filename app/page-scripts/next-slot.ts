/**
 * « Prochain créneau libre : mardi 2 décembre à 9 h 30, par téléphone.
 * Réserver ce créneau »: the earliest free slot of the formats a page
 * concerns (content/next-slot.ts), with a link that opens the booking page on
 * it. Not in the pre-rendered HTML: app/components/sections/next-slot.tsx
 * leaves a marker, out of the band's layout, that carries the line's words
 * (`data-next-slot`). Once the marker comes within a screen of the visitor's,
 * the line's code (app/lib/next-slot.ts, a chunk of its own) is fetched and
 * asks the booking API; the line is then put after the marker. Until it
 * answers, and if it never does, nothing is shown and no room is held. It is
 * not an alert: it appears, unannounced, at the end of the band. A site built
 * for a static host has no booking server: its pages carry no marker.
 */
import type { NextSlotLine } from "../../content/next-slot.ts";

/**
 * How far from the screen the marker may be when its line is asked for: a
 * screen's height below (the line is there before the visitor scrolls to it)
 * or above (a jump to the end of the page); nothing is fetched for a visit
 * that never comes near.
 */
export const NEAR = "100% 0px 100% 0px";

/** The line's paragraph: « before » <strong>slot</strong> « after » <a>link</a>. */
function lineElement(
  document: Document,
  line: NextSlotLine,
  shown: { before: string; slot: string; after: string; href: string },
) {
  const paragraph = document.createElement("p");
  paragraph.className = "cta-band__next";
  const slot = document.createElement("strong");
  slot.className = "nowrap";
  slot.textContent = shown.slot;
  const link = document.createElement("a");
  link.href = shown.href;
  link.textContent = line.link;
  paragraph.append(shown.before, slot, `${shown.after} `, link);
  return paragraph;
}

export function startNextSlot(document: Document): void {
  const view = document.defaultView;
  const markers = [...document.querySelectorAll<HTMLElement>("[data-next-slot]")];
  if (!view || markers.length === 0) return;
  const observer = new view.IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        const marker = entry.target as HTMLElement;
        const line: NextSlotLine = JSON.parse(marker.dataset.nextSlot ?? "{}");
        import("../lib/next-slot.ts")
          .then(({ findNextSlot }) => findNextSlot(line))
          .then((shown) => {
            if (shown) marker.after(lineElement(document, line, shown));
          })
          // Its code could not be fetched (a new release, offline): no line.
          .catch(() => undefined);
      }
    },
    { rootMargin: NEAR },
  );
  for (const marker of markers) observer.observe(marker);
}

/**
 * The click-to-load frames: the YouTube player (app/components/ui/youtube-embed.tsx)
 * and the reviews widget (app/components/sections/reviews-widget.tsx) are
 * placeholders drawn by the site, buttons that carry their frame in
 * `data-frame` (its attributes, written by the site at build). Nothing is
 * requested from the frame's host until the visitor clicks: then the frame
 * replaces the placeholder (`data-frame-replaces`: the button's ancestor it
 * takes the place of, the button itself by default) and gets the focus the
 * button had. `data-frame-log` is a line the click writes to the console.
 * Only the attributes listed below are set, and only an https address is
 * loaded: what the firm types (a video's id, the widget's address) cannot
 * become a script.
 */

/** The attributes a frame may be given: no other name is ever set. */
const FRAME_ATTRIBUTES = new Set([
  "src",
  "title",
  "class",
  "width",
  "height",
  "allow",
  "allowfullscreen",
  "referrerpolicy",
  "loading",
]);

/** Whether a frame's address is one a frame may load: https only (never `javascript:`, `data:`…). */
function isHttps(address: string, base: string): boolean {
  try {
    return new URL(address, base).protocol === "https:";
  } catch {
    return false;
  }
}

/** The button's frame, or undefined when its address is not https. */
export function frameOf(document: Document, button: HTMLElement): HTMLIFrameElement | undefined {
  const attributes: Record<string, unknown> = JSON.parse(button.dataset.frame ?? "{}");
  if (typeof attributes.src !== "string" || !isHttps(attributes.src, document.baseURI)) return undefined;
  const frame = document.createElement("iframe");
  for (const [name, value] of Object.entries(attributes))
    if (FRAME_ATTRIBUTES.has(name) && typeof value === "string") frame.setAttribute(name, value);
  return frame;
}

export function startFrames(document: Document): void {
  document.addEventListener("click", (event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const button = target.closest<HTMLElement>("button[data-frame]");
    if (!button) return;
    const frame = frameOf(document, button);
    if (!frame) return;
    const replaced = button.dataset.frameReplaces ? button.closest(button.dataset.frameReplaces) : button;
    (replaced ?? button).replaceWith(frame);
    if (button.dataset.frameLog) console.info(button.dataset.frameLog);
    frame.focus();
  });
}

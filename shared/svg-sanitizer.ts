/**
 * SVG pictures that cannot carry a script (issue 43), one rule
 * for the editor's uploads (server/admin/editor.ts) and for the build, which
 * writes the articles' pictures from content/blog/ (content/blog/pictures.ts).
 *
 * The file is read by a strict XML parser (saxes, with namespaces): anything
 * that is not well-formed XML, or whose root is not an `<svg>`, is refused.
 * It is then written again from an allow-list: only the drawing elements and
 * attributes listed below are kept, in the SVG namespace, with their text
 * escaped, so nothing the list does not name can reach a browser — comments,
 * processing instructions (`<?xml-stylesheet?>`), editors' metadata
 * (Inkscape, Illustrator, RDF), unknown elements and attributes are dropped
 * silently, links (`<a>`) are unwrapped (their drawing kept) and animations
 * removed (a picture is a still image).
 *
 * What only an attack or an interactive document would contain refuses the
 * whole file, with a French sentence that names it (« Cette image SVG
 * contient … : elle est refusée. »), so that the firm knows what is wrong
 * instead of publishing a picture with parts missing:
 * - a DOCTYPE (a DTD, entities) or an entity XML does not define;
 * - a script in any namespace (`<script>`, `<h:script>`), an event handler
 *   (any `on…` attribute), `<foreignObject>`, `<iframe>`, `<embed>`,
 *   `<object>`, any element of the HTML namespace;
 * - a `javascript:` or `vbscript:` address anywhere (character references
 *   such as `javascript&#58;` decoded, spaces and control characters
 *   ignored, as browsers do);
 * - a link to another file: an `href` that is not a fragment of the picture
 *   (`#id`), a CSS `url(…)` that is not one, `@import`, `image-set()`; or a
 *   `data:` address other than a PNG, JPEG or WebP image in base64 in an
 *   `<image>` (a raster picture cannot run anything);
 * - CSS the rules cannot read safely: escapes (`\`), `expression()`,
 *   `behavior`, `-moz-binding`, markup (`<`) in a `<style>`;
 * - an animation that targets a link (`<set attributeName="href">`) or an
 *   event handler.
 * Those checks run over the whole file, dropped parts included.
 */
import { SaxesParser, type SaxesTagNS } from "saxes";

const SVG_NS = "http://www.w3.org/2000/svg";
const XLINK_NS = "http://www.w3.org/1999/xlink";
const XML_NS = "http://www.w3.org/XML/1998/namespace";
const XMLNS_NS = "http://www.w3.org/2000/xmlns/";
const XHTML_NS = "http://www.w3.org/1999/xhtml";

/** The elements written again (in the SVG namespace). */
const ELEMENTS = new Set([
  "svg",
  "g",
  "defs",
  "symbol",
  "use",
  "switch",
  "title",
  "desc",
  "path",
  "rect",
  "circle",
  "ellipse",
  "line",
  "polyline",
  "polygon",
  "text",
  "tspan",
  "textPath",
  "linearGradient",
  "radialGradient",
  "stop",
  "pattern",
  "clipPath",
  "mask",
  "marker",
  "image",
  "style",
  "filter",
  "feBlend",
  "feColorMatrix",
  "feComponentTransfer",
  "feComposite",
  "feConvolveMatrix",
  "feDiffuseLighting",
  "feDisplacementMap",
  "feDistantLight",
  "feDropShadow",
  "feFlood",
  "feFuncA",
  "feFuncB",
  "feFuncG",
  "feFuncR",
  "feGaussianBlur",
  "feMerge",
  "feMergeNode",
  "feMorphology",
  "feOffset",
  "fePointLight",
  "feSpecularLighting",
  "feSpotLight",
  "feTile",
  "feTurbulence",
]);

/** Elements whose tags are dropped but whose content is kept. */
const UNWRAPPED = new Set(["a"]);

/** Animation elements: removed; refused when they target a link or an event handler. */
const ANIMATIONS = new Set(["animate", "set", "animatemotion", "animatetransform", "animatecolor"]);

/** Elements (local name, lower case, any namespace) that refuse the file, and how the message names them. */
const REFUSED_ELEMENTS: Record<string, string> = {
  script: "du code (un élément <{name}>)",
  handler: "du code (un élément <{name}>)",
  listener: "du code (un élément <{name}>)",
  foreignobject: "du HTML intégré (un élément <{name}>)",
  iframe: "une page intégrée (un élément <{name}>)",
  frame: "une page intégrée (un élément <{name}>)",
  frameset: "une page intégrée (un élément <{name}>)",
  portal: "une page intégrée (un élément <{name}>)",
  embed: "un objet intégré (un élément <{name}>)",
  object: "un objet intégré (un élément <{name}>)",
  applet: "un objet intégré (un élément <{name}>)",
};

/** The attributes written again, on any element kept (unprefixed, SVG's own). */
const ATTRIBUTES = new Set(
  [
    // Core, geometry, coordinate systems.
    "id class style lang transform viewBox preserveAspectRatio width height x y x1 y1 x2 y2",
    "cx cy r rx ry fx fy fr d points pathLength version baseProfile role",
    // Presentation.
    "fill fill-opacity fill-rule stroke stroke-width stroke-linecap stroke-linejoin",
    "stroke-miterlimit stroke-dasharray stroke-dashoffset stroke-opacity opacity color",
    "color-interpolation color-interpolation-filters color-rendering display visibility",
    "clip-path clip-rule clipPathUnits mask maskUnits maskContentUnits filter filterUnits",
    "primitiveUnits marker-start marker-mid marker-end markerWidth markerHeight markerUnits",
    "refX refY orient overflow paint-order vector-effect shape-rendering text-rendering",
    "image-rendering mix-blend-mode isolation pointer-events",
    // Gradients, patterns.
    "gradientUnits gradientTransform spreadMethod offset stop-color stop-opacity",
    "patternUnits patternContentUnits patternTransform",
    // Text.
    "font font-family font-size font-size-adjust font-stretch font-style font-variant",
    "font-weight letter-spacing word-spacing text-anchor text-decoration dominant-baseline",
    "alignment-baseline baseline-shift writing-mode direction unicode-bidi dx dy rotate",
    "textLength lengthAdjust startOffset method spacing side",
    // Conditions of <switch>.
    "systemLanguage requiredExtensions requiredFeatures",
    // Filters.
    "in in2 result stdDeviation edgeMode operator k1 k2 k3 k4 mode type values tableValues",
    "slope intercept amplitude exponent baseFrequency numOctaves seed stitchTiles scale",
    "xChannelSelector yChannelSelector radius order kernelMatrix divisor bias targetX targetY",
    "preserveAlpha kernelUnitLength surfaceScale diffuseConstant specularConstant",
    "specularExponent azimuth elevation z pointsAtX pointsAtY pointsAtZ limitingConeAngle",
    "flood-color flood-opacity lighting-color",
  ]
    .join(" ")
    .split(" "),
);

/** The elements that may keep a reference (`href`, `xlink:href`): always to a part of the picture, but an `<image>`'s raster data. */
const HREF_ELEMENTS = new Set([
  "use",
  "image",
  "linearGradient",
  "radialGradient",
  "pattern",
  "textPath",
  "filter",
]);

/** A raster picture embedded in base64: what an `<image>` may show besides a part of the file. */
const RASTER_DATA = /^data:image\/(?:png|jpeg|jpg|webp);base64,[a-z0-9+/=\s]*$/i;

/** A reference to a part of the picture itself. */
const FRAGMENT = /^#[^\s"'()<>\\]*$/;

/** The outcome: the picture written again, or the French sentence that refuses it. */
export type SvgSanitized = { svg: string; problem?: undefined } | { svg?: undefined; problem: string };

class Refusal extends Error {}

/** An attribute or text value as a browser reads it in a URL: without spaces and control characters, lower case. */
function asUrl(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers strip these from URLs.
  return value.replace(/[\u0000-\u0020\u007f-\u009f]+/g, "").toLowerCase();
}

/** What a reference that is not a part of the picture is, for the message. */
function referenceProblem(target: string): string {
  const url = asUrl(target);
  if (url.startsWith("javascript:") || url.startsWith("vbscript:"))
    return "une adresse «\u00a0javascript:\u00a0»";
  if (url.startsWith("data:")) return "une adresse «\u00a0data:\u00a0» autre qu’une image PNG, JPEG ou WebP";
  const shown = target.trim().length > 60 ? `${target.trim().slice(0, 57)}…` : target.trim();
  return `un lien vers un autre fichier («\u00a0${shown}\u00a0»)`;
}

/** Why CSS text (a `style`, a presentation attribute's value, a `<style>` element) is refused, or undefined. */
function cssProblem(css: string): string | undefined {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, "");
  if (text.includes("\\")) return "du CSS échappé («\u00a0\\\u00a0»), que ces règles ne peuvent pas lire";
  if (/@import/i.test(text)) return "une feuille de style qui importe un fichier («\u00a0@import\u00a0»)";
  if (/expression\s*\(|behavior\s*:|-moz-binding/i.test(text)) return "du code dans son CSS";
  if (/image-set\s*\(/i.test(text)) return "un lien vers un autre fichier («\u00a0image-set()\u00a0»)";
  for (const match of text.matchAll(/url\s*\(\s*(['"]?)([^'")]*)\1?\s*\)?/gi)) {
    const target = (match[2] ?? "").trim();
    if (!FRAGMENT.test(target)) return referenceProblem(target);
  }
  return undefined;
}

/** Escapes text for an XML text node. */
function escapeText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Escapes a value for a double-quoted XML attribute (line breaks and tabs kept as such). */
function escapeAttribute(value: string): string {
  return escapeText(value)
    .replace(/"/g, "&quot;")
    .replace(/\t/g, "&#9;")
    .replace(/\n/g, "&#10;")
    .replace(/\r/g, "&#13;");
}

/** The line of a saxes error ("file:3:14: message"), for the message. */
function lineOf(error: Error): string {
  const match = /^(?:[^:]*:)?(\d+):(\d+): /.exec(error.message);
  return match ? ` (ligne ${match[1]})` : "";
}

/**
 * The attributes of `tag` that refuse the file, checked on every element,
 * dropped ones included: an event handler, a `javascript:` address. (The
 * attributes written are checked further as they are written.)
 */
function checkAttributes(tag: SaxesTagNS): void {
  for (const attribute of Object.values(tag.attributes)) {
    if (attribute.uri === XMLNS_NS || (attribute.prefix === "" && attribute.local === "xmlns")) continue;
    const name = attribute.name;
    if (/^on/i.test(attribute.local)) {
      throw new Refusal(`un gestionnaire d’évènement (l’attribut «\u00a0${name}\u00a0»)`);
    }
    const url = asUrl(attribute.value);
    if (url.includes("javascript:") || url.includes("vbscript:"))
      throw new Refusal("une adresse «\u00a0javascript:\u00a0»");
  }
}

/** Why an animation element refuses the file (it targets a link or a handler), or undefined. */
function animationProblem(tag: SaxesTagNS): string | undefined {
  const target = Object.values(tag.attributes).find((attribute) => attribute.local === "attributeName");
  const name = (target?.value ?? "").trim();
  const local = name.includes(":") ? name.slice(name.indexOf(":") + 1) : name;
  if (/^(?:href|src)$/i.test(local) || /^on/i.test(local)) {
    return `une animation qui change un lien ou du code (<${tag.name} attributeName="${name}">)`;
  }
  return undefined;
}

/**
 * `source` (the text of an SVG file) written again from the allow-list, or
 * the French sentence that refuses it, naming the file as `name`.
 */
export function sanitizeSvg(source: string, name: string): SvgSanitized {
  const refused = (what: string) => ({
    problem: `«\u00a0${name}\u00a0»\u00a0: cette image SVG contient ${what}\u00a0: elle est refusée.`,
  });
  const unreadable = (why: string) => ({
    problem: `«\u00a0${name}\u00a0» n’est pas une image SVG lisible${why}\u00a0: elle est refusée.`,
  });

  const parser = new SaxesParser({ xmlns: true, position: true });
  const out: string[] = [];
  /** For each open element: how it was written (kept, unwrapped, dropped with its content). */
  const stack: { kind: "kept" | "unwrapped" | "dropped"; name: string }[] = [];
  /** Inside a dropped element: nothing is written until it closes. */
  let droppedDepth = 0;
  /** The start tag last written is still open (`<g a="b"`): closed by `>` before content, `/>` if none. */
  let startOpen = false;
  let rootIndex = -1;
  let svgUri: string | undefined;
  let usesXlink = false;
  let inStyle = false;

  const closeStart = () => {
    if (startOpen) out.push(">");
    startOpen = false;
  };

  const writeText = (text: string) => {
    if (droppedDepth > 0) return;
    if (inStyle) {
      if (text.includes("<")) throw new Refusal("du balisage dans une feuille de style («\u00a0<\u00a0»)");
      const css = cssProblem(text);
      if (css) throw new Refusal(css);
    }
    if (text === "") return;
    closeStart();
    out.push(escapeText(text));
  };

  parser.on("doctype", () => {
    throw new Refusal("une déclaration DOCTYPE (une DTD, des entités)");
  });
  parser.on("opentag", (tag) => {
    const local = tag.local ?? tag.name;
    const lower = local.toLowerCase();
    const uri = tag.uri ?? "";
    const refusedAs = REFUSED_ELEMENTS[lower];
    if (refusedAs) throw new Refusal(refusedAs.replace("{name}", tag.name));
    if (uri === XHTML_NS) throw new Refusal(`du HTML (un élément <${tag.name}>)`);
    checkAttributes(tag);
    if (stack.length === 0) {
      if (local !== "svg" || (uri !== SVG_NS && uri !== ""))
        throw new Refusal(`un autre document qu’un dessin (<${tag.name}>)`);
      svgUri = uri;
    }
    const isSvg = uri === svgUri;
    if (isSvg && ANIMATIONS.has(lower)) {
      const problem = animationProblem(tag);
      if (problem) throw new Refusal(problem);
    }
    const kind =
      droppedDepth > 0 || !isSvg
        ? "dropped"
        : ELEMENTS.has(local)
          ? "kept"
          : UNWRAPPED.has(local)
            ? "unwrapped"
            : "dropped";
    stack.push({ kind, name: local });
    if (kind === "dropped") {
      droppedDepth += 1;
      return;
    }
    if (kind === "unwrapped") return;
    closeStart();
    if (stack.length === 1) {
      out.push(`<svg xmlns="${SVG_NS}"`);
      rootIndex = out.length;
      out.push("");
    } else {
      out.push(`<${local}`);
    }
    for (const attribute of Object.values(tag.attributes)) {
      const { local: attributeName, uri: attributeUri, value } = attribute;
      let written: string | undefined;
      if (attributeName === "href" && (attributeUri === XLINK_NS || attributeUri === "")) {
        if (!HREF_ELEMENTS.has(local)) continue;
        const target = value.trim();
        if (!FRAGMENT.test(target) && !(local === "image" && RASTER_DATA.test(target))) {
          throw new Refusal(referenceProblem(target));
        }
        written = attributeUri === XLINK_NS ? "xlink:href" : "href";
        if (written === "xlink:href") usesXlink = true;
      } else if (attributeUri === XML_NS && (attributeName === "space" || attributeName === "lang")) {
        written = `xml:${attributeName}`;
      } else if (
        attributeUri === "" &&
        (ATTRIBUTES.has(attributeName) || /^aria-[a-z]+$/.test(attributeName))
      ) {
        written = attributeName;
      }
      if (written === undefined) continue;
      const css = cssProblem(value);
      if (css) throw new Refusal(css);
      out.push(` ${written}="${escapeAttribute(value)}"`);
    }
    startOpen = true;
    if (local === "style") inStyle = true;
  });
  parser.on("closetag", () => {
    const open = stack.pop();
    if (!open) return;
    if (open.kind === "dropped") {
      droppedDepth -= 1;
      return;
    }
    if (open.kind === "unwrapped") return;
    if (open.name === "style") inStyle = false;
    if (startOpen) out.push("/>");
    else out.push(`</${open.name}>`);
    startOpen = false;
  });
  parser.on("text", (text) => {
    // Text outside the root (the line breaks around it) is not written.
    if (stack.length > 0) writeText(text);
  });
  parser.on("cdata", (text) => writeText(text));
  parser.on("error", (error) => {
    throw error;
  });

  try {
    parser.write(source.replace(/^\uFEFF/, "")).close();
  } catch (error) {
    if (error instanceof Refusal) return refused(error.message);
    const message = error instanceof Error ? error.message : String(error);
    if (/undefined entity|entity/i.test(message)) {
      return refused(`une entité XML inconnue${lineOf(error as Error)}`);
    }
    return unreadable(error instanceof Error ? lineOf(error) : "");
  }
  if (rootIndex < 0) return unreadable("");
  if (usesXlink) out[rootIndex] = ` xmlns:xlink="${XLINK_NS}"`;
  return { svg: `${out.join("")}\n` };
}

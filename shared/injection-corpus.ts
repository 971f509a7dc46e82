/**
 * The injection corpus of issue 43, for the tests only (the sanitizer's unit
 * test, shared/svg-sanitizer.test.ts, and the publication of
 * e2e/injection-publish.spec.ts): SVG and Markdown payloads that try to run
 * a script, each carrying a marker (`XSS-<id>`), and `activeContent`, which
 * parses markup and lists what a browser would run in it.
 */
import { parseDocument } from "htmlparser2";

const SVG = 'xmlns="http://www.w3.org/2000/svg"';
const XLINK = 'xmlns:xlink="http://www.w3.org/1999/xlink"';
const XHTML = "http://www.w3.org/1999/xhtml";

/** What should become of a payload: refused with a French message, or kept with nothing active in it. */
type Fate = "refused" | "inert";

export interface SvgPayload {
  id: string;
  /** What it tries. */
  what: string;
  source: string;
  fate: Fate;
}

/** The script every payload would run: it reads the session, as in the incident. */
const run = (id: string) => `fetch('/api/admin/session').then(()=>alert('XSS-${id}'))`;
const js = (id: string) => `javascript:alert('XSS-${id}')`;

export const SVG_PAYLOADS: readonly SvgPayload[] = [
  {
    id: "script",
    what: "a plain <script>",
    source: `<svg ${SVG}><script>${run("script")}</script></svg>`,
    fate: "refused",
  },
  {
    id: "ns-script",
    what: "a script in the XHTML namespace (<h:script>)",
    source: `<svg ${SVG} xmlns:h="${XHTML}"><h:script>${run("ns-script")}</h:script></svg>`,
    fate: "refused",
  },
  {
    id: "other-ns-script",
    what: "a script under a made-up prefix",
    source: `<svg ${SVG} xmlns:x="urn:x"><x:script>${run("other-ns-script")}</x:script></svg>`,
    fate: "refused",
  },
  {
    id: "svg-ns-prefixed-script",
    what: "a script under a second prefix for the SVG namespace",
    source: `<svg ${SVG} xmlns:s="http://www.w3.org/2000/svg"><s:script>${run("svg-ns-prefixed-script")}</s:script></svg>`,
    fate: "refused",
  },
  {
    id: "hidden-script",
    what: "a script hidden in <metadata>",
    source: `<svg ${SVG}><metadata><script>${run("hidden-script")}</script></metadata></svg>`,
    fate: "refused",
  },
  {
    id: "entity-script",
    what: "a script built by an internal entity",
    source: `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY s "&#60;script&#62;${run("entity-script")}&#60;/script&#62;">]><svg ${SVG}>&s;</svg>`,
    fate: "refused",
  },
  {
    id: "external-entity",
    what: "an external entity (XXE)",
    source: `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg ${SVG}><text>&x;</text></svg>`,
    fate: "refused",
  },
  {
    id: "doctype-only",
    what: "a DOCTYPE with an external DTD",
    source: `<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd"><svg ${SVG}/>`,
    fate: "refused",
  },
  {
    id: "undefined-entity",
    what: "an entity XML does not define",
    source: `<svg ${SVG}><text>&xss;</text></svg>`,
    fate: "refused",
  },
  {
    id: "onload",
    what: "<svg onload>",
    source: `<svg ${SVG} onload="${run("onload")}"/>`,
    fate: "refused",
  },
  {
    id: "onclick-prefixed",
    what: "an event handler under a prefix",
    source: `<svg ${SVG} xmlns:x="urn:x"><rect x:onclick="${run("onclick-prefixed")}" width="1" height="1"/></svg>`,
    fate: "refused",
  },
  {
    id: "js-colon-entity",
    what: "javascript&#58; in a link",
    source: `<svg ${SVG} ${XLINK}><a xlink:href="javascript&#58;alert('XSS-js-colon-entity')"><rect width="9" height="9"/></a></svg>`,
    fate: "refused",
  },
  {
    id: "js-xlink",
    what: '<a xlink:href="javascript:…">',
    source: `<svg ${SVG} ${XLINK}><a xlink:href="${js("js-xlink")}"><text>x</text></a></svg>`,
    fate: "refused",
  },
  {
    id: "js-tab",
    what: "javascript: split by a tab and in capitals",
    source: `<svg ${SVG}><a href="JaVa&#9;ScRiPt:alert('XSS-js-tab')"><text>x</text></a></svg>`,
    fate: "refused",
  },
  {
    id: "iframe-srcdoc",
    what: "<iframe srcdoc> in a foreignObject",
    source: `<svg ${SVG}><foreignObject width="9" height="9"><iframe xmlns="${XHTML}" srcdoc="&lt;script&gt;${run("iframe-srcdoc")}&lt;/script&gt;"/></foreignObject></svg>`,
    fate: "refused",
  },
  {
    id: "iframe",
    what: "an <iframe> in the SVG namespace",
    source: `<svg ${SVG}><iframe src="${js("iframe")}"/></svg>`,
    fate: "refused",
  },
  {
    id: "foreign-object",
    what: "<foreignObject> with HTML",
    source: `<svg ${SVG}><foreignObject width="9" height="9"><div xmlns="${XHTML}"><img src="x" onerror="${run("foreign-object")}"/></div></foreignObject></svg>`,
    fate: "refused",
  },
  {
    id: "html-element",
    what: "an HTML element without foreignObject",
    source: `<svg ${SVG}><g><img xmlns="${XHTML}" src="x" alt="XSS-html-element"/></g></svg>`,
    fate: "refused",
  },
  {
    id: "embed",
    what: "<embed>",
    source: `<svg ${SVG}><embed src="data:text/html,&lt;script&gt;alert('XSS-embed')&lt;/script&gt;"/></svg>`,
    fate: "refused",
  },
  {
    id: "object",
    what: "<object>",
    source: `<svg ${SVG}><object data="https://evil.example/XSS-object.html"/></svg>`,
    fate: "refused",
  },
  {
    id: "handler",
    what: "SVG Tiny's <handler>",
    source: `<svg ${SVG} xmlns:ev="http://www.w3.org/2001/xml-events"><handler ev:event="load">${run("handler")}</handler></svg>`,
    fate: "refused",
  },
  {
    id: "use-data",
    what: '<use href="data:…">',
    source: `<svg ${SVG}><use href="data:image/svg+xml;base64,${Buffer.from(`<svg ${SVG} id="x"><script>${run("use-data")}</script></svg>`).toString("base64")}#x"/></svg>`,
    fate: "refused",
  },
  {
    id: "use-external",
    what: "<use> of another file",
    source: `<svg ${SVG}><use href="https://evil.example/XSS-use-external.svg#a"/></svg>`,
    fate: "refused",
  },
  {
    id: "image-data-html",
    what: "an <image> of a data:text/html address",
    source: `<svg ${SVG}><image href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==" width="9" height="9"/></svg>`,
    fate: "refused",
  },
  {
    id: "image-data-svg",
    what: "an <image> of an SVG in a data: address",
    source: `<svg ${SVG}><image href="data:image/svg+xml,%3Csvg onload='alert(1)'/%3E" width="9" height="9"/></svg>`,
    fate: "refused",
  },
  {
    id: "css-url-js",
    what: "CSS url(javascript:) in a style attribute",
    source: `<svg ${SVG}><rect width="9" height="9" style="fill:url(${js("css-url-js")})"/></svg>`,
    fate: "refused",
  },
  {
    id: "filter-url-js",
    what: "url(javascript:) in a presentation attribute",
    source: `<svg ${SVG}><rect width="9" height="9" filter="url(${js("filter-url-js")})"/></svg>`,
    fate: "refused",
  },
  {
    id: "style-import",
    what: "<style> with @import",
    source: `<svg ${SVG}><style>@import url(https://evil.example/XSS-style-import.css);</style></svg>`,
    fate: "refused",
  },
  {
    id: "style-url-js",
    what: "<style> with url(javascript:)",
    source: `<svg ${SVG}><style>rect { fill: url("${js("style-url-js")}") }</style><rect width="9" height="9"/></svg>`,
    fate: "refused",
  },
  {
    id: "style-escaped",
    what: "<style> with a CSS escape hiding url(",
    source: `<svg ${SVG}><style>rect { background: \\75 rl(${js("style-escaped")}) }</style></svg>`,
    fate: "refused",
  },
  {
    id: "style-mxss",
    what: "markup in a <style> that would close it once inlined in HTML (mutation XSS)",
    source: `<svg ${SVG}><style>&lt;/style&gt;&lt;img src=x onerror="${run("style-mxss")}"&gt;</style></svg>`,
    fate: "refused",
  },
  {
    id: "set-href",
    what: "<set> that turns a link into javascript:",
    source: `<svg ${SVG}><a><set attributeName="href" to="${js("set-href")}"/><text>x</text></a></svg>`,
    fate: "refused",
  },
  {
    id: "animate-href",
    what: "<animate> of xlink:href towards another file",
    source: `<svg ${SVG} ${XLINK}><a xlink:href="#a"><animate attributeName="xlink:href" values="https://evil.example/XSS-animate-href"/><text>x</text></a></svg>`,
    fate: "refused",
  },
  {
    id: "html-root",
    what: "an HTML document named .svg",
    source: `<html xmlns="${XHTML}"><body><script>${run("html-root")}</script></body></html>`,
    fate: "refused",
  },
  {
    id: "not-xml",
    what: "HTML-style markup that is not XML",
    source: `<svg ${SVG}><img src=x onerror=alert('XSS-not-xml')></svg>`,
    fate: "refused",
  },
  {
    id: "cdata-mxss",
    what: "a CDATA section that would close <title> and open a script once inlined in HTML",
    source: `<svg ${SVG} width="40" height="20"><title><![CDATA[</title><script>${run("cdata-mxss")}</script>]]></title><rect width="40" height="20" fill="#0d5261"/></svg>`,
    fate: "inert",
  },
  {
    id: "stylesheet-pi",
    what: "an <?xml-stylesheet?> instruction (XSLT) and a comment that hides markup",
    source: `<?xml version="1.0"?><?xml-stylesheet type="text/xsl" href="https://evil.example/XSS-stylesheet-pi.xsl"?><svg ${SVG} width="40" height="20"><!-- <script>${run("stylesheet-pi")}</script> --><circle cx="10" cy="10" r="8" fill="#c2571a"/></svg>`,
    fate: "inert",
  },
  {
    id: "link-unwrapped",
    what: "a link to another site, and an editor's attribute",
    source: `<svg ${SVG} xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" width="40" height="20"><a href="https://evil.example/XSS-link-unwrapped"><rect inkscape:label="XSS-link-unwrapped" width="40" height="20" fill="#e3f0f2"/></a></svg>`,
    fate: "inert",
  },
];

export interface MarkdownPayload {
  id: string;
  what: string;
  /** A paragraph of an article's body. */
  body: string;
}

/** Markdown bodies (app/lib/: no raw HTML, no javascript: link); « Publier » refuses them, or they are rendered inert. */
export const MARKDOWN_PAYLOADS: readonly MarkdownPayload[] = [
  {
    id: "md-inline-script",
    what: "an inline <script> in a paragraph",
    body: `Un paragraphe <script>${run("md-inline-script")}</script> qui continue.`,
  },
  {
    id: "md-js-link-entity",
    what: "[x](javascript&#58;…)",
    body: "Un [lien](javascript&#58;alert('XSS-md-js-link-entity')) dans le texte.",
  },
  {
    id: "md-js-link",
    what: "[x](javascript:…)",
    body: "Un autre [lien](javascript:alert('XSS-md-js-link')) dans le texte.",
  },
  {
    id: "md-img-onerror",
    what: "an inline <img onerror>",
    body: `Une image <img src="x" onerror="${run("md-img-onerror")}"> dans le texte.`,
  },
  {
    id: "md-svg-onload",
    what: "an inline <svg onload>",
    body: `Un dessin <svg onload="${run("md-svg-onload")}"></svg> dans le texte.`,
  },
];

/** Elements a browser runs or frames, by their local name (any namespace, any case). */
const ACTIVE_ELEMENTS = new Set([
  "script",
  "iframe",
  "frame",
  "embed",
  "object",
  "applet",
  "foreignobject",
  "handler",
  "portal",
]);

/** The attributes whose value a browser follows as an address. */
const URL_ATTRIBUTES = new Set([
  "href",
  "src",
  "action",
  "formaction",
  "data",
  "poster",
  "background",
  "to",
  "values",
  "from",
]);

// biome-ignore lint/suspicious/noControlCharactersInRegex: browsers strip these from URLs.
const asUrl = (value: string) => value.replace(/[\u0000-\u0020]+/g, "").toLowerCase();

interface MarkupNode {
  type: string;
  name?: string;
  attribs?: Record<string, string>;
  children?: MarkupNode[];
  data?: string;
}

function textOf(node: MarkupNode): string {
  return (node.children ?? []).map((child) => child.data ?? textOf(child)).join("");
}

/**
 * What a browser would run in `markup` (an HTML page, or an SVG with
 * `xml: true`), as « <element> attribute » lines: script elements in any
 * namespace (in a page, only those whose text or address holds a corpus
 * marker, `XSS-`: the site's own scripts are allowed), frames and objects,
 * `on…` attributes, `srcdoc`, `javascript:` / `vbscript:` / `data:text/html`
 * addresses, CSS `url(javascript:…)`.
 */
export function activeContent(markup: string, { xml = false }: { xml?: boolean } = {}): string[] {
  const found: string[] = [];
  const visit = (node: MarkupNode) => {
    if (node.type === "tag" || node.type === "script" || node.type === "style") {
      const name = node.name ?? "";
      const local = (name.includes(":") ? name.slice(name.indexOf(":") + 1) : name).toLowerCase();
      const attributes = node.attribs ?? {};
      if (ACTIVE_ELEMENTS.has(local)) {
        const own = !xml && local === "script" && !`${textOf(node)} ${attributes.src ?? ""}`.includes("XSS-");
        if (!own) found.push(`<${name}>`);
      }
      if (local === "style" && /url\s*\(\s*['"]?\s*(?:javascript|vbscript):/i.test(textOf(node))) {
        found.push(`<${name}> url(javascript:)`);
      }
      for (const [attribute, value] of Object.entries(attributes)) {
        const attributeLocal = (
          attribute.includes(":") ? attribute.slice(attribute.indexOf(":") + 1) : attribute
        ).toLowerCase();
        const url = asUrl(value);
        if (attributeLocal.startsWith("on")) found.push(`<${name}> ${attribute}`);
        else if (attributeLocal === "srcdoc") found.push(`<${name}> ${attribute}`);
        else if (
          URL_ATTRIBUTES.has(attributeLocal) &&
          /^(?:javascript|vbscript):|^data:text\/html/.test(url.replace(/^[^a-z]*/, ""))
        ) {
          found.push(`<${name}> ${attribute}="${value.slice(0, 40)}"`);
        } else if (/url\((['"]?)(?:javascript|vbscript):/.test(url))
          found.push(`<${name}> ${attribute} url()`);
      }
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(parseDocument(markup, { xmlMode: xml }) as unknown as MarkupNode);
  return found;
}

/**
 * Puts in place, at build time, the Suspense boundaries React streamed after
 * the shell, as the browser would when parsing the page.
 *
 * React Router renders its route data as a chain of `<Suspense>` boundaries
 * (one per chunk of its stream). React wrote each one as a placeholder
 * (`<!--$?--><template id="B:0"></template><!--/$-->`), its content in a
 * hidden `<div hidden id="S:0">` at the end of `<body>`, and inline scripts:
 * React's reveal runtime (`$RB`, `$RV`, `$RC`, 0.9 KB), a timing script
 * (`<script id="_R_">`) and one `$RC("B:0","S:0")` call per boundary, which
 * move each content into its placeholder while the page is parsed (in a later
 * animation frame). The pages are static and their content is known, so this
 * step does the move once: each placeholder becomes `<!--$-->`, its content,
 * `<!--/$-->` (a boundary React completed in the shell, which it hydrates as
 * it is), and the hidden contents and the scripts go. About 0.4 KB of
 * compressed HTML and three hashes of the Content-Security-Policy header less
 * on every page: what lets the shorter pages' first response fit in one round
 * trip (decision 031).
 *
 * Any other streaming script of React (an error boundary's `$RX`, a
 * stylesheet's `$RR`…) fails the build: this step would not know what it does.
 */
import { applyEdits, findElements, isExecutableScriptType, type SourceEdit } from "./html.ts";

/** React's reveal timing script (the first boundary's reveal waits for a frame after it). */
const TIMING = "requestAnimationFrame(function(){$RT=performance.now()});";
/** A reveal call: `$RC("B:0","S:0")`, ending the runtime's script or alone. */
const REVEAL = /\$RC\("(B:\d+)","(S:\d+)"\)$/;
/** The start of the script that defines the reveal runtime. */
const RUNTIME_START = "$RB=[];$RV=function(";
/** Any of React's streaming globals ($RB, $RC, $RS, $RT, $RV, $RX, $RR, $RM…). */
const REACT_STREAMING = /\$R[A-Z]\b/;
/** A boundary marker comment: `<!--$-->`, `<!--$?-->`, `<!--$!-->`, `<!--$~-->`, `<!--&-->` open one, `<!--/$-->`, `<!--/&-->` close it. */
const MARKER = /<!--(\/?)[$&][?!~]?-->/g;

/** The end (past `<!--/$-->`) of the boundary whose content starts at `from`. */
function boundaryEnd(html: string, from: number): number {
  let depth = 0;
  MARKER.lastIndex = from;
  for (let match = MARKER.exec(html); match; match = MARKER.exec(html)) {
    if (match[1] === "") depth += 1;
    else if (depth === 0) return match.index + match[0].length;
    else depth -= 1;
  }
  throw new Error("a streamed boundary is never closed");
}

/**
 * The page with every streamed boundary in place and React's reveal scripts
 * and hidden segments removed. A page without any comes back as it was.
 */
export function settleStreamedBoundaries(html: string): string {
  const reveals: { boundary: string; segment: string }[] = [];
  const edits: SourceEdit[] = [];
  for (const script of findElements(html, ["script"])) {
    const code = (script.content ?? "").trim();
    if ("src" in script.attributes || !isExecutableScriptType(script.attributes.type)) continue;
    if (!REACT_STREAMING.test(code)) continue;
    const reveal = REVEAL.exec(code);
    if (code === TIMING) {
      // Nothing to keep.
    } else if (reveal && (code === reveal[0] || code.startsWith(RUNTIME_START))) {
      reveals.push({ boundary: reveal[1] ?? "", segment: reveal[2] ?? "" });
    } else {
      throw new Error(`unexpected React streaming script: ${code.slice(0, 60)}`);
    }
    edits.push({ start: script.start, end: script.end, text: "" });
  }
  if (reveals.length === 0) {
    if (edits.length > 0) throw new Error("React's streaming runtime without any boundary to reveal");
    return html;
  }
  const segments = new Map<string, string>();
  for (const div of findElements(html, ["div"])) {
    const id = div.attributes.id ?? "";
    if (!/^S:\d+$/.test(id)) continue;
    if (!("hidden" in div.attributes)) throw new Error(`segment ${id} is not hidden`);
    segments.set(id, div.content ?? "");
    edits.push({ start: div.start, end: div.end, text: "" });
  }
  let settled = applyEdits(html, edits);
  const placeholder = (boundary: string) => `<!--$?--><template id="${boundary}"></template>`;
  // A boundary's placeholder can be inside another's content: reveal the ones in place first.
  while (reveals.length > 0) {
    const index = reveals.findIndex(({ boundary }) => settled.includes(placeholder(boundary)));
    if (index < 0) throw new Error(`no placeholder for boundary ${reveals[0]?.boundary}`);
    const [{ boundary, segment }] = reveals.splice(index, 1) as [{ boundary: string; segment: string }];
    const content = segments.get(segment);
    if (content === undefined) throw new Error(`no segment ${segment} for boundary ${boundary}`);
    segments.delete(segment);
    const start = settled.indexOf(placeholder(boundary));
    const end = boundaryEnd(settled, start + placeholder(boundary).length);
    settled = `${settled.slice(0, start)}<!--$-->${content}<!--/$-->${settled.slice(end)}`;
  }
  if (segments.size > 0) throw new Error(`segments never revealed: ${[...segments.keys()].join(", ")}`);
  if (/<template id="B:\d+">/.test(settled))
    throw new Error("a streamed boundary is left without its content");
  return settled;
}

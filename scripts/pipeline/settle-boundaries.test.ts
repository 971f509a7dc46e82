import { describe, expect, it } from "vitest";
import { settleStreamedBoundaries } from "./settle-boundaries.ts";

/** React's reveal runtime as React 19.2 writes it (shortened: only its start and its last call matter). */
const RUNTIME =
  '$RB=[];$RV=function(a){$RT=performance.now();a.length=0};$RC=function(a,b){};$RC("B:0","S:0")';

/** The end of a page as React Router and React write it: two chained boundaries, streamed after the shell. */
const STREAMED =
  "<!DOCTYPE html><html><head></head><body><p>Texte</p><script>ctx()</script>" +
  '<!--$?--><template id="B:0"></template><!--/$-->' +
  '<script id="_R_">requestAnimationFrame(function(){$RT=performance.now()});</script>' +
  '<div hidden id="S:0"><script>one()</script><!--$?--><template id="B:1"></template><!--/$--></div>' +
  `<script>${RUNTIME}</script>` +
  '<div hidden id="S:1"><script>two()</script></div><script>$RC("B:1","S:1")</script>' +
  '<script type="application/ld+json">{"name":"$RC"}</script></body></html>';

/** The same page once the browser has run the reveals. */
const SETTLED =
  "<!DOCTYPE html><html><head></head><body><p>Texte</p><script>ctx()</script>" +
  "<!--$--><script>one()</script><!--$--><script>two()</script><!--/$--><!--/$-->" +
  '<script type="application/ld+json">{"name":"$RC"}</script></body></html>';

describe("settleStreamedBoundaries", () => {
  it("puts each boundary's content in place and removes React's reveal scripts and hidden segments", () => {
    expect(settleStreamedBoundaries(STREAMED)).toBe(SETTLED);
  });

  it("replaces a boundary's fallback, even one with boundaries of its own", () => {
    const page = STREAMED.replace(
      '<template id="B:0"></template><!--/$-->',
      '<template id="B:0"></template><p>Chargement…</p><!--$--><i></i><!--/$--><!--/$-->',
    );
    expect(settleStreamedBoundaries(page)).toBe(SETTLED);
  });

  it("reveals a boundary whose placeholder another one brings, whatever the calls' order", () => {
    const reordered = STREAMED.replace('<script>$RC("B:1","S:1")</script>', "").replace(
      `<script>${RUNTIME}</script>`,
      `<script>${RUNTIME.replace('$RC("B:0","S:0")', '$RC("B:1","S:1")')}</script><script>$RC("B:0","S:0")</script>`,
    );
    expect(settleStreamedBoundaries(reordered)).toBe(SETTLED);
  });

  it("leaves a page without streamed boundaries as it was", () => {
    const page = "<!DOCTYPE html><html><body><!--$--><p>Prêt</p><!--/$--><script>go()</script></body></html>";
    expect(settleStreamedBoundaries(page)).toBe(page);
  });

  it("fails on a streaming script it does not know, a missing segment or placeholder, or a segment left over", () => {
    expect(() =>
      settleStreamedBoundaries(
        STREAMED.replace('<script>$RC("B:1","S:1")</script>', '<script>$RX("B:1")</script>'),
      ),
    ).toThrow("unexpected React streaming script");
    expect(() => settleStreamedBoundaries(STREAMED.replace('id="S:1"', 'id="S:7"'))).toThrow(
      /no segment S:1|segments never revealed/,
    );
    expect(() =>
      settleStreamedBoundaries(STREAMED.replace('<template id="B:1">', '<template id="B:9">')),
    ).toThrow("no placeholder for boundary B:1");
    expect(() =>
      settleStreamedBoundaries(STREAMED.replace("</body>", '<div hidden id="S:2"><p>x</p></div></body>')),
    ).toThrow("segments never revealed: S:2");
    expect(() =>
      settleStreamedBoundaries(STREAMED.replace('<div hidden id="S:1">', '<div id="S:1">')),
    ).toThrow("segment S:1 is not hidden");
  });
});

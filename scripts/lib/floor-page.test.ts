import { get } from "node:http";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { floorHtml, startFloorServer } from "./floor-page.ts";

describe("the bench's floor page", () => {
  it("is a bare page of about 2 KB, without stylesheet, image or script", () => {
    const html = floorHtml();
    expect(html.length).toBeGreaterThan(1800);
    expect(html.length).toBeLessThan(2600);
    expect(html).not.toMatch(/<(script|style|link|img)\b/i);
    expect(html).toMatch(/<html lang="fr">/);
  });

  const served = startFloorServer();
  afterAll(async () => (await served).close());

  it("is served brotli-compressed when the browser asks, as it is otherwise", async () => {
    const { url } = await served;
    const compressed = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
      get(url, { headers: { "accept-encoding": "br" } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ encoding: response.headers["content-encoding"], body: Buffer.concat(chunks) }),
        );
      }).on("error", reject);
    });
    expect(compressed.encoding).toBe("br");
    expect(brotliDecompressSync(compressed.body).toString()).toBe(floorHtml());
    const plain = await fetch(url, { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(floorHtml());
  });
});

import { describe, expect, it, vi } from "vitest";
import { seoStep } from "./seo.ts";

vi.mock("../seo/sitemap", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../seo/sitemap")>()),
  sitemapEntries: () => [],
}));

describe("the SEO files step", () => {
  it("fails when the sitemap would list no page", async () => {
    await expect(seoStep.run({ root: "/nowhere", clientDir: "/nowhere/build/client" })).rejects.toThrow(
      "the sitemap would list no page",
    );
  });
});

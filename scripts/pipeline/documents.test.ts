import { beforeEach, describe, expect, it, vi } from "vitest";
import { buildDocuments } from "../documents/build.ts";
import { documentsStep } from "./documents.ts";

vi.mock("../documents/build", () => ({
  DOCUMENT_OUTPUT_DIR: "/repo/public/documents",
  buildDocuments: vi.fn(),
}));

const context = { root: "/repo", clientDir: "/repo/build/client" };

describe("the documents step", () => {
  beforeEach(() => {
    vi.mocked(buildDocuments).mockReset();
  });

  it("builds the PDFs and says how many", async () => {
    vi.mocked(buildDocuments).mockResolvedValue({ programme: 30_000, cgv: 2048 });
    expect(await documentsStep.run(context)).toBe("2 PDFs (31.3 kB) in public/documents/");
  });

  it("fails when the catalogue lists no document", async () => {
    vi.mocked(buildDocuments).mockResolvedValue({});
    await expect(documentsStep.run(context)).rejects.toThrow(/lists no document/);
  });
});

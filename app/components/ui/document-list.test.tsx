// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type DocumentListId, documentLists } from "../../../content/documents/catalog.ts";
import { type DocumentEntry, documentList } from "../../lib/documents.ts";
import { DocumentList, EMPTY_DOCUMENT_LIST_MESSAGE } from "./document-list.tsx";

const programme: DocumentEntry = {
  name: "Programme de la formation",
  pdfFile: "/documents/programme.pdf",
  bytes: 27_769,
};
const terms: DocumentEntry = { name: "Tarifs et CGV", pdfFile: "/documents/cgv.pdf", bytes: 412 };

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("DocumentList", () => {
  it("shows one entry as a single link that opens the PDF in a new tab and says its format and size", () => {
    render(<DocumentList file={[programme]} />);
    expect(screen.queryByRole("list")).toBeNull();
    const link = screen.getByRole("link");
    expect(link.textContent).toContain("Programme de la formation");
    expect(link.textContent).toContain("PDF, 28\u00a0Ko, nouvel onglet");
    expect(link.getAttribute("href")).toBe("/documents/programme.pdf");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toContain("noopener");
  });

  it("shows several entries as a bulleted list of links", () => {
    render(<DocumentList file={[programme, terms]} />);
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByRole("link").textContent).toContain(
      "Programme de la formation",
    );
    // A file under 1 Ko still says "1 Ko", never "0 Ko".
    expect(within(items[1] as HTMLElement).getByRole("link").textContent).toContain("PDF, 1\u00a0Ko");
  });

  it.each([
    ["empty", []],
    ["missing", undefined],
  ])("logs in French and renders nothing when the list is %s", (_, file) => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { container } = render(<DocumentList file={file} />);
    expect(container.innerHTML).toBe("");
    expect(error).toHaveBeenCalledWith(EMPTY_DOCUMENT_LIST_MESSAGE);
    expect(EMPTY_DOCUMENT_LIST_MESSAGE).toMatch(/« file » est vide ou non définie/);
  });

  it("shows the quality certificate with its picture", () => {
    render(<DocumentList file={documentList("legal")} />);
    const certificate = screen.getByRole("link", { name: /Certificat qualité/ });
    expect(certificate.querySelector("img")).not.toBeNull();
  });
});

describe("documentList", () => {
  it("gives every document of every list its built size", () => {
    for (const id of Object.keys(documentLists) as DocumentListId[]) {
      for (const entry of documentList(id)) {
        expect(entry.pdfFile).toMatch(/^\/documents\/[a-z0-9-]+\.pdf$/);
        expect(entry.bytes, entry.pdfFile).toBeGreaterThan(1000);
        expect(entry.bytes, entry.pdfFile).toBeLessThan(300 * 1024);
      }
    }
  });
});

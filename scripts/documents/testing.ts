/** For tests: a real one-page PDF saying `text`, as a word processor would save it (pdfkit). */
import PDFDocument from "pdfkit";

export function pdfSaying(text: string, width?: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "A4" });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.fontSize(12).text(text, width === undefined ? {} : { width });
    doc.end();
  });
}

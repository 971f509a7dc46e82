/**
 * The TrueType or OpenType font inside a WOFF 1.0 file (W3C, « WOFF File
 * Format 1.0 », sections 3 to 5): the same tables, inflated with Node's
 * zlib, behind an sfnt header.
 *
 * pdfkit reads WOFF through fontkit, which inflates each table in plain
 * JavaScript for every document it opens the font in: more than half of the
 * time of rendering the documents. Converted once per process, each document
 * reads the font as TrueType, and the PDFs do not change.
 */
import { inflateSync } from "node:zlib";

const WOFF_HEADER_BYTES = 44;
const WOFF_ENTRY_BYTES = 20;
const SFNT_HEADER_BYTES = 12;
const SFNT_RECORD_BYTES = 16;

interface Table {
  tag: number;
  checksum: number;
  data: Buffer;
}

function readTables(woff: Buffer): Table[] {
  const count = woff.readUInt16BE(12);
  const tables: Table[] = [];
  for (let index = 0; index < count; index += 1) {
    const entry = WOFF_HEADER_BYTES + index * WOFF_ENTRY_BYTES;
    const offset = woff.readUInt32BE(entry + 4);
    const stored = woff.subarray(offset, offset + woff.readUInt32BE(entry + 8));
    const length = woff.readUInt32BE(entry + 12);
    // A table is stored as it is when compressing it would not make it shorter.
    const data = stored.length < length ? inflateSync(stored) : stored;
    if (data.length !== length)
      throw new Error(`WOFF table ${index}: ${data.length} bytes, ${length} declared`);
    tables.push({ tag: woff.readUInt32BE(entry), checksum: woff.readUInt32BE(entry + 16), data });
  }
  return tables;
}

/** The sfnt font a WOFF 1.0 file holds; anything else is refused. */
export function sfntFromWoff(woff: Buffer): Buffer {
  if (woff.length < WOFF_HEADER_BYTES || woff.toString("latin1", 0, 4) !== "wOFF") {
    throw new Error("not a WOFF 1.0 font");
  }
  const tables = readTables(woff);
  // The binary-search fields of the sfnt header (OpenType, « Table directory »).
  let entrySelector = 0;
  while (2 ** (entrySelector + 1) <= tables.length) entrySelector += 1;
  const searchRange = 2 ** entrySelector * SFNT_RECORD_BYTES;
  const header = Buffer.alloc(SFNT_HEADER_BYTES + tables.length * SFNT_RECORD_BYTES);
  header.writeUInt32BE(woff.readUInt32BE(4), 0);
  header.writeUInt16BE(tables.length, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(tables.length * SFNT_RECORD_BYTES - searchRange, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  // The WOFF directory is sorted by tag, as the sfnt one must be; each table starts on 4 bytes.
  for (const [index, table] of tables.entries()) {
    const record = SFNT_HEADER_BYTES + index * SFNT_RECORD_BYTES;
    header.writeUInt32BE(table.tag, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padding = (4 - (table.data.length % 4)) % 4;
    parts.push(table.data, Buffer.alloc(padding));
    offset += table.data.length + padding;
  }
  return Buffer.concat(parts);
}

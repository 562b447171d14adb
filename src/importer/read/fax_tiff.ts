/**
 * A fax kept as a TIFF (black and white, CCITT Group 3 or 4, or 1-bit
 * uncompressed) read as a scanned PDF is: its pages are wrapped, as they
 * are compressed, in a PDF whose images carry the same data under the
 * matching PDF filter (`CCITTFaxDecode`), and `pdftoppm` renders each page
 * at the resolution OCR reads at. Tesseract given the TIFF itself read a
 * noisy fax as noise (a held-out fax: no row of eleven); rendered, the
 * page goes through the same preparation as a scan (`prepare_page.ts`: its
 * specks taken off, levelled). The page's size comes from the TIFF's
 * resolution, so a standard-resolution fax (204 × 98 dpi) is drawn at its
 * true height. Any other TIFF (grey, colour, another compression) is read
 * as before, by tesseract as it is.
 *
 * @module
 */

import { OCR_DPI, type PageSize } from "./limits.ts";

/** A TIFF's bilevel pages wrapped in a PDF, and each page's size in points. */
export interface FaxPdf {
  readonly pdf: Uint8Array;
  readonly sizes: readonly PageSize[];
}

/** One image strip of a page: its rows and its data as compressed. */
interface Strip {
  readonly rows: number;
  readonly data: Uint8Array;
}

/** A bilevel page: its size in pixels and points, and how its strips are decoded. */
interface FaxPage {
  readonly width: number;
  readonly points: PageSize;
  readonly strips: readonly Strip[];
  /** The `DecodeParms` of a CCITT page, or `undefined` for uncompressed bits. */
  readonly ccitt?: { readonly k: number; readonly byteAlign: boolean };
  /** Whether a 0 bit is white once decoded as PDF reads it: the image is inverted. */
  readonly invert: boolean;
}

/** At most this many pages are wrapped (the PDF page cap applies after). */
const MAX_PAGES = 200;

/** Reads one IFD's tags into arrays of numbers (RATIONALs as their quotient). */
function readTags(view: DataView, offset: number, little: boolean) {
  const tags = new Map<number, number[]>();
  const count = view.getUint16(offset, little);
  const sizes: Record<number, number> = { 1: 1, 3: 2, 4: 4, 5: 8 };
  for (let i = 0; i < count; i++) {
    const entry = offset + 2 + i * 12;
    const tag = view.getUint16(entry, little);
    const type = view.getUint16(entry + 2, little);
    const n = view.getUint32(entry + 4, little);
    const size = sizes[type];
    if (size === undefined || n > 100_000) continue;
    const at = size * n <= 4 ? entry + 8 : view.getUint32(entry + 8, little);
    if (at + size * n > view.byteLength) return undefined;
    const values: number[] = [];
    for (let k = 0; k < n; k++) {
      const p = at + k * size;
      if (type === 1) values.push(view.getUint8(p));
      else if (type === 3) values.push(view.getUint16(p, little));
      else if (type === 4) values.push(view.getUint32(p, little));
      else values.push(view.getUint32(p, little) / (view.getUint32(p + 4, little) || 1));
    }
    tags.set(tag, values);
  }
  return { tags, next: view.getUint32(offset + 2 + count * 12, little) };
}

/** A byte with its bits in the other order (a TIFF filled least significant bit first). */
function reversed(byte: number): number {
  let out = 0;
  for (let i = 0; i < 8; i++) out = (out << 1) | ((byte >> i) & 1);
  return out;
}

/** One IFD as a bilevel page, or `undefined` when it is no fax page read here. */
function faxPage(bytes: Uint8Array, tags: Map<number, number[]>): FaxPage | undefined {
  const one = (tag: number, fallback: number) => tags.get(tag)?.[0] ?? fallback;
  const width = one(256, 0);
  const height = one(257, 0);
  const compression = one(259, 1);
  if (width <= 0 || height <= 0 || one(258, 1) !== 1 || one(277, 1) !== 1) return undefined;
  if (![1, 2, 3, 4].includes(compression)) return undefined;
  const offsets = tags.get(273) ?? [];
  const counts = tags.get(279) ?? [];
  if (offsets.length === 0 || offsets.length !== counts.length) return undefined;
  const perStrip = Math.min(one(278, height), height);
  const lsbFirst = one(266, 1) === 2;
  const strips: Strip[] = [];
  for (const [i, start] of offsets.entries()) {
    const end = start + counts[i]!;
    if (end > bytes.length) return undefined;
    const data = bytes.slice(start, end);
    if (lsbFirst) data.forEach((b, k) => (data[k] = reversed(b)));
    strips.push({ rows: Math.min(perStrip, height - i * perStrip), data });
  }
  if (strips.some((s) => s.rows <= 0)) return undefined;
  const perInch = one(296, 2) === 3 ? 2.54 : 1;
  const xDpi = one(282, 200) * perInch || 200;
  const ratio = (one(283, 0) * perInch || xDpi) / xDpi;
  // The page is drawn no finer than OCR reads (so it is never rendered smaller than it was sent,
  // whatever resolution a mis-tagged file states), and as tall as the rows' resolution makes it.
  const dpi = Math.min(xDpi, OCR_DPI);
  const stretch = ratio >= 0.4 && ratio <= 2.5 ? 1 / ratio : 1;
  const t4 = one(292, 0);
  const whiteIsZero = one(262, 0) === 0;
  return {
    width,
    points: { width: (width * 72) / dpi, height: (height * 72 * stretch) / dpi },
    strips,
    ...(compression === 1 ? {} : {
      ccitt: compression === 4
        ? { k: -1, byteAlign: false }
        : compression === 3
        ? { k: t4 & 1 ? 1 : 0, byteAlign: (t4 & 4) !== 0 }
        : { k: 0, byteAlign: true },
    }),
    // CCITT data decodes white as 1 in PDF, as a WhiteIsZero TIFF means; raw bits are read as printed.
    invert: compression === 1 ? whiteIsZero : !whiteIsZero,
  };
}

/** The PDF objects of the pages, numbered from 3 (1 is the catalogue, 2 the page tree). */
function pdfOf(pages: readonly FaxPage[]): Uint8Array {
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [encoder.encode("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  const add = (n: number, head: string, stream?: Uint8Array) => {
    offsets[n] = length;
    const chunks = stream === undefined ? [encoder.encode(`${n} 0 obj\n${head}\nendobj\n`)] : [
      encoder.encode(`${n} 0 obj\n${head}\nstream\n`),
      stream,
      encoder.encode("\nendstream\nendobj\n"),
    ];
    for (const c of chunks) {
      parts.push(c);
      length += c.length;
    }
  };
  let next = 3;
  const kids: number[] = [];
  const fmt = (n: number) => Number(n.toFixed(3));
  for (const page of pages) {
    const pageObject = next++;
    const contentObject = next++;
    kids.push(pageObject);
    const images = page.strips.map(() => next++);
    const scale = page.points.height / page.strips.reduce((sum, s) => sum + s.rows, 0);
    let top = page.points.height;
    const draw: string[] = [];
    page.strips.forEach((strip, i) => {
      const h = strip.rows * scale;
      top -= h;
      draw.push(`q ${fmt(page.points.width)} 0 0 ${fmt(h)} 0 ${fmt(top)} cm /Im${i} Do Q`);
      const params = page.ccitt === undefined
        ? ""
        : `/Filter /CCITTFaxDecode /DecodeParms << /K ${page.ccitt.k} /Columns ${page.width} /Rows ${strip.rows}${
          page.ccitt.byteAlign ? " /EncodedByteAlign true" : ""
        } >> `;
      add(
        images[i]!,
        `<< /Type /XObject /Subtype /Image /Width ${page.width} /Height ${strip.rows} /ColorSpace /DeviceGray /BitsPerComponent 1 ${params}${
          page.invert ? "/Decode [1 0] " : ""
        }/Length ${strip.data.length} >>`,
        strip.data,
      );
    });
    const content = encoder.encode(draw.join("\n"));
    const xobjects = images.map((n, i) => `/Im${i} ${n} 0 R`).join(" ");
    add(
      pageObject,
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${fmt(page.points.width)} ${
        fmt(page.points.height)
      }] /Resources << /XObject << ${xobjects} >> >> /Contents ${contentObject} 0 R >>`,
    );
    add(contentObject, `<< /Length ${content.length} >>`, content);
  }
  add(1, "<< /Type /Catalog /Pages 2 0 R >>");
  add(
    2,
    `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(" ")}] /Count ${kids.length} >>`,
  );
  const xref = [`xref\n0 ${next}\n0000000000 65535 f \n`];
  for (let n = 1; n < next; n++) xref.push(`${String(offsets[n]).padStart(10, "0")} 00000 n \n`);
  xref.push(`trailer\n<< /Size ${next} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`);
  parts.push(encoder.encode(xref.join("")));
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * A TIFF whose every page is black and white (CCITT Group 3 or 4, or 1-bit
 * uncompressed) as a PDF of those pages, with each page's size in points;
 * `undefined` for any other image or a TIFF it cannot read whole.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * // A 16 × 2 uncompressed 1-bit TIFF (BlackIsZero), 200 dpi.
 * const tiff = new Uint8Array([
 *   0x49, 0x49, 42, 0, 8, 0, 0, 0, 8, 0,
 *   0x00, 1, 3, 0, 1, 0, 0, 0, 16, 0, 0, 0, // width 16
 *   0x01, 1, 3, 0, 1, 0, 0, 0, 2, 0, 0, 0, // height 2
 *   0x02, 1, 3, 0, 1, 0, 0, 0, 1, 0, 0, 0, // 1 bit
 *   0x03, 1, 3, 0, 1, 0, 0, 0, 1, 0, 0, 0, // uncompressed
 *   0x06, 1, 3, 0, 1, 0, 0, 0, 1, 0, 0, 0, // BlackIsZero
 *   0x11, 1, 4, 0, 1, 0, 0, 0, 110, 0, 0, 0, // strip at 110
 *   0x17, 1, 4, 0, 1, 0, 0, 0, 4, 0, 0, 0, // 4 bytes
 *   0x1a, 1, 4, 0, 1, 0, 0, 0, 200, 0, 0, 0, // 200 dpi (a LONG: read as it is)
 *   0, 0, 0, 0, 0xff, 0x00, 0x0f, 0xf0,
 * ]);
 * const fax = faxTiffPdf(tiff)!;
 * assert.deepEqual(fax.sizes, [{ width: 5.76, height: 0.72 }]);
 * assert.match(new TextDecoder().decode(fax.pdf), /\/Width 16 \/Height 2 \/ColorSpace \/DeviceGray/);
 * assert.equal(faxTiffPdf(new Uint8Array([0x89, 0x50, 0x4e, 0x47])), undefined);
 * ```
 */
export function faxTiffPdf(bytes: Uint8Array): FaxPdf | undefined {
  if (bytes.length < 8) return undefined;
  const little = bytes[0] === 0x49 && bytes[1] === 0x49 && bytes[2] === 42 && bytes[3] === 0;
  const big = bytes[0] === 0x4d && bytes[1] === 0x4d && bytes[2] === 0 && bytes[3] === 42;
  if (!little && !big) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const pages: FaxPage[] = [];
  const seen = new Set<number>();
  let offset = view.getUint32(4, little);
  try {
    while (offset !== 0 && !seen.has(offset) && pages.length < MAX_PAGES) {
      seen.add(offset);
      if (offset + 2 > bytes.length) return undefined;
      const directory = readTags(view, offset, little);
      if (directory === undefined) return undefined;
      const page = faxPage(bytes, directory.tags);
      if (page === undefined) return undefined;
      pages.push(page);
      offset = directory.next;
    }
  } catch (error) {
    if (error instanceof RangeError) return undefined; // a damaged TIFF: read as before
    throw error;
  }
  if (pages.length === 0) return undefined;
  return { pdf: pdfOf(pages), sizes: pages.map((p) => p.points) };
}

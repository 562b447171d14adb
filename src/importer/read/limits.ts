/**
 * Bounds on the work one document may cause: a page cap, a pixel cap per
 * rasterised page or image (the rendering resolution is chosen from the page
 * size, and image sizes are read from their headers before OCR), a size cap
 * for text documents (CSV, XML, FHIR), and a time limit per document. Each refusal is a {@link LimitError} that names the
 * limit.
 *
 * @module
 */

/** The most pages of one PDF the importer reads. */
export const MAX_PAGES = 50;

/** The most pixels of one rasterised page or image given to OCR (40 megapixels). */
export const MAX_PAGE_PIXELS = 40_000_000;

/** The resolution PDF pages are rendered at for OCR, when the pixel cap allows it. */
export const OCR_DPI = 300;

/** Below this resolution OCR reads nothing useful: such a page is refused. */
export const MIN_OCR_DPI = 100;

/** The most bytes of one image given to OCR (50 MB). */
export const MAX_IMAGE_BYTES = 50 * 1024 * 1024;

/**
 * The most bytes of one CSV, XML or FHIR document (32 MiB). Their parsers
 * run without pausing, so a time limit cannot stop them midway: this cap is
 * what bounds their time and memory (a 50 MB CSV ran for minutes at 3 GB).
 */
export const MAX_TEXT_DOCUMENT_BYTES = 32 * 1024 * 1024;

/** The longest one document may take to read, text layer or OCR (120 s). */
export const DOCUMENT_TIME_LIMIT_MS = 120_000;

/** The caps in force, replaceable in tests. */
export interface Limits {
  readonly maxPages: number;
  readonly maxPagePixels: number;
  readonly timeLimitMs: number;
}

/** The caps of a normal run. */
export const DEFAULT_LIMITS: Limits = {
  maxPages: MAX_PAGES,
  maxPagePixels: MAX_PAGE_PIXELS,
  timeLimitMs: DOCUMENT_TIME_LIMIT_MS,
};

/** A document exceeds one of the caps; the message names the limit. */
export class LimitError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "LimitError";
  }
}

/**
 * Refuses a PDF with more pages than the cap.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.throws(() => checkPageCount(51), /51 pages, more than the limit of 50 pages/);
 * ```
 */
export function checkPageCount(pages: number, limits: Limits = DEFAULT_LIMITS): void {
  if (pages > limits.maxPages) {
    throw new LimitError(
      `the document has ${pages} pages, more than the limit of ${limits.maxPages} pages per document`,
    );
  }
}

/** A page's size in PDF points (1/72 inch). */
export interface PageSize {
  readonly width: number;
  readonly height: number;
}

const megapixels = (pixels: number) => `${Math.round(pixels / 100_000) / 10} megapixels`;

/**
 * The resolution to render a page at for OCR: {@link OCR_DPI}, or less so
 * that the page stays within the pixel cap. A page that would need less than
 * {@link MIN_OCR_DPI} to fit is refused.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(ocrDpi({ width: 595, height: 842 }, 1), 300);
 * assert.equal(ocrDpi({ width: 2384, height: 3370 }, 1), 160);
 * assert.throws(() => ocrDpi({ width: 10000, height: 10000 }, 1), /page 1 is 10000 × 10000 pt/);
 * ```
 */
export function ocrDpi(size: PageSize, page: number, limits: Limits = DEFAULT_LIMITS): number {
  const squareInches = (Math.abs(size.width) / 72) * (Math.abs(size.height) / 72);
  const fits = squareInches > 0 ? Math.sqrt(limits.maxPagePixels / squareInches) : OCR_DPI;
  const dpi = Math.min(OCR_DPI, Math.floor(fits));
  if (dpi < MIN_OCR_DPI || !Number.isFinite(dpi)) {
    throw new LimitError(
      `page ${page} is ${Math.round(size.width)} × ${
        Math.round(size.height)
      } pt: even at ${MIN_OCR_DPI} dpi it would be ${
        megapixels(squareInches * MIN_OCR_DPI * MIN_OCR_DPI)
      }, more than the limit of ${megapixels(limits.maxPagePixels)} per page`,
    );
  }
  return dpi;
}

/** An image's size in pixels. */
export interface ImageSize {
  readonly width: number;
  readonly height: number;
}

/**
 * The pixel size of a PNG or JPEG image, read from its header, or
 * `undefined` for other formats or a damaged header.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const png = new Uint8Array(24);
 * png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 0);
 * png.set([0, 0, 0x27, 0x10, 0, 0, 0x13, 0x88], 16);
 * assert.deepEqual(imageSize(png), { width: 10000, height: 5000 });
 * ```
 */
export function imageSize(bytes: Uint8Array): ImageSize | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 24 && png.every((b, i) => bytes[i] === b)) {
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
    let at = 2;
    while (at + 9 < bytes.length) {
      if (bytes[at] !== 0xff) return undefined;
      const marker = bytes[at + 1]!;
      if (marker === 0xff) {
        at++;
        continue;
      }
      const length = view.getUint16(at + 2);
      const startOfFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 &&
        marker !== 0xc8 && marker !== 0xcc;
      if (startOfFrame) return { width: view.getUint16(at + 7), height: view.getUint16(at + 5) };
      at += 2 + length;
    }
  }
  return undefined;
}

/**
 * Refuses an image that is too large for OCR: over {@link MAX_IMAGE_BYTES},
 * or over the pixel cap by its header. `what` names it ("the image", "page 2").
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const png = new Uint8Array(24);
 * png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 0);
 * png.set([0, 0, 0x27, 0x10, 0, 0, 0x27, 0x10], 16);
 * assert.throws(() => checkImage(png, "the image"), /the image is 10000 × 10000 pixels \(100 megapixels\), more than the limit of 40 megapixels/);
 * ```
 */
export function checkImage(bytes: Uint8Array, what: string, limits: Limits = DEFAULT_LIMITS): void {
  if (bytes.length > MAX_IMAGE_BYTES) {
    throw new LimitError(
      `${what} is ${Math.round(bytes.length / 1024 / 1024)} MB, more than the limit of ${
        MAX_IMAGE_BYTES / 1024 / 1024
      } MB for OCR`,
    );
  }
  const size = imageSize(bytes);
  if (size !== undefined && size.width * size.height > limits.maxPagePixels) {
    throw new LimitError(
      `${what} is ${size.width} × ${size.height} pixels (${
        megapixels(size.width * size.height)
      }), more than the limit of ${megapixels(limits.maxPagePixels)} per page`,
    );
  }
}

/**
 * Runs `work` with a time limit: when it runs out, the signal given to
 * `work` is aborted (so programs it started are killed) and the promise
 * rejects with a {@link LimitError}.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * await assert.rejects(
 *   withTimeLimit((signal) => new Promise((_, reject) => signal.addEventListener("abort", () => reject(new Error("stopped")))), 10),
 *   /took longer than the limit of 0\.01 s per document/,
 * );
 * ```
 */
export async function withTimeLimit<T>(
  work: (signal: AbortSignal) => Promise<T>,
  timeLimitMs: number = DOCUMENT_TIME_LIMIT_MS,
): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(
        new LimitError(
          `reading the document took longer than the limit of ${timeLimitMs / 1000} s per document`,
        ),
      );
      controller.abort();
    }, timeLimitMs);
  });
  try {
    return await Promise.race([work(controller.signal), expired]);
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}

/**
 * Refuses a CSV, XML or FHIR document over {@link MAX_TEXT_DOCUMENT_BYTES}.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.throws(() => checkTextDocument(new Uint8Array(40 * 1024 * 1024), "CSV"), /the CSV file is 40 MB, more than the limit of 32 MB/);
 * ```
 */
export function checkTextDocument(bytes: Uint8Array, what: string): void {
  if (bytes.length > MAX_TEXT_DOCUMENT_BYTES) {
    throw new LimitError(
      `the ${what} file is ${Math.round(bytes.length / 1024 / 1024)} MB, more than the limit of ${
        MAX_TEXT_DOCUMENT_BYTES / 1024 / 1024
      } MB per document`,
    );
  }
}

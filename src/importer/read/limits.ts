/**
 * Bounds on the work one document may cause: a page cap, a pixel cap per
 * rasterised page or image (the rendering resolution is chosen from the page
 * size, and image sizes are read from their headers before OCR), a size cap
 * for text documents (CSV, XML, FHIR), and a time limit per document. Each refusal is a {@link LimitError} that names the
 * limit.
 *
 * @module
 */

import { imageSize } from "./image_size.ts";

/** The most pages of one PDF the importer reads. */
const MAX_PAGES = 50;

/** The most pixels of one rasterised page or image given to OCR (40 megapixels). */
export const MAX_PAGE_PIXELS = 40_000_000;

/** The resolution PDF pages are rendered at for OCR, when the pixel cap allows it. */
export const OCR_DPI = 300;

/** Below this resolution OCR reads nothing useful: such a page is refused. */
const MIN_OCR_DPI = 100;

/** The most bytes of one image given to OCR (50 MB). */
const MAX_IMAGE_BYTES = 50 * 1024 * 1024;

/**
 * The most bytes of one CSV, XML or FHIR document (32 MiB). Their parsers
 * run without pausing, so a time limit cannot stop them midway: this cap is
 * what bounds their time and memory (a 50 MB CSV ran for minutes at 3 GB).
 */
const MAX_TEXT_DOCUMENT_BYTES = 32 * 1024 * 1024;

/** The longest one document may take to read, text layer or OCR (120 s). */
const DOCUMENT_TIME_LIMIT_MS = 120_000;

/** The caps in force, replaceable in tests. */
export interface Limits {
  readonly maxPages: number;
  readonly maxPagePixels: number;
  readonly timeLimitMs: number;
  /** The most bytes a PDF's compressed streams may inflate to (src/importer/read/pdf_streams.ts). */
  readonly maxInflatedBytes: number;
}

/** The most bytes the compressed streams of one PDF may inflate to (256 MiB). */
export const MAX_INFLATED_BYTES = 256 * 1024 * 1024;

/** The caps of a normal run. */
export const DEFAULT_LIMITS: Limits = {
  maxPages: MAX_PAGES,
  maxPagePixels: MAX_PAGE_PIXELS,
  timeLimitMs: DOCUMENT_TIME_LIMIT_MS,
  maxInflatedBytes: MAX_INFLATED_BYTES,
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

export type { ImageSize } from "./image_size.ts";

/**
 * Refuses an image that is too large for OCR: over {@link MAX_IMAGE_BYTES},
 * over the pixel cap by its header, a multi-page TIFF with more pages than
 * the page cap, or an image whose size its header does not tell (every
 * accepted format is read: PNG, JPEG, TIFF, BMP, WebP). `what` names it
 * ("the image", "page 2").
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const png = new Uint8Array(33);
 * png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52], 0);
 * png.set([0, 0, 0x27, 0x10, 0, 0, 0x27, 0x10], 16);
 * assert.throws(() => checkImage(png, "the image"), /the image is 10000 × 10000 pixels \(100 megapixels\), more than the limit of 40 megapixels/);
 * assert.throws(() => checkImage(new Uint8Array(64), "the image"), /cannot tell the size of the image/);
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
  if (size === undefined) {
    throw new LimitError(
      `cannot tell the size of ${what} from its header (a damaged file, or a format other than PNG, JPEG, TIFF, BMP or WebP); convert it to PNG or JPEG`,
    );
  }
  if (size.width * size.height > limits.maxPagePixels) {
    throw new LimitError(
      `${what} is ${size.width} × ${size.height} pixels (${
        megapixels(size.width * size.height)
      }), more than the limit of ${megapixels(limits.maxPagePixels)} per page`,
    );
  }
  if (size.pages !== undefined && size.pages > limits.maxPages) {
    throw new LimitError(
      `${what} has ${size.pages} pages, more than the limit of ${limits.maxPages} pages per document`,
    );
  }
}

/**
 * Runs `work` with a time limit: when it runs out, the signal given to
 * `work` is aborted (so programs it started are killed, and a PDF parse in
 * its worker is terminated: `pdf_worker.ts`) and the promise rejects with a
 * {@link LimitError}. Only work that yields can be stopped: a synchronous
 * parse in this thread would hold the timer back until it returned.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * await assert.rejects(
 *   withTimeLimit((signal) => new Promise((_, reject) => signal.addEventListener("abort", () => reject(new Error("stopped")))), 10),
 *   /took longer than the limit of 0\.01 s per document and was stopped/,
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
          `reading the document took longer than the limit of ${
            timeLimitMs / 1000
          } s per document and was stopped`,
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
 * Refuses a CSV, XML, FHIR, spreadsheet or e-mail document over
 * {@link MAX_TEXT_DOCUMENT_BYTES}.
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

/**
 * The fixed seed and size of the layout corpus that CI runs
 * (`tests/importer/layouts_test.ts` and `layouts_rest_test.ts`), shared with
 * the docs' table and the wide-run task's defaults.
 *
 * @module
 */

/** The corpus seed CI uses. */
export const CI_SEED = 20;

/** How many documents CI scores. */
export const CI_COUNT = 400;

/**
 * How many of them (the first) `deno task test` scores; `deno task test:ext`
 * scores the rest, so that the everyday run stays under a minute (100 until
 * 2026-12-07: each document costs about 85 ms of CPU, drawn and imported).
 */
export const QUICK_COUNT = 50;

/** How many photographed pages the OCR subset scores (`layouts_ocr_test.ts`). */
export const OCR_COUNT = 12;

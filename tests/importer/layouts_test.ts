/**
 * The layout generator's corpus at a fixed seed (see docs/import.md), its
 * first part: every document is built from known rows, imported in-process
 * and scored, and the per-feature table is printed on every run. No identity
 * token may reach any written file, ever, and the rows correct and wrong must
 * not fall behind today's floor (`layouts/corpus_check.ts`). The rest of the
 * corpus is scored in `layouts_rest_test.ts` and the OCR subset in
 * `layouts_ocr_test.ts` (both `deno task test:ext`).
 */

import { CI_SEED } from "./layouts/ci.ts";
import { checkCorpusPart, QUICK_PART } from "./layouts/corpus_check.ts";

const { from, to, floor } = QUICK_PART;

Deno.test(`layout generator, seed ${CI_SEED}, documents ${from}-${to - 1}`, async (t) => {
  await checkCorpusPart(t, from, to, floor);
});

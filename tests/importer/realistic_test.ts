/**
 * The realistic corpus, scored (see `realistic/corpus_run.ts`):
 * every document that is read without OCR. The photo and scans run in
 * `realistic_ocr_test.ts`, with the other OCR tests in `deno task test:ext`.
 */

import assert from "node:assert/strict";
import { readTruths } from "./realistic/generate.ts";
import { needsOcr, registerCorpusTest } from "./realistic/corpus_run.ts";

Deno.test("realistic corpus: at least eight documents, each with a truth file", async () => {
  const truths = await readTruths();
  assert.ok(truths.length >= 8, `the corpus has ${truths.length} documents, expected at least 8`);
});

await registerCorpusTest(
  "realistic corpus: every printed row is stored as on paper, and nothing personal is written",
  (truth) => !needsOcr(truth),
);

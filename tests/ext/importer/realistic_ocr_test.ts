/**
 * The realistic corpus, scored (see `realistic/corpus_run.ts`):
 * the documents read by OCR (a phone photo of a printout). Slow, and it needs
 * tesseract, so it runs in `deno task test:ext`.
 */

import { needsOcr, registerCorpusTest } from "../../importer/realistic/corpus_run.ts";

await registerCorpusTest(
  "realistic corpus, OCR: every printed row is stored as on paper, and nothing personal is written",
  needsOcr,
);

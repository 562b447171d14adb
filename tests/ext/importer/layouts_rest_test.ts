/**
 * The rest of the layout generator's CI corpus (`layouts_test.ts` scores its
 * first part in `deno task test`): the same checks, in `deno task test:ext`,
 * so that CI scores every document of the corpus.
 */

import { CI_SEED } from "../../importer/layouts/ci.ts";
import { checkCorpusPart, REST_PART } from "../../importer/layouts/corpus_check.ts";

const { from, to, floor } = REST_PART;

Deno.test(`layout generator, seed ${CI_SEED}, documents ${from}-${to - 1}`, async (t) => {
  await checkCorpusPart(t, from, to, floor);
});

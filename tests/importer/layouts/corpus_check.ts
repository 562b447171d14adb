/**
 * One part of the layout generator's CI corpus (seed {@link CI_SEED},
 * {@link CI_COUNT} documents), imported in-process and scored as a test:
 * the per-feature table is printed, no identity token may reach any written
 * file, and the rows correct and wrong must not fall behind the part's floor
 * (its measured state). `deno task test` scores the first
 * {@link QUICK_COUNT} documents (`layouts_test.ts`), `deno task test:ext`
 * the rest (`layouts_rest_test.ts`), so CI scores all of them.
 *
 * @module
 */

import assert from "node:assert/strict";
import { CI_COUNT, CI_SEED, QUICK_COUNT } from "./ci.ts";
import { corpusSpecs } from "./corpus.ts";
import { featureTable, type Outcome, scoreSpecs, tallies } from "./score_layouts.ts";

/** The least share of rows correct and the most rows stored wrong a part may show. */
export interface CorpusFloor {
  readonly minCorrectShare: number;
  readonly maxWrong: number;
}

/** Scores documents `[from, to)` of the CI corpus under test context `t`, against `floor`. */
export async function checkCorpusPart(
  t: Deno.TestContext,
  from: number,
  to: number,
  floor: CorpusFloor,
  more = false,
): Promise<void> {
  const started = performance.now();
  const specs = corpusSpecs(CI_SEED, CI_COUNT, true, more).slice(from, to);
  // Three documents in flight; two workers draw PDFs while the main thread imports.
  const outcomes: Outcome[] = await scoreSpecs(
    specs,
    3,
    2,
    (i) => `layout_${String(from + i).padStart(4, "0")}.pdf`,
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`\n${featureTable(outcomes)}\ndocuments ${from}-${to - 1} in ${seconds} s`);
  const { total } = tallies(outcomes);

  await t.step("no identity token reaches any written file", () => {
    const leaks = outcomes.flatMap((o) =>
      o.result.leaks.map((leak) =>
        `${o.document.truth.document} (${o.document.truth.describes}): ${leak}`
      )
    );
    assert.deepEqual(leaks, [], "identity tokens reached a written file");
  });

  await t.step("rows correct and wrong are no worse than the floor", () => {
    // A row the truth allows to be held (a banded range no one band of which is the person's,
    // a date that reads two ways) and that was held with its reason is neither right nor wrong:
    // the share is of the rows that must be stored.
    const share = total.correct / (total.rows - total.heldOk);
    assert.ok(
      share >= floor.minCorrectShare,
      `${(100 * share).toFixed(1)} % of ${
        total.rows - total.heldOk
      } rows correct, below the floor of ${100 * floor.minCorrectShare} %`,
    );
    assert.ok(
      total.wrong <= floor.maxWrong,
      `${total.wrong} rows stored wrong, more than the floor's ${floor.maxWrong}`,
    );
  });
}

/**
 * The quick part: documents `[0, QUICK_COUNT)` and today's floor for them
 * (raise it as fixes land, never lower it; the target: 99.5 %
 * correct, 0 wrong). Measured on 2026-12-06, with the features of columns
 * read by their cells: 2,316 of 2,317 rows correct in the first 200 (the
 * quick part until 2026-12-07, then the first 100, now the first 50; documents
 * 0-49 on 2026-12-07: 611 of 615 rows correct, 4 held with their reason, 0 wrong).
 */
export const QUICK_PART = {
  from: 0,
  to: QUICK_COUNT,
  floor: { minCorrectShare: 0.999, maxWrong: 0 },
};

/**
 * The rest, `[QUICK_COUNT, CI_COUNT)`, and its floor. Measured on
 * 2026-12-06, with the features of columns read by their cells: 2,278 of
 * 2,278 rows correct, 0 wrong, in documents 200-399 (the rest starts at 100
 * since 2026-12-07, at 50 since later that day).
 */
export const REST_PART = {
  from: QUICK_COUNT,
  to: CI_COUNT,
  floor: { minCorrectShare: 0.999, maxWrong: 0 },
};

/**
 * The fourth stream's part (`layouts_more_test.ts`): the CI corpus drawn
 * with it, and its floor, measured on 2026-12-06 (docs/import.md): 3,913 of
 * 4,185 rows correct, 156 held-ok, 0 wrong. Most rows not correct are lost
 * with their reason (a unit, a name or a date of the new languages and kinds
 * not read yet); raise the floor as they are read. Since 2026-12-07 the
 * part draws the fifth stream too (`features_blind.ts`): 3,965 of the
 * 4,156 rows that must be stored correct (95.4 %), 184 held-ok, 0 wrong.
 */
export const MORE_PART = {
  from: 0,
  to: CI_COUNT,
  floor: { minCorrectShare: 0.95, maxWrong: 0 },
};

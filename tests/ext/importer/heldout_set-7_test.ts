/**
 * The held-out set-7 (legacy and compact layouts: a hospital LIS printout with dot leaders, a compact
 * report with the range in the value's cell, two tables side by side, a discharge letter and a Slovak
 * referral with results in prose, specimen sections with a previous-result column, a paediatric report
 * with age bands, a Czech report; see `heldout/set-7/truth.json`), scored by its own scorer as a new
 * user would import it: 0 wrong rows, 0 spurious rows, 0 identity strings written or printed, and at
 * least `FLOOR` rows right. Slow (several imports, chromium-printed PDFs), so in `deno task test:ext`.
 */

import assert from "node:assert/strict";

/** Just under the rows right when it was set (130 of 134); raised as fixes land, never lowered. */
const FLOOR = 128;

const here = (path: string) => decodeURIComponent(new URL(path, import.meta.url).pathname);

Deno.test("held-out set-7: no wrong, spurious or leaked row, and the rows read stay read", async () => {
  const set = here("./heldout/set-7/");
  const out = await new Deno.Command("node", {
    args: [
      `${set}score.mjs`,
      here("../../../"),
      Deno.execPath(),
      "--docs",
      `${set}docs`,
      "--truth",
      `${set}truth.json`,
    ],
    stdout: "piped",
    stderr: "piped",
  }).output();
  const text = new TextDecoder().decode(out.stdout) + new TextDecoder().decode(out.stderr);
  const last =
    /realistic-import: (\d+)\/(\d+) rows correct, (\d+) lost, (\d+) wrong, (\d+) spurious, (\d+) leaks/
      .exec(text);
  assert.ok(last !== null, `the scorer did not finish:\n${text.slice(-2000)}`);
  const [correct, , , wrong, spurious, leaks] = last.slice(1).map(Number) as number[];
  assert.equal(wrong, 0, text);
  assert.equal(spurious, 0, text);
  assert.equal(leaks, 0, text);
  assert.ok(correct! >= FLOOR, `${correct} rows right, fewer than ${FLOOR}:\n${text}`);
});

/**
 * The held-out set-6 (tests/ext/importer/heldout/set-6): seven documents a person brings besides a
 * clean PDF, written before the importer was read (a phone photo, a fax without a text layer, two
 * lab e-mails, a wide personal .xlsx, a US portal CSV, a Slovak FHIR bundle), imported into an empty
 * store by its own scorer (`score.mjs`, run with node) and scored row by row: no row may be stored
 * wrong, none spuriously, no identity string may reach a file or the terminal, and at least
 * {@link FLOOR} rows must be stored right. Slow (OCR, several imports), so it runs in
 * `deno task test:ext`.
 */

import assert from "node:assert/strict";
import { fileURLToPath } from "node:url";

/** Correct rows reached on this set (see FIRST_SCORE.md for where it started), less a margin. */
const FLOOR = 88;

const SET = fileURLToPath(new URL("./heldout/set-6/", import.meta.url));
const ROOT = fileURLToPath(new URL("../../../", import.meta.url));

const node = (() => {
  try {
    return new Deno.Command("node", { args: ["--version"], stdout: "null", stderr: "null" })
      .outputSync().success;
  } catch {
    return false;
  }
})();

Deno.test({
  name: "held-out set-6: 0 wrong, 0 spurious, 0 identity leaks, and the correct rows above a floor",
  ignore: !node,
  async fn() {
    const out = await new Deno.Command("node", {
      args: [
        `${SET}score.mjs`,
        ROOT,
        Deno.execPath(),
        "--quiet",
        "--docs",
        `${SET}docs`,
        "--truth",
        `${SET}truth.json`,
      ],
      cwd: ROOT,
      stdout: "piped",
      stderr: "piped",
    }).output();
    const text = new TextDecoder().decode(out.stdout);
    const last =
      /realistic-import: (\d+)\/(\d+) rows correct, (\d+) lost, (\d+) wrong, (\d+) spurious, (\d+) leaks/
        .exec(text);
    assert.ok(last, `no score line:\n${text}\n${new TextDecoder().decode(out.stderr)}`);
    const [correct, total, , wrong, spurious, leaks] = last.slice(1).map(Number);
    assert.equal(total, 119);
    assert.deepEqual({ wrong, spurious, leaks }, { wrong: 0, spurious: 0, leaks: 0 }, text);
    assert.ok(correct! >= FLOOR, `${correct} correct rows, fewer than ${FLOOR}:\n${text}`);
  },
});

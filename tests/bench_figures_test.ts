// Guards the benchmark's writer of docs/performance_figures.md: it wrote unpadded tables and long
// prose lines, which `deno fmt` then rewrote, so the file had to be left out of `deno fmt --check`.
// The written file must be what `deno fmt` leaves, and stay so when another part is rewritten.

import assert from "node:assert/strict";
import { pathToFileURL } from "node:url";
import { writeFigures } from "../bench/report.ts";
import { repoPath } from "./plain_helpers.ts";

const LONG_PROSE = "Measured with `deno task bench`; " +
  "each figure is the median of the runs, and a target is the issue's own, ".repeat(3);

const TABLE = [
  "# Performance figures",
  "",
  LONG_PROSE,
  "",
  "| figure | 1k | 100k | target |",
  "| --- | ---: | ---: | --- |",
  "| spawn → initialize | 105.11 ms | 133.21 ms |  |",
  "| first get_trend (loads the store) | 30.11 ms | 98.24 ms | ≤ 150 ms (100k) |",
].join("\n");

const WARM = [
  "## Paired warm-call runs",
  "",
  LONG_PROSE,
  "",
  "| entry | asked again | new |",
  "| --- | ---: | ---: |",
  "| bundle | 1.45× | 2.09× |",
].join("\n");

async function fmtCheck(path: string): Promise<{ success: boolean; stderr: string }> {
  const { success, stderr } = await new Deno.Command(Deno.execPath(), {
    args: ["fmt", "--check", `--config=${repoPath("deno.json")}`, path],
    stdout: "piped",
    stderr: "piped",
  }).output();
  return { success, stderr: new TextDecoder().decode(stderr) };
}

Deno.test("writeFigures() writes the figures file as deno fmt leaves it, each part rewritten alone", async () => {
  const dir = await Deno.makeTempDir({ prefix: "bwfigures-" });
  try {
    const path = `${dir}/performance_figures.md`;
    const to = pathToFileURL(path);
    // The unformatted form is refused, so the check below can fail.
    await Deno.writeTextFile(path, `${TABLE}\n`);
    assert.equal((await fmtCheck(path)).success, false, "the raw table is not fmt-clean");

    await writeFigures({ table: TABLE }, to);
    let check = await fmtCheck(path);
    assert.ok(check.success, check.stderr);
    await writeFigures({ warm: WARM }, to);
    check = await fmtCheck(path);
    assert.ok(check.success, check.stderr);
    // Rewriting the table keeps the warm section, and the file stays fmt-clean.
    await writeFigures({ table: TABLE.replace("105.11 ms", "99.5 ms") }, to);
    check = await fmtCheck(path);
    assert.ok(check.success, check.stderr);
    const text = await Deno.readTextFile(path);
    assert.match(text, /99\.5 ms/);
    assert.match(text, /^## Paired warm-call runs$/m);
    assert.match(text, /\| bundle +\| +1\.45× \|/);
    assert.equal(text.match(/^# Performance figures$/gm)?.length, 1);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

// Guards the CLI's `changes [--since D]` (see docs/clinical.md): by default the
// latest test's results against each marker's previous one, a verdict per
// row in words, the date checked before the store is read, and --json giving
// the same answer as the changes_since tool.

import assert from "node:assert/strict";
import { fileURLToPath } from "node:url";
import { parseArgs } from "./cli_args.ts";
import { runCli } from "./run.ts";
import { verdictCell } from "./render_changes.ts";

const DEMO = fileURLToPath(new URL("../../data/demo", import.meta.url));

async function run(argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const parsed = parseArgs(argv, DEMO);
  if (parsed.kind === "serve") throw new Error("these tests run CLI commands only");
  let out = "", err = "";
  const code = await runCli(parsed, {
    stdout: (text) => (out += `${text}\n`),
    stderr: (text) => (err += `${text}\n`),
    colour: false,
    version: "test",
  });
  return { code, out, err };
}

Deno.test("changes: the latest test against each marker's previous result", async () => {
  const { code, out } = await run(["changes"]);
  assert.equal(code, 0);
  assert.match(out, /^Since 2025-08-05 \(the previous test\): 40 results, 0 out of range/);
  assert.match(out, /\n2025-11-04\n/);
  assert.match(out, /HGB +13\.4 +g\/dL +12–16 +13\.6 \(2025-08-05\) +−1\.5 %, within expected/);
  assert.match(out, /CRP .*not judged: censored/);
  assert.match(out, /Variation figures: .*Coşkun A et al\. 2018/);
});

Deno.test("changes --since: every later date, newest first; --json is the tool's answer", async () => {
  const { code, out } = await run(["changes", "--since", "2025-05-01", "--json"]);
  assert.equal(code, 0);
  const answer = JSON.parse(out);
  assert.equal(answer.since_basis, "given");
  const dates: string[] = answer.dates.map((d: { date: string }) => d.date);
  assert.deepEqual(dates, ["2025-11-04", "2025-08-05", "2025-05-13"]);
  const listed = answer.dates.reduce(
    (n: number, d: { results: unknown[] }) => n + d.results.length,
    0,
  );
  assert.equal(answer.counts.results, listed);
});

Deno.test("changes refuses a date that does not exist, as a usage error", async () => {
  const { code, err } = await run(["changes", "--since", "2025-02-30"]);
  assert.equal(code, 2);
  assert.match(err, /Option "--since" 2025-02-30 is not a real date: day 30 does not exist/);
  const misplaced = await run(["changes", "--from", "2025-01-01"]);
  assert.equal(misplaced.code, 2);
  assert.match(misplaced.err, /"--from" does not apply to "changes"/);
});

Deno.test("verdictCell() says beyond, within or not judged, and a crossed range", () => {
  const from = { date: "2024-01-01", value: 13.8 };
  assert.equal(verdictCell(undefined), "first result");
  assert.equal(
    verdictCell({
      from,
      percent: -15.9,
      rcv_up: 8.9,
      rcv_down: -8.1,
      verdict: "likely_real_decrease",
      crossed_range: true,
    }, true),
    "−15.9 %, likely real (RCV +8.9 %/−8.1 %); now out of range",
  );
  assert.equal(
    verdictCell({ from, verdict: "not_assessable", reason: "censored" }),
    "not judged: censored",
  );
});

/**
 * `trend MARKER --chart out.svg` through the real CLI (see docs/pictures.md): it writes
 * the SVG when deno may write that one file, and otherwise says which flag is
 * missing and exits 1, writing nothing. The table on stdout is unchanged.
 *
 * @module
 */

import assert from "node:assert/strict";
import { parseArgs } from "../../src/cli/cli_args.ts";
import { repoPath } from "../plain_helpers.ts";
import { runCli } from "../../support/server_process.ts";

const DEMO = repoPath("data/demo");

/** `report.ts ARGS` on the demo store under the production flags plus `permissions`. */
function cli(permissions: string[], args: string[]) {
  return runCli(DEMO, args, { script: repoPath("report.ts"), permissions });
}

Deno.test("trend --chart writes the SVG of the trend with write permission for that file only", async () => {
  const dir = await Deno.makeTempDir({ prefix: "bloodwork-chart-" });
  const file = `${dir}/crp.svg`;
  const run = await cli([`--allow-write=${file}`], ["trend", "CRP", "--chart", file]);
  assert.equal(run.code, 0, run.stderr);
  assert.match(run.stdout, /2024-09-17\s+38\.6/, "the table is still printed");
  assert.match(run.stderr, /Chart written to ".*crp\.svg"/);
  const svg = await Deno.readTextFile(file);
  assert.match(svg, /<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  assert.equal(svg.match(/<title>[^<]*&lt;0\.5 mg\/L/g)?.length, 7, "seven censored points");
  assert.match(svg, /aria-description="range edge"/);
});

Deno.test("trend --chart without write permission says which flag is missing and writes nothing", async () => {
  const dir = await Deno.makeTempDir({ prefix: "bloodwork-chart-" });
  const file = `${dir}/crp.svg`;
  const run = await cli([], ["trend", "CRP", "--chart", file]);
  assert.equal(run.code, 1);
  assert.match(
    run.stderr,
    /Cannot write the chart to ".*crp\.svg": no permission to write it\. Run deno with --allow-write=/,
  );
  await assert.rejects(Deno.stat(file));
});

Deno.test("parseArgs() reads --chart for trend only", () => {
  assert.deepEqual(parseArgs(["trend", "FERR", "--chart", "f.svg"], "d"), {
    kind: "trend",
    dataDir: "d",
    json: false,
    marker: "FERR",
    chart: "f.svg",
  });
  const misplaced = parseArgs(["markers", "--chart", "f.svg"], "d");
  assert.equal(misplaced.kind, "usage_error");
});

Deno.test("parseArgs() reads report with its output, start date, markers and language", () => {
  assert.deepEqual(
    parseArgs([
      "report",
      "--out",
      "v.pdf",
      "--since",
      "2024-01-01",
      "--markers",
      "FERR, TSH",
      "--lang",
      "en",
    ], "d"),
    {
      kind: "report",
      dataDir: "d",
      json: false,
      out: "v.pdf",
      since: "2024-01-01",
      markers: ["FERR", "TSH"],
      lang: "en",
    },
  );
  assert.deepEqual(parseArgs(["report", "--out", "v.pdf"], "d"), {
    kind: "report",
    dataDir: "d",
    json: false,
    out: "v.pdf",
    lang: "pl",
  });
  for (
    const bad of [["report"], ["report", "--out", "v.pdf", "--lang", "de"], [
      "report",
      "--out",
      "v.pdf",
      "--since",
      "2024-13-01",
    ]]
  ) {
    assert.equal(parseArgs(bad, "d").kind, "usage_error", bad.join(" "));
  }
});

Deno.test("main.ts, the read-only program, refuses to write a chart or a report and names the task that may", async () => {
  for (
    const args of [["trend", "CRP", "--chart", "/tmp/x.svg"], ["report", "--out", "/tmp/x.pdf"]]
  ) {
    const output = await runCli(DEMO, args);
    assert.equal(output.code, 2);
    assert.match(
      output.stderr,
      /read-only program never does: run it through the task.*deno task (chart|report)/,
    );
  }
});

Deno.test("trend --chart --lang pl writes Polish months, decimal commas and words", async () => {
  const dir = await Deno.makeTempDir({ prefix: "bloodwork-chart-" });
  const file = `${dir}/crp.svg`;
  const run = await cli([`--allow-write=${file}`], [
    "trend",
    "CRP",
    "--chart",
    file,
    "--lang",
    "pl",
  ]);
  assert.equal(run.code, 0, run.stderr);
  const svg = await Deno.readTextFile(file);
  assert.match(svg, /linia przerywana: górna granica laboratorium/);
  assert.doesNotMatch(svg, /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) 20\d\d/);
  assert.equal(parseArgs(["trend", "CRP", "--lang", "pl"], "d").kind, "usage_error");
  assert.equal(
    parseArgs(["trend", "CRP", "--chart", "f.svg", "--lang", "de"], "d").kind,
    "usage_error",
  );
});

/**
 * The writer tasks (`deno task report`, `deno task chart`) through their real
 * launcher and sandbox: they never replace an existing file unless `--force`
 * is given, never follow a symlink at the output path, and never write into
 * the data directory (see docs/reliability.md: `--out DATA/2024.ndjson`
 * turned a year of results into a PDF with exit 0, and a symlink at `--out`
 * replaced a file elsewhere).
 *
 * @module
 */

import assert from "node:assert/strict";
import { fixtureDataDir, repoPath } from "../plain_helpers.ts";

async function task(args: string[], cwd: string) {
  const output = await new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      "--no-prompt",
      "--allow-env=INIT_CWD",
      "--allow-run",
      repoPath("scripts/write_cli.ts"),
      ...args,
    ],
    cwd,
    env: { INIT_CWD: cwd },
    stdout: "piped",
    stderr: "piped",
  }).output();
  return {
    code: output.code,
    out: new TextDecoder().decode(output.stdout),
    err: new TextDecoder().decode(output.stderr),
  };
}

async function setup() {
  const data = await fixtureDataDir("basic");
  const out = await Deno.makeTempDir({ prefix: "bloodwork-out-" });
  return { data, out };
}

Deno.test("report refuses to write into the data directory and leaves the store untouched", async () => {
  const { data } = await setup();
  const store = [...Deno.readDirSync(data)].find((e) => e.name.endsWith(".ndjson"))!.name;
  const before = await Deno.readTextFile(`${data}/${store}`);
  for (const extra of [[], ["--force"]]) {
    const result = await task(
      ["report", "--data", data, "--out", `${data}/${store}`, ...extra],
      "/",
    );
    assert.equal(result.code, 1, result.err);
    assert.match(result.err, /inside the data directory/);
    assert.equal(await Deno.readTextFile(`${data}/${store}`), before);
  }
  const fresh = await task(["report", "--data", data, "--out", `${data}/visit.pdf`], "/");
  assert.equal(fresh.code, 1);
  assert.deepEqual(
    [...Deno.readDirSync(data)].map((e) => e.name).filter((n) => n.endsWith(".pdf")),
    [],
  );
});

Deno.test("report and chart refuse an existing file without --force, and replace it with it", async () => {
  const { data, out } = await setup();
  const pdf = `${out}/visit.pdf`;
  await Deno.writeTextFile(pdf, "keep me");
  const refused = await task(["report", "--data", data, "--out", pdf], "/");
  assert.equal(refused.code, 1);
  assert.match(refused.err, /already exists; add --force to replace it/);
  assert.equal(await Deno.readTextFile(pdf), "keep me");
  const forced = await task(["report", "--data", data, "--out", pdf, "--force"], "/");
  assert.equal(forced.code, 0, forced.err);
  assert.equal(new TextDecoder().decode((await Deno.readFile(pdf)).subarray(0, 5)), "%PDF-");
  assert.deepEqual([...Deno.readDirSync(out)].map((e) => e.name), ["visit.pdf"]);

  const svg = `${out}/chart.svg`;
  await Deno.writeTextFile(svg, "keep me");
  const chart = await task(["trend", "CRP", "--data", data, "--chart", svg], "/");
  assert.equal(chart.code, 1);
  assert.equal(await Deno.readTextFile(svg), "keep me");
  const chartForced = await task(["trend", "CRP", "--data", data, "--chart", svg, "--force"], "/");
  assert.equal(chartForced.code, 0, chartForced.err);
  assert.match(await Deno.readTextFile(svg), /^<\?xml/);
});

Deno.test("report and chart refuse a symlink at the output path, --force or not, and leave its target alone", async () => {
  const { data, out } = await setup();
  const target = await Deno.makeTempFile();
  await Deno.writeTextFile(target, "elsewhere");
  for (
    const [args, link] of [
      [["report", "--data", data, "--out"], `${out}/visit.pdf`],
      [["trend", "CRP", "--data", data, "--chart"], `${out}/chart.svg`],
    ] as const
  ) {
    await Deno.symlink(target, link);
    for (const extra of [[], ["--force"]]) {
      const result = await task([...args, link, ...extra], "/");
      assert.equal(result.code, 1, result.err);
      assert.match(result.err, extra.length ? /symlink/ : /already exists|symlink/);
      assert.equal(await Deno.readTextFile(target), "elsewhere");
      assert.ok((await Deno.lstat(link)).isSymlink);
    }
  }
});

Deno.test("the writer tasks' help names them as the user runs them, not a bloodwork-mcp command", async () => {
  // `deno task report --help` answered "This task runs ... only", and hints named
  // `bloodwork-mcp`, a command a deno task user does not have.
  const { out: cwd } = await setup();
  const report = await task(["report", "--help"], cwd);
  assert.equal(report.code, 0, report.err);
  assert.match(report.out, /deno task report --out FILE\.pdf/);
  assert.doesNotMatch(report.out, /bloodwork-mcp (report|trend)/);
  const chart = await task(["trend", "--help"], cwd);
  assert.equal(chart.code, 0, chart.err);
  assert.match(chart.out, /deno task chart MARKER --chart FILE\.svg/);
});

Deno.test("a writer task's hints name a command the user has", async () => {
  const { data, out } = await setup();
  const run = await task(["trend", "nosuchmarkerxyz", "--chart", "c.svg", "--data", data], out);
  assert.equal(run.code, 1);
  assert.doesNotMatch(run.err, /"bloodwork-mcp /);
  assert.match(run.err, /Run "deno run --allow-read=DIR \S+main\.ts markers"/);
});

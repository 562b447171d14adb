/**
 * Tests of running CLI commands end to end on the demo store and on fixture
 * directories: exit codes, JSON output, "did you mean" suggestions, `check`
 * reports, and that no terminal escape from a data file ever reaches output.
 *
 * @module
 */

import assert from "node:assert/strict";
import { fileURLToPath } from "node:url";
import { parseArgs } from "./cli_args.ts";
import { type CliIO, runCli } from "./run.ts";

const DEMO = fileURLToPath(new URL("../../data/demo", import.meta.url));
const ESC = "\u001b";

interface Run {
  readonly code: number;
  readonly out: string;
  readonly err: string;
}

async function run(
  argv: string[],
  options: Partial<Pick<CliIO, "colour" | "openStore" | "program">> = {},
): Promise<Run> {
  const parsed = parseArgs(argv, DEMO);
  assert.notEqual(parsed.kind, "serve", "these tests run CLI commands only");
  if (parsed.kind === "serve") throw new Error("unreachable");
  let out = "", err = "";
  const code = await runCli(parsed, {
    stdout: (text) => (out += `${text}\n`),
    stderr: (text) => (err += `${text}\n`),
    colour: options.colour ?? false,
    version: "9.9.9-test",
    ...(options.openStore ? { openStore: options.openStore } : {}),
    ...(options.program ? { program: options.program } : {}),
  });
  return { code, out, err };
}

/** Runs `body` on a temporary data directory holding `files`, then removes it. */
async function withFixture(
  files: Record<string, string>,
  body: (dir: string) => Promise<void>,
): Promise<void> {
  const dir = await Deno.makeTempDir({ prefix: "bloodwork-cli-" });
  try {
    for (const [name, text] of Object.entries(files)) {
      await Deno.writeTextFile(`${dir}/${name}`, text);
    }
    await body(dir);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

const line = (fields: Record<string, unknown>) => JSON.stringify(fields) + "\n";

const GOOD =
  line({ code: "FERR", date: "2024-01-10", value: 8, unit: "µg/L", ref_low: 10, ref_high: 120 }) +
  line({ code: "FERR", date: "2024-06-10", value: 40, unit: "µg/L", ref_low: 10, ref_high: 120 }) +
  line({
    code: "CRP",
    date: "2024-06-10",
    value: 0.5,
    comparator: "<",
    unit: "mg/L",
    ref_high: 5,
  }) +
  line({
    code: "GLU",
    date: "2024-06-10T08:15",
    value: 130,
    unit: "mg/dL",
    ref_low: 70,
    ref_high: 99,
  });

const BAD = line({ code: "HGB", date: "2024-01-10", value: 13, unit: "g/dL" }) +
  "not json at all\n" +
  line({ code: "HGB", value: 12 }) +
  line({ code: "HGB", date: "2024-01-10", value: 13, unit: "g/dL" }) +
  line({ code: "MYSTERY", date: "2024-01-10", value: 1 }) +
  '{"code":';

Deno.test("runCli() prints usage for --help and the version for --version", async () => {
  const help = await run(["trend", "--help"]);
  assert.equal(help.code, 0);
  assert.match(help.out, /^bloodwork-mcp: .*\n\nUsage:\n/);
  assert.match(help.out, /compare MARKER MARKER/);
  assert.equal(help.err, "");
  assert.deepEqual(await run(["-V", "--data", "/srv/anna"]), {
    code: 0,
    out: "bloodwork-mcp 9.9.9-test\ndata: /srv/anna\n",
    err: "",
  });
});

Deno.test("runCli() exits 2 on a usage error, with the message and a hint on stderr", async () => {
  const result = await run(["trend", "FERR", "--form", "2024-01-01"]);
  assert.equal(result.code, 2);
  assert.equal(result.out, "");
  assert.equal(
    result.err,
    'bloodwork-mcp: Unknown option "--form" for "trend". Did you mean "--from"?\n' +
      'Run "bloodwork-mcp --help" for usage\n',
  );
});

Deno.test("runCli() lists markers with results in an aligned table", async () => {
  const result = await run(["markers"]);
  assert.equal(result.code, 0);
  const ferr = result.out.split("\n").find((l) => l.trimStart().startsWith("FERR "));
  assert.ok(ferr, "FERR row");
  assert.match(ferr, /^ {2}FERR +Ferrytyna +\d+ +\d{4}-\d\d-\d\d +\d{4}-\d\d-\d\d +\d+ +µg\/L$/);
  assert.match(result.out, /^Gospodarka żelazem$/m);
  assert.match(result.out, /83 markers with results/);
});

Deno.test("runCli() prints the domain value as JSON with --json", async () => {
  const trend = await run(["trend", "ferritin", "--json", "--from", "2024-01-01"]);
  assert.equal(trend.code, 0);
  const value = JSON.parse(trend.out);
  assert.equal(value.marker.code, "FERR");
  assert.ok(value.series[0].points.every((p: { date: string }) => p.date >= "2024-01-01"));
  assert.equal(typeof value.series[0].summary.change_pct, "number");
  const markers = JSON.parse((await run(["markers", "--json", "--query", "FERR"])).out);
  assert.deepEqual(markers.markers.map((m: { code: string }) => m.code), ["FERR"]);
});

Deno.test("runCli() exits 1 for an unknown marker and suggests the close ones", async () => {
  const result = await run(["trend", "ferrytna"]);
  assert.equal(result.code, 1);
  assert.equal(result.out, "");
  assert.match(result.err, /^Marker "ferrytna" not found\. Did you mean FERR \(Ferrytyna\)/);
});

Deno.test("runCli() reports an unknown marker as {ok:false,error} with --json", async () => {
  const result = await run(["trend", "ferrytna", "--json"]);
  assert.equal(result.code, 1);
  const body = JSON.parse(result.out);
  assert.equal(body.ok, false);
  assert.equal(body.error.code, "marker_not_found");
  assert.equal(body.error.suggestions[0].code, "FERR");
});

Deno.test("runCli() explains each marker of a comparison that did not resolve", async () => {
  const result = await run(["compare", "ferrytna", "HGB", "qqqqqq"]);
  assert.equal(result.code, 1);
  const lines = result.err.trimEnd().split("\n");
  assert.equal(lines.length, 2);
  assert.match(lines[0]!, /^Marker "ferrytna" not found\. Did you mean FERR/);
  assert.match(lines[1]!, /^Marker "qqqqqq" not found, and no marker name is close/);
});

Deno.test("runCli() exits 2 when the domain refuses the arguments", async () => {
  const result = await run(["compare", "FERR", "ferritin"]);
  assert.equal(result.code, 2);
  assert.match(result.err, /names the same marker twice/);
});

Deno.test("runCli() compares markers with an overview and a trend of each", async () => {
  const result = await run(["compare", "FERR", "HGB"]);
  assert.equal(result.code, 0);
  assert.match(result.out, /^Code +Unit +Trend +Results/);
  assert.match(result.out, /^FERR — Ferrytyna/m);
  assert.match(result.out, /^HGB — Hemoglobina/m);
  assert.match(result.out, /[▁▂▃▄▅▆▇█]{5,}/);
});

Deno.test("runCli() shows a trend with sparkline, flags, ranges and a summary", async () => {
  const result = await run(["trend", "FERR", "--to", "2023-12-31"]);
  assert.equal(result.code, 0);
  assert.match(result.out, /^µg\/L {2}[▁▂▃▄▅▆▇█]{5}$/m);
  assert.match(result.out, /^ {2}2023-01-17 +6 +µg\/L +10–120 +L$/m);
  assert.match(result.out, /5 results, 2023-01-17 to 2023-11-21 · min 6, max 26 · change \+20/);
});

Deno.test("runCli() trend --around writes the means before and after an event, never one date pair", async () => {
  // The demo's iron supplement: one ferritin before it (6), thirteen after. The change is of
  // the means; before, it read "+553.8 % from 2023-01-17 to 2023-03-28", as if 6 → 9.
  const result = await run(["trend", "FERR", "--around", "żelazo"]);
  assert.equal(result.code, 0);
  assert.match(
    result.out,
    /^Around 2023-01-20 żelazo doustnie 80 mg: mean 6 µg\/L \(n=1, 2023-01-17\) → mean 39\.23 µg\/L \(n=13, 2023-03-28 – 2025-11-04\)\n {2}\+553\.8 % of the means: likely a real increase \(beyond the RCV of means .* for n=1 and 13; /m,
  );
  assert.doesNotMatch(result.out, /553\.8 % from/);
  const missing = await run(["trend", "FERR", "--around", "2020-02-02"]);
  assert.notEqual(missing.code, 0);
  assert.match(missing.err, /matches no event in events\.yaml/);
});

Deno.test("runCli() shows results by date, newest first, censored as <0.5 and with times", async () => {
  await withFixture({ "a.ndjson": GOOD }, async (dir) => {
    const result = await run(["results", "--data", dir, "--from", "2024-01-01"]);
    assert.equal(result.code, 0);
    const headings = result.out.split("\n").filter((l) => /^\d{4}-\d\d-\d\d · /.test(l));
    assert.deepEqual(headings, [
      "2024-06-10 · 3 results, 1 out of range",
      "2024-01-10 · 1 result, 1 out of range",
    ]);
    assert.match(result.out, /CRP .* <0\.5 +mg\/L +≤ 5/);
    assert.match(result.out, /GLU .*08:15 +130 +mg\/dL +70–99 +H/);
  });
});

Deno.test("runCli() results --abnormal without dates lists each marker's latest result out of range", async () => {
  // The demo's latest draw (2025-11-04) is all in range; its latest fibrinogen (2024-09-17) is high.
  const result = await run(["results", "--abnormal"]);
  assert.equal(result.code, 0);
  const lines = result.out.split("\n");
  assert.match(
    lines[0]!,
    /^Abnormal now: the latest result of each marker, .*\(1 of 83 markers\)$/,
  );
  assert.ok(
    lines.includes("2024-09-17 · 1 result, 1 out of range · Laboratorium Demo B"),
    result.out,
  );
  assert.match(result.out, /FIBRINOGEN +Fibrynogen +486 +mg\/dl +200–393 +H/);
  assert.doesNotMatch(result.out, /2025-11-04/);
});

Deno.test("runCli() uses colour codes only when colour is on", async () => {
  const plain = await run(["results", "--abnormal", "--from", "2023-01-01"]);
  assert.equal(plain.code, 0);
  assert.match(plain.out, / H$/m);
  assert.ok(!plain.out.includes(ESC), "no escape codes without colour");
  const coloured = await run(["results", "--abnormal", "--from", "2023-01-01"], { colour: true });
  assert.ok(coloured.out.includes(`${ESC}[31mH${ESC}[0m`), "red high");
  assert.ok(coloured.out.includes(`${ESC}[34mL${ESC}[0m`), "blue low");
});

Deno.test("runCli() check lists bad lines as file:line: reason and exits 1", async () => {
  await withFixture({ "a.ndjson": GOOD, "b.ndjson": BAD }, async (dir) => {
    const result = await run(["check", "--data", dir]);
    assert.equal(result.code, 1);
    const lines = result.out.trimEnd().split("\n");
    assert.ok(lines.includes("b.ndjson:2: not valid JSON"), result.out);
    assert.ok(lines.includes('b.ndjson:3: missing "date"'), result.out);
    assert.ok(lines.some((l) => /^b\.ndjson:4: same measurement as b\.ndjson:1/.test(l)));
    assert.ok(
      lines.some((l) => /^code "MYSTERY" \(1 result\(s\)\) is not in the dictionary/.test(l)),
    );
    assert.ok(lines.some((l) => /^b\.ndjson:6: note: last line has no newline/.test(l)));
    assert.equal(lines.at(-1), "2 files, 6 results, 5 markers: 4 problems, 1 note");
  });
});

Deno.test("runCli() check passes a clean store and counts files, results and markers", async () => {
  const result = await run(["check"]);
  assert.equal(result.code, 0);
  assert.equal(result.out, "3 files, 424 results, 83 markers: no problems\n");
  await withFixture({ "a.ndjson": GOOD + '{"code":' }, async (dir) => {
    const noted = await run(["check", "--data", dir, "--json"]);
    assert.equal(noted.code, 0, "a note alone is not a problem");
    const report = JSON.parse(noted.out);
    assert.deepEqual(
      [report.file_count, report.result_count, report.problem_count, report.note_count],
      [1, 4, 0, 1],
    );
  });
});

Deno.test("runCli() check reports a broken markers.yaml, which other commands refuse", async () => {
  await withFixture(
    { "a.ndjson": GOOD, "markers.yaml": "FERR:\n  label: [oops\n" },
    async (dir) => {
      const check = await run(["check", "--data", dir]);
      assert.equal(check.code, 1);
      assert.match(check.out, /^markers\.yaml: Cannot load "markers\.yaml" line 2/m);
      const trend = await run(["trend", "FERR", "--data", dir]);
      assert.equal(trend.code, 1);
      assert.equal(trend.out, "");
      assert.match(
        trend.err,
        /^Cannot load "markers\.yaml" line 2: .*\nFix it, then run "bloodwork-mcp check"\n$/,
      );
    },
  );
});

Deno.test("runCli() exits 1 when the data directory cannot be read", async () => {
  const result = await run(["markers", "--data", "/nonexistent/bloodwork"]);
  assert.equal(result.code, 1);
  assert.match(
    result.err,
    /^Cannot read the data directory "\/nonexistent\/bloodwork": it does not exist/,
  );
  const json = await run(["markers", "--data", "/nonexistent/bloodwork", "--json"]);
  assert.equal(JSON.parse(json.out).error.code, "store_unreadable");
});

Deno.test("runCli() opens the store of the last --data given", async () => {
  const opened: string[] = [];
  const result = await run(["--data", "/baked", "markers", "--data", DEMO], {
    openStore: (dataDir) => {
      opened.push(dataDir);
      return {
        checkDictionary: () => Promise.resolve(),
        snapshot: () => Promise.reject(new Error(`opened ${dataDir}`)),
      };
    },
  }).catch((error: Error) => error);
  assert.deepEqual(opened, [DEMO]);
  assert.ok(
    result instanceof Error && result.message === `opened ${DEMO}`,
    "unexpected errors propagate",
  );
});

Deno.test("runCli() warns on stderr when the store has problems", async () => {
  await withFixture({ "b.ndjson": BAD }, async (dir) => {
    const result = await run(["markers", "--data", dir]);
    assert.equal(result.code, 0);
    assert.equal(
      result.err,
      'Warning: the data directory has 4 problems; run "bloodwork-mcp check" to see them\n',
    );
  });
});

Deno.test("runCli() demo shows markers, one trend and the latest results", async () => {
  const result = await run(["demo"]);
  assert.equal(result.code, 0);
  assert.match(result.out, /^Markers with results {2}\(bloodwork-mcp markers\)$/m);
  assert.match(result.out, /^One trend {2}\(bloodwork-mcp trend FERR\)$/m);
  assert.match(result.out, /^Latest results {2}\(bloodwork-mcp results\)$/m);
  assert.match(result.out, /^2025-11-04 · \d+ results/m);
  const json = JSON.parse((await run(["demo", "--json"])).out);
  assert.equal(json.trend.marker.code, "FERR");
  assert.equal(json.results.dates.length, 1);
});

Deno.test("runCli() demo trends the marker with most results when there is no ferritin", async () => {
  const data =
    [1, 2, 3].map((d) => line({ code: "HGB", date: `2024-01-0${d}`, value: 12 + d })).join("") +
    line({ code: "FE", date: "2024-01-01", value: 80 });
  await withFixture({ "a.ndjson": data }, async (dir) => {
    const result = await run(["demo", "--data", dir]);
    assert.equal(result.code, 0);
    assert.match(result.out, /\(bloodwork-mcp trend HGB\)/);
  });
});

Deno.test("runCli() never prints a terminal escape from a crafted label", async () => {
  const overlay = 'FERR:\n  label: "Ferry\\e[2Jtyna\\e]0;pwned\\a"\n' +
    'EVIL:\n  label: "Evil\\u001b[2J marker\\u202e"\n';
  const data = GOOD + line({ code: "EVIL", date: "2024-06-10", value: 1, ref_text: "ok\u001b[2J" });
  await withFixture(
    { "a.ndjson": data, "markers.yaml": overlay, "\u001b[2Jx.ndjson": "nope\n" },
    async (dir) => {
      const commands = [
        ["markers"],
        ["trend", "FERR"],
        ["compare", "FERR", "EVIL"],
        ["results"],
        ["demo"],
        ["check"],
        ["trend", "evil markr"],
        ["markers", "--query", "evil marker\u001b[2J"],
      ];
      let sawLabel = false;
      for (const argv of commands) {
        for (const json of [false, true]) {
          const result = await run([...argv, "--data", dir, ...(json ? ["--json"] : [])], {
            colour: true,
          });
          const text = result.out + result.err;
          sawLabel ||= text.includes("Evil") && text.includes("Ferrytyna");
          assert.ok(
            !text.includes(`${ESC}[2J`),
            `${argv.join(" ")}: raw escape in ${JSON.stringify(text)}`,
          );
          assert.ok(!text.includes("\\u001b[2J"), `${argv.join(" ")}: escaped escape in JSON`);
          assert.ok(!text.includes("\u202e"), `${argv.join(" ")}: bidi override`);
          const foreign = [`${ESC}[31m`, `${ESC}[34m`, `${ESC}[0m`]
            .reduce((rest, ours) => rest.replaceAll(ours, ""), text);
          assert.ok(!foreign.includes(ESC), `${argv.join(" ")}: an escape that is not ours`);
        }
      }
      assert.ok(sawLabel, "the crafted labels were shown, cleaned");
    },
  );
});

Deno.test("runCli() trend of -1e308 then 1e308 prints no Infinity", async () => {
  const files = {
    "x.ndjson": line({ code: "TSH", date: "2024-01-01", value: -1e308 }) +
      line({ code: "TSH", date: "2025-01-01", value: 1e308 }),
  };
  await withFixture(files, async (dir) => {
    for (const argv of [["trend", "TSH"], ["compare", "TSH", "TSH"], ["markers"]]) {
      const parsed = parseArgs([...argv, "--data", dir], DEMO);
      if (parsed.kind === "serve") throw new Error("unreachable");
      let out = "";
      await runCli(parsed, {
        stdout: (text) => (out += text),
        stderr: (text) => (out += text),
        colour: false,
        version: "test",
      });
      assert.doesNotMatch(out, /Infinity|NaN/, argv.join(" "));
      if (argv[0] === "trend") assert.match(out, /change not computable/);
    }
  });
});

Deno.test("hints name the program as it was started, not a bloodwork-mcp command a deno user lacks", async () => {
  const program = "deno run --allow-read=DIR /home/anna/bloodwork-mcp/main.ts";
  const usageError = await run(["results", "--from", "2024-13-01"], { program });
  assert.equal(usageError.code, 2);
  assert.match(
    usageError.err,
    /Run "deno run --allow-read=DIR \/home\/anna\/bloodwork-mcp\/main\.ts --help" for usage/,
  );
  const unknown = await run(["nosuchcommand"], { program });
  assert.match(unknown.err, /Run "deno run --allow-read=DIR .*main\.ts --help"/);
  const missed = await run(["trend", "qqqqqqqqqqqq"], { program });
  assert.match(missed.err, /Run "deno run --allow-read=DIR .*main\.ts markers"/);
  for (const r of [usageError, unknown, missed]) assert.doesNotMatch(r.err, /"bloodwork-mcp /);
  // The compiled binary is the bloodwork-mcp command: its hints keep the name.
  assert.match((await run(["nosuchcommand"])).err, /Run "bloodwork-mcp --help"/);
});

/**
 * The exact permission flags of every process the product starts: the task
 * lines of deno.json (what a user runs), the server (its `deno run` and
 * `deno compile` forms), and the sandboxed children the launchers start (the
 * importer's worker and probe, the report writer, the desktop installer's
 * worker, the events worker). Each is compared whole, as a set of the words
 * that come before the script (where `deno` reads flags), so any added or
 * widened flag fails here, whatever the order the flags are written in.
 *
 * @module
 */

import assert from "node:assert/strict";
import { eventsWorkerCommand } from "../src/events_task/events_entry.ts";
import { parseImporterArgs } from "../src/importer/run/importer_args.ts";
import { absolutise, probeCommand, workerCommand } from "../src/importer/run/launcher.ts";
import { OCR_PROGRAMS } from "../src/importer/read/mod.ts";
import { denoEntry } from "../src/install/desktop_config.ts";
import { desktopWorkerCommand } from "../src/install/desktop_task.ts";
import { writerCommand } from "../src/report/writer_launcher.ts";
import { serverCommand } from "../src/server_command.ts";
import { repoPath } from "./plain_helpers.ts";
import { serverArgs } from "../support/server_process.ts";

/**
 * The words between the `deno` subcommand and `script`, sorted: the flags
 * `deno` reads (words after the script are the script's own). Fails when
 * `script` is missing.
 */
function flagsBefore(argv: readonly string[], script: string): string[] {
  const at = argv.indexOf(script);
  assert.ok(at > 0, `${script} is in ${JSON.stringify(argv)}`);
  return argv.slice(1, at).toSorted();
}

/** Splits a task line into words, honouring double quotes (as deno task's shell does). */
function words(line: string): string[] {
  return [...line.matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2]!);
}

const TASKS = (JSON.parse(await Deno.readTextFile(repoPath("deno.json"))) as {
  tasks: Record<string, string>;
}).tasks;

/** The task's line as words, starting at `deno`, the last `deno run` of the line. */
function task(name: string): string[] {
  const line = TASKS[name];
  assert.ok(line !== undefined, `deno.json has a "${name}" task`);
  const argv = words(line);
  return argv.slice(argv.lastIndexOf("deno") + 1);
}

Deno.test("the product's task lines grant exactly these permissions", () => {
  const expected: Record<string, [string, string[]]> = {
    start: ["main.ts", ["--allow-read=./data", "--no-prompt"]],
    demo: ["main.ts", ["--allow-read=./data/demo", "--no-prompt"]],
    import: ["import.ts", ["--allow-env=INIT_CWD", "--allow-run", "--no-prompt"]],
    events: ["events.ts", ["--allow-env=INIT_CWD", "--allow-run", "--no-prompt"]],
    report: ["scripts/write_cli.ts", ["--allow-env=INIT_CWD", "--allow-run", "--no-prompt"]],
    chart: ["scripts/write_cli.ts", ["--allow-env=INIT_CWD", "--allow-run", "--no-prompt"]],
    desktop: [
      "scripts/desktop.ts",
      ["--allow-env=HOME,APPDATA", "--allow-read", "--allow-run", "--no-prompt"],
    ],
    compile: [
      "scripts/compile.ts",
      ["--allow-read", "--allow-run", "--allow-write=./dist", "--no-prompt"],
    ],
    mcpb: ["scripts/mcpb.ts", [
      "--allow-read",
      "--allow-run",
      "--allow-write=./dist",
      "--no-prompt",
    ]],
  };
  for (const [name, [script, flags]] of Object.entries(expected)) {
    const argv = task(name);
    assert.equal(argv[0], "run", name);
    assert.deepEqual(flagsBefore(argv, script), flags, name);
  }
});

Deno.test("the server may read its data directory and nothing else, run or compiled", () => {
  const main = repoPath("main.ts");
  assert.deepEqual(flagsBefore(serverArgs("/d"), main), [
    "--allow-read=/d",
    "--no-prompt",
    "--v8-flags=--max-semi-space-size=4,--heap-growing-percent=20",
  ]);
  assert.deepEqual(serverArgs("/d").slice(-2), ["--data", "/d"]);
  const entry = denoEntry({ deno: "/bin/deno", bundle: "/r/dist/server.js", dataDir: "/d" });
  assert.deepEqual(flagsBefore(entry.args, "/r/dist/server.js"), [
    "--allow-read=/d",
    "--no-prompt",
    "--v8-flags=--max-semi-space-size=4,--heap-growing-percent=20",
  ]);
  assert.deepEqual(entry.args.slice(-2), ["--data", "/d"]);
  const compile = serverCommand({
    dataDir: "/d",
    script: "/r/dist/server.js",
    output: "/r/dist/bw",
  });
  assert.equal(compile[0], "compile");
  assert.deepEqual(flagsBefore(compile, "/r/dist/server.js"), [
    "--allow-read=/d",
    "--no-config",
    "--no-prompt",
    "--output",
    "--v8-flags=--max-semi-space-size=4,--heap-growing-percent=20",
    "/r/dist/bw",
  ]);
  assert.deepEqual(compile.slice(-2), ["--data", "/d"]);
});

const IMPORT = { script: "/app/import.ts", baseDir: "/home/u", deno: "deno" };

function importer(argv: string[], ocr = false): string[] {
  return workerCommand(
    absolutise(parseImporterArgs(argv, "/app/data"), IMPORT.baseDir),
    ocr ? OCR_PROGRAMS : [],
    IMPORT,
  );
}

Deno.test("the importer's worker reads its inputs and the data, writes the data, runs OCR only", () => {
  assert.deepEqual(flagsBefore(importer(["--data", "/d", "a.csv", "/x/b.pdf"]), IMPORT.script), [
    "--allow-read=/home/u/a.csv,/x/b.pdf,/d",
    "--allow-write=/d",
    "--no-prompt",
  ]);
  assert.deepEqual(flagsBefore(importer(["--data", "/d", "scan.png"], true), IMPORT.script), [
    "--allow-read=/home/u/scan.png,/d",
    "--allow-run=tesseract,pdftoppm",
    "--allow-write=/d",
    "--no-prompt",
  ]);
  assert.deepEqual(flagsBefore(importer(["--data", "/d", "--dry-run", "a.csv"]), IMPORT.script), [
    "--allow-read=/home/u/a.csv,/d",
    "--no-prompt",
  ]);
  for (
    const argv of [["approve", "--data", "/d", "X", "FERR"], ["forget", "--data", "/d", "abcd12"]]
  ) {
    assert.deepEqual(flagsBefore(importer(argv), IMPORT.script), [
      "--allow-read=/d",
      "--allow-write=/d",
      "--no-prompt",
    ], argv[0]);
  }
  assert.deepEqual(flagsBefore(probeCommand(["/x/b.pdf", "/y"], IMPORT), IMPORT.script), [
    "--allow-read=/x/b.pdf,/y",
    "--no-prompt",
  ]);
});

Deno.test("the report writer reads the data and writes only its output file and temp file", () => {
  const context = {
    script: "/r/report.ts",
    baseDir: "/home/u",
    dataDir: "/r/d",
  };
  const report = writerCommand(["report", "--out", "v.pdf"], context);
  assert.ok("args" in report);
  assert.deepEqual(flagsBefore(report.args, "/r/report.ts"), [
    "--allow-read=/r/d,/home/u/v.pdf,/home/u/v.pdf.part",
    "--allow-write=/home/u/v.pdf,/home/u/v.pdf.part",
    "--no-prompt",
  ]);
  const chart = writerCommand(["trend", "CRP", "--data", "/d", "--chart", "c.svg"], context);
  assert.ok("args" in chart);
  assert.deepEqual(flagsBefore(chart.args, "/r/report.ts"), [
    "--allow-read=/d,/home/u/c.svg,/home/u/c.svg.part",
    "--allow-write=/home/u/c.svg,/home/u/c.svg.part",
    "--no-prompt",
  ]);
});

Deno.test("the desktop installer's worker writes only Claude's config folder, and only with --write", () => {
  const launch = {
    os: "linux" as const,
    env: { HOME: "/home/anna" },
    script: "/app/scripts/desktop.ts",
    config: "/app/deno.json",
  };
  const base = [
    "--allow-env=HOME,APPDATA",
    "--allow-read",
    "--allow-run",
    "--config",
    "--no-prompt",
    "/app/deno.json",
  ];
  assert.deepEqual(
    flagsBefore(desktopWorkerCommand(["--data", "/d", "--write"], launch), launch.script),
    [...base, "--allow-write=/home/anna/.config/Claude"].toSorted(),
  );
  assert.deepEqual(
    flagsBefore(desktopWorkerCommand(["--data", "/d"], launch), launch.script),
    base,
  );
});

Deno.test("the events worker reads the data and writes only the events file, its temp and lock", () => {
  const script = "/app/events.ts";
  assert.deepEqual(flagsBefore(eventsWorkerCommand(script, "/d", true, ["add"]), script), [
    "--allow-read=/d",
    "--allow-write=/d/events.yaml,/d/.events.yaml.tmp,/d/.events.yaml.lock",
    "--no-prompt",
  ]);
  assert.deepEqual(flagsBefore(eventsWorkerCommand(script, "/d", false, ["list"]), script), [
    "--allow-read=/d",
    "--no-prompt",
  ]);
});

Deno.test("no launcher grants a path holding a comma, which a permission flag would split", () => {
  assert.throws(() => importer(["--data", "/d", "a,b.csv"]), /contains a comma/);
  assert.throws(() => probeCommand(["/a,b"], IMPORT), /contains a comma/);
  assert.throws(() => eventsWorkerCommand("/app/events.ts", "/a,b", true, []), /contains a comma/);
  const context = {
    script: "/r/report.ts",
    baseDir: "/home/u",
    dataDir: "/r/d",
  };
  const writer = writerCommand(["report", "--out", "a,b.pdf"], context);
  assert.ok("error" in writer && /contains a comma/.test(writer.error));
  const desktop = desktopWorkerCommand(["--data", "/d", "--write"], {
    os: "linux",
    env: { HOME: "/home/a,b" },
    script: "/app/scripts/desktop.ts",
    config: "/app/deno.json",
  });
  assert.ok(!desktop.some((arg) => arg.startsWith("--allow-write")));
});

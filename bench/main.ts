/**
 * The benchmark (`deno task bench`): generates 1k, 100k and 1M result stores
 * with a fixed seed, spawns the real server exactly as in production (the
 * bundle that `deno task desktop --deno` builds, started as Claude Desktop
 * starts it: `deno run --no-prompt --allow-read=<data> server.js --data
 * <data>`, cwd `/`)
 * and a bare SDK server side by side, and measures start-up, the first call,
 * warm latencies, peak memory, the call after an append, and the token cost
 * of `tools/list` and of a typical answer. Prints a markdown table and writes
 * `bench/results/latest.json`. `--smoke` runs the 1k store only, quickly;
 * `--no-payload` skips measuring the compiled payload (`payload.ts`);
 * `--first-call=N` runs only the N paired first-call runs (`first_call.ts`);
 * `--warm=N` only the N paired warm-call runs (`warm_ratio.ts`); `--thinning`
 * only the in-process thinning figures at 100k and 1M (`thinning.ts`).
 *
 * Timings on a shared machine are noisy: the figures to quote are the ratios
 * to the bare server measured in the same run.
 *
 * @module
 */

import { buildServerBundle } from "../scripts/build_server.ts";
import { appendedLine, DENSE_CODE, generateStore, writeStore } from "./generate.ts";
import { serverArgs } from "../support/server_process.ts";
import { callTool, close, type Latency, latency, median, round, start } from "./session.ts";
import { memoryOf } from "./memory.ts";
import { firstCallMain } from "./first_call.ts";
import { warmMain } from "./warm_ratio.ts";
import { thinningMain } from "./thinning.ts";
import { callPlan, daysBefore } from "./call_plan.ts";
export type { Latency } from "./session.ts";
export type { BenchReport, SizeFigures } from "./report.ts";
export { renderReport } from "./report.ts";
import { type BenchReport, label, renderReport, type SizeFigures, writeFigures } from "./report.ts";
import { bundleVariant, measurePayload, type Payload, sourceVariant } from "./payload.ts";

/** What to run. */
export interface BenchOptions {
  /** Store sizes, in records. */
  readonly sizes: readonly number[];
  /** Warm calls per tool. */
  readonly calls: number;
  /** Spawns per server for the start-up medians. */
  readonly startupRuns: number;
  /** The store size whose start-up is compared with the bare server. */
  readonly startupSize: number;
  /** Whether to measure the compiled binary's payload (three `deno compile` runs). */
  readonly payload?: boolean;
  /** Progress lines go here. */
  readonly log?: (line: string) => void;
}

/** The bare reference server; it is spawned with our command line and ignores `--data`. */
export const BARE = decodeURIComponent(new URL("./bare_server.ts", import.meta.url).pathname);

/**
 * Collects this process's garbage now (when run with `--expose-gc`), so that
 * its collector does not compete with the server on a 2-core machine.
 */
function collectGarbage(): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
}

/** Fresh processes whose first call is measured, per store. */
const FIRST_CALL_RUNS = 3;

/** Appends in a row, each followed by a call, per store (the first is the figure's). */
const APPENDS_IN_A_ROW = 6;

function tokens(chars: number): number {
  return Math.round(chars / 4);
}

async function measureSize(
  records: number,
  options: BenchOptions,
  dataDir: string,
  ours: string,
): Promise<{ figures: SizeFigures; tools: unknown; trend3y?: BenchReport["trend_3y"] }> {
  const log = options.log ?? (() => {});
  const generated = generateStore(records);
  const bytes = await writeStore(dataDir, generated);
  // Keep only what the measurement needs: the generated text must not be held
  // (nor collected) by this process while the server works.
  const store = { ...generated, files: new Map<string, string>() };
  const fileCount = generated.files.size;
  generated.files.clear();
  collectGarbage();
  log(`  ${records} records: ${fileCount} files, ${(bytes / 1e6).toFixed(1)} MB`);
  // Let the kernel write the new files out first, so that writeback does not compete.
  await new Deno.Command("sync").output().catch(() => {});
  const firstMarker = store.dense ? DENSE_CODE : "FERR";
  // The first call is measured on three fresh processes; the median is reported.
  const firsts: number[] = [];
  for (let k = 0; k < FIRST_CALL_RUNS - 1; k++) {
    const spare = await start(serverArgs(dataDir, { script: ours }));
    firsts.push((await callTool(spare.server, "get_trend", { marker: firstMarker })).ms);
    await close(spare.server);
  }
  const { server, initialize, toolsList, tools } = await start(
    serverArgs(dataDir, { script: ours }),
  );
  try {
    const first = await callTool(server, "get_trend", { marker: firstMarker });
    firsts.push(first.ms);
    log(`  first get_trend ${firsts.map((ms) => ms.toFixed(1)).join(", ")} ms`);
    let trend3y: BenchReport["trend_3y"] | undefined;
    if (!store.dense) {
      const answer = await callTool(server, "get_trend", {
        marker: "FERR",
        from: daysBefore(store.lastDate, 3 * 365),
      });
      const text: string = answer.result.content[0].text;
      const points = (answer.result.structuredContent.series as { points: unknown[] }[])
        .reduce((sum, s) => sum + s.points.length, 0);
      trend3y = { points, chars: text.length, tokens: tokens(text.length) };
    }
    const warm: Record<string, Latency> = {};
    for (
      const [figure, plan] of Object.entries(callPlan(store.dense, store.lastDate, options.calls))
    ) {
      const samples: number[] = [];
      for (const { name, args } of plan) samples.push((await callTool(server, name, args)).ms);
      warm[figure] = latency(samples);
      log(`  ${figure}: p50 ${warm[figure]!.p50} ms, p95 ${warm[figure]!.p95} ms`);
    }
    const before = await callTool(server, "get_trend", { marker: firstMarker });
    const countBefore = before.result.structuredContent.series[0].summary.count as number;
    await Deno.writeTextFile(`${dataDir}/${store.lastFile}`, appendedLine(store), { append: true });
    const next = await callTool(server, "get_trend", { marker: firstMarker });
    const series = next.result.structuredContent.series[0];
    const appendSeen = series.summary.count === countBefore + 1 &&
      series.summary.last.date === store.lastDate;
    const again = await callTool(server, "get_trend", { marker: firstMarker });
    // More appends in a row, each followed by its call: a slow path that shows on some appends
    // only (a call that runs its loops unoptimised every other time) is not hidden by one figure.
    const appends = [next.ms];
    for (let nth = 1; nth < APPENDS_IN_A_ROW; nth++) {
      await Deno.writeTextFile(`${dataDir}/${store.lastFile}`, appendedLine(store, nth), {
        append: true,
      });
      appends.push((await callTool(server, "get_trend", { marker: firstMarker })).ms);
    }
    log(
      `  next call after append ${next.ms.toFixed(1)} ms (seen: ${appendSeen}); ` +
        `${APPENDS_IN_A_ROW} in a row: ${appends.map((ms) => ms.toFixed(1)).join(", ")} ms`,
    );
    const memory = await memoryOf(server.child.pid);
    const bare = await bareLoad(dataDir, options.calls * Object.keys(warm).length);
    return {
      figures: {
        records: store.records,
        lines: store.lines,
        bytes,
        files: fileCount,
        initialize_ms: round(initialize),
        tools_list_ms: round(toolsList),
        first_get_trend_ms: round(median(firsts)),
        first_get_trend_runs_ms: firsts.map((ms) => round(ms)),
        warm,
        append_next_call_ms: round(next.ms),
        appends_next_call_ms: appends.map((ms) => round(ms)),
        append_seen: appendSeen,
        after_append_ms: round(again.ms),
        peak_rss_mb: round(memory.hwmKb / 1024, 1),
        bare_peak_rss_mb: round(bare / 1024, 1),
      },
      tools,
      ...(trend3y ? { trend3y } : {}),
    };
  } finally {
    await close(server);
  }
}

/** The bare server under the same number of calls; returns its VmHWM in kB. */
async function bareLoad(dataDir: string, calls: number): Promise<number> {
  const { server } = await start(serverArgs(dataDir, { script: BARE }));
  try {
    for (let i = 0; i < calls + 3; i++) await callTool(server, "echo", { text: `call ${i}` });
    return (await memoryOf(server.child.pid)).hwmKb;
  } finally {
    await close(server);
  }
}

/** Start-up medians of ours and the bare server, spawned alternately over the same store. */
async function measureStartup(
  dataDir: string,
  runs: number,
  server: string,
): Promise<Omit<BenchReport["startup"], "store_records">> {
  // One unmeasured spawn each, so that both start from warm module caches.
  for (
    const args of [serverArgs(dataDir, { script: server }), serverArgs(dataDir, { script: BARE })]
  ) {
    const { server } = await start(args);
    await close(server);
  }
  const ours: number[] = [], bare: number[] = [], oursList: number[] = [], bareList: number[] = [];
  for (let i = 0; i < runs; i++) {
    for (
      const [args, init, list] of [
        [serverArgs(dataDir, { script: server }), ours, oursList],
        [serverArgs(dataDir, { script: BARE }), bare, bareList],
      ] as const
    ) {
      const started = await start(args);
      init.push(started.initialize);
      list.push(started.toolsList);
      await close(started.server);
    }
  }
  return {
    runs,
    ours_initialize_ms: round(median(ours)),
    bare_initialize_ms: round(median(bare)),
    ratio: round(median(ours) / median(bare)),
    ours_tools_list_ms: round(median(oursList)),
    bare_tools_list_ms: round(median(bareList)),
  };
}

function toolsListSizes(result: unknown): BenchReport["tools_list"] {
  const tools = (result as { tools: Record<string, unknown>[] }).tools;
  const lean = (t: Record<string, unknown>) =>
    JSON.stringify({ name: t.name, description: t.description, inputSchema: t.inputSchema });
  const leanChars = JSON.stringify(tools.map((t) => JSON.parse(lean(t)))).length;
  const wholeChars = JSON.stringify(result).length;
  const perTool: Record<string, { lean_tokens: number; whole_tokens: number }> = {};
  for (const t of tools) {
    perTool[String(t.name)] = {
      lean_tokens: tokens(lean(t).length),
      whole_tokens: tokens(JSON.stringify(t).length),
    };
  }
  return {
    lean_chars: leanChars,
    lean_tokens: tokens(leanChars),
    whole_chars: wholeChars,
    whole_tokens: tokens(wholeChars),
    per_tool: perTool,
  };
}

/** Runs the benchmark and returns the report. */
export async function runBench(options: BenchOptions): Promise<BenchReport> {
  const log = options.log ?? (() => {});
  const root = await Deno.makeTempDir({ prefix: "bloodwork-bench-" });
  try {
    const server = await buildServerBundle(`${root}/server.js`);
    log(`server bundle built (as deno task desktop --deno builds it)`);
    const sizes: Record<string, SizeFigures> = {};
    let tools: unknown;
    let trend3y: BenchReport["trend_3y"] | undefined;
    let startup: BenchReport["startup"] | undefined;
    for (const records of options.sizes) {
      const dir = `${root}/${label(records)}`;
      await Deno.mkdir(dir);
      log(`store ${label(records)}`);
      const measured = await measureSize(records, options, dir, server);
      sizes[label(records)] = measured.figures;
      tools ??= measured.tools;
      trend3y ??= measured.trend3y;
      if (records === options.startupSize) {
        log(`start-up, ${options.startupRuns} spawns each`);
        startup = {
          store_records: records,
          ...await measureStartup(dir, options.startupRuns, server),
        };
        log(`  ours ${startup.ours_initialize_ms} ms, bare ${startup.bare_initialize_ms} ms`);
      }
      await Deno.remove(dir, { recursive: true });
    }
    if (!startup || !trend3y) {
      throw new Error("The sizes must include the start-up size and a store without dense series");
    }
    const payload: Payload[] = [];
    if (options.payload) {
      log("compiled payload (deno compile, three ways)");
      for (
        const variant of [
          bundleVariant(server),
          sourceVariant("`main.ts` with `deno.server.lock`", "deno.server.lock"),
          sourceVariant("`main.ts` with the whole `deno.lock`", "deno.lock"),
        ]
      ) {
        payload.push(await measurePayload(variant, root));
      }
    }
    return {
      when: new Date().toISOString(),
      deno: Deno.version.deno,
      cpus: navigator.hardwareConcurrency ?? null,
      startup,
      tools_list: toolsListSizes(tools),
      trend_3y: trend3y,
      sizes,
      ...(options.payload ? { payload } : {}),
    };
  } finally {
    await Deno.remove(root, { recursive: true }).catch(() => {});
  }
}

const SIZES: Record<string, number> = { "1k": 1000, "100k": 100_000, "1M": 1_000_000 };

/**
 * A store size as `--sizes` names it: `1k`, `100k` or `1M` (any case), or a
 * whole number of records; anything else is refused with what is accepted.
 */
function sizeOf(name: string): number {
  const named = Object.entries(SIZES).find(([key]) => key.toLowerCase() === name.toLowerCase());
  if (named) return named[1];
  const records = Number(name);
  if (!/^\d+$/.test(name) || !Number.isSafeInteger(records) || records < 1) {
    throw new Error(
      `--sizes: "${name}" is not a store size; give ${
        Object.keys(SIZES).join(", ")
      } or a number of records`,
    );
  }
  return records;
}

/**
 * `--smoke`: the 1k store only, few calls. `--sizes=1k,100k`: those stores
 * only (the 1k store is always measured: it gives the 3-year trend).
 */
function parseOptions(args: string[]): BenchOptions {
  if (args.includes("--smoke")) {
    return { sizes: [1000], calls: 20, startupRuns: 3, startupSize: 1000 };
  }
  const only = args.find((a) => a.startsWith("--sizes="))?.slice("--sizes=".length).split(",");
  const sizes = only ? only.map(sizeOf) : Object.values(SIZES);
  if (!sizes.includes(1000)) sizes.unshift(1000);
  const startupSize = sizes.includes(100_000) ? 100_000 : sizes[sizes.length - 1]!;
  return {
    sizes,
    calls: 200,
    startupRuns: 7,
    startupSize,
    payload: !args.includes("--no-payload"),
  };
}

if (import.meta.main) {
  const firstCall = Deno.args.find((a) => a.startsWith("--first-call="));
  if (firstCall) {
    await firstCallMain(Number(firstCall.slice("--first-call=".length)) || 6, BARE);
    Deno.exit(0);
  }
  if (Deno.args.includes("--thinning")) {
    await thinningMain();
    Deno.exit(0);
  }
  const warm = Deno.args.find((a) => a.startsWith("--warm="));
  if (warm) {
    await warmMain(Number(warm.slice("--warm=".length)) || 6, BARE);
    Deno.exit(0);
  }
  let options: BenchOptions;
  try {
    options = parseOptions(Deno.args.filter((a) => a !== "--"));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    Deno.exit(2);
  }
  const report = await runBench({ ...options, log: (line) => console.error(line) });
  console.log(renderReport(report));
  const out = new URL("./results/", import.meta.url);
  await Deno.mkdir(out, { recursive: true });
  const full = options.sizes.length === Object.keys(SIZES).length;
  const name = full ? "latest.json" : "partial.json";
  await Deno.writeTextFile(new URL(name, out), JSON.stringify(report, null, 2) + "\n");
  console.error(`written bench/results/${name}`);
  if (!Deno.args.includes("--smoke")) {
    // docs/performance.md shows the figures of the last run, never typed by hand.
    const heading = `# Benchmark figures\n\nWritten by \`deno task bench${
      full ? "" : ` ${Deno.args.filter((a) => a !== "--").join(" ")}`
    }\`; do not edit by hand. What they mean: [performance.md](performance.md).\n\n`;
    await writeFigures({ table: `${heading}${renderReport(report)}` });
    console.error("written docs/performance_figures.md");
  }
}

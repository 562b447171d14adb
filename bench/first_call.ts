/**
 * The paired first-call runs (`deno task bench --first-call=N`): over the
 * 100k store, N runs, each spawning in turn the bare SDK server and ours
 * through both entries (the server bundle, as `deno task build:server` makes
 * it, and `main.ts`, as the README's hand-written Claude Desktop config runs
 * it), each over the store with the index an import writes and over a copy
 * with none. Each run gives, side by side on the same machine at the same moment:
 * the first `get_trend` (the call that loads the store, sent right after the
 * handshake, as a client does) over the bare server's spawn → `initialize`,
 * the peak RSS over the bare server's after as many calls, and the warm
 * `get_trend` p50. The load average is printed beside every run, since the
 * machine is shared. See `docs/performance.md`.
 *
 * @module
 */

import { DENSE_CODE, generateStore, writeStore } from "./generate.ts";
import { serverArgs } from "../support/server_process.ts";
import { memoryOf } from "./memory.ts";
import { callTool, close, loadAverage, median, round, start } from "./session.ts";
import { buildServerBundle } from "../scripts/build_server.ts";
import { writeFigures } from "./report.ts";
import { refreshStoreIndex } from "../src/importer/write/store_index.ts";

/** One entry of ours in one run. */
export interface EntryRun {
  readonly first_get_trend_ms: number;
  /** `first_get_trend_ms` over the bare server's spawn → initialize of the same run. */
  readonly ratio: number;
  readonly initialize_ms: number;
  readonly peak_rss_mb: number;
  /** Ours minus the bare server's peak RSS. */
  readonly rss_over_bare_mb: number;
  readonly warm_p50_ms: number;
}

/** One paired run. */
export interface PairedRun {
  readonly load_before: number | undefined;
  readonly bare_initialize_ms: number;
  readonly bare_peak_rss_mb: number;
  readonly entries: Readonly<Record<string, EntryRun>>;
}

/** The targets the paired runs are held to. */
export const FIRST_CALL_TARGETS = { ratio: 0.5, rssOverBareMb: 25 } as const;

/** Spawns of each server per run, interleaved; a run reports their medians. */
const SPAWNS = 3;

/** Warm calls per entry per run (and echo calls of the bare server). */
const WARM_CALLS = 100;
const WARM_MARKERS = ["HGB", "FERR", "ferritin", "OB", "TSH", "Cholesterol LDL", "CRP", "zelazo"];

/**
 * An entry of ours: its script (undefined: `main.ts`), how long the client
 * waits before its first call, and whether the store has the index the
 * importer writes (`fromFiles`: it has none, as when result files were
 * written by hand and `import index` was not run).
 */
export interface Entry {
  readonly script: string | undefined;
  readonly pauseMs: number;
  readonly fromFiles?: boolean;
}

async function runEntry(root: string, { script, pauseMs, fromFiles }: Entry) {
  const dataDir = fromFiles ? `${root}/100k-files` : `${root}/100k`;
  const { server, initialize } = await start(serverArgs(dataDir, script ? { script } : {}));
  try {
    if (pauseMs > 0) await new Promise((done) => setTimeout(done, pauseMs));
    const first = await callTool(server, "get_trend", { marker: DENSE_CODE });
    const warm: number[] = [];
    for (let i = 0; i < WARM_CALLS; i++) {
      const marker = WARM_MARKERS[i % WARM_MARKERS.length]!;
      warm.push((await callTool(server, "get_trend", { marker })).ms);
    }
    const peak = (await memoryOf(server.child.pid)).hwmKb / 1024;
    return { first: first.ms, initialize, peak, warm: median(warm) };
  } finally {
    await close(server);
  }
}

async function runBare(dataDir: string, bare: string) {
  const { server, initialize } = await start(serverArgs(dataDir, { script: bare }));
  try {
    for (let i = 0; i < WARM_CALLS + 1; i++) await callTool(server, "echo", { text: `${i}` });
    return { initialize, peak: (await memoryOf(server.child.pid)).hwmKb / 1024 };
  } finally {
    await close(server);
  }
}

/**
 * Runs `runs` paired runs over a generated 100k store in `root`; `entries`
 * names each entry of ours.
 */
export async function runFirstCall(
  root: string,
  runs: number,
  entries: Readonly<Record<string, Entry>>,
  bare: string,
  log: (line: string) => void,
): Promise<PairedRun[]> {
  const dataDir = `${root}/100k`;
  const store = generateStore(100_000);
  for (const dir of [dataDir, `${root}/100k-files`]) {
    await Deno.mkdir(dir, { recursive: true });
    await writeStore(dir, store);
  }
  // The store as an import leaves it: with its index (the other copy has none).
  await refreshStoreIndex(dataDir);
  await new Deno.Command("sync").output().catch(() => {});
  // One unmeasured spawn of each, so that every measured one starts from warm caches.
  await runBare(dataDir, bare);
  for (const entry of Object.values(entries)) await runEntry(root, entry);
  const out: PairedRun[] = [];
  for (let i = 0; i < runs; i++) {
    const load = await loadAverage();
    // Each run spawns every server SPAWNS times, interleaved, and takes the medians.
    const bares: Awaited<ReturnType<typeof runBare>>[] = [];
    const ours: Record<string, Awaited<ReturnType<typeof runEntry>>[]> = {};
    for (let k = 0; k < SPAWNS; k++) {
      bares.push(await runBare(dataDir, bare));
      for (const [name, entry] of Object.entries(entries)) {
        (ours[name] ??= []).push(await runEntry(root, entry));
      }
    }
    const b = {
      initialize: median(bares.map((x) => x.initialize)),
      peak: median(bares.map((x) => x.peak)),
    };
    const measured: Record<string, EntryRun> = {};
    for (const [name, list] of Object.entries(ours)) {
      const e = {
        first: median(list.map((x) => x.first)),
        initialize: median(list.map((x) => x.initialize)),
        peak: median(list.map((x) => x.peak)),
        warm: median(list.map((x) => x.warm)),
      };
      measured[name] = {
        first_get_trend_ms: round(e.first),
        ratio: round(e.first / b.initialize),
        initialize_ms: round(e.initialize),
        peak_rss_mb: round(e.peak, 1),
        rss_over_bare_mb: round(e.peak - b.peak, 1),
        warm_p50_ms: e.warm,
      };
    }
    const run = {
      load_before: load,
      bare_initialize_ms: round(b.initialize),
      bare_peak_rss_mb: round(b.peak, 1),
      entries: measured,
    };
    log(`  run ${i + 1}: ${JSON.stringify(run)}`);
    out.push(run);
  }
  return out;
}

/** Whether an entry's run meets both targets. */
function meets(e: EntryRun): boolean {
  return e.ratio <= FIRST_CALL_TARGETS.ratio &&
    e.rss_over_bare_mb <= FIRST_CALL_TARGETS.rssOverBareMb;
}

/** The paired runs as a markdown section. */
export function renderFirstCall(runs: readonly PairedRun[], when: string): string {
  const names = Object.keys(runs[0]?.entries ?? {});
  const lines = [
    `## Paired first-call runs`,
    "",
    "The store as an import leaves it, with its index (`.bloodwork-index`), unless the entry " +
    'says "no index" (result files written by hand: every line is parsed).',
    "",
    `Written by \`deno task bench --first-call=${runs.length}\`, ${when}, Deno ${Deno.version.deno}, ` +
    `${
      navigator.hardwareConcurrency ?? "?"
    } CPUs. The 100k store; first \`get_trend\` of the dense ` +
    `series (${DENSE_CODE}) sent right after the \`tools/list\` answer, as this client does ` +
    `(the target's figure); over the bare SDK server's spawn → initialize ` +
    `in the same run (each the median of ${SPAWNS} spawns, interleaved; target ≤ ${FIRST_CALL_TARGETS.ratio}×); peak RSS over the bare server's ` +
    `(target ≤ +${FIRST_CALL_TARGETS.rssOverBareMb} MB); warm \`get_trend\` p50 over ${WARM_CALLS} calls.`,
    "",
    `| run | load (1 min) | bare initialize | entry | first get_trend | ratio | peak RSS − bare | warm p50 | both targets |`,
    `| --- | ---: | ---: | --- | ---: | ---: | ---: | ---: | --- |`,
  ];
  runs.forEach((run, i) => {
    for (const name of names) {
      const e = run.entries[name]!;
      lines.push(
        `| ${i + 1} | ${run.load_before ?? "?"} | ${run.bare_initialize_ms} ms | ${name} | ` +
          `${e.first_get_trend_ms} ms | ${e.ratio}× | ${e.rss_over_bare_mb >= 0 ? "+" : ""}` +
          `${e.rss_over_bare_mb} MB | ${e.warm_p50_ms} ms | ${meets(e) ? "met" : "NOT met"} |`,
      );
    }
  });
  lines.push("");
  for (const name of names) {
    const met = runs.filter((run) => meets(run.entries[name]!)).length;
    lines.push(`- ${name}: both targets met in ${met} of ${runs.length} runs.`);
  }
  return lines.join("\n");
}

/** `deno task bench --first-call=N`: the paired runs, printed and written to the figures file. */
export async function firstCallMain(runs: number, bare: string): Promise<void> {
  const root = await Deno.makeTempDir({ prefix: "bloodwork-bench-" });
  try {
    const bundle = await buildServerBundle(`${root}/server.js`);
    const log = (line: string) => console.error(line);
    log(`${runs} paired runs over the 100k store: bare, the server bundle, main.ts`);
    const paired = await runFirstCall(
      root,
      runs,
      {
        "bundle": { script: bundle, pauseMs: 0 },
        "main.ts": { script: undefined, pauseMs: 0 },
        "bundle, no index": { script: bundle, pauseMs: 0, fromFiles: true },
        "main.ts, no index": { script: undefined, pauseMs: 0, fromFiles: true },
      },
      bare,
      log,
    );
    const text = renderFirstCall(paired, new Date().toISOString());
    console.log(text);
    await writeFigures({ paired: text });
    console.error("written docs/performance_figures.md (the paired runs)");
  } finally {
    await Deno.remove(root, { recursive: true }).catch(() => {});
  }
}

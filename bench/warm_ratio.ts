/**
 * The paired warm-call runs (`deno task bench --warm=N`): over the 100k store
 * as an import leaves it (with its index), N runs, each spawning the bare SDK
 * server and ours through both entries (the server bundle and `main.ts`) side
 * by side, and then sending their calls in turn, one at a time: an `echo` to
 * the bare server, a `get_trend` to the bundle, the same `get_trend` to
 * `main.ts`, the order rotating each round. A run reports each server's p50
 * round trip (from just before the request is written to its answer parsed)
 * and ours over the bare echo's: the ratio the target is set on (≤ 4×), which
 * holds even when the shared machine's speed drifts, since every round puts
 * the three calls next to one another. See `docs/performance.md`.
 *
 * @module
 */

import { generateStore, writeStore } from "./generate.ts";
import { serverArgs } from "../support/server_process.ts";
import { callTool, close, latency, loadAverage, round, start } from "./session.ts";
import type { RawServer } from "../support/server_process.ts";
import { refreshStoreIndex } from "../src/importer/write/store_index.ts";
import { DENSE_CODE } from "./generate.ts";
import { buildServerBundle } from "../scripts/build_server.ts";
import { writeFigures } from "./report.ts";

/** The target: ours over the bare echo, p50 against p50. */
export const WARM_TARGET = 4;

/** Calls per server per run after the warm-up, and the unmeasured warm-up calls. */
const ROUNDS = 100;
const WARM_UP = 20;

/** The markers the `get_trend` calls cycle through, as the full benchmark's warm phase. */
const MARKERS = ["HGB", "FERR", "ferritin", "OB", "TSH", "Cholesterol LDL", "CRP", "zelazo"];

/** One run's figures. */
export interface WarmRun {
  readonly load_before: number | undefined;
  readonly echo_p50_ms: number;
  /** The bare server's CPU time per `echo`, over a block of calls. */
  readonly echo_cpu_ms: number;
  /** Per entry: its `get_trend` p50 and that over the echo's p50; the same for CPU per call. */
  readonly entries: Readonly<
    Record<string, { p50_ms: number; ratio: number; cpu_ms: number; cpu_ratio: number }>
  >;
}

interface Peer {
  readonly name: string;
  readonly server: RawServer;
  readonly call: (i: number) => Promise<number>;
}

/**
 * The CPU time a process has had so far, in ms: the sum over its threads of
 * the kernel's `schedstat` run time (ns), so the collector's threads count
 * too. (Read by `cat`: this runtime reads `/proc` only with every permission.)
 */
async function cpuMsOf(pid: number): Promise<number> {
  const out = await new Deno.Command("sh", {
    args: ["-c", `cat /proc/${pid}/task/*/schedstat`],
    stderr: "null",
  }).output();
  const lines = new TextDecoder().decode(out.stdout).trim().split("\n");
  return lines.reduce((sum, line) => sum + Number(line.split(" ")[0] || 0), 0) / 1e6;
}

/** Calls per server for its CPU time per call, after the round trips, each server alone. */
const CPU_CALLS = 60;

/**
 * The two loads of `get_trend`: `asked again`, the markers in turn (the same
 * eight questions over and over, as the full benchmark asks them), and `new`,
 * the same markers each with a `from` day before every reading and never the
 * same twice: the same answers, none of them given before (none kept).
 */
const KINDS = {
  "asked again": (i: number) => ({ marker: MARKERS[i % MARKERS.length]! }),
  "new": (i: number) => ({
    marker: MARKERS[i % MARKERS.length]!,
    from: new Date(Date.UTC(1990, 0, 1) + i * 86_400_000).toISOString().slice(0, 10),
  }),
} as const;

function trendCall(server: RawServer, args: (i: number) => Record<string, unknown>) {
  return async (i: number) => (await callTool(server, "get_trend", args(i))).ms;
}

async function oneRun(
  dataDir: string,
  bare: string,
  entries: Readonly<Record<string, string | undefined>>,
): Promise<WarmRun> {
  const load = await loadAverage();
  const peers: Peer[] = [];
  try {
    const b = (await start(serverArgs(dataDir, { script: bare }))).server;
    peers.push({
      name: "echo",
      server: b,
      call: async (i) => (await callTool(b, "echo", { text: `call ${i}` })).ms,
    });
    for (const [name, script] of Object.entries(entries)) {
      const { server } = await start(serverArgs(dataDir, script ? { script } : {}));
      await callTool(server, "get_trend", { marker: DENSE_CODE }); // the first call reads the store
      for (const [kind, args] of Object.entries(KINDS)) {
        peers.push({ name: `${name}, ${kind}`, server, call: trendCall(server, args) });
      }
    }
    // Warm-up calls are numbered apart from the measured ones, so that no "new" question repeats.
    for (let i = 0; i < WARM_UP; i++) for (const peer of peers) await peer.call(ROUNDS + i);
    const samples = new Map<string, number[]>(peers.map((p) => [p.name, []]));
    for (let i = 0; i < ROUNDS; i++) {
      // The order rotates, so that no server always follows the same one.
      for (let k = 0; k < peers.length; k++) {
        const peer = peers[(i + k) % peers.length]!;
        samples.get(peer.name)!.push(await peer.call(i));
      }
    }
    // CPU time is the server's own work whatever the load: a block of calls per load, in turn.
    const cpu = new Map<string, number>();
    for (const peer of peers) {
      const before = await cpuMsOf(peer.server.child.pid);
      for (let i = 0; i < CPU_CALLS; i++) await peer.call(2 * ROUNDS + i);
      cpu.set(peer.name, round((await cpuMsOf(peer.server.child.pid) - before) / CPU_CALLS, 3));
    }
    const echo = latency(samples.get("echo")!).p50;
    const echoCpu = cpu.get("echo")!;
    const measured: WarmRun["entries"][string][] = [];
    const names = peers.slice(1).map((peer) => peer.name);
    for (const name of names) {
      const p50 = latency(samples.get(name)!).p50;
      const cpuMs = cpu.get(name)!;
      measured.push({
        p50_ms: p50,
        ratio: round(p50 / echo),
        cpu_ms: cpuMs,
        cpu_ratio: round(cpuMs / echoCpu),
      });
    }
    return {
      load_before: load,
      echo_p50_ms: echo,
      echo_cpu_ms: echoCpu,
      entries: Object.fromEntries(names.map((name, k) => [name, measured[k]!])),
    };
  } finally {
    for (const peer of peers) await close(peer.server);
  }
}

/** Runs `runs` paired warm runs over a generated 100k store written in `root`. */
export async function runWarm(
  root: string,
  runs: number,
  entries: Readonly<Record<string, string | undefined>>,
  bare: string,
  log: (line: string) => void,
): Promise<WarmRun[]> {
  const dataDir = `${root}/100k`;
  await Deno.mkdir(dataDir, { recursive: true });
  await writeStore(dataDir, generateStore(100_000));
  await refreshStoreIndex(dataDir);
  await new Deno.Command("sync").output().catch(() => {});
  const out: WarmRun[] = [];
  for (let i = 0; i < runs; i++) {
    const run = await oneRun(dataDir, bare, entries);
    log(`  run ${i + 1}: ${JSON.stringify(run)}`);
    out.push(run);
  }
  return out;
}

/** The paired warm runs as a markdown section. */
export function renderWarm(runs: readonly WarmRun[], when: string): string {
  const names = Object.keys(runs[0]?.entries ?? {});
  const heads = names.map((n) => `${n} p50 | ratio`).join(" | ");
  const lines = [
    "## Paired warm-call runs",
    "",
    `Written by \`deno task bench --warm=${runs.length}\`, ${when}, Deno ${Deno.version.deno}, ` +
    `${navigator.hardwareConcurrency ?? "?"} CPUs. The 100k store with its index; the bare SDK ` +
    `server and ours through each entry spawned side by side, then ${ROUNDS} rounds (after ` +
    `${WARM_UP} unmeasured) of one \`echo\` to the bare server and, to each entry, one ` +
    `\`get_trend\` asked again (${MARKERS.length} markers in turn, as the full benchmark asks ` +
    `them; their answers are kept) and one new (the same markers with a \`from\` day before ` +
    `every reading, never the same twice: the same answers, none kept), one call at a time, the ` +
    `order rotating; p50 round trips, and ours over the echo's (target ≤ ${WARM_TARGET}×).`,
    "",
    `| run | load (1 min) | bare echo p50 | ${heads} | target |`,
    `| --- | ---: | ---: | ${names.map(() => "---: | ---:").join(" | ")} | --- |`,
  ];
  runs.forEach((run, i) => {
    const cells = names.map((n) => `${run.entries[n]!.p50_ms} ms | ${run.entries[n]!.ratio}×`);
    const met = names.every((n) => run.entries[n]!.ratio <= WARM_TARGET);
    lines.push(
      `| ${i + 1} | ${run.load_before ?? "?"} | ${run.echo_p50_ms} ms | ${cells.join(" | ")} | ${
        met ? "met" : "NOT met"
      } |`,
    );
  });
  lines.push(
    "",
    `The server's CPU time per call (its threads' run time over ${CPU_CALLS} more calls of ` +
      "each load, one load at a time after the round trips), over the bare server's per `echo`:",
    "",
    `| run | bare echo CPU | ${names.map((n) => `${n} CPU | ratio`).join(" | ")} |`,
    `| --- | ---: | ${names.map(() => "---: | ---:").join(" | ")} |`,
  );
  runs.forEach((run, i) => {
    const cells = names.map((n) => `${run.entries[n]!.cpu_ms} ms | ${run.entries[n]!.cpu_ratio}×`);
    lines.push(`| ${i + 1} | ${run.echo_cpu_ms} ms | ${cells.join(" | ")} |`);
  });
  lines.push("");
  for (const name of names) {
    const ratios = runs.map((run) => run.entries[name]!.ratio);
    const met = ratios.filter((r) => r <= WARM_TARGET).length;
    const cpu = runs.map((run) => run.entries[name]!.cpu_ratio);
    lines.push(
      `- ${name}: ${Math.min(...ratios)}–${Math.max(...ratios)}×, ` +
        `target met in ${met} of ${runs.length} runs; CPU per call ` +
        `${Math.min(...cpu)}–${Math.max(...cpu)}× the echo's.`,
    );
  }
  return lines.join("\n");
}

/** `deno task bench --warm=N`: the paired warm runs, printed and written to the figures file. */
export async function warmMain(runs: number, bare: string): Promise<void> {
  const root = await Deno.makeTempDir({ prefix: "bloodwork-bench-" });
  try {
    const bundle = await buildServerBundle(`${root}/server.js`);
    const log = (line: string) => console.error(line);
    log(`${runs} paired warm runs over the 100k store: bare echo, the server bundle, main.ts`);
    const paired = await runWarm(root, runs, { "bundle": bundle, "main.ts": undefined }, bare, log);
    const text = renderWarm(paired, new Date().toISOString());
    console.log(text);
    await writeFigures({ warm: text });
    console.error("written docs/performance_figures.md (the paired warm runs)");
  } finally {
    await Deno.remove(root, { recursive: true }).catch(() => {});
  }
}

/**
 * The benchmark's report: the figures of one run (`BenchReport`, as written
 * to `bench/results/*.json`), their markdown table, which `main.ts` prints,
 * and the writing of `docs/performance_figures.md`, whose full table and
 * paired first-call runs (`first_call.ts`) are rewritten each without the other.
 *
 * @module
 */

import type { Latency } from "./session.ts";
import type { Payload } from "./payload.ts";
import { denoFmt } from "../support/deno_fmt.ts";

/** The figures of one store size. */
export interface SizeFigures {
  readonly records: number;
  readonly lines: number;
  readonly bytes: number;
  readonly files: number;
  readonly initialize_ms: number;
  readonly tools_list_ms: number;
  /** The median over fresh processes, and each run. */
  readonly first_get_trend_ms: number;
  readonly first_get_trend_runs_ms: readonly number[];
  readonly warm: Readonly<Record<string, Latency>>;
  readonly append_next_call_ms: number;
  /** The call after each of several appends in a row, the first one first. */
  readonly appends_next_call_ms: readonly number[];
  readonly append_seen: boolean;
  readonly after_append_ms: number;
  readonly peak_rss_mb: number;
  readonly bare_peak_rss_mb: number;
}

/** The whole report, as written to JSON. */
export interface BenchReport {
  readonly when: string;
  readonly deno: string;
  readonly cpus: number | null;
  readonly startup: {
    readonly store_records: number;
    readonly runs: number;
    readonly ours_initialize_ms: number;
    readonly bare_initialize_ms: number;
    readonly ratio: number;
    readonly ours_tools_list_ms: number;
    readonly bare_tools_list_ms: number;
  };
  readonly tools_list: {
    readonly lean_chars: number;
    readonly lean_tokens: number;
    readonly whole_chars: number;
    readonly whole_tokens: number;
    readonly per_tool: Readonly<Record<string, { lean_tokens: number; whole_tokens: number }>>;
  };
  readonly trend_3y: { readonly points: number; readonly chars: number; readonly tokens: number };
  /** What `deno compile` appends to its runtime, each way of compiling (see `payload.ts`). */
  readonly payload?: readonly Payload[];
  readonly sizes: Readonly<Record<string, SizeFigures>>;
}

/** A store size as the table names it: 1k, 100k, 1M. */
export function label(records: number): string {
  return records >= 1e6 ? `${records / 1e6}M` : records >= 1e3 ? `${records / 1e3}k` : `${records}`;
}

function cell(value: number | undefined, unit = ""): string {
  return value === undefined ? "–" : `${value}${unit}`;
}

/** The report as a markdown table. */
export function renderReport(report: BenchReport): string {
  const names = Object.keys(report.sizes);
  const row = (figure: string, target: string, pick: (s: SizeFigures) => string) =>
    `| ${figure} | ${names.map((n) => pick(report.sizes[n]!)).join(" | ")} | ${target} |`;
  const warm = (key: string, q: "p50" | "p95") => (s: SizeFigures) => cell(s.warm[key]?.[q], " ms");
  const s = report.startup;
  const t = report.tools_list;
  const lines = [
    `bloodwork-mcp benchmark, ${report.when}, Deno ${report.deno}, ${report.cpus ?? "?"} CPUs`,
    "",
    `| figure | ${names.join(" | ")} | target |`,
    `| --- | ${names.map(() => "---:").join(" | ")} | --- |`,
    row("spawn → initialize", "", (x) => cell(x.initialize_ms, " ms")),
    row("spawn → tools/list", "", (x) => cell(x.tools_list_ms, " ms")),
    row(
      "first get_trend (loads the store)",
      "≤ 150 ms (100k), ≤ 1 s (1M)",
      (x) => cell(x.first_get_trend_ms, " ms"),
    ),
    row(
      "warm get_trend p50 / p95",
      "p50 ≤ 2 ms (100k)",
      (x) => `${warm("get_trend", "p50")(x)} / ${warm("get_trend", "p95")(x)}`,
    ),
    row(
      "warm get_trend, dense series, p50 / p95",
      "p50 ≤ 2 ms (100k), ≤ 5 ms (1M)",
      (x) => `${warm("get_trend_dense", "p50")(x)} / ${warm("get_trend_dense", "p95")(x)}`,
    ),
    row(
      "warm compare_markers p50 / p95",
      "",
      (x) => `${warm("compare_markers", "p50")(x)} / ${warm("compare_markers", "p95")(x)}`,
    ),
    row(
      "warm list_markers p50 / p95",
      "p50 ≤ 5 ms (1M)",
      (x) => `${warm("list_markers", "p50")(x)} / ${warm("list_markers", "p95")(x)}`,
    ),
    row(
      "warm get_results p50 / p95",
      "",
      (x) => `${warm("get_results", "p50")(x)} / ${warm("get_results", "p95")(x)}`,
    ),
    row(
      "next call after appending one record",
      "≤ 10 ms (1M)",
      (x) =>
        `${cell(x.append_next_call_ms, " ms")}${
          x.append_seen ? "" : " (NOT SEEN)"
        }; ${x.appends_next_call_ms.length} in a row: max ${
          cell(Math.max(...x.appends_next_call_ms), " ms")
        }`,
    ),
    row(
      "peak RSS (VmHWM), ours",
      "≤ bare + 25 MB (100k), ≤ 300 MB (1M)",
      (x) => cell(x.peak_rss_mb, " MB"),
    ),
    row(
      "peak RSS (VmHWM), bare SDK server, same call count",
      "",
      (x) => cell(x.bare_peak_rss_mb, " MB"),
    ),
    row("store size", "", (x) => `${x.records} results, ${(x.bytes / 1e6).toFixed(1)} MB`),
    "",
    `Start-up over the ${label(s.store_records)} store, median of ${s.runs} spawns each: ` +
    `initialize ours ${s.ours_initialize_ms} ms / bare ${s.bare_initialize_ms} ms = ` +
    `**${s.ratio}×** (target ≤ 1.3×); tools/list ours ${s.ours_tools_list_ms} ms / bare ` +
    `${s.bare_tools_list_ms} ms.`,
    "",
    `tools/list: names, descriptions and input schemas ${t.lean_chars} chars ≈ ` +
    `**${t.lean_tokens} tokens** (target ≤ 1,200); whole payload ${t.whole_chars} chars ≈ ` +
    `**${t.whole_tokens} tokens** (target ≤ 3,400).`,
    "",
    `A 3-year get_trend (${report.trend_3y.points} points): ${report.trend_3y.chars} chars of ` +
    `text ≈ **${report.trend_3y.tokens} tokens** (target ≤ 500).`,
  ];
  if (report.payload) {
    lines.push(
      "",
      "Compiled payload, the bytes `deno compile` appends to its runtime (measured with a stand-in " +
        "runtime, see `bench/payload.ts`):",
      "",
      "| what is compiled | payload | embedded entries | importer packages |",
      "| --- | ---: | ---: | --- |",
      ...report.payload.map((p) =>
        `| ${p.label} | ${(p.bytes / 1e6).toFixed(1)} MB | ${p.embedded.length} | ${
          p.importerPackages.join(", ") || "none"
        } |`
      ),
    );
  }
  return lines.join("\n");
}

/** Where the figures are written: the full table first, then the paired runs' sections. */
const FIGURES = new URL("../docs/performance_figures.md", import.meta.url);
const SECTIONS = {
  paired: "## Paired first-call runs",
  warm: "## Paired warm-call runs",
  thinning: "## Thinning by store size",
} as const;

/**
 * Rewrites one part of the figures file (`table`, the paired first-call runs
 * `paired`, the paired warm-call runs `warm`, or `thinning`), keeping the
 * others, and formats the whole as `deno fmt` does (so that the file passes
 * `deno fmt --check`; mimicking its wrapping here would drift). `to` is the file
 * (`docs/performance_figures.md` unless a test names another).
 */
export async function writeFigures(
  part: { table?: string; paired?: string; warm?: string; thinning?: string },
  to: URL = FIGURES,
): Promise<void> {
  const old = await Deno.readTextFile(to).catch(() => "");
  const starts = Object.values(SECTIONS).map((h) => old.indexOf(`\n${h}`)).filter((i) => i >= 0);
  const cut = starts.length ? Math.min(...starts) : old.length;
  const section = (heading: string) => {
    const at = old.indexOf(`\n${heading}`);
    if (at < 0) return "";
    const after = Object.values(SECTIONS).map((h) => old.indexOf(`\n${h}`, at + 1))
      .filter((i) => i > at);
    return old.slice(at + 1, after.length ? Math.min(...after) : old.length).trimEnd();
  };
  const table = (part.table ?? old.slice(0, cut)).trimEnd();
  const paired = part.paired ?? section(SECTIONS.paired);
  const warm = part.warm ?? section(SECTIONS.warm);
  const thinning = part.thinning ?? section(SECTIONS.thinning);
  const rest = [paired, warm, thinning].filter((x) => x !== "").map((x) => `\n${x.trimEnd()}\n`)
    .join("");
  await Deno.writeTextFile(to, await denoFmt(`${table}\n${rest}`, "md"));
}

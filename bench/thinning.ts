/**
 * Thinning by store size (`deno task bench --thinning`): the dense CGM-like
 * series of the benchmark's 100k and 1M stores (about 92,700 and 992,700
 * readings), read in this process with the store index as an import leaves
 * it, and `thinRows` timed on it to the default budget of 100 points, over
 * the whole series and over its last year, and the whole `getTrend` of the
 * series (the trend's work without the protocol), each the median of many
 * calls after a warm-up, in CPU time of this process (on a shared machine
 * the wall time of one call is mostly other processes' turns). See
 * `docs/performance.md`.
 *
 * @module
 */

import process from "node:process";
import { DENSE_CODE, generateStore, writeStore } from "./generate.ts";
import { refreshStoreIndex } from "../src/importer/write/store_index.ts";
import { ResultStore } from "../src/store/store.ts";
import { builtinLayer } from "../src/store/builtin.ts";
import { columnsOf, rowsInDays } from "../src/domain/series/series_columns.ts";
import { thinRows } from "../src/domain/series/row_figures.ts";
import { DEFAULT_MAX_POINTS } from "../src/domain/answers/trend.ts";
import { getTrend } from "../src/domain/answers/queries.ts";
import { loadAverage, median, round } from "./session.ts";
import { writeFigures } from "./report.ts";
import { daysBefore } from "./call_plan.ts";
import { label } from "./report.ts";

/** Timed calls per figure, after as many unmeasured. */
const CALLS = 60;

/** One store size's figures, in ms. */
export interface ThinningFigures {
  readonly readings: number;
  readonly whole_ms: number;
  readonly last_year_ms: number;
  readonly trend_ms: number;
}

/** The CPU time of this process so far, in ms (the machine is shared: wall time is not ours). */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

function timed(run: () => unknown): number {
  for (let i = 0; i < CALLS; i++) run();
  const samples: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const start = cpuMs();
    run();
    samples.push(cpuMs() - start);
  }
  return round(median(samples), 3);
}

/** Measures one store size in `root`. */
async function measure(root: string, records: number): Promise<ThinningFigures> {
  const dir = `${root}/${label(records)}`;
  await Deno.mkdir(dir, { recursive: true });
  const store = generateStore(records);
  await writeStore(dir, store);
  await refreshStoreIndex(dir);
  // Limits for a loaded machine: the read of 1M readings may wait long for its turns.
  const limits = { refreshMs: 600_000, stallMs: 600_000 };
  const view = await new ResultStore(dir, builtinLayer(), limits).snapshot();
  const columns = columnsOf(view.readings(DENSE_CODE));
  const all = { kind: "range", start: 0, end: columns.length } as const;
  const { start, end } = rowsInDays(columns, { from: daysBefore(store.lastDate, 365) });
  const lastYear = { kind: "range", start, end } as const;
  const figures = {
    readings: columns.length,
    whole_ms: timed(() => thinRows(columns, all, DEFAULT_MAX_POINTS)),
    last_year_ms: timed(() => thinRows(columns, lastYear, DEFAULT_MAX_POINTS)),
    trend_ms: timed(() => getTrend(view, DENSE_CODE)),
  };
  await Deno.remove(dir, { recursive: true });
  return figures;
}

/** `deno task bench --thinning`: the figures, printed and written to the figures file. */
export async function thinningMain(): Promise<void> {
  const root = await Deno.makeTempDir({ prefix: "bloodwork-bench-" });
  try {
    const load = await loadAverage();
    const sizes: Record<string, ThinningFigures> = {};
    for (const records of [100_000, 1_000_000]) {
      sizes[label(records)] = await measure(root, records);
      console.error(`  ${label(records)}: ${JSON.stringify(sizes[label(records)])}`);
    }
    const lines = [
      "## Thinning by store size",
      "",
      `Written by \`deno task bench --thinning\`, ${new Date().toISOString()}, Deno ` +
      `${Deno.version.deno}, load ${load ?? "?"} before the run. In process, the dense series ` +
      `(${DENSE_CODE}) read with its store index; \`thinRows\` to ${DEFAULT_MAX_POINTS} points ` +
      `and the whole \`getTrend\` of the series, each the median CPU time (this process's user ` +
      `and system time) of ${CALLS} calls after ${CALLS} unmeasured.`,
      "",
      "| store | readings of the series | thinning, whole series | thinning, last year | getTrend, whole series |",
      "| --- | ---: | ---: | ---: | ---: |",
      ...Object.entries(sizes).map(([name, f]) =>
        `| ${name} | ${f.readings} | ${f.whole_ms} ms | ${f.last_year_ms} ms | ${f.trend_ms} ms |`
      ),
    ];
    const text = lines.join("\n");
    console.log(text);
    await writeFigures({ thinning: text });
    console.error("written docs/performance_figures.md (thinning by store size)");
  } finally {
    await Deno.remove(root, { recursive: true }).catch(() => {});
  }
}

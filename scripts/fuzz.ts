/**
 * `deno task fuzz`: protocol fuzzing of the real server (see
 * `support/fuzz/run_fuzz.ts`). It runs 10,000 inputs on 2025-era connections
 * and the same 10,000 on 2026-07-28 ones (`support/fuzz/modern.ts`);
 * `--era legacy|modern` runs one, `--count N`, `--seed S`, `--json FILE`
 * (write the reports) and `--main PATH` change the rest; `--help` prints the
 * usage. The test suite runs a small count through `runFuzz` itself.
 *
 * @module
 */

import { MB } from "../support/fuzz/input_lines.ts";
import { clean, type FuzzReport, runFuzz } from "../support/fuzz/run_fuzz.ts";

const USAGE =
  "usage: deno task fuzz [--era legacy|modern] [--count N] [--seed S] [--json FILE] [--main PATH]";

/** The eras a run fuzzes: both unless `--era` names one. */
const ERAS = ["legacy", "modern"] as const;

function option(args: readonly string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

async function main(args: readonly string[]): Promise<number> {
  const rest = args[0] === "--" ? args.slice(1) : args;
  if (rest.includes("--help") || rest.includes("-h")) {
    console.log(USAGE);
    return 0;
  }
  const count = Number(option(rest, "--count") ?? 10_000);
  const seed = Number(option(rest, "--seed") ?? 20251202);
  if (!Number.isSafeInteger(count) || count < 1 || !Number.isSafeInteger(seed)) {
    console.error(USAGE);
    return 2;
  }
  const era = option(rest, "--era");
  if (era !== undefined && !ERAS.includes(era as typeof ERAS[number])) {
    console.error(USAGE);
    return 2;
  }
  const main = option(rest, "--main");
  const reports: FuzzReport[] = [];
  for (const which of era === undefined ? ERAS : [era as typeof ERAS[number]]) {
    const report = await runFuzz({
      count,
      seed,
      era: which,
      ...(main ? { main } : {}),
      progress: (done, total) => {
        if (done % 1000 === 0) console.error(`fuzz (${which}): ${done}/${total}`);
      },
    });
    reports.push(report);
    printReport(which, report);
  }
  const json = option(rest, "--json");
  if (json) await Deno.writeTextFile(json, `${JSON.stringify(reports, null, 2)}\n`);
  return reports.every(clean) ? 0 : 1;
}

function printReport(era: string, report: FuzzReport): void {
  const label = era === "modern" ? "2026-07-28 connections" : "2025-era connections";
  console.log(`== ${label}`);
  console.log(
    `fuzz inputs:            ${report.inputs} (seed ${report.seed}, ${
      (report.bytes / MB).toFixed(1)
    } MB)`,
  );
  if (report.sessionInputs > 0) {
    console.log(
      `session inputs:         ${report.sessionInputs} (listen, discover, cancel, bursts)`,
    );
  }
  for (const [name, n] of Object.entries(report.categories)) console.log(`  ${name}: ${n}`);
  console.log(`server processes:       ${report.processes}`);
  console.log(`crashes:                ${report.crashes}`);
  console.log(`stdout lines:           ${report.stdoutLines}`);
  console.log(`non-JSON-RPC lines:     ${report.nonJsonRpcLines}`);
  console.log(`failed probe calls:     ${report.probeFailures}`);
  console.log(`wrong answers:          ${report.wrongAnswers}`);
  console.log(`time:                   ${report.seconds} s`);
  for (const failure of report.failures) console.log(`FAIL ${failure}`);
}

if (import.meta.main) Deno.exit(await main(Deno.args));

// The CLI's trend table end to end: a censored glucose printed in mmol/L is
// shown converted to mg/dL, and its "As reported" cell keeps the comparator
// the lab printed.

import assert from "node:assert/strict";
import { parseArgs } from "./cli_args.ts";
import { runCli } from "./run.ts";

Deno.test("trend shows a converted censored value as reported, with its comparator", async () => {
  const dir = await Deno.makeTempDir({ prefix: "bloodwork-cli-" });
  try {
    const lines = [
      { code: "GLU", date: "2023-01-10", value: 5.3, unit: "mmol/L" },
      { code: "GLU", date: "2024-01-10", value: 1.1, comparator: "<", unit: "mmol/L" },
      { code: "GLU", date: "2025-01-10", value: 92, unit: "mg/dL" },
    ];
    await Deno.writeTextFile(`${dir}/a.ndjson`, lines.map((l) => JSON.stringify(l)).join("\n"));
    const args = parseArgs(["trend", "GLU", "--data", dir], dir);
    if (args.kind === "serve") throw new Error("a CLI command was expected");
    let out = "";
    const code = await runCli(args, {
      stdout: (text) => (out += `${text}\n`),
      stderr: () => {},
      colour: false,
      version: "test",
    });
    assert.equal(code, 0);
    const row = out.split("\n").find((line) => line.includes("2024-01-10")) ?? "";
    assert.match(row, /<1\.1 mmol\/L/, row);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

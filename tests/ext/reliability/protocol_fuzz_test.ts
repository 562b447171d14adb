/**
 * Guards the protocol against hostile stdin: a seeded fuzz run (a CI-sized
 * slice of `deno task fuzz`) against the real server under the production
 * flags must end with no crash, no non-JSON-RPC stdout line, every probe
 * `tools/call` answered and every malformed input given its JSON-RPC error
 * or tool-level `isError`, on 2025-era connections and on 2026-07-28 ones
 * (`support/fuzz/modern.ts`). Also proves the fuzzer would notice: the same
 * inputs against the SDK's own stdio transport, which drops bad input, fail.
 *
 * @module
 */

import assert from "node:assert/strict";
import { generateInputs } from "../../../support/fuzz/inputs.ts";
import { clean, runFuzz } from "../../../support/fuzz/run_fuzz.ts";
import { isJsonRpcMessage } from "../../../support/server_process.ts";
import { repoPath } from "../../plain_helpers.ts";

/** Inputs per CI run: every category several times, two 10 MB lines, two depth-100k nests. */
const CI_COUNT = 1500;

Deno.test("the server survives a seeded fuzz run and answers every malformed input correctly", async () => {
  const report = await runFuzz({ count: CI_COUNT, seed: 6, perProcess: 750 });
  assert.equal(report.inputs, CI_COUNT);
  assert.deepEqual(report.failures, [], "no failure of any kind");
  assert.equal(report.crashes, 0);
  assert.equal(report.nonJsonRpcLines, 0);
  assert.equal(report.probeFailures, 0);
  assert.equal(report.wrongAnswers, 0);
  assert.ok((report.categories.huge_line ?? 0) >= 2, "at least two 10 MB lines were sent");
  assert.ok((report.categories.deep_nesting ?? 0) >= 2, "at least two depth-100k inputs");
  assert.ok(report.stdoutLines >= CI_COUNT, "every input was followed by an answered probe");
  assert.ok(clean(report));
});

Deno.test("the server survives the same run on 2026-07-28 connections, where ping and initialize are not methods", async () => {
  const report = await runFuzz({ count: CI_COUNT, seed: 6, perProcess: 750, era: "modern" });
  assert.equal(report.inputs, CI_COUNT);
  assert.deepEqual(report.failures, [], "no failure of any kind");
  assert.equal(report.crashes, 0);
  assert.equal(report.nonJsonRpcLines, 0);
  assert.equal(report.probeFailures, 0);
  // A ping owes -32601 only on a modern connection (a 2025-era one answers it): the run was modern.
  assert.ok((report.categories.id_types ?? 0) >= 20, "pings with valid ids were sent");
  // Listens, discovers, cancellations and bursts of 70 listens (which once stalled the server).
  assert.equal(report.sessionInputs, CI_COUNT / 4);
  assert.ok((report.categories.session_listen_burst ?? 0) >= 20, "bursts of listens were sent");
  assert.equal(report.wrongAnswers, 0);
  assert.ok(clean(report));
});

Deno.test("the fuzzer reports the SDK stdio transport's silent drops as wrong answers", async () => {
  const report = await runFuzz({
    count: 20,
    seed: 6,
    main: repoPath("tests/fixtures/reliability/sdk_stdio_server.ts"),
    // The 10 MB line closes the SDK transport; skip waiting long for it.
    timeoutMs: 3000,
  });
  assert.ok(report.wrongAnswers > 0, JSON.stringify(report));
  assert.equal(clean(report), false);
});

Deno.test("generateInputs() is deterministic for a seed and covers every category first", () => {
  const a = [...generateInputs(42, 60)];
  const b = [...generateInputs(42, 60)];
  const c = [...generateInputs(43, 60)];
  assert.deepEqual(a.map((i) => i.bytes), b.map((i) => i.bytes));
  assert.notDeepEqual(a.map((i) => i.bytes), c.map((i) => i.bytes));
  const firstCategories = new Set(a.slice(0, 21).map((i) => i.category));
  assert.equal(firstCategories.size, 21);
  assert.ok(firstCategories.has("hostile_unicode_args") && firstCategories.has("hostile_store"));
  for (const input of a) assert.equal(input.bytes.at(-1), 0x0a, "every input ends a line");
});

Deno.test("isJsonRpcMessage() accepts JSON-RPC 2.0 messages only", () => {
  assert.ok(isJsonRpcMessage({ jsonrpc: "2.0", id: 1, result: {} }));
  assert.ok(isJsonRpcMessage({ jsonrpc: "2.0", id: null, error: { code: -32700, message: "x" } }));
  assert.ok(isJsonRpcMessage({ jsonrpc: "2.0", method: "notifications/message" }));
  assert.ok(!isJsonRpcMessage({ jsonrpc: "1.0", id: 1, result: {} }));
  assert.ok(!isJsonRpcMessage({ jsonrpc: "2.0", id: 1 }));
  assert.ok(!isJsonRpcMessage({ jsonrpc: "2.0", id: null, result: {} }));
  assert.ok(!isJsonRpcMessage({ jsonrpc: "2.0", id: 1, result: {}, error: {} }));
  assert.ok(!isJsonRpcMessage({ jsonrpc: "2.0", id: 1, error: { message: "no code" } }));
  assert.ok(!isJsonRpcMessage([{ jsonrpc: "2.0", id: 1, result: {} }]));
  assert.ok(!isJsonRpcMessage("log line"));
});

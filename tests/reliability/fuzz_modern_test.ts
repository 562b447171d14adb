/**
 * Guards how the fuzzer turns its inputs into 2026-07-28 requests
 * (`support/fuzz/modern.ts`): the envelope goes on every request that has
 * room for it and on nothing else, bytes that are not one valid request line
 * go as they are, and the answers owed change only where the modern
 * revision owes another one.
 *
 * @module
 */

import assert from "node:assert/strict";
import type { FuzzInput } from "../../support/fuzz/input_lines.ts";
import { generateInputs } from "../../support/fuzz/inputs.ts";
import { line } from "../../support/fuzz/input_lines.ts";
import { MODERN_META, modernInput } from "../../support/fuzz/modern.ts";

const input = (text: string, expect: FuzzInput["expect"]): FuzzInput => ({
  category: "test",
  bytes: line(text),
  expect,
});

const sent = (fuzz: FuzzInput) => JSON.parse(new TextDecoder().decode(fuzz.bytes));

Deno.test("modernInput() puts the envelope on a request's params, keeping what they hold", () => {
  const call = modernInput(input(
    '{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"get_trend","arguments":{"marker":"FERR"}}}',
    { type: "result", id: 7 },
  ));
  assert.deepEqual(sent(call), {
    jsonrpc: "2.0",
    id: 7,
    method: "tools/call",
    params: { name: "get_trend", arguments: { marker: "FERR" }, _meta: MODERN_META },
  });
  assert.deepEqual(call.expect, { type: "result", id: 7 });
  const bare = modernInput(input('{"jsonrpc":"2.0","id":"a","method":"tools/list"}', {
    type: "result",
    id: "a",
  }));
  assert.deepEqual(sent(bare).params, { _meta: MODERN_META });
  const withMeta = modernInput(input(
    '{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{"_meta":{"progressToken":3}}}',
    { type: "result", id: 1 },
  ));
  assert.deepEqual(sent(withMeta).params._meta, { progressToken: 3, ...MODERN_META });
  assert.equal(new TextDecoder().decode(call.bytes).endsWith("}\n"), true, "still one line");
});

Deno.test("modernInput() leaves alone what is not one request line with room for the envelope", () => {
  const untouched = [
    new Uint8Array([
      ...new TextEncoder().encode('{"jsonrpc":"2.0","id":1,"method":"ping","params":{"x":"'),
      0xff,
      ...new TextEncoder().encode('"}}\n'),
    ]),
    line('{"jsonrpc":"2.0","id":1,"method":"tools/list","params":[1]}'),
    line('{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{"_meta":5}}'),
    line('{"jsonrpc":"2.0","method":"notifications/initialized"}'),
    line('{"jsonrpc":"2.0","id":4,"result":{}}'),
    line('[{"jsonrpc":"2.0","id":1,"method":"ping"}]'),
    line('{"jsonrpc":"2.0","id":1,"method":"tools/li'),
    new TextEncoder().encode(
      '{"jsonrpc":"2.0","id":1,"method":"ping"}\n{"jsonrpc":"2.0","id":2,"method":"ping"}\n',
    ),
    new TextEncoder().encode("\n"),
  ];
  for (const bytes of untouched) {
    const original: FuzzInput = { category: "test", bytes, expect: { type: "unknown" } };
    assert.equal(modernInput(original), original, new TextDecoder().decode(bytes).slice(0, 60));
  }
});

Deno.test("modernInput() owes -32601 for the methods 2026-07-28 removed or does not offer, and -32602 for a bare listen", () => {
  for (const method of ["ping", "initialize", "logging/setLevel"]) {
    for (
      const expect of [{ type: "result", id: 3 }, { type: "error", code: -32602, id: 3 }] as const
    ) {
      const modern = modernInput(input(`{"jsonrpc":"2.0","id":3,"method":"${method}"}`, expect));
      assert.deepEqual(modern.expect, { type: "error", code: -32601, id: 3 }, method);
    }
  }
  const listen = modernInput(input('{"jsonrpc":"2.0","id":9,"method":"subscriptions/listen"}', {
    type: "error",
    code: -32601,
    id: 9,
  }));
  assert.deepEqual(listen.expect, { type: "error", code: -32602, id: 9 });
  // An invalid request is refused before its method is looked up: what it is owed stays.
  const invalid = modernInput(input('{"jsonrpc":"1.0","id":5,"method":"ping"}', {
    type: "error",
    code: -32600,
    id: 5,
  }));
  assert.deepEqual(invalid.expect, { type: "error", code: -32600, id: 5 });
  const tools = modernInput(input('{"jsonrpc":"2.0","id":6,"method":"tools/list"}', {
    type: "result",
    id: 6,
  }));
  assert.deepEqual(tools.expect, { type: "result", id: 6 });
});

Deno.test("modernInput() rewrites most of a seeded run's request lines and keeps every input one or more whole lines", () => {
  let rewritten = 0, requests = 0;
  for (const generated of generateInputs(11, 400)) {
    const modern = modernInput(generated);
    assert.equal(modern.bytes.at(-1), 0x0a);
    assert.equal(modern.category, generated.category);
    if (modern !== generated) {
      rewritten++;
      assert.ok(sent(modern).params._meta, generated.category);
    }
    try {
      const message = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(generated.bytes));
      if (message?.method !== undefined && "id" in message) requests++;
    } catch { /* not one JSON line */ }
  }
  assert.ok(rewritten > requests * 0.8, `${rewritten} of ${requests} requests rewritten`);
});

/**
 * Guards `LineTransport`, the stdio transport of the server: malformed input
 * gets the right JSON-RPC error (-32700, -32600, -32602) and never quotes
 * the input, an oversized line is skipped without being buffered, lines and
 * multi-byte characters split across chunks are reassembled, responses and
 * notifications are never answered, and end of input waits briefly for the
 * answers in flight.
 *
 * @module
 */

import assert from "node:assert/strict";
// @ts-types="@modelcontextprotocol/sdk/types"
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { LineTransport } from "../../src/transport.ts";

const encoder = new TextEncoder();

interface Run {
  readonly received: JSONRPCMessage[];
  readonly written: Record<string, unknown>[];
  readonly logs: string[];
}

/** Feeds chunks to a transport until end of input; optionally answers each request. */
async function feed(
  chunks: (string | Uint8Array)[],
  options: { maxLineBytes?: number; answerAfterMs?: number } = {},
): Promise<Run> {
  const run: Run = { received: [], written: [], logs: [] };
  const input = ReadableStream.from(
    chunks.map((c) => (typeof c === "string" ? encoder.encode(c) : c)),
  );
  const transport = new LineTransport(input, (bytes) => {
    const text = new TextDecoder().decode(bytes);
    assert.ok(text.endsWith("\n") && !text.slice(0, -1).includes("\n"), "one message per line");
    run.written.push(JSON.parse(text));
    return Promise.resolve();
  }, {
    ...(options.maxLineBytes ? { maxLineBytes: options.maxLineBytes } : {}),
    log: (message) => run.logs.push(message),
  });
  const closed = new Promise<void>((resolve) => (transport.onclose = resolve));
  transport.onmessage = (message) => {
    run.received.push(message);
    const id = (message as { id?: string | number }).id;
    if (options.answerAfterMs !== undefined && id !== undefined) {
      setTimeout(
        () => void transport.send({ jsonrpc: "2.0", id, result: {} }),
        options.answerAfterMs,
      );
    }
  };
  await transport.start();
  await closed;
  return run;
}

function errorOf(message: Record<string, unknown> | undefined): [unknown, unknown] {
  const error = message?.error as { code?: unknown } | undefined;
  return [message?.id, error?.code];
}

Deno.test("LineTransport answers text that is not JSON with -32700 and id null", async () => {
  const run = await feed(['{"jsonrpc":"2.0","id":1,"method":"ping"\n', "secret-token\n"]);
  assert.deepEqual(run.written.map(errorOf), [[null, -32700], [null, -32700]]);
  assert.equal(run.received.length, 0);
  assert.ok(!JSON.stringify(run.written).includes("secret-token"), "the input is never quoted");
});

Deno.test("LineTransport answers bytes that are not UTF-8 with -32700", async () => {
  const bad = new Uint8Array([
    ...encoder.encode('{"jsonrpc":"2.0","id":1,"method":"p'),
    0xff,
    0x22,
    0x7d,
    0x0a,
  ]);
  const run = await feed([bad]);
  assert.deepEqual(run.written.map(errorOf), [[null, -32700]]);
});

Deno.test("LineTransport answers batches, bad versions and bad ids with -32600", async () => {
  const run = await feed([
    '[{"jsonrpc":"2.0","id":1,"method":"ping"}]\n',
    "[]\n",
    '{"jsonrpc":"1.0","id":7,"method":"ping"}\n',
    '{"jsonrpc":"2.0","id":1.5,"method":"ping"}\n',
    '{"jsonrpc":"2.0","id":null,"method":"ping"}\n',
    '{"jsonrpc":"2.0","id":"s","method":"ping","extra":1}\n',
    "42\n",
  ]);
  assert.deepEqual(run.written.map(errorOf), [
    [null, -32600],
    [null, -32600],
    [7, -32600],
    [null, -32600],
    [null, -32600],
    ["s", -32600],
    [null, -32600],
  ]);
  assert.equal(run.received.length, 0);
});

Deno.test("LineTransport answers malformed params of known methods with -32602", async () => {
  const run = await feed([
    '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{}}\n',
    `{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"${"x".repeat(300)}"}}\n`,
    '{"jsonrpc":"2.0","id":3,"method":"initialize","params":{"protocolVersion":5}}\n',
    '{"jsonrpc":"2.0","method":"tools/call","params":{}}\n',
  ]);
  assert.deepEqual(run.written.map(errorOf), [[1, -32602], [2, -32602], [3, -32602]]);
  assert.equal(run.received.length, 0, "the malformed notification is dropped, not answered");
});

Deno.test("LineTransport never answers a response or a blank line, and passes valid messages on", async () => {
  const run = await feed([
    '{"jsonrpc":"2.0","id":9,"result":{}}\n',
    '{"jsonrpc":"2.0","result":5}\n',
    "\r\n   \n",
    '{"jsonrpc":"2.0","method":"notifications/initialized"}\r\n',
  ]);
  assert.deepEqual(run.written, []);
  assert.equal(run.received.length, 2);
});

Deno.test("LineTransport skips an oversized line without buffering it and reads the next one", async () => {
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  const chunks: (string | Uint8Array)[] = Array(40).fill(chunk); // 2.5 MB, no newline
  chunks.push('"\n{"jsonrpc":"2.0","id":2,"method":"ping"}\n');
  const run = await feed(chunks, { maxLineBytes: 1024 * 1024, answerAfterMs: 0 });
  assert.deepEqual(errorOf(run.written[0]), [null, -32600]);
  assert.deepEqual(run.received, [{ jsonrpc: "2.0", id: 2, method: "ping" }]);
  assert.ok(run.logs.some((l) => l.includes("longer than 1048576 bytes")));
});

Deno.test("LineTransport reassembles lines and multi-byte characters split across chunks", async () => {
  const bytes = encoder.encode('{"jsonrpc":"2.0","id":"Żó","method":"ping"}\n');
  const chunks = [...bytes].map((b) => new Uint8Array([b])); // one byte at a time
  const run = await feed(chunks, { answerAfterMs: 0 });
  assert.deepEqual(run.received, [{ jsonrpc: "2.0", id: "Żó", method: "ping" }]);
  assert.deepEqual(run.written, [{ jsonrpc: "2.0", id: "Żó", result: {} }]);
});

Deno.test("LineTransport waits at end of input for the answers of requests in flight", async () => {
  const run = await feed(['{"jsonrpc":"2.0","id":1,"method":"ping"}\n'], { answerAfterMs: 50 });
  assert.deepEqual(run.written, [{ jsonrpc: "2.0", id: 1, result: {} }]);
});

Deno.test("LineTransport closes once, and a failed write closes it", async () => {
  const input = new ReadableStream<Uint8Array>(); // never ends
  const transport = new LineTransport(input, () => Promise.reject(new Error("EPIPE")));
  let closes = 0;
  const errors: Error[] = [];
  transport.onclose = () => closes++;
  transport.onerror = (error) => errors.push(error);
  await transport.start();
  await transport.send({ jsonrpc: "2.0", id: 1, result: {} });
  await transport.close();
  assert.equal(closes, 1);
  assert.equal(errors[0]?.message, "EPIPE");
});

/**
 * Guards `LineTransport`, the stdio transport of the server, one test for
 * each thing it adds to the SDK's own: malformed input gets the right
 * JSON-RPC error (-32700, -32600, and -32602 where the SDK says -32603) and
 * never quotes the input, an oversized line is skipped without being
 * buffered, lines and multi-byte characters split across chunks are
 * reassembled, responses and notifications are never answered, end of input
 * waits briefly for the answers in flight (two with the same id included),
 * and reading stops while answers wait to be written.
 *
 * @module
 */

import assert from "node:assert/strict";
import type { JSONRPCMessage } from "@modelcontextprotocol/server";
import { createServer } from "../../src/server.ts";
import { LineTransport } from "../../src/transport.ts";
import { serveStdio as serveMcpStdio } from "@modelcontextprotocol/server/stdio";

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

/** Serves the real MCP server over a transport fed `chunks`; returns what it wrote. */
async function serve(chunks: string[]): Promise<Run> {
  const run: Run = { received: [], written: [], logs: [] };
  const server = createServer({
    snapshot: () => Promise.reject(new Error("no store in this test")),
    version: "test",
  });
  const transport = new LineTransport(
    ReadableStream.from(chunks.map((c) => encoder.encode(c))),
    (bytes) => {
      run.written.push(JSON.parse(new TextDecoder().decode(bytes)));
      return Promise.resolve();
    },
    { log: (message) => run.logs.push(message) },
  );
  const closed = new Promise<void>((resolve) => (server.server.onclose = resolve));
  await server.connect(transport);
  await closed;
  return run;
}

const INITIALIZE =
  '{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}\n' +
  '{"jsonrpc":"2.0","method":"notifications/initialized"}\n';

Deno.test("LineTransport turns the SDK's -32603 for malformed params into -32602, quoting nothing", async () => {
  const run = await serve([
    INITIALIZE,
    '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"secret-key":1}}\n',
    '{"jsonrpc":"2.0","id":3,"method":"initialize","params":{"protocolVersion":5}}\n',
    '{"jsonrpc":"2.0","id":4,"method":"tools/list","params":{"cursor":5}}\n',
    '{"jsonrpc":"2.0","id":5,"method":"prompts/get","params":{"arguments":{}}}\n',
    '{"jsonrpc":"2.0","method":"tools/call","params":{}}\n',
  ]);
  const answers = run.written.filter((m) => m.id !== 0);
  assert.deepEqual(answers.map(errorOf), [[1, -32602], [3, -32602], [4, -32602], [5, -32602]]);
  assert.deepEqual(
    (answers[0]!.error as { message: string }).message,
    "Invalid params: malformed params for tools/call",
  );
  assert.ok(!JSON.stringify(answers).includes("secret-key"), "the input is never quoted");
});

Deno.test("LineTransport refuses a tool name over 200 characters up front, which the SDK would echo", async () => {
  const run = await serve([
    INITIALIZE,
    `{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"${"x".repeat(300)}"}}\n`,
    `{"jsonrpc":"2.0","method":"tools/call","params":{"name":"${"x".repeat(300)}"}}\n`,
  ]);
  assert.deepEqual(run.written.filter((m) => m.id !== 0).map(errorOf), [[2, -32602]]);
  assert.ok(!JSON.stringify(run.written).includes("x".repeat(201)));
});

Deno.test("LineTransport leaves the SDK's answers alone for unknown methods and valid requests", async () => {
  const run = await serve([
    INITIALIZE,
    '{"jsonrpc":"2.0","id":1,"method":"sampling/createMessage"}\n',
    '{"jsonrpc":"2.0","id":2,"method":"x-unknown/thing","params":{"a":1}}\n',
    '{"jsonrpc":"2.0","id":3,"method":"ping"}\n',
  ]);
  assert.deepEqual(run.written.filter((m) => m.id !== 0).map(errorOf), [[1, -32601], [2, -32601], [
    3,
    undefined,
  ]]);
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

Deno.test("LineTransport keeps two requests in flight with the same id apart, and waits for both", async () => {
  const input = ReadableStream.from([
    encoder.encode(
      '{"jsonrpc":"2.0","id":1,"method":"ping"}\n{"jsonrpc":"2.0","id":1,"method":"ping"}\n',
    ),
  ]);
  const written: unknown[] = [];
  const transport = new LineTransport(input, (bytes) => {
    written.push(JSON.parse(new TextDecoder().decode(bytes)));
    return Promise.resolve();
  });
  const closed = new Promise<void>((resolve) => (transport.onclose = resolve));
  let received = 0;
  transport.onmessage = () => {
    const delay = received++ === 0 ? 10 : 150;
    setTimeout(() => void transport.send({ jsonrpc: "2.0", id: 1, result: { delay } }), delay);
  };
  await transport.start();
  await closed;
  assert.deepEqual(written, [
    { jsonrpc: "2.0", id: 1, result: { delay: 10 } },
    { jsonrpc: "2.0", id: 1, result: { delay: 150 } },
  ]);
});

/** A stream of `count` ping lines, made on demand, that counts how many it handed out. */
function pings(
  count: number,
  perChunk = 100,
): { stream: ReadableStream<Uint8Array>; read: () => number } {
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= count) return controller.close();
      const lines: string[] = [];
      for (let i = 0; i < perChunk && sent < count; i++) {
        lines.push(`{"jsonrpc":"2.0","id":${++sent},"method":"ping"}\n`);
      }
      controller.enqueue(encoder.encode(lines.join("")));
    },
  }, { highWaterMark: 0 });
  return { stream, read: () => sent };
}

Deno.test("LineTransport stops reading while answers wait to be written (15,000 unread requests)", async () => {
  const { stream, read } = pings(15_000);
  const blocked = Promise.withResolvers<void>();
  let writes = 0;
  const transport = new LineTransport(stream, async () => {
    writes++;
    await blocked.promise; // the client does not read its answers
  }, { maxBacklog: 64 });
  const closed = new Promise<void>((resolve) => (transport.onclose = resolve));
  let received = 0;
  transport.onmessage = (message) => {
    received++;
    const id = (message as { id: number }).id;
    queueMicrotask(() => void transport.send({ jsonrpc: "2.0", id, result: {} }));
  };
  await transport.start();
  await new Promise((resolve) => setTimeout(resolve, 200));
  assert.ok(received <= 64 + 100, `${received} requests taken while no answer was written`);
  assert.ok(read() <= 64 + 200, `${read()} request lines read from the input`);
  blocked.resolve(); // the client reads again: every request is answered
  await closed;
  assert.equal(received, 15_000);
  assert.equal(writes, 15_000);
});

Deno.test("LineTransport stops reading while error replies wait to be written", async () => {
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= 10_000) return controller.close();
      sent += 100;
      controller.enqueue(encoder.encode("not json\n".repeat(100)));
    },
  }, { highWaterMark: 0 });
  const blocked = Promise.withResolvers<void>();
  const transport = new LineTransport(stream, () => blocked.promise, { maxBacklog: 64 });
  const closed = new Promise<void>((resolve) => (transport.onclose = resolve));
  await transport.start();
  await new Promise((resolve) => setTimeout(resolve, 100));
  assert.ok(sent <= 64 + 200, `${sent} garbage lines read while no reply was written`);
  blocked.resolve();
  await closed;
  assert.equal(sent, 10_000);
});

Deno.test("LineTransport counts a cancelled request as answered, so cancellations cannot stall reading", async () => {
  const lines = [];
  for (let id = 1; id <= 100; id++) {
    lines.push(`{"jsonrpc":"2.0","id":${id},"method":"ping"}\n`);
    lines.push(
      `{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":${id}}}\n`,
    );
  }
  lines.push('{"jsonrpc":"2.0","id":"last","method":"ping"}\n');
  const transport = new LineTransport(
    ReadableStream.from(lines.map((l) => encoder.encode(l))),
    () => Promise.resolve(),
    { maxBacklog: 8 },
  );
  const closed = new Promise<void>((resolve) => (transport.onclose = resolve));
  const ids: unknown[] = [];
  transport.onmessage = (message) => {
    // Like the SDK: a cancelled request is never answered; "last" is.
    const id = (message as { id?: unknown }).id;
    if (id === "last") void transport.send({ jsonrpc: "2.0", id, result: {} });
    else if (id !== undefined) ids.push(id);
  };
  await transport.start();
  await closed;
  assert.equal(ids.length, 100, "every request was read despite none being answered");
});

Deno.test("LineTransport reads a cancellation while its backlog of unanswered requests is full", async () => {
  // 70 requests the handler never answers (a backlog of 64), then their cancellations.
  const lines = [];
  for (let id = 1; id <= 70; id++) lines.push(`{"jsonrpc":"2.0","id":${id},"method":"ping"}\n`);
  for (let id = 1; id <= 70; id++) {
    lines.push(
      `{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":${id}}}\n`,
    );
  }
  lines.push('{"jsonrpc":"2.0","id":"last","method":"ping"}\n');
  const transport = new LineTransport(
    ReadableStream.from(lines.map((l) => encoder.encode(l))),
    () => Promise.resolve(),
    { maxBacklog: 64 },
  );
  const closed = new Promise<void>((resolve) => (transport.onclose = resolve));
  const ids: unknown[] = [];
  transport.onmessage = (message) => {
    const id = (message as { id?: unknown }).id;
    if (id === "last") void transport.send({ jsonrpc: "2.0", id, result: {} });
    if (id !== undefined) ids.push(id);
  };
  await transport.start();
  const timer = Promise.withResolvers<string>();
  const timeout = setTimeout(() => timer.resolve("stalled"), 2_000);
  const outcome = await Promise.race([closed.then(() => "closed"), timer.promise]);
  clearTimeout(timeout);
  await transport.close();
  assert.equal(outcome, "closed", `the transport stalled after ${ids.length} requests`);
  assert.ok(ids.includes("last"), "the request after the cancellations was read");
});

const MODERN_META = {
  "io.modelcontextprotocol/protocolVersion": "2026-07-28",
  "io.modelcontextprotocol/clientInfo": { name: "bloodwork-tests", version: "1" },
  "io.modelcontextprotocol/clientCapabilities": {},
};

Deno.test("70 open subscriptions/listen streams hold no slot: a later request is answered and end of input ends the connection", async () => {
  const lines: string[] = [];
  for (let id = 1; id <= 70; id++) {
    lines.push(JSON.stringify({
      jsonrpc: "2.0",
      id: `listen-${id}`,
      method: "subscriptions/listen",
      params: { _meta: MODERN_META, notifications: { resourcesListChanged: true } },
    }));
  }
  lines.push(JSON.stringify({
    jsonrpc: "2.0",
    id: "list",
    method: "tools/list",
    params: { _meta: MODERN_META },
  }));
  const written: Record<string, unknown>[] = [];
  const transport = new LineTransport(
    ReadableStream.from(lines.map((l) => encoder.encode(`${l}\n`))),
    (bytes) => {
      written.push(JSON.parse(new TextDecoder().decode(bytes)));
      return Promise.resolve();
    },
    { maxBacklog: 64 },
  );
  const connection = serveMcpStdio(({ era }) =>
    createServer({
      snapshot: () => Promise.reject(new Error("no store in this test")),
      version: "test",
    }, era), { transport });
  const timer = Promise.withResolvers<string>();
  const timeout = setTimeout(() => timer.resolve("stalled"), 3_000);
  const outcome = await Promise.race([transport.ended.then(() => "ended"), timer.promise]);
  clearTimeout(timeout);
  await connection.close();
  const acks = written.filter((m) => m.method === "notifications/subscriptions/acknowledged");
  assert.equal(acks.length, 70);
  assert.ok(written.some((m) => m.id === "list" && "result" in m), "tools/list was answered");
  assert.equal(outcome, "ended", "end of input ended the connection");
});

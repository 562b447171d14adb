// Guards the bounded line reader under the stdio transport: lines split
// across chunks (down to single bytes) are joined, a line over the bound is
// reported once and never held, and reading goes on after it.

import assert from "node:assert/strict";
import { boundedLines, OVERSIZED } from "./bounded_lines.ts";

const encoder = new TextEncoder();

async function linesOf(chunks: (string | Uint8Array)[], max = 1024): Promise<(string | symbol)[]> {
  const input = ReadableStream.from(
    chunks.map((c) => (typeof c === "string" ? encoder.encode(c) : c)),
  );
  const lines: (string | symbol)[] = [];
  for await (const line of boundedLines(input.getReader(), max)) {
    lines.push(line === OVERSIZED ? line : new TextDecoder().decode(line));
  }
  return lines;
}

Deno.test("boundedLines() joins a line split across chunks, one byte at a time", async () => {
  const bytes = encoder.encode("Żółć\nab\n");
  assert.deepEqual(await linesOf([...bytes].map((b) => new Uint8Array([b]))), ["Żółć", "ab"]);
});

Deno.test("boundedLines() yields empty lines and drops a line cut off by end of input", async () => {
  assert.deepEqual(await linesOf(["\n\r\nx\ntail"]), ["", "\r", "x"]);
});

Deno.test("boundedLines() reports a line over the bound once and reads on", async () => {
  const long = new Uint8Array(10_000).fill(0x61);
  assert.deepEqual(await linesOf(["ok\n", long, long, "a\nnext\n"], 1024), [
    "ok",
    OVERSIZED,
    "next",
  ]);
  assert.deepEqual(await linesOf(["abcd\nabcde\n"], 4), ["abcd", OVERSIZED]);
});

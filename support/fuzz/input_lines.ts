/**
 * What the fuzzer's input generators share (`inputs.ts`, `tool_inputs.ts`):
 * one input and its lines, the requests they carry, and the draws of a run's
 * seeded PRNG.
 *
 * @module
 */

import type { Expectation } from "./expectation.ts";
import { OVERFLOW_VALUES } from "./hostile.ts";

/** One generated stdin input: one or more complete lines. */
export interface FuzzInput {
  readonly category: string;
  readonly bytes: Uint8Array;
  readonly expect: Expectation;
}

/** The encoder of every generated line. */
export const encoder = new TextEncoder();

export const TOOLS = ["list_markers", "get_trend", "compare_markers", "get_results"] as const;
/** A mebibyte, for the sizes of long lines. */
export const MB = 1024 * 1024;

/** One stdin line: `text` and its newline, as bytes. */
export function line(text: string): Uint8Array {
  return encoder.encode(`${text}\n`);
}

/** One JSON-RPC request as JSON text. */
export function request(id: unknown, method: string, params?: unknown): string {
  const message: Record<string, unknown> = { jsonrpc: "2.0", id, method };
  if (params !== undefined) message.params = params;
  return JSON.stringify(message);
}

/** A `tools/call` request line, with `args` as JSON text. */
export function callText(id: string | number, name: string, args: string): string {
  return `{"jsonrpc":"2.0","id":${
    JSON.stringify(id)
  },"method":"tools/call","params":{"name":"${name}","arguments":${args}}}`;
}

/** The draws every category makes from the run's PRNG. */
export interface Draws {
  readonly random: () => number;
  readonly int: (max: number) => number;
  readonly pick: <T>(items: readonly T[]) => T;
  readonly id: (n: number) => number | string;
  readonly randomString: (max: number) => string;
  readonly randomJson: (depth: number) => unknown;
  readonly validRequest: (n: number) => string;
}

/** The draws of `random`, one PRNG for the whole run. */
export function drawsOf(random: () => number): Draws {
  const int = (max: number) => Math.floor(random() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  const id = (n: number) => (random() < 0.5 ? n : `f${n}`);
  const randomString = (max: number) => {
    const alphabet = "abcXYZ019 _-./<>\"'\\\u0000\u001b\u00e9\u0142\u{1f600}\u202e\ud800";
    let text = "";
    for (let i = int(max); i > 0; i--) text += pick([...alphabet]);
    return text;
  };
  const randomJson = (depth: number): unknown => {
    const kind = int(depth > 2 ? 5 : 7);
    if (kind === 0) return null;
    if (kind === 1) return random() < 0.5;
    if (kind === 2) return pick([0, -1, 1.5, -0, 2 ** 53 + 2, 42, ...OVERFLOW_VALUES]);
    if (kind === 3) return randomString(20);
    if (kind === 4) return [];
    if (kind === 5) return Array.from({ length: int(4) }, () => randomJson(depth + 1));
    const object: Record<string, unknown> = {};
    for (let i = int(4); i > 0; i--) {
      object[pick(["a", "params", "name", "x", "data", "id2"])] = randomJson(depth + 1);
    }
    return object;
  };
  const validRequest = (n: number) => request(id(n), pick(["ping", "tools/list", "prompts/list"]));
  return { random, int, pick, id, randomString, randomJson, validRequest };
}

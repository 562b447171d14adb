/**
 * Talking to a spawned server for the benchmark: the handshake timed from the
 * spawn, a request or tool call timed from just before it is written, and a
 * clean close. Both `main.ts` (the full benchmark) and `first_call.ts` (the
 * paired first-call runs) use these, so both measure the same way.
 *
 * @module
 */

import { INITIALIZE_PARAMS, type Message, RawServer } from "../support/server_process.ts";

/** Median and 95th percentile of a list of ms. */
export interface Latency {
  readonly p50: number;
  readonly p95: number;
  readonly n: number;
}

/** `ms` rounded to `digits` decimals. */
export function round(ms: number, digits = 2): number {
  return Number(ms.toFixed(digits));
}

/** The median and 95th percentile of `samples`. */
export function latency(samples: number[]): Latency {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { p50: round(at(0.5), 3), p95: round(at(0.95), 3), n: sorted.length };
}

/** The median of `samples`. */
export function median(samples: number[]): number {
  return latency(samples).p50;
}

/** An answer and how long it took, in ms from just before the request was written. */
export interface Timed {
  readonly ms: number;
  // deno-lint-ignore no-explicit-any -- the benchmark reads answers as loosely as a client does
  readonly result: any;
}

/** Sends a request and times its answer; a JSON-RPC error rejects. */
export async function timed(
  server: RawServer,
  method: string,
  params: Record<string, unknown> = {},
): Promise<Timed> {
  const start = performance.now();
  const message: Message = await server.request(method, params, 120_000);
  const ms = performance.now() - start;
  if (message.error !== undefined) {
    throw new Error(`${method} failed: ${JSON.stringify(message.error)}\n${server.stderr}`);
  }
  return { ms, result: message.result };
}

/** Calls a tool; a tool error (`isError`) rejects, so only answers are timed. */
export async function callTool(
  server: RawServer,
  name: string,
  args: Record<string, unknown>,
): Promise<Timed> {
  const answer = await timed(server, "tools/call", { name, arguments: args });
  if (answer.result?.isError) {
    throw new Error(`${name} ${JSON.stringify(args)}: ${answer.result.content?.[0]?.text}`);
  }
  return answer;
}

/** Ends a server's input and waits for it to exit (killed if it lingers). */
export async function close(server: RawServer): Promise<void> {
  await server.closeStdin();
  await server.finished(2000);
}

/**
 * Spawns a server and runs the handshake as a client does (`initialize`, the
 * `initialized` notification, `tools/list`, back to back); returns the times
 * from the spawn to the `initialize` and `tools/list` answers.
 */
export async function start(
  args: string[],
): Promise<{ server: RawServer; initialize: number; toolsList: number; tools: unknown }> {
  const server = new RawServer(args);
  await timed(server, "initialize", INITIALIZE_PARAMS);
  const initialize = performance.now() - server.spawnedAt;
  await server.notify("notifications/initialized");
  const list = await timed(server, "tools/list");
  const toolsList = performance.now() - server.spawnedAt;
  return { server, initialize, toolsList, tools: list.result };
}

/** The load average of the last minute, from `/proc/loadavg` (undefined where there is none). */
export async function loadAverage(): Promise<number | undefined> {
  try {
    const out = await new Deno.Command("cat", { args: ["/proc/loadavg"] }).output();
    const first = Number(new TextDecoder().decode(out.stdout).split(" ")[0]);
    return Number.isFinite(first) ? first : undefined;
  } catch {
    return undefined;
  }
}

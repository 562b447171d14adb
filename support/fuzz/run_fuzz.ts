/**
 * Runs the fuzzer against the real server, spawned with its production
 * command line from cwd `/` over a copy of the basic fixture plus a file of
 * hostile store lines. After every input a probe `tools/call` must be
 * answered with a valid result, every stdout line must be a JSON-RPC 2.0
 * message, and every input with a known right answer must get it (checked by
 * `expectation.ts`). A server that exits or stops answering is a crash: it is
 * counted and restarted.
 *
 * @module
 */

import { seededRandom } from "../seeded_random.ts";
import { jsonRpcLine, type Message, RawServer, serverArgs } from "../server_process.ts";
import { awaitedId, satisfies } from "./expectation.ts";
import { hostileStoreLines } from "./hostile.ts";
import { callText, type FuzzInput, line } from "./input_lines.ts";
import { generateInputs } from "./inputs.ts";
import { MODERN_META, modernInput, sessionInputs } from "./modern.ts";

/** The outcome of a run. */
export interface FuzzReport {
  readonly seed: number;
  /** The generated inputs sent (`count`). */
  readonly inputs: number;
  /** The session inputs sent between them on 2026-07-28 connections (`sessionInputs`, modern.ts). */
  readonly sessionInputs: number;
  readonly bytes: number;
  readonly categories: Record<string, number>;
  readonly processes: number;
  readonly crashes: number;
  readonly stdoutLines: number;
  readonly nonJsonRpcLines: number;
  readonly probeFailures: number;
  readonly wrongAnswers: number;
  /** The first few failures, for a human. */
  readonly failures: readonly string[];
  readonly seconds: number;
}

/** Options of {@link runFuzz}. */
export interface FuzzOptions {
  readonly seed?: number;
  readonly count?: number;
  /** The data directory the server is started on; a copy of the basic fixture by default. */
  readonly dataDir?: string;
  /** Inputs per server process before a fresh one is started (each starts uninitialised). */
  readonly perProcess?: number;
  /** How long one input may take to be answered before it counts as a hang. */
  readonly timeoutMs?: number;
  readonly progress?: (done: number, total: number) => void;
  /** The server entry point; this repository's `main.ts` by default. */
  readonly main?: string;
  /**
   * The protocol era of every connection: `legacy` (default) sends the
   * inputs as generated, on a connection no `initialize` opened; `modern`
   * opens each with a 2026-07-28 `server/discover` and an enveloped
   * `tools/list` (which pins the connection to that revision), and puts the
   * `_meta` envelope on every request that has room for it (`modern.ts`).
   */
  readonly era?: "legacy" | "modern";
}

/** On a 2026-07-28 connection, a session input follows every this many generated inputs. */
const SESSION_EVERY = 4;

/**
 * The inputs of a run: the generated ones, each as its era sends it, and on a
 * 2026-07-28 connection a session input (listen, discover, cancel, a burst of
 * listens; `sessionInputs`) after every {@link SESSION_EVERY}.
 */
function* runInputs(
  seed: number,
  count: number,
  modern: boolean,
): Generator<{ input: FuzzInput; session: boolean }> {
  const sessions = sessionInputs();
  let n = 0;
  for (const generated of generateInputs(seed, count)) {
    yield { input: modern ? modernInput(generated) : generated, session: false };
    if (modern && ++n % SESSION_EVERY === 0) yield { input: sessions.next().value!, session: true };
  }
}

/** How long after the probe's answer the answer to the input itself may still come. */
const ANSWER_GRACE_MS = 2000;

function repoFile(relative: string): string {
  return decodeURIComponent(new URL(`../../${relative}`, import.meta.url).pathname);
}

/**
 * A copy of the basic fixture store in a temp dir, plus `hostile.ndjson`:
 * seeded lines with hostile text and overflowing values (see {@link hostileStoreLines}).
 */
async function fixtureCopy(seed: number): Promise<string> {
  const dir = await Deno.makeTempDir({ prefix: "bloodwork-fuzz-" });
  const source = repoFile("tests/fixtures/basic");
  for await (const entry of Deno.readDir(source)) {
    if (entry.isFile) await Deno.copyFile(`${source}/${entry.name}`, `${dir}/${entry.name}`);
  }
  const lines = hostileStoreLines(seededRandom(seed ^ 0x5eed));
  await Deno.writeTextFile(`${dir}/hostile.ndjson`, `${lines.join("\n")}\n`);
  return dir;
}

/** The counts of a run's answers, kept while its servers' lines are read. */
interface Tally {
  stdoutLines: number;
  nonJsonRpc: number;
  probeFailures: number;
}

/**
 * Opens a 2026-07-28 connection: the probe, then a first enveloped request,
 * which pins the connection to 2026-07-28 (until then a message without the
 * envelope would open a 2025-era one instead); their answers are read past.
 */
async function openModern(
  server: RawServer,
  tally: Tally,
  fail: (text: string) => void,
): Promise<void> {
  for (const method of ["server/discover", "tools/list"]) {
    const answer = await server.request(method, { _meta: MODERN_META });
    if (!("result" in answer)) {
      fail(`${method} opening a 2026-07-28 connection got ${JSON.stringify(answer)}`);
    }
  }
  // Their answers are not the first input's: read past them.
  for (let text; (text = await server.nextLine(Date.now())) !== undefined;) {
    tally.stdoutLines++;
    if (jsonRpcLine(text) === undefined) tally.nonJsonRpc++;
  }
}

/**
 * Reads a server's lines after one input and its probe, until the probe is
 * answered and the input's own answer (if it expects one) is seen, or the
 * time is out; the input's replies go into `replies`. Returns whether the
 * server is still alive (it answered the probe).
 */
async function readAnswers(
  server: RawServer,
  probeId: string,
  expect: FuzzInput["expect"],
  timeoutMs: number,
  tally: Tally,
  fail: (text: string) => void,
  label: string,
  replies: Message[],
): Promise<boolean> {
  let probeOk = false;
  const wanted = awaitedId(expect);
  let wantedSeen = wanted === undefined;
  let deadline = Date.now() + timeoutMs;
  while (!(probeOk && wantedSeen)) {
    const text = await server.nextLine(deadline);
    // Answered the probe but never the input: a wrong answer, not a crash.
    if (text === undefined) return probeOk;
    tally.stdoutLines++;
    const m = jsonRpcLine(text);
    if (m === undefined) {
      tally.nonJsonRpc++;
      fail(`${label}: stdout line is not JSON-RPC: ${text.slice(0, 200)}`);
      continue;
    }
    if (m.id === probeId) {
      const result = m.result as { structuredContent?: { ok?: unknown } } | undefined;
      probeOk = result?.structuredContent?.ok === true;
      if (!probeOk) {
        tally.probeFailures++;
        fail(`${label}: probe answer ${text.slice(0, 200)}`);
        probeOk = true;
      }
      // Input errors are written before the probe is even read.
      if (wanted === null) wantedSeen = true;
      // The input's own answer may trail the probe's a little, not much.
      deadline = Math.min(deadline, Date.now() + ANSWER_GRACE_MS);
      continue;
    }
    // A log message (2025-era: the store's warnings at its first read) is no input's answer;
    // it may trail the probe's answer that caused it into the next input's replies.
    if (m.method === "notifications/message") continue;
    replies.push(m);
    if (wanted !== undefined && wanted !== null && m.id === wanted) wantedSeen = true;
  }
  return true;
}

/** Runs the fuzzer against fresh server processes and returns the report. */
export async function runFuzz(options: FuzzOptions = {}): Promise<FuzzReport> {
  const seed = options.seed ?? 20251202;
  const count = options.count ?? 10_000;
  const perProcess = options.perProcess ?? 2500;
  const timeoutMs = options.timeoutMs ?? 20_000;
  const main = options.main ?? repoFile("main.ts");
  const modern = options.era === "modern";
  const ownDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? await fixtureCopy(seed);
  const started = performance.now();
  const categoriesSeen: Record<string, number> = {};
  const failures: string[] = [];
  const fail = (text: string) => {
    if (failures.length < 20) failures.push(text);
  };
  const tally: Tally = { stdoutLines: 0, nonJsonRpc: 0, probeFailures: 0 };
  let processes = 0, crashes = 0;
  let wrongAnswers = 0, totalBytes = 0, done = 0, generatedDone = 0, sessionDone = 0;
  let server: RawServer | undefined;
  const stop = async (server: RawServer) => {
    await server.closeStdin();
    const status = await server.finished(5000);
    if (status.code !== 0) {
      crashes++;
      fail(`process ended with ${status.code} at end of input: ${server.stderr.slice(-2000)}`);
    }
  };
  let sinceStart = 0;

  try {
    for (const { input, session } of runInputs(seed, count, modern)) {
      if (!server || sinceStart >= perProcess) {
        if (server) await stop(server);
        server = new RawServer(serverArgs(dataDir, { script: main }));
        processes++;
        sinceStart = 0;
        if (modern) await openModern(server, tally, fail);
      }
      sinceStart++;
      done++;
      if (session) sessionDone++;
      else generatedDone++;
      categoriesSeen[input.category] = (categoriesSeen[input.category] ?? 0) + 1;
      totalBytes += input.bytes.length;
      const probeId = `probe-${done}`;
      const probe = line(
        modern
          ? JSON.stringify({
            jsonrpc: "2.0",
            id: probeId,
            method: "tools/call",
            params: { name: "list_markers", arguments: {}, _meta: MODERN_META },
          })
          : callText(probeId, "list_markers", "{}"),
      );
      const replies: Message[] = [];
      let alive = true;
      try {
        await server.write(input.bytes);
        await server.write(probe);
      } catch {
        alive = false;
      }
      if (alive) {
        const label = `#${done} ${input.category}`;
        alive = await readAnswers(
          server,
          probeId,
          input.expect,
          timeoutMs,
          tally,
          fail,
          label,
          replies,
        );
      }
      if (!alive) {
        crashes++;
        fail(
          `#${done} ${input.category}: the server stopped answering; ${server.stderr.slice(-2000)}`,
        );
        server.kill();
        await server.finished();
        server = undefined;
        continue;
      }
      if (!satisfies(input.expect, replies)) {
        wrongAnswers++;
        fail(
          `#${done} ${input.category}: expected ${JSON.stringify(input.expect)}, got ${
            JSON.stringify(replies).slice(0, 300)
          }`,
        );
      }
      options.progress?.(generatedDone, count);
    }
    if (server) {
      await stop(server);
      server = undefined;
    }
  } finally {
    if (server) {
      server.kill();
      await server.finished();
    }
    if (ownDir) await Deno.remove(dataDir, { recursive: true });
  }
  return {
    seed,
    inputs: generatedDone,
    sessionInputs: sessionDone,
    bytes: totalBytes,
    categories: categoriesSeen,
    processes,
    crashes,
    stdoutLines: tally.stdoutLines,
    nonJsonRpcLines: tally.nonJsonRpc,
    probeFailures: tally.probeFailures,
    wrongAnswers,
    failures,
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
}

/** Whether a report shows no failure of any kind. */
export function clean(report: FuzzReport): boolean {
  return report.crashes === 0 && report.nonJsonRpcLines === 0 && report.probeFailures === 0 &&
    report.wrongAnswers === 0;
}

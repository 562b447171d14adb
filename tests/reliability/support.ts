/**
 * Support for the reliability tests: the real server spawned with the
 * production flags from cwd `/`, driven by raw JSON-RPC lines, with every
 * stdout line recorded and checked to be JSON-RPC; temp data directories; and
 * the `check` CLI run under the same sandbox.
 *
 * @module
 */

import { jsonRpcLine } from "../../scripts/fuzz.ts";
import { readLines } from "../../scripts/read_lines.ts";
import { repoPath } from "../helpers.ts";

/** A JSON-RPC message as the tests read it. */
export type Message = Record<string, unknown>;

/** The production command line of `deno` for `main.ts` over `dataDir`, plus extra args. */
export function serverArgs(dataDir: string, extra: readonly string[] = []): string[] {
  return [
    "run",
    "--no-prompt",
    `--allow-read=${dataDir}`,
    repoPath("main.ts"),
    ...extra,
    "--data",
    dataDir,
  ];
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** A spawned server, talked to in raw lines. */
export class RawServer implements AsyncDisposable {
  readonly child: Deno.ChildProcess;
  /** Every stdout line so far. */
  readonly lines: string[] = [];
  /** Lines that were not JSON-RPC 2.0 messages. */
  readonly invalidLines: string[] = [];
  stderr = "";
  readonly #writer: WritableStreamDefaultWriter<Uint8Array>;
  readonly #pending = new Map<string, (message: Message) => void>();
  readonly #stdoutDone: Promise<void>;
  readonly #stderrDone: Promise<void>;
  #nextId = 1;
  /** When the stdout stream ended (performance.now()). */
  stdoutEndedAt: number | undefined;

  constructor(args: string[], options: { env?: Record<string, string> } = {}) {
    this.child = new Deno.Command(Deno.execPath(), {
      args,
      cwd: "/",
      stdin: "piped",
      stdout: "piped",
      stderr: "piped",
      ...(options.env ? { env: options.env } : {}),
    }).spawn();
    this.#writer = this.child.stdin.getWriter();
    this.#stdoutDone = this.#readStdout();
    this.#stderrDone = this.#readStderr();
  }

  async #readStderr(): Promise<void> {
    try {
      for await (const chunk of this.child.stderr) {
        this.stderr += decoder.decode(chunk, { stream: true });
      }
    } catch {
      // the process went away
    }
  }

  /** Starts the server on `dataDir` with the production flags. */
  static start(dataDir: string): RawServer {
    return new RawServer(serverArgs(dataDir));
  }

  async #readStdout(): Promise<void> {
    await readLines(this.child.stdout, (lines) => {
      for (const line of lines) this.#take(line);
    });
    this.stdoutEndedAt = performance.now();
  }

  #take(line: string): void {
    this.lines.push(line);
    const m = jsonRpcLine(line);
    if (m === undefined) {
      this.invalidLines.push(line);
      return;
    }
    if ("id" in m && !("method" in m)) {
      const key = JSON.stringify(m.id);
      const resolve = this.#pending.get(key);
      this.#pending.delete(key);
      resolve?.(m);
    }
  }

  /** Writes raw bytes or a line of text (a newline is added to text). */
  async write(data: string | Uint8Array): Promise<void> {
    await this.#writer.write(typeof data === "string" ? encoder.encode(`${data}\n`) : data);
  }

  /** Sends a request and resolves with its answer; rejects after `timeoutMs`. */
  async request(method: string, params?: unknown, timeoutMs = 30_000): Promise<Message> {
    const id = this.#nextId++;
    const answer = this.expect(id, timeoutMs);
    await this.write(JSON.stringify({ jsonrpc: "2.0", id, method, ...(params ? { params } : {}) }));
    return await answer;
  }

  /** Resolves with the answer carrying `id`; rejects after `timeoutMs`. */
  expect(id: string | number | null, timeoutMs = 30_000): Promise<Message> {
    const { promise, resolve, reject } = Promise.withResolvers<Message>();
    const timer = setTimeout(() => {
      this.#pending.delete(JSON.stringify(id));
      reject(new Error(`no answer to id ${JSON.stringify(id)} in ${timeoutMs} ms`));
    }, timeoutMs);
    this.#pending.set(JSON.stringify(id), (message) => {
      clearTimeout(timer);
      resolve(message);
    });
    return promise;
  }

  /** Sends a notification. */
  async notify(method: string, params?: unknown): Promise<void> {
    await this.write(JSON.stringify({ jsonrpc: "2.0", method, ...(params ? { params } : {}) }));
  }

  /** The usual handshake. */
  async initialize(): Promise<Message> {
    const answer = await this.request("initialize", {
      protocolVersion: "2025-06-18",
      capabilities: {},
      clientInfo: { name: "reliability", version: "1" },
    });
    await this.notify("notifications/initialized");
    return answer;
  }

  /** Calls a tool and returns `{isError, text, body}` of its result. */
  async call(name: string, args: Record<string, unknown> = {}): Promise<ToolReply> {
    const answer = await this.request("tools/call", { name, arguments: args });
    const result = answer.result as {
      isError?: boolean;
      content?: { text?: string }[];
      structuredContent?: unknown;
    } | undefined;
    if (!result) throw new Error(`tools/call ${name} failed: ${JSON.stringify(answer)}`);
    return {
      isError: result.isError === true,
      text: result.content?.map((c) => c.text ?? "").join("\n") ?? "",
      body: result.structuredContent,
    };
  }

  /** Closes stdin (end of input). */
  async closeStdin(): Promise<void> {
    await this.#writer.close().catch(() => {});
  }

  /** Waits for the process to end (killing it after `timeoutMs`) and for its output. */
  async finished(timeoutMs = 10_000): Promise<Deno.CommandStatus> {
    const timer = setTimeout(() => this.kill(), timeoutMs);
    const status = await this.child.status;
    clearTimeout(timer);
    await this.#stdoutDone;
    await this.#stderrDone;
    return status;
  }

  /** Kills the process if it still runs. */
  kill(signal: Deno.Signal = "SIGKILL"): void {
    try {
      this.child.kill(signal);
    } catch {
      // already gone
    }
  }

  async [Symbol.asyncDispose](): Promise<void> {
    await this.closeStdin();
    this.kill();
    await this.finished();
  }
}

/** A tool result as the tests read it. */
export interface ToolReply {
  readonly isError: boolean;
  readonly text: string;
  readonly body: unknown;
}

/** Reads a nested field of an unknown JSON value: `field(body, "error", "code")`. */
export function field(value: unknown, ...path: (string | number)[]): unknown {
  let at = value;
  for (const key of path) {
    if (at === null || typeof at !== "object") return undefined;
    at = (at as Record<string | number, unknown>)[key];
  }
  return at;
}

/** A fresh temp data directory holding the given files. */
export async function dataDir(files: Record<string, string | Uint8Array> = {}): Promise<string> {
  const dir = await Deno.makeTempDir({ prefix: "bloodwork-rel-" });
  for (const [name, content] of Object.entries(files)) {
    if (typeof content === "string") await Deno.writeTextFile(`${dir}/${name}`, content);
    else await Deno.writeFile(`${dir}/${name}`, content);
  }
  return dir;
}

/** One store line. */
export function record(code: string, date: string, value: number | string, extra = {}): string {
  return JSON.stringify({ code, date, value, ...extra });
}

/** Runs the CLI (`main.ts <command> --data DIR`) under the production sandbox. */
export async function runCli(
  dataDir: string,
  command: readonly string[],
  timeoutMs = 60_000,
): Promise<{ code: number; stdout: string; stderr: string; ms: number }> {
  const started = performance.now();
  const child = new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      "--no-prompt",
      `--allow-read=${dataDir}`,
      repoPath("main.ts"),
      ...command,
      "--data",
      dataDir,
    ],
    cwd: "/",
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
    env: { NO_COLOR: "1" },
  }).spawn();
  const timer = setTimeout(() => {
    try {
      child.kill("SIGKILL");
    } catch {
      // already gone
    }
  }, timeoutMs);
  const output = await child.output();
  clearTimeout(timer);
  return {
    code: output.code,
    stdout: decoder.decode(output.stdout),
    stderr: decoder.decode(output.stderr),
    ms: performance.now() - started,
  };
}

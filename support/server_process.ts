/**
 * Starting the real server the way Claude Desktop does, for the tests, the
 * fuzzer and the benchmark: its production command line (read access to the
 * data directory and nothing else), spawned with cwd `/`, and one raw
 * newline-delimited JSON-RPC client over its stdio that records every stdout
 * line and checks it is JSON-RPC. No SDK client sits in between, so what the
 * server writes is seen as it is. The CLI runs under the same command line.
 *
 * @module
 */

import { fileURLToPath } from "node:url";
import { serverCommand } from "../src/server_command.ts";
import { type CommandResult, runCommand } from "./command.ts";

const REPO_MAIN = fileURLToPath(new URL("../main.ts", import.meta.url));

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * Reads `stream` to its end. After every chunk, `onLines` gets the lines that
 * chunk completed (possibly none, without their `\n`); at the end it gets the
 * last, unterminated line, if there is one. A stream that fails because the
 * process went away ends like a stream that ends.
 */
export async function readLines(
  stream: ReadableStream<Uint8Array>,
  onLines: (lines: string[]) => void,
): Promise<void> {
  const decoder = new TextDecoder();
  let buffer = "";
  try {
    for await (const chunk of stream) {
      buffer += decoder.decode(chunk, { stream: true });
      const lines = buffer.split("\n");
      buffer = lines.pop()!;
      onLines(lines);
    }
  } catch {
    // The process went away: what was read so far is all there is.
  }
  if (buffer !== "") onLines([buffer]);
}

/** Whether a parsed stdout line is a JSON-RPC 2.0 message. */
export function isJsonRpcMessage(message: unknown): boolean {
  if (message === null || typeof message !== "object" || Array.isArray(message)) return false;
  const m = message as Record<string, unknown>;
  if (m.jsonrpc !== "2.0") return false;
  if (typeof m.method === "string") return true;
  if (!("id" in m)) return false;
  const idOk = typeof m.id === "string" || Number.isSafeInteger(m.id) || m.id === null;
  if ("result" in m) return idOk && !("error" in m) && m.id !== null;
  if ("error" in m) {
    const error = m.error as Record<string, unknown> | null;
    return idOk && error !== null && typeof error === "object" &&
      Number.isInteger(error.code) && typeof error.message === "string";
  }
  return false;
}

/** The JSON-RPC 2.0 message a stdout line holds, or `undefined` if it holds none. */
export function jsonRpcLine(line: string): Record<string, unknown> | undefined {
  let message: unknown;
  try {
    message = JSON.parse(line);
  } catch {
    return undefined;
  }
  return isJsonRpcMessage(message) ? message as Record<string, unknown> : undefined;
}

/** A JSON-RPC message as the tests read it. */
export type Message = Record<string, unknown>;

/** Options of {@link serverArgs}. */
export interface ServerArgsOptions {
  /** The entry point: this repository's `main.ts` by default (the benchmark passes the bundle). */
  readonly script?: string;
  /** The entry point's arguments before `--data` (a CLI command, say). */
  readonly extra?: readonly string[];
  /** Permission flags on top of the read access (a writer's `--allow-write=FILE`). */
  readonly permissions?: readonly string[];
}

/**
 * The production command line of `deno` over `dataDir` (`serverCommand`):
 * read access to it and nothing else, unless `permissions` adds some.
 */
export function serverArgs(dataDir: string, options: ServerArgsOptions = {}): string[] {
  return serverCommand({
    dataDir,
    script: options.script ?? REPO_MAIN,
    ...(options.extra ? { args: options.extra } : {}),
    ...(options.permissions ? { extraFlags: options.permissions } : {}),
  });
}

/**
 * Runs the CLI (`main.ts <command> --data DIR`, or `options.script`) under
 * the production command line from cwd `/`, killing it after `timeoutMs`.
 */
export async function runCli(
  dataDir: string,
  command: readonly string[],
  options: Omit<ServerArgsOptions, "extra"> & { readonly timeoutMs?: number } = {},
): Promise<CommandResult & { readonly ms: number }> {
  const started = performance.now();
  const result = await runCommand(Deno.execPath(), {
    args: serverArgs(dataDir, { ...options, extra: command }),
    cwd: "/",
    stdin: "null",
    env: { NO_COLOR: "1" },
    signal: AbortSignal.timeout(options.timeoutMs ?? 60_000),
  });
  return { ...result, ms: performance.now() - started };
}

/** The `initialize` parameters of every raw session. */
export const INITIALIZE_PARAMS = {
  protocolVersion: "2025-06-18",
  capabilities: {},
  clientInfo: { name: "bloodwork-tests", version: "1" },
};

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
  /** `performance.now()` just before the spawn. */
  readonly spawnedAt = performance.now();
  /** How many of {@link lines} {@link nextLine} has handed out. */
  #read = 0;
  #waiting: (() => void) | undefined;

  /**
   * `env` is added to this process's environment, or is the whole of it with
   * `clearEnv`. With `unreadStdout`, stdout is never read (a client that
   * ignores its answers), and {@link lines} stays empty.
   */
  constructor(
    args: string[],
    options: { env?: Record<string, string>; clearEnv?: boolean; unreadStdout?: boolean } = {},
  ) {
    this.child = new Deno.Command(Deno.execPath(), {
      args,
      cwd: "/",
      stdin: "piped",
      stdout: "piped",
      stderr: "piped",
      ...(options.env ? { env: options.env } : {}),
      ...(options.clearEnv ? { clearEnv: true } : {}),
    }).spawn();
    this.#writer = this.child.stdin.getWriter();
    this.#stdoutDone = options.unreadStdout
      ? this.child.status.then(() => this.child.stdout.cancel()).catch(() => {})
      : this.#readStdout();
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
      this.#waiting?.();
    });
    this.stdoutEndedAt = performance.now();
    this.#waiting?.();
  }

  /** The next stdout line not handed out yet; `undefined` at the end of output or after `deadline` (`Date.now()`). */
  async nextLine(deadline: number): Promise<string | undefined> {
    while (this.#read >= this.lines.length) {
      if (this.stdoutEndedAt !== undefined) return undefined;
      const left = deadline - Date.now();
      if (left <= 0) return undefined;
      const { promise, resolve } = Promise.withResolvers<void>();
      this.#waiting = resolve;
      const timer = setTimeout(resolve, left);
      await promise;
      clearTimeout(timer);
      this.#waiting = undefined;
    }
    return this.lines[this.#read++];
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
    const answer = await this.request("initialize", INITIALIZE_PARAMS);
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

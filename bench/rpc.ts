/**
 * A raw JSON-RPC client for the benchmark: it spawns a server process the way
 * Claude Desktop does (cwd `/`, stdio pipes), writes one request per line and
 * times each answer. No SDK client sits in between, so the figures are the
 * server's own.
 *
 * @module
 */

/** A JSON-RPC answer with how long it took, in ms since the request was written. */
export interface Timed {
  readonly ms: number;
  // deno-lint-ignore no-explicit-any -- the benchmark reads answers as loosely as a client does
  readonly result: any;
}

/** The memory figures of a running process, in kB, from `/proc/<pid>/status`. */
export interface Memory {
  readonly hwmKb: number;
  readonly rssKb: number;
}

/**
 * Reads VmHWM (peak resident set) and VmRSS of a process. Deno asks for full
 * access to read `/proc/<pid>/`, so the file is read by `cat` instead.
 */
export async function memoryOf(pid: number): Promise<Memory> {
  const out = await new Deno.Command("cat", { args: [`/proc/${pid}/status`] }).output();
  const status = new TextDecoder().decode(out.stdout);
  const field = (name: string) =>
    Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)?.[1]);
  return { hwmKb: field("VmHWM"), rssKb: field("VmRSS") };
}

/** A spawned server spoken to over stdio. */
export class RpcProcess {
  readonly pid: number;
  /** `performance.now()` just before the spawn. */
  readonly spawnedAt: number;
  readonly #child: Deno.ChildProcess;
  readonly #writer: WritableStreamDefaultWriter<Uint8Array>;
  readonly #pending = new Map<number, (message: Record<string, unknown>) => void>();
  readonly #encoder = new TextEncoder();
  #nextId = 1;
  #stderr = "";
  readonly #done: Promise<void>;

  constructor(command: string, args: readonly string[]) {
    this.spawnedAt = performance.now();
    this.#child = new Deno.Command(command, {
      args: [...args],
      cwd: "/",
      stdin: "piped",
      stdout: "piped",
      stderr: "piped",
    }).spawn();
    this.pid = this.#child.pid;
    this.#writer = this.#child.stdin.getWriter();
    this.#done = Promise.all([this.#readStdout(), this.#readStderr()]).then(() => {});
  }

  async #readStdout(): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = "";
    for await (const chunk of this.#child.stdout) {
      buffer += decoder.decode(chunk, { stream: true });
      let newline = buffer.indexOf("\n");
      while (newline >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 1);
        newline = buffer.indexOf("\n");
        if (line.trim() === "") continue;
        const message = JSON.parse(line) as Record<string, unknown>;
        const resolve = typeof message.id === "number" ? this.#pending.get(message.id) : undefined;
        if (resolve) {
          this.#pending.delete(message.id as number);
          resolve(message);
        }
      }
    }
  }

  async #readStderr(): Promise<void> {
    const decoder = new TextDecoder();
    for await (const chunk of this.#child.stderr) {
      this.#stderr = (this.#stderr + decoder.decode(chunk, { stream: true })).slice(-8000);
    }
  }

  /** What the server wrote on stderr (the last few kB). */
  get stderr(): string {
    return this.#stderr;
  }

  async #write(message: Record<string, unknown>): Promise<void> {
    await this.#writer.write(this.#encoder.encode(`${JSON.stringify(message)}\n`));
  }

  /** Sends a request and resolves with its result; a JSON-RPC error rejects. */
  async request(method: string, params: Record<string, unknown> = {}): Promise<Timed> {
    const id = this.#nextId++;
    const answered = new Promise<Record<string, unknown>>((resolve) => {
      this.#pending.set(id, resolve);
    });
    const start = performance.now();
    await this.#write({ jsonrpc: "2.0", id, method, params });
    const message = await answered;
    const ms = performance.now() - start;
    if (message.error !== undefined) {
      throw new Error(`${method} failed: ${JSON.stringify(message.error)}\n${this.#stderr}`);
    }
    return { ms, result: message.result };
  }

  /** Sends a notification. */
  async notify(method: string, params: Record<string, unknown> = {}): Promise<void> {
    await this.#write({ jsonrpc: "2.0", method, params });
  }

  /** Calls a tool; a tool error (`isError`) rejects, so only answers are timed. */
  async callTool(name: string, args: Record<string, unknown>): Promise<Timed> {
    const answer = await this.request("tools/call", { name, arguments: args });
    if (answer.result?.isError) {
      throw new Error(`${name} ${JSON.stringify(args)}: ${answer.result.content?.[0]?.text}`);
    }
    return answer;
  }

  /** The memory figures of the process now. */
  memory(): Promise<Memory> {
    return memoryOf(this.pid);
  }

  /** Closes stdin and waits for the exit; kills the process if it lingers. */
  async close(): Promise<void> {
    await this.#writer.close().catch(() => {});
    const timer = setTimeout(() => {
      try {
        this.#child.kill("SIGKILL");
      } catch { /* already gone */ }
    }, 2000);
    await this.#child.status;
    clearTimeout(timer);
    await this.#done;
  }
}

/** The `initialize` request of every session. */
export const INITIALIZE = {
  protocolVersion: "2025-06-18",
  capabilities: {},
  clientInfo: { name: "bloodwork-bench", version: "1" },
};

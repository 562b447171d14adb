/**
 * Helpers of the install end-to-end tests: running a `deno task` exactly as
 * its deno.json line says (under a temp HOME, with the real Deno cache), an
 * MCP stdio transport that starts a server with exactly the environment it
 * is given (as Claude Desktop does), and small fixtures.
 *
 * @module
 */

import { fileURLToPath } from "node:url";
import {
  deserializeMessage,
  type JSONRPCMessage,
  serializeMessage,
  type Transport,
} from "@modelcontextprotocol/client";
import { type CommandResult, runCommand } from "../../support/command.ts";
import { readLines } from "../../support/server_process.ts";

/** The repository root. */
export const REPO = fileURLToPath(new URL("../../", import.meta.url)).replace(/[\\/]$/, "");

/** A minimal PATH, like the one Claude Desktop gives its servers. */
export const DESKTOP_PATH = "/usr/bin:/bin:/usr/sbin:/sbin";

let cachedDenoDir: string | undefined;

/** The Deno cache in use, so a task run under a temp HOME needs no download. */
export async function denoDir(): Promise<string> {
  if (cachedDenoDir !== undefined) return cachedDenoDir;
  const fromEnv = Deno.env.get("DENO_DIR");
  if (fromEnv) return cachedDenoDir = fromEnv;
  const output = await new Deno.Command(Deno.execPath(), {
    args: ["info", "--json"],
    stdout: "piped",
  }).output();
  return cachedDenoDir =
    (JSON.parse(new TextDecoder().decode(output.stdout)) as { denoDir: string }).denoDir;
}

/** The npm cache of the user running the tests. */
export function npmCache(): string {
  return Deno.env.get("npm_config_cache") ?? `${Deno.env.get("HOME") ?? ""}/.npm`;
}

/** Options of `runTask()`. */
export interface TaskRun {
  /** HOME for the task (a temp dir). */
  readonly home: string;
  /** The directory the task is started from (its INIT_CWD). Default: the repository. */
  readonly cwd?: string;
  /** More environment variables. */
  readonly env?: Record<string, string>;
}

/**
 * Runs `deno task <task> <args>` with the repository's deno.json, so the
 * task's own permission line applies, in an environment of only HOME, PATH,
 * DENO_DIR and `run.env`.
 */
export async function runTask(
  task: string,
  args: readonly string[],
  run: TaskRun,
): Promise<CommandResult> {
  return await runCommand(Deno.execPath(), {
    args: ["task", "--quiet", "--config", `${REPO}/deno.json`, task, ...args],
    cwd: run.cwd ?? REPO,
    clearEnv: true,
    env: {
      HOME: run.home,
      PATH: Deno.env.get("PATH") ?? DESKTOP_PATH,
      DENO_DIR: await denoDir(),
      // The real npm cache, so npx under the temp HOME does not fetch the mcpb CLI again.
      npm_config_cache: npmCache(),
      NO_COLOR: "1",
      ...run.env,
    },
    stdin: "null",
  });
}

/** A fresh temp directory, its real path. */
export async function tempDir(prefix = "bloodwork-install-"): Promise<string> {
  return await Deno.realPath(await Deno.makeTempDir({ prefix }));
}

/** What a server process is started with, as a Claude Desktop entry says. */
export interface ServerLaunch {
  readonly command: string;
  readonly args: readonly string[];
  readonly cwd: string;
  /** The whole environment: nothing is inherited. */
  readonly env: Record<string, string>;
}

/**
 * An MCP stdio client transport that starts the server with exactly the
 * given environment. (The SDK's own stdio transport adds variables such as
 * SHELL and TERM from the test process.)
 */
export class ExactStdioTransport implements Transport {
  onclose?: (() => void) | undefined;
  onerror?: ((error: Error) => void) | undefined;
  onmessage?: ((message: JSONRPCMessage) => void) | undefined;
  readonly #launch: ServerLaunch;
  #child: Deno.ChildProcess | undefined;
  #writer?: WritableStreamDefaultWriter<Uint8Array>;
  #stderr: Promise<string> = Promise.resolve("");
  #reading: Promise<void> = Promise.resolve();

  constructor(launch: ServerLaunch) {
    this.#launch = launch;
  }

  /** Everything the server wrote to stderr, once it has exited. */
  stderr(): Promise<string> {
    return this.#stderr;
  }

  start(): Promise<void> {
    const child = new Deno.Command(this.#launch.command, {
      args: [...this.#launch.args],
      cwd: this.#launch.cwd,
      clearEnv: true,
      env: this.#launch.env,
      stdin: "piped",
      stdout: "piped",
      stderr: "piped",
    }).spawn();
    this.#child = child;
    this.#writer = child.stdin.getWriter();
    this.#stderr = new Response(child.stderr).text();
    this.#reading = readLines(child.stdout, (lines) => this.#take(lines));
    return Promise.resolve();
  }

  #take(lines: readonly string[]): void {
    for (const raw of lines) {
      const line = raw.replace(/\r$/, "");
      if (line === "") continue;
      try {
        this.onmessage?.(deserializeMessage(line));
      } catch (error) {
        this.onerror?.(
          new Error(
            `Not JSON-RPC on stdout: ${JSON.stringify(line)} (${(error as Error).message})`,
          ),
        );
      }
    }
  }

  async send(message: JSONRPCMessage): Promise<void> {
    if (!this.#writer) throw new Error("The transport is not started");
    await this.#writer.write(new TextEncoder().encode(serializeMessage(message)));
  }

  async close(): Promise<void> {
    const child = this.#child;
    if (!child) return;
    this.#child = undefined;
    await this.#writer?.close().catch(() => {});
    const timer = setTimeout(() => child.kill(), 5_000);
    await child.status;
    clearTimeout(timer);
    await this.#reading;
    this.onclose?.();
  }
}

/** Writes a shell script that answers `--version` like a compiled server baked for `dataDir`. */
export async function fakeServerBinary(
  path: string,
  firstLine: string,
  dataDir?: string,
): Promise<string> {
  const data = dataDir === undefined ? "" : `echo 'data: ${dataDir}'\n`;
  await Deno.writeTextFile(path, `#!/bin/sh\necho '${firstLine}'\n${data}`);
  await Deno.chmod(path, 0o755);
  return path;
}

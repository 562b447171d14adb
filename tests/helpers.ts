/**
 * Shared test helpers (the plain ones, which load nothing of the product, are
 * `plain_helpers.ts`'s): an in-process v2 client over
 * `InMemoryTransport`, the CLI run in process as `main.ts` runs it, and what the v2 client's stdio transport needs to
 * spawn the server (its command line is `support/server_process.ts`'s).
 * Both clients use the default (legacy) version negotiation: they open with a
 * 2025-11-25 `initialize`, as the v1 client did (see docs/mcp_line.md).
 *
 * @module
 */

import { Client, InMemoryTransport } from "@modelcontextprotocol/client";
import type { StdioServerParameters } from "@modelcontextprotocol/client/stdio";
import { parseArgs } from "../src/cli/cli_args.ts";
import { runCli } from "../src/cli/run.ts";
import { invocation } from "../src/cli/usage.ts";
import { createServer } from "../src/server.ts";
import { VERSION } from "../src/version.ts";
import { builtinLayer } from "../src/store/builtin.ts";
import { ResultStore } from "../src/store/store.ts";
import { serverArgs } from "../support/server_process.ts";
import { childEnv, repoPath } from "./plain_helpers.ts";

/** The revision the in-process tests exercise: the 2025-era `initialize` handshake. */
export const LEGACY_REVISION = "2025-11-25";

/**
 * A client connected in-process to a server over `dataDir`, on
 * {@link LEGACY_REVISION} (the v2 client's default negotiation). Throws if the
 * client negotiated anything else, so no in-process test silently moves to
 * another protocol revision with an SDK update.
 */
export async function connectInProcess(dataDir: string): Promise<Client & AsyncDisposable> {
  const store = new ResultStore(dataDir, builtinLayer());
  const server = createServer({ snapshot: () => store.snapshot(), version: "test" });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const client = new Client({ name: "bloodwork-test", version: "1" });
  await server.connect(serverSide);
  await client.connect(clientSide);
  const negotiated = client.getNegotiatedProtocolVersion();
  if (negotiated !== LEGACY_REVISION) {
    await client.close();
    await server.close();
    throw new Error(`The in-process client negotiated ${negotiated}, not ${LEGACY_REVISION}`);
  }
  return Object.assign(client, {
    [Symbol.asyncDispose]: async () => {
      await client.close();
      await server.close();
    },
  });
}

/**
 * The SDK's `StdioClientTransport` parameters for the real server on
 * `dataDir`: the production command line from cwd `/`, stderr piped. The
 * transport adds its default environment to {@link childEnv}'s.
 */
export function stdioServer(dataDir: string): StdioServerParameters {
  return {
    command: Deno.execPath(),
    args: serverArgs(dataDir),
    cwd: "/",
    env: childEnv(),
    stderr: "pipe",
  };
}

/** A tool result as tests look at it. */
export interface ToolAnswer {
  readonly isError: boolean;
  readonly text: string;
  // deno-lint-ignore no-explicit-any -- tests read the JSON body as loosely as a model does
  readonly body: any;
}

/** Calls a tool and returns its error flag, text and structured body. */
export async function call(
  client: Client,
  name: string,
  args: Record<string, unknown> = {},
): Promise<ToolAnswer> {
  const result = await client.callTool({ name, arguments: args }) as {
    isError?: boolean;
    content?: { type: string; text?: string }[];
    structuredContent?: unknown;
  };
  return {
    isError: result.isError === true,
    text: result.content?.[0]?.text ?? "",
    body: result.structuredContent,
  };
}

/** What a CLI command printed and returned, as `runCli` of `support/server_process.ts` gives it. */
export interface CliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Runs the CLI command `command` over `dataDir` in this process, as `main.ts`
 * does for `main.ts <command> --data <dataDir>` without a terminal (no
 * colour): the same arguments, the same `runCli`, every printed text followed
 * by a newline as `console.log` ends it. For tests whose subject is what the
 * CLI prints; a test of the process itself (its sandbox, its exit) spawns it
 * with `support/server_process.ts`'s `runCli`.
 */
export async function runCliInProcess(
  dataDir: string,
  command: readonly string[],
): Promise<CliRun> {
  const args = parseArgs([...command, "--data", dataDir], repoPath("data"));
  if (args.kind === "serve") throw new Error("runCliInProcess runs CLI commands, not the server");
  let stdout = "", stderr = "";
  const code = await runCli(args, {
    stdout: (text) => (stdout += `${text}\n`),
    stderr: (text) => (stderr += `${text}\n`),
    colour: false,
    version: VERSION,
    program: invocation(Deno.execPath(), new URL("../main.ts", import.meta.url).href),
  });
  return { code, stdout, stderr };
}

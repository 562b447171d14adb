/**
 * Serving the MCP server on stdio, the way Claude Desktop starts it. stdout
 * carries JSON-RPC only; every log line goes to stderr. The store is read
 * lazily, on the first tool call, so `initialize` is answered at once. A
 * broken `markers.yaml` stops the start (exit 1): a dictionary that silently
 * mis-resolves names is worse than none. The SDK's `serveStdio` picks the
 * protocol era from the client's first message (2025-era `initialize` or a
 * 2026-07-28 request) and builds one server for it; the wire under it is our
 * transport ({@link LineTransport}), which
 * answers malformed input with JSON-RPC errors instead of dropping it, and
 * bounds the length of a line, so no input can crash or stall the server.
 *
 * @module
 */

import { serveStdio as serveMcpStdio } from "@modelcontextprotocol/server/stdio";
import { createServer } from "./server.ts";
import { builtinLayer } from "./store/builtin.ts";
import { DictionaryFileError } from "./store/dictionary_file.ts";
import { ResultStore } from "./store/store.ts";
import { LineTransport } from "./transport.ts";

/** Writes one log line to stderr. */
export function log(message: string): void {
  console.error(`bloodwork-mcp: ${message}`);
}

async function dataDirWarning(dataDir: string): Promise<string | undefined> {
  try {
    const info = await Deno.stat(dataDir);
    return info.isDirectory ? undefined : `data directory "${dataDir}" is not a directory`;
  } catch (error) {
    const reason = error instanceof Deno.errors.NotFound ? "does not exist" : "cannot be read";
    return `data directory "${dataDir}" ${reason}; every tool will answer store_unreadable until it is fixed`;
  }
}

/**
 * Starts the server on stdin/stdout and resolves when the client goes away.
 * Returns the process exit code.
 */
export async function serveStdio(dataDir: string, version: string): Promise<number> {
  const store = new ResultStore(dataDir, builtinLayer());
  try {
    await store.checkDictionary();
  } catch (error) {
    if (!(error instanceof DictionaryFileError)) throw error;
    log(
      `${error.message}. Fix the file and restart; the server does not start on a broken dictionary`,
    );
    return 1;
  }
  const warning = await dataDirWarning(dataDir);
  if (warning) log(warning);
  const stdout = Deno.stdout.writable.getWriter();
  const transport = new LineTransport(Deno.stdin.readable, (bytes) => stdout.write(bytes), {
    log,
  });
  // The handshake is answered first; the dictionary is built while the client lists tools.
  // A modern connection has no handshake: its first request starts the build, lazily.
  const connection = serveMcpStdio(({ era }) => {
    const server = createServer({ snapshot: () => store.snapshot(), version, log }, era);
    server.server.oninitialized = () => store.prepare();
    return server;
  }, { transport, onerror: (error) => log(`protocol: ${error.message}`) });
  log(`serving "${dataDir}" on stdio (version ${version})`);
  // The client closing stdin ends the transport; a termination signal ends it too.
  const stop = () => void connection.close();
  Deno.addSignalListener("SIGTERM", stop);
  Deno.addSignalListener("SIGINT", stop);
  await transport.ended;
  Deno.removeSignalListener("SIGTERM", stop);
  Deno.removeSignalListener("SIGINT", stop);
  return 0;
}

/**
 * Serving the MCP server on stdio, the way Claude Desktop starts it. stdout
 * carries JSON-RPC only; every log line goes to stderr. The store is read
 * lazily, on the first tool call, so `initialize` is answered at once. A
 * broken `markers.yaml` stops the start (exit 1): a dictionary that silently
 * mis-resolves names is worse than none. The transport ({@link LineTransport})
 * answers malformed input with JSON-RPC errors instead of dropping it, and
 * bounds the length of a line, so no input can crash or stall the server.
 *
 * @module
 */

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
  const server = createServer({ snapshot: () => store.snapshot(), version });
  const closed = Promise.withResolvers<void>();
  server.server.onclose = () => closed.resolve();
  // The handshake is answered first; the dictionary is built while the client lists tools.
  server.server.oninitialized = () => store.prepare();
  const stdout = Deno.stdout.writable.getWriter();
  const transport = new LineTransport(Deno.stdin.readable, (bytes) => stdout.write(bytes), {
    log,
  });
  await server.connect(transport);
  log(`serving "${dataDir}" on stdio (version ${version})`);
  // The client closing stdin ends the transport; a termination signal ends it too.
  const stop = () => void server.close();
  Deno.addSignalListener("SIGTERM", stop);
  Deno.addSignalListener("SIGINT", stop);
  await closed.promise;
  Deno.removeSignalListener("SIGTERM", stop);
  Deno.removeSignalListener("SIGINT", stop);
  return 0;
}

/**
 * Serving the MCP server on stdio, the way Claude Desktop starts it. stdout
 * carries JSON-RPC only; every log line goes to stderr. The store is read
 * once the client says it is initialized, so `initialize` is answered at once
 * and the first tool call finds the store read, or joins the read under way. A
 * broken `markers.yaml` stops the start (exit 1): a dictionary that silently
 * mis-resolves names is worse than none. A data folder this process cannot
 * read does not stop it: the start-up check (`startup_check.ts`) says why
 * and what to do in one stderr line, and every call says it again until the
 * folder can be read. The SDK's `serveStdio` picks the
 * protocol era from the client's first message (2025-era `initialize` or a
 * 2026-07-28 request) and builds one server for it; the wire under it is our
 * transport ({@link LineTransport}), which
 * answers malformed input with JSON-RPC errors instead of dropping it, and
 * bounds the length of a line, so no input can crash or stall the server.
 *
 * @module
 */

import { serveStdio as serveMcpStdio } from "@modelcontextprotocol/server/stdio";
import { z } from "zod";
import { getTrend } from "./domain/answers/queries.ts";
import type { ResultsView } from "./domain/answers/results_view.ts";
import { createServer } from "./server.ts";
import { builtinLayer } from "./store/builtin.ts";
import { DictionaryFileError } from "./store/dictionary_file.ts";
import { ResultStore } from "./store/store.ts";
import { trendTextForModel } from "./tools/model_text.ts";
import { trendOutput } from "./tools/shapes.ts";
import { LineTransport } from "./transport.ts";
import { checkDataFolder, problemError, problemLine } from "./startup_check.ts";

/** Writes one log line to stderr. */
function log(message: string): void {
  console.error(`bloodwork-mcp: ${message}`);
}

/**
 * Waits one turn of the event loop (a request that came in meanwhile is taken
 * up), then says whether the server is still idle: no call has asked since.
 */
async function stillIdle(asked: () => boolean): Promise<boolean> {
  await new Promise((done) => setTimeout(done, 0));
  return !asked();
}

/**
 * Runs the trend query of the marker with the most readings once, its text
 * and its output check too, and drops the answer: the code of a first call
 * then runs compiled, and the series' aggregates are built. Each step waits
 * for a turn of the event loop and stops once `asked()` (a call came in), so
 * a call that arrives while it runs waits for one step at most. A failure
 * here is not reported.
 */
async function rehearse(view: ResultsView, asked: () => boolean): Promise<void> {
  try {
    const code = view.codes().reduce(
      (best, c) => (view.readings(c).length > view.readings(best).length ? c : best),
    );
    if (!await stillIdle(asked)) return;
    const outcome = getTrend(view, code);
    if (!outcome.ok) return;
    if (!await stillIdle(asked)) return;
    trendTextForModel(outcome.value);
    if (!await stillIdle(asked)) return;
    z.object(trendOutput).safeParse({ ok: true, ...outcome.value });
  } catch {
    // An empty store, or a query that fails: the first real call says why.
  }
}

/**
 * Starts the server on stdin/stdout and resolves when the client goes away.
 * Returns the process exit code.
 */
export async function serveStdio(dataDir: string, version: string): Promise<number> {
  const store = new ResultStore(dataDir, builtinLayer(), {}, { onIndexNote: log });
  try {
    await store.checkDictionary();
  } catch (error) {
    if (!(error instanceof DictionaryFileError)) throw error;
    log(
      `${error.message}. Fix the file and restart; the server does not start on a broken dictionary`,
    );
    return 1;
  }
  // A folder that cannot be read is said once here, and by every call until it can be read.
  let check = checkDataFolder(dataDir);
  if (check.problem) log(problemLine(dataDir, check.problem));
  if (check.note) log(check.note);
  let asked = false;
  const snapshot = () => {
    asked = true;
    if (check.problem) check = checkDataFolder(dataDir);
    return check.problem ? Promise.reject(problemError(dataDir, check.problem)) : store.snapshot();
  };
  const stdout = Deno.stdout.writable.getWriter();
  const transport = new LineTransport(Deno.stdin.readable, (bytes) => stdout.write(bytes), {
    log,
  });
  // The handshake is answered first; then the dictionary is built and the store read while the
  // client lists tools and waits for its user (see docs/performance.md). A modern connection has
  // no handshake: its first request reads the store, lazily.
  const connection = serveMcpStdio(({ era }) => {
    const server = createServer({ snapshot, version, log }, era);
    server.server.oninitialized = () =>
      void store.warm().then((view) => {
        if (view && !asked) return rehearse(view, () => asked);
      });
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

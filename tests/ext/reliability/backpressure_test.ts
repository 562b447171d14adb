/**
 * Guards the transport's backpressure on the real server (production flags,
 * cwd `/`): a client that sends 15,000 requests and never reads an answer
 * makes the server stop reading, so its memory stays bounded. It watches the
 * process for 8 s by design, so it runs in `deno task test:ext`.
 *
 * @module
 */

import assert from "node:assert/strict";
import { fixtureDataDir } from "../../plain_helpers.ts";
import { INITIALIZE_PARAMS, RawServer, serverArgs } from "../../../support/server_process.ts";

/** The resident memory of a process in MB, from /proc (Linux only). */
async function rssMb(pid: number): Promise<number> {
  const status = await Deno.readTextFile(`/proc/${pid}/status`).catch(() => "");
  const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

Deno.test({
  name: "15,000 requests whose answers are not read keep the server's memory bounded",
  ignore: Deno.build.os !== "linux",
  async fn() {
    const dir = await fixtureDataDir("basic");
    // The client never reads its answers.
    await using server = new RawServer(serverArgs(dir), { unreadStdout: true });
    let written = 0;
    const writing = (async () => {
      await server.write(
        JSON.stringify({ jsonrpc: "2.0", id: 0, method: "initialize", params: INITIALIZE_PARAMS }),
      );
      await server.notify("notifications/initialized");
      for (let start = 1; start <= 15_000; start += 500) {
        const lines = Array.from(
          { length: 500 },
          (_, i) => `{"jsonrpc":"2.0","id":${start + i},"method":"tools/list"}`,
        );
        await server.write(lines.join("\n"));
        written = start + 499;
      }
    })().catch(() => {});
    let peak = 0, writtenAtSettle = 0;
    for (let i = 1; i <= 32; i++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      peak = Math.max(peak, await rssMb(server.child.pid));
      if (i === 16) writtenAtSettle = written;
    }
    server.kill();
    await server.finished();
    await writing;
    assert.equal(written, writtenAtSettle, "the server stopped reading requests");
    assert.ok(written < 5_000, `${written} requests written before the server stopped reading`);
    assert.ok(peak < 150, `peak RSS ${peak.toFixed(0)} MB`);
  },
});

/**
 * The one-file server bundle (`deno task build:server`: what the compiled
 * binary and `deno task desktop --deno` run), built afresh and driven like
 * `main.ts` in `e2e_test.ts`: production flags, cwd `/`. A bundle can fail
 * where the sources work (the bundler orders and wraps modules its own
 * way: once zod's schemas ran before zod was initialised, and the bundle
 * answered nothing), so this runs the built file itself: the handshake, a
 * tool, the view's HTML unpacked, and a CLI command.
 *
 * @module
 */

import assert from "node:assert/strict";
import { join } from "node:path";
import { buildServerBundle } from "../scripts/build_server.ts";
import { RawServer, runCli, serverArgs } from "../support/server_process.ts";
import { fixtureDataDir } from "./plain_helpers.ts";
import { TREND_VIEW_URI } from "../src/resources/trend_view_link.ts";

const dataDir = await fixtureDataDir("basic");

Deno.test("the built bundle serves: handshake, a tool, the view, and the CLI", async () => {
  const dir = await Deno.makeTempDir({ prefix: "bloodwork-bundle-" });
  try {
    const script = await buildServerBundle(join(dir, "server.js"));
    await using server = new RawServer(serverArgs(dataDir, { script }));
    const handshake = await server.initialize();
    assert.equal(
      (handshake.result as { serverInfo?: { name?: string } }).serverInfo?.name,
      "bloodwork-mcp",
      server.stderr,
    );
    const trend = await server.call("get_trend", { marker: "ferrytyna" });
    assert.equal(trend.isError, false, trend.text);
    assert.equal((trend.body as { series: { points: unknown[] }[] }).series[0]!.points.length, 3);
    const view = await server.request("resources/read", { uri: TREND_VIEW_URI });
    const text = (view.result as { contents: { text: string }[] }).contents[0]!.text;
    assert.match(text, /^<!doctype html>/);
    assert.match(text, /<\/html>\n$/);
    assert.doesNotMatch(server.stderr, /error|uncaught/i);

    const cli = await runCli(dataDir, ["markers"], { script });
    assert.equal(cli.code, 0, cli.stderr);
    assert.match(cli.stdout, /FERR/);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

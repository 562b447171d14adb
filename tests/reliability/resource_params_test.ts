/**
 * Resource requests with hostile URIs against the real server, started as
 * Claude Desktop starts it (see docs/reliability.md): a URI that does not
 * parse is invalid params (`-32602`), not an internal error (`-32603`), and
 * a very long URI is refused with a short error instead of being echoed whole
 * by `resources/read` and `completion/complete`.
 *
 * @module
 */

import assert from "node:assert/strict";
import { fixtureDataDir } from "../plain_helpers.ts";
import { type Message, RawServer } from "../../support/server_process.ts";

function errorOf(reply: Message): { code: number; message: string } {
  const error = reply.error as { code: number; message: string } | undefined;
  assert.ok(error, `expected an error, got ${JSON.stringify(reply).slice(0, 200)}`);
  return error;
}

Deno.test("resources/read of a URI that does not parse is invalid params, and the server goes on", async () => {
  await using server = RawServer.start(await fixtureDataDir("store/basic"));
  await server.initialize();
  for (const uri of ["not a uri", "", "::::", "bloodwork:/%"]) {
    const error = errorOf(await server.request("resources/read", { uri }));
    assert.equal(error.code, -32602, `${JSON.stringify(uri)}: ${error.message}`);
  }
  const markers = await server.request("resources/read", { uri: "bloodwork://markers" });
  assert.ok(markers.result, JSON.stringify(markers).slice(0, 200));
});

Deno.test("a 1 MB resource URI gets a short error from resources/read and completion/complete", async () => {
  await using server = RawServer.start(await fixtureDataDir("store/basic"));
  await server.initialize();
  const uri = `bloodwork://${"x".repeat(1_000_000)}`;
  const read = errorOf(await server.request("resources/read", { uri }));
  assert.equal(read.code, -32602);
  assert.ok(read.message.length < 300, `${read.message.length} characters`);
  const complete = errorOf(
    await server.request("completion/complete", {
      ref: { type: "ref/resource", uri },
      argument: { name: "x", value: "" },
    }),
  );
  assert.equal(complete.code, -32602);
  assert.ok(complete.message.length < 300, `${complete.message.length} characters`);
});

/**
 * The start-up check of the data folder, through the real server under its
 * production command line from cwd `/`: a folder whose name has a comma
 * (which `--allow-read=` splits) and a folder that is gone each give one
 * plain line on stderr, and the first tool call answers `store_unreadable`
 * with the same advice; the server stays up. A folder granted alone starts
 * with no complaint.
 *
 * @module
 */

import assert from "node:assert/strict";
import { join } from "node:path";
import { RawServer, serverArgs } from "../../support/server_process.ts";
import { tempDir } from "./helpers.ts";

/** The stderr lines of the start-up check. */
function checkLines(stderr: string): string[] {
  return stderr.split("\n").filter((line) => line.includes("cannot read the data folder"));
}

async function firstCall(dir: string) {
  await using server = new RawServer(serverArgs(dir));
  await server.initialize();
  const reply = await server.call("get_trend", { marker: "ferritin" });
  const ping = await server.request("ping");
  return { reply, ping, stderr: server.stderr };
}

Deno.test("a folder with a comma: one stderr line and a first call that say to rename it", async () => {
  const root = await tempDir();
  try {
    const dir = join(root, "wyniki,krew");
    await Deno.mkdir(dir);
    await Deno.writeTextFile(
      join(dir, "a.ndjson"),
      '{"code":"FERR","date":"2024-01-01","value":50}\n',
    );
    const { reply, ping, stderr } = await firstCall(dir);
    assert.deepEqual(ping.result, {}, "the server stays up");
    const lines = checkLines(stderr);
    assert.equal(lines.length, 1, stderr);
    assert.match(lines[0]!, /path has a comma.*Rename the folder .*without a comma/);
    assert.equal(reply.isError, true);
    assert.match(reply.text, /store_unreadable.*path has a comma.*Rename the folder/);
  } finally {
    await Deno.remove(root, { recursive: true });
  }
});

Deno.test("a folder that is gone: one stderr line and a first call that say it moved", async () => {
  const root = await tempDir();
  try {
    const dir = join(root, "moved-away");
    const { reply, stderr } = await firstCall(dir);
    const lines = checkLines(stderr);
    assert.equal(lines.length, 1, stderr);
    assert.match(
      lines[0]!,
      /"[^"]*moved-away": it does not exist\. It was moved, renamed or deleted/,
    );
    assert.equal(reply.isError, true);
    assert.match(
      reply.text,
      /it does not exist\. It was moved, renamed or deleted.*Settings > Extensions/,
    );
  } finally {
    await Deno.remove(root, { recursive: true });
  }
});

Deno.test("a folder that comes back is served on the next call, with no restart", async () => {
  const root = await tempDir();
  try {
    const dir = join(root, "later");
    await using server = new RawServer(serverArgs(dir));
    await server.initialize();
    assert.equal((await server.call("list_markers")).isError, true);
    await Deno.mkdir(dir);
    await Deno.writeTextFile(
      join(dir, "a.ndjson"),
      '{"code":"FERR","date":"2024-01-01","value":50}\n',
    );
    const reply = await server.call("get_trend", { marker: "FERR" });
    assert.equal(reply.isError, false, reply.text);
  } finally {
    await Deno.remove(root, { recursive: true });
  }
});

Deno.test("a folder granted alone starts with no complaint and no note", async () => {
  const root = await tempDir();
  try {
    const { stderr } = await firstCall(root);
    assert.deepEqual(checkLines(stderr), []);
    assert.ok(!stderr.includes("more than its data folder"), stderr);
  } finally {
    await Deno.remove(root, { recursive: true });
  }
});

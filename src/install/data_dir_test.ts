/**
 * Tests of data directory resolution: relative paths become absolute,
 * symlinks are resolved to the real path that gets baked, and a missing
 * directory or a file is refused with a clear message.
 *
 * @module
 */

import assert from "node:assert/strict";
import { absolutePath, describeDataDir, resolveDataDir } from "./data_dir.ts";

Deno.test("absolutePath() resolves a relative path against the base and keeps an absolute one", () => {
  assert.equal(absolutePath("./data/../data/anna", "/repo"), "/repo/data/anna");
  assert.equal(absolutePath("/srv/x/./y/", "/repo"), "/srv/x/y");
});

Deno.test("resolveDataDir() returns the real path of a directory reached through a symlink", async () => {
  const root = await Deno.realPath(await Deno.makeTempDir({ prefix: "bloodwork-install-" }));
  await Deno.mkdir(`${root}/real`);
  await Deno.symlink(`${root}/real`, `${root}/link`);
  const dir = await resolveDataDir("link", root);
  assert.deepEqual(dir, { given: "link", absolute: `${root}/link`, real: `${root}/real` });
  assert.equal(describeDataDir(dir), `Data directory: ${root}/real (the real path of "link")`);
  const direct = await resolveDataDir("real", root);
  assert.equal(describeDataDir(direct), `Data directory: ${root}/real (resolved from "real")`);
  await Deno.remove(root, { recursive: true });
});

Deno.test("resolveDataDir() refuses a missing directory and a file", async () => {
  const root = await Deno.realPath(await Deno.makeTempDir({ prefix: "bloodwork-install-" }));
  await Deno.writeTextFile(`${root}/file.ndjson`, "");
  await assert.rejects(resolveDataDir("nope", root), {
    message:
      `Data directory "${root}/nope" does not exist. Create it and put your *.ndjson result files in it, then run this again`,
  });
  await assert.rejects(resolveDataDir(`${root}/file.ndjson`, "/"), /is not a directory/);
  await Deno.remove(root, { recursive: true });
});

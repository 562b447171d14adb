/**
 * Tests of running an install task's parts: server names, binary file names
 * and the data directory's resolution.
 *
 * @module
 */

import assert from "node:assert/strict";
import {
  absolutePath,
  binaryFileName,
  checkName,
  compiledPath,
  DEFAULT_NAME,
  describeDataDir,
  resolveDataDir,
} from "./install_task.ts";

Deno.test("checkName() accepts the default and per-person names", () => {
  for (const name of [DEFAULT_NAME, "bloodwork-anna", "bw_2", "a"]) {
    assert.equal(checkName(name), name);
  }
});

Deno.test("checkName() refuses names that are unsafe as file or bundle names", () => {
  for (const name of ["", "Anna", "anna k", "../x", "-x", "a/b", "a.b", "x".repeat(65)]) {
    assert.throws(() => checkName(name), /is not allowed: use up to 64 lowercase letters/);
  }
});

Deno.test("compiledPath() adds .exe on Windows only, once", () => {
  assert.equal(compiledPath("C:\\dist\\bw", "windows"), "C:\\dist\\bw.exe");
  assert.equal(compiledPath("C:\\dist\\bw.EXE", "windows"), "C:\\dist\\bw.EXE");
  assert.equal(compiledPath("/dist/bw", "darwin"), "/dist/bw");
  assert.equal(binaryFileName("bw", "linux"), "bw");
  assert.equal(binaryFileName("bw", "windows"), "bw.exe");
});

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

Deno.test("resolveDataDir() refuses a directory whose path, given or real, holds a comma", async () => {
  // Compile, desktop and mcpb baked `--allow-read=/a,b` in,
  // which grants "/a" and "b" and not the data directory.
  const root = await Deno.realPath(await Deno.makeTempDir({ prefix: "bloodwork-install-" }));
  await Deno.mkdir(`${root}/anna,2024`);
  await Deno.symlink(`${root}/anna,2024`, `${root}/plain`);
  await assert.rejects(resolveDataDir("anna,2024", root), /contains a comma.*rename or move it/);
  await assert.rejects(resolveDataDir("plain", root), /"[^"]*anna,2024" contains a comma/);
  await Deno.remove(root, { recursive: true });
});

/**
 * Tests of server names and binary file names: a name must be safe as a
 * config key, a file name and a bundle name; Windows binaries end in `.exe`.
 *
 * @module
 */

import assert from "node:assert/strict";
import { binaryFileName, checkName, compiledPath, DEFAULT_NAME } from "./names.ts";

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

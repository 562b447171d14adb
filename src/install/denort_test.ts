/**
 * Tests of compile failure classification: the offline download failure and
 * a wrong DENORT_BIN become "denort unavailable"; anything else keeps its
 * own text, without colour codes.
 *
 * @module
 */

import assert from "node:assert/strict";
import { classifyCompileFailure, denortUnavailableMessage } from "./denort.ts";

const OFFLINE = "\x1b[0m\x1b[32mCompile\x1b[0m main.ts to dist/bw\n" +
  "\x1b[0m\x1b[32mDownload\x1b[0m https://example.invalid/denort-x86_64-unknown-linux-gnu.zip\n" +
  "\x1b[1m\x1b[31merror\x1b[0m: Writing deno compile executable to temporary file 'dist/bw.tmp-1'\n\n" +
  "Caused by:\n    0: Setting up base binary.\n    1: error sending request for url: client error (Connect): dns error\n";

Deno.test("classifyCompileFailure() recognises an offline denort download", () => {
  assert.deepEqual(classifyCompileFailure(OFFLINE), {
    kind: "denort_unavailable",
    reason: "it could not be downloaded (no network access)",
  });
});

Deno.test("classifyCompileFailure() names a DENORT_BIN that does not exist", () => {
  const stderr =
    "error: Writing deno compile executable\n\nCaused by:\n    0: Could not find denort at '/no/denort'\n" +
    "    1: No such file or directory (os error 2)\n";
  assert.deepEqual(classifyCompileFailure(stderr), {
    kind: "denort_unavailable",
    reason: 'DENORT_BIN points at "/no/denort", which does not exist',
  });
});

Deno.test("classifyCompileFailure() keeps other errors, without colour codes", () => {
  const failure = classifyCompileFailure(
    "\x1b[31merror\x1b[0m: TS2322 [ERROR]: Type 'string' is not assignable\n",
  );
  assert.deepEqual(failure, {
    kind: "other",
    detail: "error: TS2322 [ERROR]: Type 'string' is not assignable",
  });
});

Deno.test("denortUnavailableMessage() gives both ways out and warns about the plain deno binary", () => {
  const message = denortUnavailableMessage(
    "it could not be downloaded (no network access)",
    "2.9.6",
  );
  assert.match(message, /and it could not be downloaded \(no network access\)\./);
  assert.match(message, /computer with internet access/);
  assert.match(message, /set DENORT_BIN to a denort binary of Deno 2\.9\.6/);
  assert.match(message, /not at|plain deno binary/);
  assert.doesNotMatch(message, /Caused by|at \w+ \(/);
});

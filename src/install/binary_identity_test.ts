/**
 * Tests of binary identification: our `--version` answer with its data line,
 * the plain Deno CLI (the DENORT_BIN trap), an old binary without a data
 * line, and a binary baked for another directory are each told apart, and
 * `askBinary()` runs a real executable without environment.
 *
 * @module
 */

import assert from "node:assert/strict";
import { askBinary, parseVersionOutput, requireOurs } from "./binary_identity.ts";
import { InstallError } from "./errors.ts";

Deno.test("parseVersionOutput() reads our version and baked data directory", () => {
  assert.deepEqual(parseVersionOutput("bloodwork-mcp 0.1.0\r\ndata: /Users/Anna Nowak/data\r\n"), {
    kind: "ours",
    version: "0.1.0",
    dataDir: "/Users/Anna Nowak/data",
  });
});

Deno.test("parseVersionOutput() calls the plain Deno CLI and empty output foreign", () => {
  assert.deepEqual(
    parseVersionOutput("deno 2.9.6 (stable, release, x86_64-unknown-linux-gnu)\nv8 15.0\n"),
    {
      kind: "foreign",
      said: '"deno 2.9.6 (stable, release, x86_64-unknown-linux-gnu)"',
    },
  );
  assert.deepEqual(parseVersionOutput(""), { kind: "foreign", said: "nothing" });
  assert.equal(parseVersionOutput("bloodwork-mcp-fake 1\ndata: /x").kind, "foreign");
});

Deno.test("parseVersionOutput() notices a binary of ours that does not report its data directory", () => {
  assert.deepEqual(parseVersionOutput("bloodwork-mcp 0.0.9\n"), {
    kind: "ours_without_data",
    version: "0.0.9",
  });
});

Deno.test("requireOurs() refuses a foreign binary, one without a data line and another person's", () => {
  const refusal = (fn: () => unknown, pattern: RegExp) =>
    assert.throws(fn, (e: unknown) => e instanceof InstallError && pattern.test(e.message));
  refusal(
    () =>
      requireOurs(
        "/d/bw",
        { kind: "foreign", said: '"deno 2.9.6"' },
        undefined,
        "Check DENORT_BIN",
      ),
    /^"\/d\/bw" is not a bloodwork-mcp server: "--version" gave "deno 2\.9\.6"\. Check DENORT_BIN$/,
  );
  refusal(
    () => requireOurs("/d/bw", { kind: "ours_without_data", version: "0.0.9" }),
    /does not report its data/,
  );
  refusal(
    () => requireOurs("/d/bw", { kind: "ours", version: "1", dataDir: "/home/anna" }, "/home/jan"),
    /reads "\/home\/anna", not "\/home\/jan": an entry must never serve another person's data/,
  );
  assert.equal(requireOurs("/d/bw", { kind: "ours", version: "1", dataDir: "/a" }), "/a");
});

Deno.test({
  name: "askBinary() runs the binary with no environment and reads its answer",
  ignore: Deno.build.os === "windows",
  fn: async () => {
    const dir = await Deno.makeTempDir({ prefix: "bloodwork-install-" });
    const fake = `${dir}/fake`;
    await Deno.writeTextFile(
      fake,
      '#!/bin/sh\necho "bloodwork-mcp 9.9.9"\necho "data: ${HOME:-no-home}$PWD"\n',
    );
    await Deno.chmod(fake, 0o755);
    assert.deepEqual(await askBinary(fake), {
      kind: "ours",
      version: "9.9.9",
      dataDir: "no-home/",
    });
    await Deno.writeTextFile(fake, "#!/bin/sh\necho oops\nexit 3\n");
    assert.deepEqual(await askBinary(fake), { kind: "foreign", said: 'exit code 3 and "oops"' });
    await assert.rejects(askBinary(`${dir}/missing`), { message: `No binary at "${dir}/missing"` });
    await Deno.remove(dir, { recursive: true });
  },
});

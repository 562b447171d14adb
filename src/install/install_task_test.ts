/**
 * Tests of the install tasks' shared frame: the option parser, the guard
 * that turns errors into messages and exit codes, server names, binary file
 * names and the data directory's resolution.
 *
 * @module
 */

import assert from "node:assert/strict";
import {
  absolutePath,
  binaryFileName,
  capturedIo,
  checkName,
  compiledPath,
  DEFAULT_NAME,
  describeDataDir,
  EXIT,
  guarded,
  InstallError,
  parseOptions,
  resolveDataDir,
  UsageError,
} from "./install_task.ts";

Deno.test("guarded() passes the body's exit code through", async () => {
  const io = capturedIo();
  assert.equal(await guarded(io, "desktop", () => Promise.resolve(0)), 0);
  assert.deepEqual(io.err, []);
});

Deno.test("guarded() prints a refusal, a usage error with the help hint, and a sandbox denial", async () => {
  const io = capturedIo();
  assert.equal(
    await guarded(
      io,
      "mcpb",
      () => Promise.reject(new InstallError("Refused", EXIT.denortUnavailable)),
    ),
    3,
  );
  assert.equal(
    await guarded(io, "mcpb", () => Promise.reject(new UsageError('Unknown option "--x"'))),
    2,
  );
  assert.equal(
    await guarded(
      io,
      "desktop",
      () => Promise.reject(new Deno.errors.NotCapable('Requires write access to "/etc"')),
    ),
    1,
  );
  assert.deepEqual(io.err, [
    "Refused",
    'Unknown option "--x"\nRun "deno task mcpb --help" for usage',
    'The desktop task is not allowed to do that: Requires write access to "/etc"',
  ]);
});

Deno.test("guarded() rethrows an unexpected error", async () => {
  await assert.rejects(
    guarded(capturedIo(), "compile", () => Promise.reject(new TypeError("bug"))),
    TypeError,
  );
});

const SPEC = { values: ["--data", "--name"], flags: ["--write", "--force"] };

Deno.test('parseOptions() ignores every "--" that deno task passes on', () => {
  const parsed = parseOptions(["--", "--data", "/d", "--", "--write"], SPEC);
  assert.equal(parsed.values.get("--data"), "/d");
  assert.deepEqual([...parsed.flags], ["--write"]);
  assert.equal(parsed.help, false);
});

Deno.test("parseOptions() takes the last of repeated values and both spellings", () => {
  const parsed = parseOptions(["--name", "a", "--name=b", "--data=/x=y"], SPEC);
  assert.equal(parsed.values.get("--name"), "b");
  assert.equal(parsed.values.get("--data"), "/x=y");
});

Deno.test("parseOptions() takes a value that starts with a dash only as --name=value", () => {
  // As every command line of the product: "--data -odd" reads as a missing value.
  assert.equal(parseOptions(["--data=-odd"], SPEC).values.get("--data"), "-odd");
  assert.throws(() => parseOptions(["--data", "-odd"], SPEC), /Option "--data" needs a value/);
});

Deno.test("parseOptions() notes --help and -h", () => {
  assert.equal(parseOptions(["-h"], SPEC).help, true);
  assert.equal(parseOptions(["--data", "/d", "--help"], SPEC).help, true);
});

Deno.test("parseOptions() rejects each kind of mistake with a usage error naming it", () => {
  const cases: [string[], string][] = [
    [["--data"], 'Option "--data" needs a value'],
    [["--data", "--write"], 'Option "--data" needs a value'],
    [["--data="], 'Option "--data" needs a value'],
    [["--write=yes"], 'Option "--write" takes no value'],
    [["--bogus"], 'Unknown option "--bogus"'],
    [["stray"], 'Unexpected argument "stray"'],
  ];
  for (const [argv, message] of cases) {
    assert.throws(() => parseOptions(argv, SPEC), (error: unknown) => {
      assert.ok(error instanceof UsageError);
      assert.equal(error.message, message);
      assert.equal(error.exitCode, 2);
      return true;
    });
  }
});

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

/**
 * `deno task mcpb` through its own deno.json line: the manifest holds the
 * real server's tools and prompts and passes the official `mcpb validate`;
 * a bundle is packed by the official CLI only after the binary itself has
 * been checked (the official tools would pack a bundle whose binary is
 * missing); a binary for another person is refused; without denort the task
 * stops with the compile task's message. Needs npx (from Node.js); without
 * it these tests are ignored, with the reason printed.
 *
 * @module
 */

import assert from "node:assert/strict";
import { join } from "node:path";
import { denortUnavailableMessage } from "../../../src/install/server_build.ts";
import { MCPB_PACKAGE, npxCommand } from "../../../src/install/mcpb_task.ts";
import { serverCatalog } from "../../../src/install/server_listing.ts";
import { runCommand } from "../../../support/command.ts";
import { fixtureDataDir } from "../../plain_helpers.ts";
import { fakeServerBinary, REPO, runTask, tempDir } from "../../install/helpers.ts";

async function npxAvailable(): Promise<boolean> {
  try {
    return (await new Deno.Command(npxCommand(Deno.build.os), {
      args: ["--version"],
      stdout: "null",
      stderr: "null",
    })
      .output()).success;
  } catch {
    return false;
  }
}

const NPX = await npxAvailable();
if (!NPX) console.log("skipped: npx unavailable, so the official mcpb CLI cannot run");
const UNIX = Deno.build.os !== "windows";

async function officialCli(args: string[]): Promise<{ ok: boolean; output: string }> {
  const { code, stdout, stderr } = await runCommand(npxCommand(Deno.build.os), {
    args: ["-y", MCPB_PACKAGE, ...args],
    stdin: "null",
  });
  return { ok: code === 0, output: stdout + stderr };
}

/** A temp HOME, the fixture store and a unique bundle name whose dist/ files are removed when disposed. */
async function setup() {
  const home = await tempDir("bloodwork-home-");
  const data = await Deno.realPath(await fixtureDataDir("basic"));
  const name = `bloodwork-test-${crypto.randomUUID().slice(0, 8)}`;
  const staging = join(REPO, "dist", `${name}-bundle`);
  const bundle = join(REPO, "dist", `${name}.mcpb`);
  return {
    home,
    data,
    name,
    staging,
    bundle,
    run: (args: string[], env: Record<string, string> = {}) =>
      runTask("mcpb", ["--data", data, "--name", name, ...args], { home, env }),
    [Symbol.asyncDispose]: async () => {
      for (const path of [home, data, staging, bundle]) {
        await Deno.remove(path, { recursive: true }).catch(() => {});
      }
    },
  };
}

async function exists(path: string): Promise<boolean> {
  return await Deno.stat(path).then(() => true, () => false);
}

Deno.test({
  name:
    "mcpb --manifest-only writes a manifest with the real server's tools and prompts that the official CLI validates",
  ignore: !NPX,
  fn: async () => {
    await using env = await setup();
    const task = await env.run(["--manifest-only"]);
    assert.equal(task.code, 0, task.stderr);
    const manifestPath = task.stdout.trim();
    assert.equal(manifestPath, join(env.staging, "manifest.json"));
    const manifest = JSON.parse(await Deno.readTextFile(manifestPath));
    const catalog = await serverCatalog(manifest.version);
    assert.deepEqual(manifest.tools, catalog.tools);
    assert.deepEqual(manifest.prompts, catalog.prompts);
    assert.equal(manifest.server.type, "binary");
    assert.equal(manifest.name, env.name);
    // The data folder's path may carry a person's name: the description never shows it.
    assert.ok(
      !manifest.long_description.includes(env.data),
      "the manifest names the baked data directory",
    );
    const validated = await officialCli(["validate", manifestPath]);
    assert.ok(validated.ok, validated.output);
    assert.equal(await exists(env.bundle), false, "--manifest-only packs nothing");
  },
});

Deno.test({
  name: "mcpb packs the checked binary and the manifest with the official CLI",
  ignore: !NPX || !UNIX,
  fn: async () => {
    await using env = await setup();
    const binary = await fakeServerBinary(join(env.home, "bw"), "bloodwork-mcp 0.1.0", env.data);
    const task = await env.run(["--binary", binary]);
    assert.equal(task.code, 0, task.stderr);
    assert.equal(task.stdout.trim(), env.bundle);
    assert.match(task.stderr, /It is personal: the server inside may read only /);
    const unpacked = join(env.home, "unpacked");
    const unpack = await officialCli(["unpack", env.bundle, unpacked]);
    assert.ok(unpack.ok, unpack.output);
    const manifest = JSON.parse(await Deno.readTextFile(join(unpacked, "manifest.json")));
    const inside = join(unpacked, manifest.server.entry_point);
    assert.equal(await Deno.readTextFile(inside), await Deno.readTextFile(binary));
    assert.ok(((await Deno.stat(inside)).mode ?? 0) & 0o100, "the bundled binary stays executable");
  },
});

Deno.test({
  name: "mcpb refuses a binary baked for another directory before writing anything",
  ignore: !NPX || !UNIX,
  fn: async () => {
    await using env = await setup();
    const binary = await fakeServerBinary(
      join(env.home, "bw"),
      "bloodwork-mcp 0.1.0",
      join(env.home, "jan"),
    );
    const task = await env.run(["--binary", binary]);
    assert.equal(task.code, 1);
    assert.match(
      task.stderr,
      /reads ".*jan", not ".*": an entry must never serve another person's data/,
    );
    assert.equal(await exists(env.bundle), false);
    assert.equal(
      await exists(env.staging),
      false,
      "nothing is written before the binary is checked",
    );
  },
});

Deno.test({
  name: "mcpb without denort stops with the compile task's message and packs nothing",
  ignore: !NPX,
  fn: async () => {
    await using env = await setup();
    const denort = join(env.home, "no-denort-here");
    const task = await env.run([], { DENORT_BIN: denort });
    assert.equal(task.code, 3, task.stderr);
    const message = denortUnavailableMessage(
      `DENORT_BIN points at "${denort}", which does not exist`,
      Deno.version.deno,
    );
    assert.ok(task.stderr.includes(message), task.stderr);
    assert.equal(await exists(env.bundle), false);
  },
});

Deno.test("mcpb builds only in ./dist: --out-dir is refused, and --help says where it builds", async () => {
  await using env = await setup();
  const elsewhere = join(env.home, "out");
  const task = await env.run(["--manifest-only", "--out-dir", elsewhere]);
  assert.equal(task.code, 2);
  assert.match(task.stderr, /Unknown option "--out-dir"/);
  assert.equal(await exists(elsewhere), false);
  assert.equal(await exists(env.staging), false);
  const help = await env.run(["--help"]);
  assert.equal(help.code, 0);
  assert.ok(!help.stdout.includes("--out-dir"));
  assert.match(
    help.stdout,
    /built in dist\/ of this repository, the only\nfolder the task may write/,
  );
});

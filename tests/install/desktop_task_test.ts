/**
 * `deno task desktop` under a temp HOME: the snippet and the config
 * location, `--write` merging with a backup, refusals that change nothing
 * (invalid JSON, an existing name without `--force`, a missing data
 * directory, a binary for another person or the Deno CLI), and the task's
 * own sandbox keeping it inside the Claude folder. What crosses the process
 * boundary (the task line, the folder it was run from, the worker's sandbox)
 * runs through the deno.json line, launcher and worker; what is the task's
 * own logic runs the worker's `runDesktopTask` in this process, with the same
 * arguments and HOME/APPDATA, and one test checks both print the same.
 *
 * @module
 */

import assert from "node:assert/strict";
import { basename, dirname, join } from "node:path";
import { claudeConfigPath } from "../../src/install/desktop_config.ts";
import { runDesktopTask } from "../../src/install/desktop_task.ts";
import { capturedIo } from "../../src/install/install_task.ts";
import { fixtureDataDir } from "../plain_helpers.ts";
import { fakeServerBinary, REPO, runTask, tempDir } from "./helpers.ts";

const WINDOWS = Deno.build.os === "windows";

/** A temp HOME with a copy of the fixture store, removed when disposed. */
async function setup() {
  const home = await tempDir("bloodwork-home-");
  const appData = join(home, "AppData", "Roaming");
  const data = await fixtureDataDir("basic");
  const config = claudeConfigPath(Deno.build.os, { HOME: home, APPDATA: appData });
  const runWith = (dataDir: string, args: string[]) =>
    runTask("desktop", ["--data", dataDir, ...args], { home, env: { APPDATA: appData } });
  /** The worker's code in this process, as `deno task desktop` from the repository runs it. */
  const inProcessWith = async (dataDir: string, args: string[]) => {
    const io = capturedIo();
    const code = await runDesktopTask(
      ["--cwd", REPO, "--data", dataDir, ...args],
      io,
      { HOME: home, APPDATA: appData },
    );
    const text = (lines: string[]) => lines.map((line) => `${line}\n`).join("");
    return { code, stdout: text(io.out), stderr: text(io.err) };
  };
  return {
    home,
    data: await Deno.realPath(data),
    config,
    folder: dirname(config),
    runWith,
    run: (args: string[]) => runWith(data, args),
    inProcessWith,
    inProcess: (args: string[]) => inProcessWith(data, args),
    [Symbol.asyncDispose]: async () => {
      await Deno.remove(home, { recursive: true });
      await Deno.remove(data, { recursive: true });
    },
  };
}

async function listing(dir: string): Promise<string[]> {
  const names: string[] = [];
  for await (const entry of Deno.readDir(dir)) names.push(entry.name);
  return names.sort();
}

async function exists(path: string): Promise<boolean> {
  return await Deno.stat(path).then(() => true, () => false);
}

Deno.test("desktop prints the snippet and this OS's config location, and writes nothing", async () => {
  await using env = await setup();
  const { home, data, config, run } = env;
  const task = await run(["--deno", "--name", "bloodwork-anna"]);
  assert.equal(task.code, 0, task.stderr);
  const snippet = JSON.parse(task.stdout);
  assert.deepEqual(snippet.mcpServers["bloodwork-anna"].args, [
    "run",
    "--no-prompt",
    "--v8-flags=--max-semi-space-size=4,--heap-growing-percent=20",
    `--allow-read=${data}`,
    `${REPO}/dist/server.js`,
    "--data",
    data,
  ]);
  assert.ok((await Deno.stat(`${REPO}/dist/server.js`)).size > 100_000, "the bundle was built");
  assert.ok(
    task.stderr.includes(`Claude Desktop's config file on this computer: ${config}`),
    task.stderr,
  );
  assert.deepEqual(await listing(home), [], "nothing was written under HOME");
  // The worker's code run in this process prints the same, as the converted tests below rely on.
  const same = await env.inProcess(["--deno", "--name", "bloodwork-anna"]);
  const bundleLine = (text: string) =>
    text.replace(/^(Built|Up to date:) the server bundle/m, "(bundle)");
  assert.deepEqual(
    { code: same.code, stdout: same.stdout, stderr: bundleLine(same.stderr) },
    { code: task.code, stdout: task.stdout, stderr: bundleLine(task.stderr) },
  );
});

Deno.test("desktop --deno rebuilds a bundle older than the code, and reuses one that is not", async () => {
  await using env = await setup();
  const bundle = `${REPO}/dist/server.js`;
  assert.equal((await env.inProcess(["--deno"])).code, 0);
  // Older than every source file: it must be built again.
  await Deno.utime(bundle, new Date(2000, 0, 1), new Date(2000, 0, 1));
  const stale = await env.inProcess(["--deno"]);
  assert.equal(stale.code, 0, stale.stderr);
  // Built by this run (or by a desktop test running beside it), never used stale.
  assert.ok((await Deno.stat(bundle)).mtime!.getFullYear() > 2000, "the bundle was written again");
  const fresh = await env.inProcess(["--deno"]);
  assert.match(fresh.stderr, /Up to date: the server bundle/);
});

Deno.test("desktop resolves a relative --data against the directory it was run from and says so", async () => {
  await using env = await setup();
  const task = await runTask("desktop", ["--data", basename(env.data), "--deno"], {
    home: env.home,
    cwd: dirname(env.data),
  });
  assert.equal(task.code, 0, task.stderr);
  assert.ok(
    task.stderr.includes(`Data directory: ${env.data} (resolved from "${basename(env.data)}")`),
    task.stderr,
  );
  assert.equal(JSON.parse(task.stdout).mcpServers.bloodwork.args.at(-1), env.data);
});

Deno.test("desktop --write creates the config, then merges into it keeping other servers, with a backup", async () => {
  await using env = await setup();
  const { config, folder, inProcess: run } = env;
  const created = await run(["--deno", "--write", "--name", "bloodwork-anna"]);
  assert.equal(created.code, 0, created.stderr);
  assert.match(
    created.stderr,
    /Created ".*claude_desktop_config\.json" with the server "bloodwork-anna"/,
  );
  const withOther = JSON.parse(await Deno.readTextFile(config));
  withOther.mcpServers.memory = {
    command: "npx",
    args: ["-y", "@modelcontextprotocol/server-memory"],
  };
  withOther.globalShortcut = "Alt+Space";
  const before = `${JSON.stringify(withOther, null, 2)}\n`;
  await Deno.writeTextFile(config, before);

  const added = await run(["--deno", "--write", "--name", "bloodwork-jan"]);
  assert.equal(added.code, 0, added.stderr);
  const after = JSON.parse(await Deno.readTextFile(config));
  assert.deepEqual(Object.keys(after.mcpServers), ["bloodwork-anna", "memory", "bloodwork-jan"]);
  assert.deepEqual(after.mcpServers.memory, withOther.mcpServers.memory);
  assert.equal(after.globalShortcut, "Alt+Space");
  const backups = (await listing(folder)).filter((n) => n.endsWith(".bak"));
  assert.equal(backups.length, 1);
  assert.match(backups[0]!, /^claude_desktop_config\.json\.\d{8}-\d{6}\.bak$/);
  assert.equal(await Deno.readTextFile(join(folder, backups[0]!)), before);
  assert.deepEqual((await listing(folder)).filter((n) => n.includes("tmp")), []);
});

Deno.test("desktop --write refuses a config that is not valid JSON and leaves it untouched", async () => {
  await using env = await setup();
  const { config, folder, inProcess: run } = env;
  await Deno.mkdir(folder, { recursive: true });
  const broken = '{ "mcpServers": { "memory": { "command": "npx", } } }';
  await Deno.writeTextFile(config, broken);
  const task = await run(["--deno", "--write"]);
  assert.equal(task.code, 1);
  assert.match(
    task.stderr,
    /Cannot update ".*claude_desktop_config\.json": it is not valid JSON \(.*\)\. Fix it or move it away\. Nothing was changed/,
  );
  assert.equal(await Deno.readTextFile(config), broken);
  assert.deepEqual(await listing(folder), ["claude_desktop_config.json"]);
  assert.equal(task.stdout, "");
});

Deno.test("desktop --write replaces an entry of the same name only with --force", async () => {
  await using env = await setup();
  const { config, inProcess: run, inProcessWith: runWith } = env;
  assert.equal((await run(["--deno", "--write"])).code, 0);
  const first = await Deno.readTextFile(config);
  const other = await fixtureDataDir("basic");
  const refused = await runWith(other, ["--deno", "--write"]);
  assert.equal(refused.code, 1);
  assert.match(
    refused.stderr,
    /already has a server named "bloodwork"\. Run again with --force to replace it, or choose another --name/,
  );
  assert.equal(await Deno.readTextFile(config), first);
  const forced = await runWith(other, ["--deno", "--write", "--force"]);
  assert.equal(forced.code, 0, forced.stderr);
  assert.match(forced.stderr, /Replaced the server "bloodwork"/);
  assert.equal(
    JSON.parse(await Deno.readTextFile(config)).mcpServers.bloodwork.args.at(-1),
    await Deno.realPath(other),
  );
  await Deno.remove(other, { recursive: true });
});

Deno.test("desktop refuses a missing data directory and writes nothing", async () => {
  await using env = await setup();
  const { home, config, inProcessWith: runWith } = env;
  const task = await runWith(join(home, "no-such-dir"), ["--deno", "--write"]);
  assert.equal(task.code, 1);
  assert.match(task.stderr, /Data directory ".*no-such-dir" does not exist/);
  assert.equal(await exists(config), false);
});

Deno.test("desktop's own sandbox stops it from writing a config outside the Claude folder", async () => {
  await using env = await setup();
  const { home, run } = env;
  const outside = join(home, "elsewhere", "claude_desktop_config.json");
  const task = await run(["--deno", "--write", "--config", outside]);
  assert.equal(task.code, 1);
  assert.match(
    task.stderr,
    /The desktop task may write only in Claude Desktop's config folder, and ".*elsewhere.*" is outside it/,
  );
  assert.equal(await exists(join(home, "elsewhere")), false);
});

Deno.test({
  name:
    "desktop --binary takes our binary for the same directory and refuses another person's or the Deno CLI",
  ignore: WINDOWS,
  fn: async () => {
    await using env = await setup();
    const { home, data, config, inProcess: run } = env;
    const bin = await tempDir("bloodwork-bin-");
    const ours = await fakeServerBinary(`${bin}/ours`, "bloodwork-mcp 0.1.0", data);
    const jans = await fakeServerBinary(`${bin}/jans`, "bloodwork-mcp 0.1.0", `${home}/jan`);
    const denoCli = await fakeServerBinary(
      `${bin}/deno-cli`,
      "deno 2.9.6 (stable, release, x86_64-unknown-linux-gnu)",
    );
    const accepted = await run(["--binary", ours, "--write"]);
    assert.equal(accepted.code, 0, accepted.stderr);
    assert.deepEqual(JSON.parse(await Deno.readTextFile(config)).mcpServers.bloodwork, {
      command: ours,
      args: [],
    });
    const before = await Deno.readTextFile(config);
    const other = await run(["--binary", jans, "--write", "--force"]);
    assert.equal(other.code, 1);
    assert.match(
      other.stderr,
      /reads ".*\/jan", not ".*": an entry must never serve another person's data/,
    );
    const cli = await run(["--binary", denoCli, "--write", "--force"]);
    assert.equal(cli.code, 1);
    assert.match(cli.stderr, /is not a bloodwork-mcp server: "--version" gave "deno 2\.9\.6/);
    assert.equal(await Deno.readTextFile(config), before);
    await Deno.remove(bin, { recursive: true });
  },
});

Deno.test("desktop without --deno and without a built binary says how to build one", async () => {
  await using env = await setup();
  const task = await env.inProcess(["--name", "bloodwork-nobody-has-built"]);
  assert.equal(task.code, 1);
  assert.match(
    task.stderr,
    /No binary at ".*dist\/bloodwork-nobody-has-built"\. Build it with "deno task compile --data DIR --name bloodwork-nobody-has-built", or use --deno/,
  );
});

Deno.test("desktop rejects usage mistakes with exit code 2", async () => {
  await using env = await setup();
  for (
    const [args, message] of [
      [["--deno", "--binary", "/x"], /"--binary" and "--deno" exclude each other/],
      [["--deno", "--force"], /"--force" only applies with "--write"/],
      [["--deno", "--name", "Anna K"], /Name "Anna K" is not allowed/],
    ] as const
  ) {
    const task = await env.inProcess([...args]);
    assert.equal(task.code, 2, task.stderr);
    assert.match(task.stderr, message);
    assert.match(task.stderr, /Run "deno task desktop --help" for usage/);
  }
});

Deno.test({
  name:
    "desktop --write keeps a symlinked config a link, and names its target when that is outside",
  ignore: WINDOWS,
  fn: async () => {
    await using env = await setup();
    const { home, config, folder, run } = env;
    await Deno.mkdir(folder, { recursive: true });
    const inside = join(folder, "real_config.json");
    await Deno.writeTextFile(inside, "{}");
    await Deno.symlink(inside, config);
    const written = await run(["--deno", "--write"]);
    assert.equal(written.code, 0, written.stderr);
    assert.equal((await Deno.lstat(config)).isSymlink, true, "the link is still a link");
    assert.ok(JSON.parse(await Deno.readTextFile(inside)).mcpServers.bloodwork);
    assert.match(written.stderr, /a link to ".*real_config\.json"/);

    const dotfiles = join(home, "dotfiles");
    await Deno.mkdir(dotfiles);
    const outside = join(dotfiles, "claude.json");
    await Deno.writeTextFile(outside, "{}");
    await Deno.remove(config);
    await Deno.symlink(outside, config);
    const refused = await run(["--deno", "--write"]);
    assert.equal(refused.code, 1, refused.stderr);
    assert.match(refused.stderr, /".*dotfiles\/claude\.json" is outside it/);
    assert.equal((await Deno.lstat(config)).isSymlink, true, "the link is still a link");
    assert.equal(await Deno.readTextFile(outside), "{}");
  },
});

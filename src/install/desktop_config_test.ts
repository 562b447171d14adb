/**
 * Tests of Claude Desktop's config. The entry: the `deno run` entry has
 * exactly the compiled binary's sandbox, the binary entry needs no
 * arguments, and the snippet is the shape Desktop reads. The location on
 * macOS, Windows and Linux, with Windows separators, and the message when
 * the variable is missing. The merge: other servers and settings survive,
 * invalid or odd JSON is refused, an existing name needs --force, and an
 * identical entry is left alone. The write: a missing file is created, an
 * existing one is backed up before it is replaced atomically, a refusal
 * leaves the file and folder exactly as they were, and nothing is written
 * outside the config's folder.
 *
 * @module
 */

import assert from "node:assert/strict";
import { serverCommand } from "../server_command.ts";
import {
  backupPath,
  binaryEntry,
  claudeConfigFolder,
  claudeConfigPath,
  denoEntry,
  isTransientDeno,
  mergeDesktopConfig,
  snippet,
  writeDesktopConfig,
} from "./desktop_config.ts";
import { InstallError } from "./install_task.ts";

const PLAN = {
  deno: "/opt/deno/bin/deno",
  bundle: "/home/anna/bloodwork-mcp/dist/server.js",
  dataDir: "/home/anna/wyniki",
};

Deno.test("denoEntry() runs the bundle with the permissions and arguments the binary has baked in", () => {
  const entry = denoEntry(PLAN);
  const compiled = serverCommand({
    dataDir: PLAN.dataDir,
    script: PLAN.bundle,
    output: "/x/dist/bloodwork",
  });
  // The compile line less its verb and build options is the run line: the same
  // flags before the script and the same baked arguments after it.
  const [, ...rest] = compiled;
  const runPart = rest.filter((a, i) =>
    a !== "--no-config" && a !== "--output" && rest[i - 1] !== "--output"
  );
  assert.deepEqual(entry.args, ["run", ...runPart]);
  assert.equal(entry.command, PLAN.deno);
});

Deno.test("denoEntry() uses only absolute paths and grants nothing but reading the data directory", () => {
  const entry = denoEntry(PLAN);
  assert.ok(entry.command.startsWith("/"));
  const flags = entry.args.filter((a) => a.startsWith("-"));
  assert.deepEqual(flags, [
    "--no-prompt",
    "--v8-flags=--max-semi-space-size=4,--heap-growing-percent=20",
    "--allow-read=/home/anna/wyniki",
    "--data",
  ]);
  assert.deepEqual(entry.env, { DENO_NO_UPDATE_CHECK: "1" });
});

Deno.test("snippet() nests the entry under mcpServers by name, for a binary with no arguments", () => {
  assert.equal(
    snippet("bloodwork-anna", binaryEntry("C:\\bw\\dist\\bloodwork-anna.exe")),
    '{\n  "mcpServers": {\n    "bloodwork-anna": {\n      "command": "C:\\\\bw\\\\dist\\\\bloodwork-anna.exe",\n' +
      '      "args": []\n    }\n  }\n}',
  );
});

Deno.test("isTransientDeno() flags a deno that lives in an npx cache, on any OS", () => {
  assert.equal(
    isTransientDeno(
      "C:\\Users\\a\\AppData\\Local\\npm-cache\\_npx\\ab\\node_modules\\deno\\deno.exe",
    ),
    true,
  );
  assert.equal(isTransientDeno("/usr/lib/node_modules/deno/deno"), false);
});

Deno.test("claudeConfigPath() is under Library/Application Support on macOS", () => {
  assert.equal(
    claudeConfigPath("darwin", { HOME: "/Users/anna", APPDATA: "ignored" }),
    "/Users/anna/Library/Application Support/Claude/claude_desktop_config.json",
  );
});

Deno.test("claudeConfigPath() is under %APPDATA% with backslashes on Windows", () => {
  assert.equal(
    claudeConfigPath("windows", {
      APPDATA: "C:\\Users\\Anna Nowak\\AppData\\Roaming",
      HOME: "/ignored",
    }),
    "C:\\Users\\Anna Nowak\\AppData\\Roaming\\Claude\\claude_desktop_config.json",
  );
});

Deno.test("claudeConfigPath() is under ~/.config on Linux", () => {
  assert.equal(
    claudeConfigPath("linux", { HOME: "/home/anna/" }),
    "/home/anna/.config/Claude/claude_desktop_config.json",
  );
});

Deno.test("claudeConfigPath() names the missing variable and the --config way out", () => {
  assert.throws(() => claudeConfigPath("windows", { HOME: "/home/x" }), {
    message:
      "Cannot locate the Claude Desktop config: APPDATA is not set. Pass the file with --config FILE",
  });
  assert.throws(() => claudeConfigPath("darwin", { HOME: "" }), /HOME is not set/);
});

Deno.test("claudeConfigFolder() is the config's folder on each OS, never a root-level /Claude", () => {
  assert.equal(
    claudeConfigFolder("darwin", { HOME: "/Users/anna" }),
    "/Users/anna/Library/Application Support/Claude",
  );
  assert.equal(
    claudeConfigFolder("windows", { APPDATA: "C:\\Users\\anna\\AppData\\Roaming" }),
    "C:\\Users\\anna\\AppData\\Roaming\\Claude",
  );
  assert.equal(claudeConfigFolder("linux", { HOME: "/home/anna" }), "/home/anna/.config/Claude");
  assert.throws(() => claudeConfigFolder("windows", {}), /APPDATA is not set/);
  assert.throws(() => claudeConfigFolder("linux", { APPDATA: "C:\\x" }), /HOME is not set/);
});

const ENTRY = { command: "/r/dist/bloodwork-anna", args: [] };
const FILE = "/home/anna/.config/Claude/claude_desktop_config.json";

function merged(existing: string | undefined, force = false, name = "bloodwork-anna"): unknown {
  const result = mergeDesktopConfig(existing, name, ENTRY, force, FILE);
  assert.equal(result.kind, "merged");
  return result.kind === "merged" ? JSON.parse(result.text) : undefined;
}

function refusal(existing: string, pattern: RegExp, force = false): void {
  assert.throws(
    () => mergeDesktopConfig(existing, "bloodwork-anna", ENTRY, force, FILE),
    (error: unknown) => {
      assert.ok(error instanceof InstallError);
      assert.match(error.message, pattern);
      assert.match(
        error.message,
        /^Cannot update "\/home\/anna\/\.config\/Claude\/claude_desktop_config\.json": .*\. Nothing was changed$/s,
      );
      return true;
    },
  );
}

Deno.test("mergeDesktopConfig() creates the config when there is none", () => {
  assert.deepEqual(merged(undefined), { mcpServers: { "bloodwork-anna": ENTRY } });
});

Deno.test("mergeDesktopConfig() keeps every other server and setting, in order", () => {
  const memory = {
    command: "npx",
    args: ["-y", "@modelcontextprotocol/server-memory"],
    env: { A: "1" },
  };
  const existing = JSON.stringify({
    globalShortcut: "Ctrl+Space",
    mcpServers: { memory },
    preferences: { nested: [1, 2, { deep: true }] },
  });
  const result = merged(existing) as Record<string, unknown>;
  assert.deepEqual(result, {
    globalShortcut: "Ctrl+Space",
    mcpServers: { memory, "bloodwork-anna": ENTRY },
    preferences: { nested: [1, 2, { deep: true }] },
  });
  assert.deepEqual(Object.keys(result), ["globalShortcut", "mcpServers", "preferences"]);
});

Deno.test("mergeDesktopConfig() reads a file saved with a byte order mark", () => {
  assert.deepEqual(merged('\uFEFF{"mcpServers":{}}'), { mcpServers: { "bloodwork-anna": ENTRY } });
});

Deno.test("mergeDesktopConfig() refuses invalid JSON, a non-object and a bad mcpServers", () => {
  refusal('{"mcpServers": {', /it is not valid JSON \(/);
  refusal("// comment\n{}", /it is not valid JSON/);
  refusal("", /it is empty, which is not valid JSON/);
  refusal("[]", /it is not a JSON object/);
  refusal('{"mcpServers": []}', /"mcpServers" is not a JSON object/);
});

Deno.test("mergeDesktopConfig() replaces an entry of the same name only with force", () => {
  const existing = JSON.stringify({
    mcpServers: { "bloodwork-anna": { command: "/old", args: [] }, other: { command: "x" } },
  });
  refusal(
    existing,
    /already has a server named "bloodwork-anna"\. Run again with --force to replace it/,
  );
  const result = mergeDesktopConfig(existing, "bloodwork-anna", ENTRY, true, FILE);
  assert.equal(result.kind, "merged");
  assert.equal(result.kind === "merged" && result.replaced, true);
  assert.deepEqual(merged(existing, true), {
    mcpServers: { "bloodwork-anna": ENTRY, other: { command: "x" } },
  });
});

Deno.test("mergeDesktopConfig() leaves an identical entry alone, even without force", () => {
  const existing = JSON.stringify({ mcpServers: { "bloodwork-anna": ENTRY } });
  assert.deepEqual(mergeDesktopConfig(existing, "bloodwork-anna", ENTRY, false, FILE), {
    kind: "unchanged",
  });
});

const WRITTEN_ENTRY = { command: "/r/dist/bloodwork", args: [] };
const NOW = new Date(2025, 9, 9, 8, 7, 6);

async function configDir(): Promise<string> {
  return await Deno.makeTempDir({ prefix: "bloodwork-claude-" });
}

async function listing(dir: string): Promise<string[]> {
  const names: string[] = [];
  for await (const entry of Deno.readDir(dir)) names.push(entry.name);
  return names.sort();
}

Deno.test("writeDesktopConfig() creates the folder and file when there is none, without a backup", async () => {
  const root = await configDir();
  const file = `${root}/Claude/claude_desktop_config.json`;
  const outcome = await writeDesktopConfig(file, "bloodwork", WRITTEN_ENTRY, {
    force: false,
    now: NOW,
  });
  assert.deepEqual(outcome, { kind: "created" });
  assert.deepEqual(JSON.parse(await Deno.readTextFile(file)), {
    mcpServers: { bloodwork: WRITTEN_ENTRY },
  });
  assert.deepEqual(await listing(`${root}/Claude`), ["claude_desktop_config.json"]);
  await Deno.remove(root, { recursive: true });
});

Deno.test("writeDesktopConfig() backs up the old file beside it and keeps other servers", async () => {
  const root = await configDir();
  const file = `${root}/claude_desktop_config.json`;
  const old =
    '{\n  "mcpServers": { "memory": { "command": "npx", "args": [] } },\n  "theme": "dark"\n}\n';
  await Deno.writeTextFile(file, old);
  const outcome = await writeDesktopConfig(file, "bloodwork", WRITTEN_ENTRY, {
    force: false,
    now: NOW,
  });
  const backup = `${root}/claude_desktop_config.json.20251009-080706.bak`;
  assert.deepEqual(outcome, { kind: "added", backup });
  assert.equal(await Deno.readTextFile(backup), old);
  assert.deepEqual(JSON.parse(await Deno.readTextFile(file)), {
    mcpServers: { memory: { command: "npx", args: [] }, bloodwork: WRITTEN_ENTRY },
    theme: "dark",
  });
  assert.deepEqual(await listing(root), [
    "claude_desktop_config.json",
    "claude_desktop_config.json.20251009-080706.bak",
  ]);
  await Deno.remove(root, { recursive: true });
});

Deno.test("writeDesktopConfig() keeps an earlier backup from the same second", async () => {
  const root = await configDir();
  const file = `${root}/claude_desktop_config.json`;
  await Deno.writeTextFile(file, '{"mcpServers":{"bloodwork":{"command":"/old","args":[]}}}');
  await writeDesktopConfig(file, "bloodwork", { command: "/mid", args: [] }, {
    force: true,
    now: NOW,
  });
  const second = await writeDesktopConfig(file, "bloodwork", WRITTEN_ENTRY, {
    force: true,
    now: NOW,
  });
  assert.deepEqual(second, {
    kind: "replaced",
    backup: `${root}/claude_desktop_config.json.20251009-080706-2.bak`,
  });
  assert.match(await Deno.readTextFile(backupPath(file, NOW)), /"\/old"/);
  assert.match(await Deno.readTextFile(second.backup!), /"\/mid"/);
  await Deno.remove(root, { recursive: true });
});

Deno.test("writeDesktopConfig() refuses invalid JSON and an existing name, changing nothing", async () => {
  const root = await configDir();
  const file = `${root}/claude_desktop_config.json`;
  for (
    const text of [
      '{"mcpServers": {"a": ',
      '{"mcpServers":{"bloodwork":{"command":"/other","args":[]}}}',
    ]
  ) {
    await Deno.writeTextFile(file, text);
    const before = await Deno.stat(file);
    await assert.rejects(
      writeDesktopConfig(file, "bloodwork", WRITTEN_ENTRY, { force: false, now: NOW }),
      /Nothing was changed/,
    );
    assert.equal(await Deno.readTextFile(file), text);
    assert.equal((await Deno.stat(file)).mtime?.getTime(), before.mtime?.getTime());
    assert.deepEqual(await listing(root), ["claude_desktop_config.json"]);
  }
  await Deno.remove(root, { recursive: true });
});

Deno.test("writeDesktopConfig() writes nothing when the same entry is already there", async () => {
  const root = await configDir();
  const file = `${root}/claude_desktop_config.json`;
  await Deno.writeTextFile(file, JSON.stringify({ mcpServers: { bloodwork: WRITTEN_ENTRY } }));
  assert.deepEqual(await writeDesktopConfig(file, "bloodwork", WRITTEN_ENTRY, { force: false }), {
    kind: "unchanged",
  });
  assert.deepEqual(await listing(root), ["claude_desktop_config.json"]);
  await Deno.remove(root, { recursive: true });
});

Deno.test({
  name: "writeDesktopConfig() keeps the file's permission bits",
  ignore: Deno.build.os === "windows",
  fn: async () => {
    const root = await configDir();
    const file = `${root}/claude_desktop_config.json`;
    await Deno.writeTextFile(file, "{}", { mode: 0o600 });
    await Deno.chmod(file, 0o600);
    await writeDesktopConfig(file, "bloodwork", WRITTEN_ENTRY, { force: false, now: NOW });
    assert.equal((await Deno.stat(file)).mode! & 0o777, 0o600);
    await Deno.remove(root, { recursive: true });
  },
});

Deno.test("writeDesktopConfig() refuses a config path that is a folder, with a clear message", async () => {
  const root = await configDir();
  await assert.rejects(
    writeDesktopConfig(root, "bloodwork", WRITTEN_ENTRY, { force: false }),
    (error: Error) =>
      error.message.startsWith(`Cannot read "${root}": `) &&
      error.message.endsWith("Nothing was changed"),
  );
  await Deno.remove(root, { recursive: true });
});

Deno.test({
  name:
    "writeDesktopConfig() over a symlinked config writes through to the target, keeping the link",
  ignore: Deno.build.os === "windows",
  fn: async () => {
    const root = await configDir();
    const dotfiles = await Deno.makeTempDir({ prefix: "bloodwork-dotfiles-" });
    const target = `${dotfiles}/claude.json`;
    const link = `${root}/claude_desktop_config.json`;
    await Deno.writeTextFile(target, JSON.stringify({ mcpServers: { other: WRITTEN_ENTRY } }));
    await Deno.symlink(target, link);
    const outcome = await writeDesktopConfig(link, "bloodwork", WRITTEN_ENTRY, {
      force: false,
      now: NOW,
    });
    assert.equal((await Deno.lstat(link)).isSymlink, true, "the link is still a link");
    assert.equal(await Deno.readLink(link), target);
    const written = JSON.parse(await Deno.readTextFile(target));
    assert.deepEqual(Object.keys(written.mcpServers), ["other", "bloodwork"]);
    assert.equal(outcome.kind, "added");
    assert.equal(outcome.target, await Deno.realPath(target));
    assert.equal(outcome.backup, backupPath(await Deno.realPath(target), NOW));
    assert.deepEqual(await listing(root), ["claude_desktop_config.json"]);
    await Deno.remove(root, { recursive: true });
    await Deno.remove(dotfiles, { recursive: true });
  },
});

Deno.test({
  name: "writeDesktopConfig() refuses a symlink to a missing file, changing nothing",
  ignore: Deno.build.os === "windows",
  fn: async () => {
    const root = await configDir();
    const link = `${root}/claude_desktop_config.json`;
    await Deno.symlink(`${root}/gone.json`, link);
    await assert.rejects(
      writeDesktopConfig(link, "bloodwork", WRITTEN_ENTRY, { force: false }),
      (error: Error) =>
        error.message ===
          `Config "${link}" is a symbolic link to "${root}/gone.json", which does not exist. ` +
            "Create that file or remove the link. Nothing was changed",
    );
    assert.equal((await Deno.lstat(link)).isSymlink, true);
    assert.deepEqual(await listing(root), ["claude_desktop_config.json"]);
    await Deno.remove(root, { recursive: true });
  },
});

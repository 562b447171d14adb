/**
 * Tests of writing the Desktop config: a missing file is created, an
 * existing one is backed up before it is replaced atomically, a refusal
 * leaves the file and folder exactly as they were, and nothing is written
 * outside the config's folder.
 *
 * @module
 */

import assert from "node:assert/strict";
import { backupPath, writeDesktopConfig } from "./desktop_config.ts";

const ENTRY = { command: "/r/dist/bloodwork", args: [] };
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
  const outcome = await writeDesktopConfig(file, "bloodwork", ENTRY, { force: false, now: NOW });
  assert.deepEqual(outcome, { kind: "created" });
  assert.deepEqual(JSON.parse(await Deno.readTextFile(file)), { mcpServers: { bloodwork: ENTRY } });
  assert.deepEqual(await listing(`${root}/Claude`), ["claude_desktop_config.json"]);
  await Deno.remove(root, { recursive: true });
});

Deno.test("writeDesktopConfig() backs up the old file beside it and keeps other servers", async () => {
  const root = await configDir();
  const file = `${root}/claude_desktop_config.json`;
  const old =
    '{\n  "mcpServers": { "memory": { "command": "npx", "args": [] } },\n  "theme": "dark"\n}\n';
  await Deno.writeTextFile(file, old);
  const outcome = await writeDesktopConfig(file, "bloodwork", ENTRY, { force: false, now: NOW });
  const backup = `${root}/claude_desktop_config.json.20251009-080706.bak`;
  assert.deepEqual(outcome, { kind: "added", backup });
  assert.equal(await Deno.readTextFile(backup), old);
  assert.deepEqual(JSON.parse(await Deno.readTextFile(file)), {
    mcpServers: { memory: { command: "npx", args: [] }, bloodwork: ENTRY },
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
  const second = await writeDesktopConfig(file, "bloodwork", ENTRY, { force: true, now: NOW });
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
      writeDesktopConfig(file, "bloodwork", ENTRY, { force: false, now: NOW }),
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
  await Deno.writeTextFile(file, JSON.stringify({ mcpServers: { bloodwork: ENTRY } }));
  assert.deepEqual(await writeDesktopConfig(file, "bloodwork", ENTRY, { force: false }), {
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
    await writeDesktopConfig(file, "bloodwork", ENTRY, { force: false, now: NOW });
    assert.equal((await Deno.stat(file)).mode! & 0o777, 0o600);
    await Deno.remove(root, { recursive: true });
  },
});

Deno.test("writeDesktopConfig() refuses a config path that is a folder, with a clear message", async () => {
  const root = await configDir();
  await assert.rejects(
    writeDesktopConfig(root, "bloodwork", ENTRY, { force: false }),
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
    await Deno.writeTextFile(target, JSON.stringify({ mcpServers: { other: ENTRY } }));
    await Deno.symlink(target, link);
    const outcome = await writeDesktopConfig(link, "bloodwork", ENTRY, { force: false, now: NOW });
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
      writeDesktopConfig(link, "bloodwork", ENTRY, { force: false }),
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

/**
 * The permission lines of the install tasks in deno.json: each task gets
 * only what it needs, stated where a reviewer sees it. `desktop`'s line
 * grants no write and reads only HOME and APPDATA; its launcher gives the
 * worker write on exactly this OS's Claude Desktop config folder, checked
 * here as it resolves (also with APPDATA or HOME unset) and through the task;
 * `compile` and `mcpb` may write only `./dist`; none gets net, env beyond
 * that, sys, ffi or all permissions.
 *
 * @module
 */

import assert from "node:assert/strict";
import { dirname, join } from "node:path";
import { claudeConfigPath } from "../../src/install/desktop_config.ts";
import { desktopWorkerCommand } from "../../src/install/desktop_task.ts";
import { fixtureDataDir } from "../plain_helpers.ts";
import { REPO, runTask, tempDir } from "./helpers.ts";

/** Splits a task line into words, honouring double quotes (as deno task's shell does). */
function words(line: string): string[] {
  return [...line.matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2]!);
}

async function taskLine(name: string): Promise<string[]> {
  const config = JSON.parse(await Deno.readTextFile(`${REPO}/deno.json`)) as {
    tasks: Record<string, string>;
  };
  const line = config.tasks[name];
  assert.ok(line, `deno.json has a "${name}" task`);
  return words(line);
}

function permissions(argv: string[]): string[] {
  return argv.filter((w) => /^(--allow-|--deny-|-A$|--no-prompt$|-P$|--permission-set)/.test(w));
}

Deno.test("the compile task may read, run deno and the binary it built, and write only ./dist", async () => {
  const argv = await taskLine("compile");
  assert.deepEqual(argv.slice(0, 2), ["deno", "run"]);
  assert.deepEqual(permissions(argv), [
    "--no-prompt",
    "--allow-read",
    "--allow-run",
    "--allow-write=./dist",
  ]);
  assert.deepEqual(argv.slice(-3), ["scripts/compile.ts", "--cwd", "$INIT_CWD"]);
});

Deno.test("the desktop task line grants no write at all, and reads only HOME and APPDATA", async () => {
  const argv = await taskLine("desktop");
  assert.deepEqual(permissions(argv), [
    "--no-prompt",
    "--allow-read",
    "--allow-run",
    "--allow-env=HOME,APPDATA",
  ]);
  assert.deepEqual(argv.slice(-3), ["scripts/desktop.ts", "--cwd", "$INIT_CWD"]);
});

const LAUNCH = { script: "/app/scripts/desktop.ts", config: "/app/deno.json" } as const;

/** The permission flags the desktop launcher gives its worker. */
function workerPermissions(
  argv: string[],
  os: typeof Deno.build.os,
  env: { HOME?: string; APPDATA?: string },
): string[] {
  return permissions(desktopWorkerCommand(argv, { ...LAUNCH, os, env }));
}

const READ_RUN_ENV = ["--no-prompt", "--allow-read", "--allow-run", "--allow-env=HOME,APPDATA"];

/** {@link READ_RUN_ENV} with write on `folder`, in the order the launcher writes flags. */
function withWrite(folder: string): string[] {
  return [
    "--no-prompt",
    "--allow-read",
    `--allow-write=${folder}`,
    "--allow-run",
    "--allow-env=HOME,APPDATA",
  ];
}
const WRITE = ["--data", "/d", "--deno", "--write"];

Deno.test("the desktop worker may write exactly this OS's Claude folder, even with APPDATA unset", () => {
  assert.deepEqual(
    workerPermissions(WRITE, "linux", { HOME: "/home/anna" }),
    withWrite("/home/anna/.config/Claude"),
  );
  assert.deepEqual(
    workerPermissions(WRITE, "darwin", { HOME: "/Users/anna" }),
    withWrite("/Users/anna/Library/Application Support/Claude"),
  );
  assert.deepEqual(
    workerPermissions(WRITE, "windows", { APPDATA: "C:\\Users\\anna\\AppData\\Roaming" }),
    withWrite("C:\\Users\\anna\\AppData\\Roaming\\Claude"),
  );
});

Deno.test("the desktop worker gets no write when HOME/APPDATA is unset, relative or has a comma", () => {
  for (
    const [os, env] of [
      ["linux", {}],
      ["linux", { HOME: "" }],
      ["linux", { HOME: "relative/home" }],
      ["linux", { HOME: "/home/a,b" }],
      ["darwin", { APPDATA: "/x" }],
      ["windows", { HOME: "/home/anna" }],
      ["windows", { APPDATA: "Roaming" }],
    ] as const
  ) {
    assert.deepEqual(
      workerPermissions(WRITE, os, env),
      READ_RUN_ENV,
      `${os} ${JSON.stringify(env)}`,
    );
  }
});

Deno.test("the desktop worker gets no write without --write, with --help or with bad options", () => {
  const env = { HOME: "/home/anna" };
  for (
    const argv of [
      ["--data", "/d", "--deno"],
      ["--data", "/d", "--write", "--help"],
      ["--data", "/d", "--write", "--bogus"],
    ]
  ) {
    assert.deepEqual(workerPermissions(argv, "linux", env), READ_RUN_ENV, argv.join(" "));
  }
  // --config never widens the grant: it stays the Claude folder.
  assert.deepEqual(
    workerPermissions([...WRITE, "--config", "/etc/claude_desktop_config.json"], "linux", env),
    withWrite("/home/anna/.config/Claude"),
  );
});

Deno.test({
  name:
    "through its task line, desktop cannot write another OS's Claude folder or a sibling folder",
  ignore: Deno.build.os === "windows",
  fn: async () => {
    const home = await tempDir("bloodwork-home-");
    const data = await fixtureDataDir("basic");
    try {
      const own = dirname(claudeConfigPath(Deno.build.os, { HOME: home }));
      const others = [
        join(home, "Library", "Application Support", "Claude"),
        join(home, ".config", "Claude"),
        join(home, "AppData", "Roaming", "Claude"),
        join(home, ".config", "Claude-other"),
      ].filter((folder) => folder !== own);
      for (const folder of others) {
        await Deno.mkdir(folder, { recursive: true });
        const config = join(folder, "claude_desktop_config.json");
        const task = await runTask(
          "desktop",
          ["--data", data, "--deno", "--write", "--config", config],
          { home, env: { APPDATA: join(home, "AppData", "Roaming") } },
        );
        assert.equal(task.code, 1, task.stderr);
        assert.match(task.stderr, /may write only in Claude Desktop's config folder/);
        assert.deepEqual([...Deno.readDirSync(folder)], [], folder);
      }
      const task = await runTask("desktop", ["--data", data, "--deno", "--write"], { home });
      assert.equal(task.code, 0, task.stderr);
      assert.ok(await Deno.stat(join(own, "claude_desktop_config.json")));
    } finally {
      await Deno.remove(home, { recursive: true });
      await Deno.remove(data, { recursive: true });
    }
  },
});

Deno.test("the mcpb task may write only ./dist and reads no environment variable", async () => {
  const argv = await taskLine("mcpb");
  assert.deepEqual(permissions(argv), [
    "--no-prompt",
    "--allow-read",
    "--allow-run",
    "--allow-write=./dist",
  ]);
  assert.deepEqual(argv.slice(-3), ["scripts/mcpb.ts", "--cwd", "$INIT_CWD"]);
});

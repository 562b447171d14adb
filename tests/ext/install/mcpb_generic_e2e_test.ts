/**
 * The generic bundle end to end, as Claude Desktop installs and runs it:
 * `deno task mcpb --generic --platform host` builds this platform's bundle
 * through its own deno.json line; the official CLI unpacks it and validates
 * its manifest; the official substitution code (`getMcpConfigForManifest`)
 * puts a chosen folder into `mcp_config`; the runtime inside the bundle
 * then starts the server from cwd `/` with an environment of only HOME and
 * PATH plus the manifest's own, and the SDK client drives `initialize` and
 * `get_trend`. The runtime itself refuses reads outside the folder: a probe
 * script run with the very same flags gets `NotCapable`, and the server
 * pointed elsewhere with an appended `--data` answers `store_unreadable`.
 * `dist/server.json` carries the built file's SHA-256. Slow (it packs some
 * 40 MB): `deno task test:ext`. Needs npm and npx; without them the test is
 * ignored, with the reason printed.
 *
 * @module
 */

import assert from "node:assert/strict";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/client";
import { getMcpConfigForManifest } from "@anthropic-ai/mcpb/browser";
import { Validator } from "@cfworker/json-schema";
import { fileSha256, FOLDER_KEY } from "../../../src/install/mcpb_generic.ts";
import { hostTarget } from "../../../src/install/mcpb_runtime.ts";
import { MCPB_PACKAGE, npxCommand } from "../../../src/install/mcpb_task.ts";
import { runCommand } from "../../../support/command.ts";
import { fixtureDataDir } from "../../plain_helpers.ts";
import {
  DESKTOP_PATH,
  ExactStdioTransport,
  REPO,
  runTask,
  tempDir,
} from "../../install/helpers.ts";

async function runs(command: string): Promise<boolean> {
  try {
    return (await new Deno.Command(command, { args: ["--version"], stdout: "null", stderr: "null" })
      .output()).success;
  } catch {
    return false;
  }
}

const TARGET = hostTarget();
const TOOLS = await runs(npxCommand(Deno.build.os)) &&
  await runs(Deno.build.os === "windows" ? "npm.cmd" : "npm");
if (!TOOLS) console.log("skipped: npm or npx unavailable, so the bundle cannot be built");
if (!TARGET) console.log("skipped: this computer is none of the bundle platforms");

async function officialCli(args: string[]): Promise<void> {
  const run = await runCommand(npxCommand(Deno.build.os), {
    args: ["-y", MCPB_PACKAGE, ...args],
    stdin: "null",
  });
  assert.equal(run.code, 0, run.stdout + run.stderr);
}

interface McpConfig {
  command: string;
  args: string[];
  env?: Record<string, string>;
}

const PROBE = `const [inside, outside] = Deno.args;
const tryRead = (path) => { try { Deno.readTextFileSync(path); return "read"; } catch (e) { return e.name; } };
console.log(JSON.stringify({ inside: tryRead(inside), outside: tryRead(outside) }));`;

Deno.test({
  name:
    "the generic bundle for this platform installs, serves the chosen folder from / and reads nothing else",
  ignore: !TOOLS || !TARGET,
  fn: async () => {
    const home = await tempDir("bloodwork-home-");
    const folder = await Deno.realPath(await fixtureDataDir("basic"));
    const outside = await tempDir("bloodwork-outside-");
    try {
      // Build through the task's own line.
      const task = await runTask("mcpb", ["--generic", "--platform", "host"], { home });
      assert.equal(task.code, 0, task.stderr);
      const bundle = task.stdout.trim();
      assert.equal(bundle, join(REPO, "dist", `bloodwork-mcp-0.1.0-${TARGET!.id}.mcpb`));
      const { size } = await Deno.stat(bundle);
      console.log(`bundle ${TARGET!.id}: ${(size / 1048576).toFixed(1)} MiB`);

      // The registry entry the build wrote names this very file's hash, and is valid.
      const entry = JSON.parse(await Deno.readTextFile(join(REPO, "dist", "server.json")));
      assert.equal(entry.packages.length, 1);
      assert.equal(entry.packages[0].fileSha256, await fileSha256(bundle));
      assert.ok(entry.packages[0].identifier.endsWith(`/${bundle.split("/").pop()}`));
      const schema = JSON.parse(
        await Deno.readTextFile(
          new URL("../../install/fixtures/server.schema.2025-12-11.json", import.meta.url),
        ),
      );
      const checked = new Validator(schema, "7", false).validate(entry);
      assert.ok(checked.valid, JSON.stringify(checked.errors));

      // Install as Desktop does: unpack, read the manifest, substitute the chosen folder.
      const unpacked = join(home, "Claude Extensions", "bloodwork-mcp");
      await officialCli(["unpack", bundle, unpacked]);
      await officialCli(["validate", join(unpacked, "manifest.json")]);
      const manifest = JSON.parse(await Deno.readTextFile(join(unpacked, "manifest.json")));
      assert.deepEqual(manifest.compatibility.platforms, [TARGET!.platform]);
      const config = await getMcpConfigForManifest({
        manifest,
        extensionPath: unpacked,
        systemDirs: { HOME: home },
        userConfig: { [FOLDER_KEY]: folder },
        pathSeparator: "/",
      }) as McpConfig | undefined;
      assert.ok(config);
      assert.ok(config.args.includes(`--allow-read=${folder}`), JSON.stringify(config.args));
      const env = { HOME: home, PATH: DESKTOP_PATH, ...config.env };

      // initialize and get_trend through the SDK client, from cwd /.
      const transport = new ExactStdioTransport({ ...config, cwd: "/", env });
      const client = new Client({ name: "desktop-like", version: "1" });
      await client.connect(transport);
      try {
        assert.equal(client.getServerVersion()?.name, "bloodwork-mcp");
        const trend = await client.callTool({
          name: "get_trend",
          arguments: { marker: "ferrytyna" },
        });
        assert.notEqual(trend.isError, true, JSON.stringify(trend));
        const body = trend.structuredContent as { series: { points: { value: number }[] }[] };
        assert.deepEqual(body.series.flatMap((s) => s.points.map((p) => p.value)), [8, 35, 52]);
      } finally {
        await client.close();
      }

      // The runtime refuses a file outside the folder: the same flags, a probe for a script.
      const secret = join(outside, "secret.ndjson");
      await Deno.writeTextFile(secret, '{"code":"FERR","date":"2024-01-01","value":999}\n');
      const probe = join(unpacked, "server", "probe.js");
      await Deno.writeTextFile(probe, PROBE);
      const script = config.args.indexOf(join(unpacked, "server", "server.js"));
      assert.ok(script > 0, "the command line runs the bundled server.js");
      const flags = config.args.slice(0, script);
      const probed = await runCommand(config.command, {
        args: [...flags, probe, join(folder, "results.ndjson"), secret],
        cwd: "/",
        clearEnv: true,
        env,
        stdin: "null",
      });
      assert.equal(probed.code, 0, probed.stderr);
      assert.deepEqual(JSON.parse(probed.stdout), { inside: "read", outside: "NotCapable" });

      // The server pointed at the other folder by an appended --data is refused too.
      const elsewhere = new ExactStdioTransport({
        command: config.command,
        args: [...config.args, "--data", outside],
        cwd: "/",
        env,
      });
      const other = new Client({ name: "desktop-like", version: "1" });
      await other.connect(elsewhere);
      try {
        const denied = await other.callTool({ name: "get_trend", arguments: { marker: "FERR" } });
        assert.equal(denied.isError, true);
        const text = JSON.stringify(denied);
        assert.match(text, /store_unreadable/);
        assert.ok(!text.includes("999"), text);
      } finally {
        await other.close();
      }
    } finally {
      for (const dir of [home, folder, outside]) {
        await Deno.remove(dir, { recursive: true }).catch(() => {});
      }
    }
  },
});

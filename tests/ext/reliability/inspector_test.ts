/**
 * Guards interoperability with a real, independent MCP client: the MCP
 * Inspector CLI (v2) starts the server with the production flags from cwd
 * `/` and a temp HOME, and `tools/list`, a `tools/call` and `prompts/list`
 * must succeed. Uses the Inspector that `scripts/conformance.sh` installs in
 * `.tools/`, else `npx`. The test is ignored, with the reason printed, only
 * when neither exists; once it runs, any failure of the Inspector fails it.
 *
 * @module
 */

import assert from "node:assert/strict";
import { runCommand } from "../../../support/command.ts";
import { fixtureDataDir, repoPath, TOOL_NAMES } from "../../plain_helpers.ts";
import { serverArgs } from "../../../support/server_process.ts";

const INSPECTOR = "@modelcontextprotocol/inspector@2.12.0";

async function run(command: string, args: string[], env: Record<string, string>) {
  try {
    return await runCommand(command, { args, cwd: "/", env, stdin: "null" });
  } catch (error) {
    return { code: -1, stdout: "", stderr: String(error) };
  }
}

async function denoDir(): Promise<string> {
  const info = await new Deno.Command(Deno.execPath(), { args: ["info", "--json"] }).output();
  return (JSON.parse(new TextDecoder().decode(info.stdout)) as { denoDir: string }).denoDir;
}

const local = repoPath(".tools/node_modules/.bin/mcp-inspector");
const hasLocal = await Deno.stat(local).then(() => true, () => false);
const hasNpx = hasLocal || await run("npx", ["--version"], { PATH: Deno.env.get("PATH") ?? "" })
  .then((result) => result.code === 0);
if (!hasNpx) {
  console.log("skipped: the Inspector CLI cannot run here (no .tools/ install and no npx)");
}

Deno.test({
  name: "the MCP Inspector CLI lists tools and prompts and calls a tool from cwd /",
  ignore: !hasNpx,
}, async () => {
  const home = await Deno.makeTempDir({ prefix: "bloodwork-inspector-home-" });
  const realHome = Deno.env.get("HOME") ?? "/root";
  const env: Record<string, string> = {
    HOME: home,
    // The npm and Deno caches stay where they are, so nothing is fetched twice.
    npm_config_cache: Deno.env.get("npm_config_cache") ?? `${realHome}/.npm`,
    npm_config_update_notifier: "false",
    PATH: hasLocal
      ? `${repoPath(".tools/node_modules/.bin")}:${Deno.env.get("PATH")}`
      : Deno.env.get("PATH") ?? "",
  };
  const [command, prefix] = hasLocal ? [local, []] : ["npx", ["-y", INSPECTOR]];
  const data = await fixtureDataDir("basic");
  const [, ...server] = serverArgs(data); // "run", flags, main.ts, --data DIR
  const inspect = (...method: string[]) =>
    run(command, [
      ...prefix,
      "--cli",
      "-e",
      `DENO_DIR=${denoDirValue}`,
      Deno.execPath(),
      "run",
      ...server,
      ...method,
    ], env);
  const denoDirValue = await denoDir();

  const tools = await inspect("--method", "tools/list");
  assert.equal(tools.code, 0, tools.stderr);
  const listed = JSON.parse(tools.stdout) as { tools: { name: string }[] };
  assert.deepEqual(listed.tools.map((t) => t.name).sort(), TOOL_NAMES);

  const call = await inspect(
    "--method",
    "tools/call",
    "--tool-name",
    "get_trend",
    "--tool-arg",
    "marker=ferritin",
  );
  assert.equal(call.code, 0, call.stderr);
  const result = JSON.parse(call.stdout) as {
    isError?: boolean;
    structuredContent?: { marker?: { code?: string } };
  };
  assert.notEqual(result.isError, true);
  assert.equal(result.structuredContent?.marker?.code, "FERR");

  const prompts = await inspect("--method", "prompts/list");
  assert.equal(prompts.code, 0, prompts.stderr);
  assert.ok(
    (JSON.parse(prompts.stdout) as { prompts: { name: string }[] }).prompts.some((p) =>
      p.name === "marker_trend"
    ),
  );
  await Deno.remove(home, { recursive: true });
});

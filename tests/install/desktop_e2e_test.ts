/**
 * End-to-end, the way Claude Desktop does it: the entry that
 * `deno task desktop --deno` prints is started exactly as written (its
 * command and args, cwd `/`, an environment of only HOME, USER and PATH plus
 * the entry's own env) and driven by the SDK client. Guards the install
 * path against PATH and working-directory dependence, and proves the
 * sandbox: a server baked for person A never serves person B's data, not
 * with an appended `--data B`, nor through a symlink in A.
 *
 * @module
 */

import assert from "node:assert/strict";
import { Client } from "@modelcontextprotocol/client";
import { fixtureDataDir, TOOL_NAMES } from "../plain_helpers.ts";
import { runDesktopTask } from "../../src/install/desktop_task.ts";
import { capturedIo } from "../../src/install/install_task.ts";
import {
  DESKTOP_PATH,
  ExactStdioTransport,
  REPO,
  runTask,
  type ServerLaunch,
  tempDir,
} from "./helpers.ts";

interface Entry {
  command: string;
  args: string[];
  env?: Record<string, string>;
}

/** Temp directories of these tests, removed when the test process ends. */
const made: string[] = [];
globalThis.addEventListener("unload", () => {
  for (const dir of made) Deno.removeSync(dir, { recursive: true });
});

/** Person A's store: a copy of the basic fixture. */
async function personA(): Promise<string> {
  const dir = await fixtureDataDir("basic");
  made.push(dir);
  return dir;
}

/** Person B's store: values and a name that must never reach A's server. */
const B_VALUES = [777.7, 888.8];
const B_SECRET = "Jan Sekretny";

async function personB(): Promise<string> {
  const dir = await tempDir("bloodwork-person-b-");
  made.push(dir);
  const lines = B_VALUES.map((value, i) =>
    JSON.stringify({
      code: "FERR",
      date: `2024-0${i + 1}-01`,
      value,
      unit: "ng/mL",
      patient: B_SECRET,
    })
  );
  await Deno.writeTextFile(`${dir}/b.ndjson`, `${lines.join("\n")}\n`);
  await Deno.writeTextFile(
    `${dir}/markers.yaml`,
    "FERR:\n  label: Ferrytyna\n  aliases: [sekretna]\n",
  );
  return dir;
}

/**
 * The entry `deno task desktop --deno` prints for `dataDir`: through the task
 * line, launcher and worker, or (`inProcess`) the worker's code run here,
 * which `desktop_task_test.ts` checks prints the same.
 */
async function desktopEntry(
  dataDir: string,
  name: string,
  { inProcess = false } = {},
): Promise<Entry> {
  const home = await tempDir("bloodwork-home-");
  const args = ["--data", dataDir, "--deno", "--name", name];
  let task: { code: number; stdout: string; stderr: string };
  if (inProcess) {
    const io = capturedIo();
    const code = await runDesktopTask(["--cwd", REPO, ...args], io, { HOME: home });
    task = { code, stdout: io.out.join("\n"), stderr: io.err.join("\n") };
  } else task = await runTask("desktop", args, { home });
  assert.equal(task.code, 0, task.stderr);
  const entry = (JSON.parse(task.stdout) as { mcpServers: Record<string, Entry> }).mcpServers[name];
  assert.ok(entry, `the snippet has an entry named ${name}`);
  await Deno.remove(home, { recursive: true });
  return entry;
}

/** How Desktop starts an entry: its command and args as written, cwd /, and a bare environment. */
function desktopLaunch(entry: Entry, extraArgs: string[] = []): ServerLaunch {
  const env: Record<string, string> = {
    HOME: Deno.env.get("HOME") ?? "/",
    USER: Deno.env.get("USER") ?? "tester",
    PATH: DESKTOP_PATH,
    ...entry.env,
  };
  // A custom Deno cache location would also have to be set in a real Desktop entry.
  const denoDir = Deno.env.get("DENO_DIR");
  if (denoDir) env.DENO_DIR = denoDir;
  return { command: entry.command, args: [...entry.args, ...extraArgs], cwd: "/", env };
}

interface Answer {
  isError: boolean;
  all: string;
  // deno-lint-ignore no-explicit-any -- read loosely, as a model does
  body: any;
}

async function withServer<T>(
  launch: ServerLaunch,
  use: (call: (tool: string, args: object) => Promise<Answer>, client: Client) => Promise<T>,
) {
  const transport = new ExactStdioTransport(launch);
  const client = new Client({ name: "desktop-like", version: "1" });
  await client.connect(transport);
  try {
    return {
      value: await use(async (name, args) => {
        const result = await client.callTool({ name, arguments: args as Record<string, unknown> });
        return {
          isError: result.isError === true,
          all: JSON.stringify(result),
          body: result.structuredContent,
        };
      }, client),
      stderr: transport.stderr(),
    };
  } finally {
    await client.close();
  }
}

function assertNothingOfB(text: string): void {
  for (const secret of [...B_VALUES.map(String), B_SECRET, "sekretna"]) {
    assert.ok(
      !text.includes(secret),
      `B's ${JSON.stringify(secret)} leaked: ${text.slice(0, 400)}`,
    );
  }
}

Deno.test("the entry from desktop --deno serves fixture data when started as Desktop starts it", async () => {
  const data = await personA();
  const entry = await desktopEntry(data, "bloodwork-anna");
  assert.ok(
    entry.command.startsWith("/") || /^[A-Za-z]:\\/.test(entry.command),
    "the command is absolute",
  );
  const { value } = await withServer(desktopLaunch(entry), async (call, client) => {
    const { tools } = await client.listTools();
    assert.deepEqual(tools.map((t) => t.name).sort(), TOOL_NAMES);
    const trend = await call("get_trend", { marker: "ferrytyna" });
    assert.equal(trend.isError, false, trend.all);
    return trend.body.series.flatMap((s: { points: { value: number }[] }) =>
      s.points.map((p) => p.value)
    );
  });
  assert.deepEqual(value, [8, 35, 52]);
});

Deno.test("a server baked for A and pointed at B with an appended --data B is denied B's data", async () => {
  const [a, b] = [await personA(), await personB()];
  const entry = await desktopEntry(a, "bloodwork-anna", { inProcess: true });
  const { value, stderr } = await withServer(desktopLaunch(entry, ["--data", b]), async (call) => {
    const trend = await call("get_trend", { marker: "FERR" });
    const markers = await call("list_markers", {});
    return [trend, markers];
  });
  for (const answer of value) {
    assert.equal(answer.isError, true);
    assert.equal(answer.body.error.code, "store_unreadable");
    assertNothingOfB(answer.all);
  }
  assertNothingOfB(await stderr);
});

Deno.test("a server baked for A skips a symlink in A that points at B's file", async () => {
  const [a, b] = [await personA(), await personB()];
  await Deno.symlink(`${b}/b.ndjson`, `${a}/zz-b.ndjson`);
  const entry = await desktopEntry(a, "bloodwork-anna", { inProcess: true });
  const { value, stderr } = await withServer(desktopLaunch(entry), async (call) => {
    return [
      await call("get_trend", { marker: "FERR" }),
      await call("get_results", { from: "2000-01-01" }),
    ];
  });
  const [trend, results] = value;
  assert.equal(trend!.isError, false, trend!.all);
  assert.deepEqual(
    trend!.body.series.flatMap((s: { points: { value: number }[] }) =>
      s.points.map((p) => p.value)
    ),
    [8, 35, 52],
  );
  for (const answer of value) assertNothingOfB(answer.all);
  assert.equal(results!.isError, false);
  assertNothingOfB(await stderr);
});

Deno.test("a server baked for A is denied B's data through a directory symlink in A given as --data", async () => {
  const [a, b] = [await personA(), await personB()];
  await Deno.symlink(b, `${a}/link-to-b`);
  const entry = await desktopEntry(a, "bloodwork-anna", { inProcess: true });
  const { value, stderr } = await withServer(
    desktopLaunch(entry, ["--data", `${a}/link-to-b`]),
    async (call) => {
      return await call("get_trend", { marker: "FERR" });
    },
  );
  assertNothingOfB(value.all);
  assertNothingOfB(await stderr);
  assert.match(JSON.stringify(value.all), /store_unreadable/);
});

/**
 * Guards `deno task events`: it adds events to `events.yaml` and lists them,
 * through the real launcher and its sandboxed worker; it never writes on top
 * of a broken file, refuses a symlinked one, and its worker may write only
 * the events file and its temp file. What crosses the process boundary (the
 * folder the task ran from, arguments after `--`, concurrent processes) runs
 * through the launcher and its worker; the refusals run the launcher's and
 * the worker's code in this process, and one test checks both say the same.
 *
 * @module
 */

import assert from "node:assert/strict";
import { answeredByLauncher, eventsWorkerCommand } from "../../src/events_task/events_entry.ts";
import { parseEventsArgs } from "../../src/events_task/event_args.ts";
import { runEvents } from "../../src/events_task/run_events.ts";
import { repoPath } from "../plain_helpers.ts";

async function events(args: string[], cwd: string) {
  const output = await new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      "--no-prompt",
      "--allow-env=INIT_CWD",
      "--allow-run",
      repoPath("events.ts"),
      ...args,
    ],
    cwd,
    env: { INIT_CWD: cwd },
    stdout: "piped",
    stderr: "piped",
  }).output();
  const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
  return { code: output.code, out: decode(output.stdout), err: decode(output.stderr) };
}

/**
 * The launcher's and the worker's code in this process, for an absolute
 * `--data` (which the launcher passes on as it is): the same exit code and
 * printed text as {@link events}.
 */
async function eventsInProcess(args: string[]) {
  let out = "", err = "";
  const output = {
    out: (text: string) => (out += `${text}\n`),
    err: (text: string) => (err += `${text}\n`),
  };
  const parsed = parseEventsArgs(args, "/no-default-data-dir");
  const code = parsed.kind === "add" || parsed.kind === "list"
    ? await runEvents(parsed, output)
    : answeredByLauncher(parsed, output) ?? 2;
  return { code, out, err };
}

Deno.test("events add writes events.yaml, relative to the folder it ran from, and list reads it", async () => {
  const home = await Deno.makeTempDir();
  await Deno.mkdir(`${home}/wyniki`);
  const added = await events([
    "add",
    "--data",
    "wyniki",
    "2024-03-01",
    "atorwastatyna 20 mg",
    "--kind",
    "medication",
  ], home);
  assert.equal(added.code, 0, added.err);
  const second = await events([
    "add",
    "--data",
    "wyniki",
    "2021-10-02",
    "COVID-19",
    "--end",
    "2021-10-16",
    "--kind",
    "illness",
  ], home);
  assert.equal(second.code, 0, second.err);
  const listed = await events(["list", "--data", `${home}/wyniki`], "/");
  assert.equal(listed.code, 0, listed.err);
  assert.deepEqual(listed.out.trim().split("\n"), [
    "2021-10-02..2021-10-16  illness     COVID-19",
    "2024-03-01  medication  atorwastatyna 20 mg",
  ]);
  assert.deepEqual([...Deno.readDirSync(`${home}/wyniki`)].map((e) => e.name), ["events.yaml"]);
});

Deno.test("events add refuses a bad event or a broken file, and writes nothing", async () => {
  const dir = await Deno.makeTempDir();
  const bad = await eventsInProcess(["add", "--data", dir, "2024-02-30", "x"]);
  assert.equal(bad.code, 1);
  assert.match(bad.err, /"date" "2024-02-30" is not a valid date.*Nothing was written/);
  // The real launcher and worker say exactly the same.
  assert.deepEqual(await events(["add", "--data", dir, "2024-02-30", "x"], "/"), bad);
  const kind = await eventsInProcess([
    "add",
    "--data",
    dir,
    "2024-02-01",
    "x",
    "--kind",
    "holiday",
  ]);
  assert.equal(kind.code, 2);
  assert.deepEqual(
    await events(["add", "--data", dir, "2024-02-01", "x", "--kind", "holiday"], "/"),
    kind,
    "the launcher answers a usage error the same",
  );
  assert.match(kind.err, /"--kind" "holiday" must be one of medication/);
  assert.deepEqual([...Deno.readDirSync(dir)], []);

  const broken = "- date: 2024-01-01\n  text: [unclosed\n";
  await Deno.writeTextFile(`${dir}/events.yaml`, broken);
  const onBroken = await eventsInProcess(["add", "--data", dir, "2024-02-01", "x"]);
  assert.equal(onBroken.code, 1);
  assert.match(onBroken.err, /events.yaml" line 2/);
  assert.equal(await Deno.readTextFile(`${dir}/events.yaml`), broken);
});

Deno.test("events add refuses a symlinked events.yaml and leaves its target alone", async () => {
  const dir = await Deno.makeTempDir();
  const outside = await Deno.makeTempFile();
  await Deno.symlink(outside, `${dir}/events.yaml`);
  const result = await eventsInProcess(["add", "--data", dir, "2024-02-01", "x"]);
  assert.equal(result.code, 1);
  assert.match(result.err, /is not a regular file/);
  assert.equal(await Deno.readTextFile(outside), "");
});

Deno.test("the events worker may write only events.yaml, its temp and lock files, and list may write nothing", () => {
  const add = eventsWorkerCommand("/app/events.ts", "/d", true, ["add", "2024-01-01", "x"]);
  assert.deepEqual(add.filter((arg) => arg.startsWith("--allow")), [
    "--allow-read=/d",
    "--allow-write=/d/events.yaml,/d/.events.yaml.tmp,/d/.events.yaml.lock",
  ]);
  const list = eventsWorkerCommand("/app/events.ts", "/d", false, ["list"]);
  assert.deepEqual(list.filter((arg) => arg.startsWith("--allow")), ["--allow-read=/d"]);
  assert.throws(() => eventsWorkerCommand("/app/events.ts", "/a,b", true, []), /comma/);
});

Deno.test("events add keeps a text that starts with a dash, given after --", async () => {
  // The launcher used to append the worker's --data after the user's "--",
  // where it was read as two more words: the worker refused, silently.
  const dir = await Deno.makeTempDir();
  const added = await events(["add", "--data", dir, "--", "2024-03-01", "-5 kg on a diet"], "/");
  assert.equal(added.code, 0, added.err);
  assert.match(await Deno.readTextFile(`${dir}/events.yaml`), /text: "-5 kg on a diet"/);
});

Deno.test("eight concurrent events add keep all eight events, each reported once", async () => {
  // Eight adds at once kept 4 to 7 events, and one that
  // reported failure was written anyway.
  const dir = await Deno.makeTempDir();
  const results = await Promise.all(
    Array.from(
      { length: 8 },
      (_, i) => events(["add", "--data", dir, "2024-02-01", `event ${i}`], "/"),
    ),
  );
  assert.deepEqual(
    results.map((r) => r.code),
    Array(8).fill(0),
    results.map((r) => r.err).join(""),
  );
  const text = await Deno.readTextFile(`${dir}/events.yaml`);
  for (let i = 0; i < 8; i++) assert.equal(text.split(`"event ${i}"`).length, 2, `event ${i}`);
  assert.deepEqual([...Deno.readDirSync(dir)].map((e) => e.name), ["events.yaml"]);
});

Deno.test("events add refuses an event that would grow events.yaml past the server's limit", async () => {
  // The server reads at most 4 MiB of events.yaml; an add that
  // went past it left the person with no events shown at all.
  const dir = await Deno.makeTempDir();
  const filler = `${
    "# a long note kept by hand\n".repeat(Math.floor((4 * 1024 * 1024 - 40) / 27))
  }`;
  await Deno.writeTextFile(`${dir}/events.yaml`, filler);
  const result = await eventsInProcess(["add", "--data", dir, "2024-02-01", "statin"]);
  assert.equal(result.code, 1);
  assert.match(
    result.err,
    /would grow to \d+ bytes, over the 4194304 bytes the server reads\. Nothing was written/,
  );
  assert.equal(await Deno.readTextFile(`${dir}/events.yaml`), filler);
});

Deno.test("events add blames the event, not the file, for an invalid event", async () => {
  const dir = await Deno.makeTempDir();
  await Deno.writeTextFile(`${dir}/events.yaml`, "- date: 2024-01-01\n  text: fine\n");
  const result = await eventsInProcess(["add", "--data", dir, "2024-02-30", "x"]);
  assert.equal(result.code, 1);
  assert.match(result.err, /^The event is not valid: .*2024-02-30/);
  assert.doesNotMatch(result.err, /Cannot load/);
});

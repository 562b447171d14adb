/**
 * Guards the sandbox, with the production flags (`--no-prompt
 * --allow-read=<data>`, cwd `/`): symlinks inside the data directory that
 * point outside it (a file and a directory) are never read, are reported by
 * `check`, and no output quotes their content, while the server keeps
 * serving the rest; a probe module run under the identical flags is denied
 * write, net, env, run, ffi and sys; and no tool or prompt takes a path or a
 * URL argument, nor does a resource subscription accept one.
 *
 * @module
 */

import assert from "node:assert/strict";
import { runCommand } from "../../support/command.ts";
import { repoPath } from "../plain_helpers.ts";
import { dataDir, field, record } from "./support.ts";
import { RawServer, runCli, serverArgs } from "../../support/server_process.ts";

/** A data directory with one good file and links to outside content. */
async function linkedStore(): Promise<{ dir: string; outside: string; secret: string }> {
  const secret = "TOP-SECRET-OUTSIDE-CONTENT";
  const outside = await Deno.makeTempDir({ prefix: "bloodwork-outside-" });
  await Deno.writeTextFile(
    `${outside}/secret.ndjson`,
    `${record("GLU", "2024-05-05", 99, { ref_text: secret })}\n`,
  );
  await Deno.writeTextFile(`${outside}/markers.yaml`, `GLU:\n  label: ${secret}\n`);
  const dir = await dataDir({ "good.ndjson": `${record("HGB", "2024-01-01", 14.1)}\n` });
  await Deno.symlink("/etc/passwd", `${dir}/evil.ndjson`);
  await Deno.symlink(`${outside}/secret.ndjson`, `${dir}/inside-looking.ndjson`);
  await Deno.symlink(outside, `${dir}/linked-dir.ndjson`);
  await Deno.symlink(`${outside}/markers.yaml`, `${dir}/markers.yaml`);
  return { dir, outside, secret };
}

Deno.test("symlinks out of the data directory are never read, and the server serves the rest", async () => {
  const { dir, secret } = await linkedStore();
  await using server = RawServer.start(dir);
  await server.initialize();
  const list = await server.call("list_markers");
  assert.equal(list.isError, false);
  assert.deepEqual(
    (field(list.body, "markers") as { code: string }[]).map((m) => m.code),
    ["HGB"],
    "only the real file is served",
  );
  const glucose = await server.call("get_trend", { marker: "GLU" });
  assert.deepEqual(field(glucose.body, "series"), [], "no reading came through a link");
  const results = await server.call("get_results", { from: "1900-01-01" });
  assert.equal(results.isError, false);
  await server.closeStdin();
  assert.equal((await server.finished()).code, 0);
  const everything = server.lines.join("\n") + server.stderr;
  for (const leak of [secret, "root:x:0:0", "/bin/bash", "nologin"]) {
    assert.ok(!everything.includes(leak), `no output quotes ${JSON.stringify(leak)}`);
  }
  assert.deepEqual(server.invalidLines, []);
});

Deno.test("check reports every symlink by name and never quotes what it points to", async () => {
  const { dir, secret } = await linkedStore();
  const check = await runCli(dir, ["check"]);
  assert.equal(check.code, 1, "a symlink is a problem");
  const out = check.stdout + check.stderr;
  for (
    const name of ["evil.ndjson", "inside-looking.ndjson", "linked-dir.ndjson", "markers.yaml"]
  ) {
    assert.match(
      out,
      new RegExp(`${name.replace(".", "\\.")}.*(symlink|not a regular file)`),
      name,
    );
  }
  for (const leak of [secret, "root:x:0:0", "/etc/passwd"]) {
    assert.ok(!out.includes(leak), `check does not quote ${JSON.stringify(leak)}`);
  }
});

Deno.test("a probe under the production flags is denied write, net, env, run, ffi and sys", async () => {
  const dir = await dataDir({ "a.ndjson": "" });
  const output = await runCommand(Deno.execPath(), {
    args: serverArgs(dir, { script: repoPath("tests/fixtures/reliability/permission_probe.ts") }),
    cwd: "/",
  });
  assert.equal(output.code, 0, output.stderr);
  const report = JSON.parse(output.stdout) as Record<string, string>;
  assert.equal(report.read_data, "ALLOWED", "the control: reading the data directory works");
  const escapes = Object.entries(report).filter(([name, result]) =>
    name !== "read_data" && result !== "denied"
  );
  assert.deepEqual(escapes, [], "every other capability is denied");
  assert.equal(Object.keys(report).length, 13);
  console.log(
    `sandbox: ${
      Object.keys(report).length - 1
    } capability escapes tried, ${escapes.length} succeeded`,
  );
  await assert.rejects(Deno.stat(`${dir}/probe-was-here.txt`));
});

/** Every string-typed property of a JSON schema, with its path. */
function stringProperties(
  schema: unknown,
  path: string,
): { path: string; schema: Record<string, unknown> }[] {
  if (schema === null || typeof schema !== "object") return [];
  const s = schema as Record<string, unknown>;
  const found = s.type === "string" ? [{ path, schema: s }] : [];
  for (const [key, value] of Object.entries(s.properties ?? {})) {
    found.push(...stringProperties(value, `${path}.${key}`));
  }
  if (s.items) found.push(...stringProperties(s.items, `${path}[]`));
  for (const key of ["anyOf", "oneOf", "allOf"]) {
    for (const sub of (s[key] as unknown[] | undefined) ?? []) {
      found.push(...stringProperties(sub, path));
    }
  }
  return found;
}

const PATH_OR_URL = /path|file|dir|url|uri|href|link|location|folder/i;

Deno.test("no tool or prompt argument is a path or a URL", async () => {
  const dir = await dataDir();
  await using server = RawServer.start(dir);
  const init = await server.initialize();
  const capabilities = field(init, "result", "capabilities") as Record<string, unknown>;
  const resourceCapability = capabilities.resources as Record<string, unknown>;
  // Subscriptions exist for change notifications, but only to the fixed resources the server lists.
  assert.equal(resourceCapability.subscribe, true);
  for (
    const uri of ["file:///etc/passwd", `file://${dir}/good.ndjson`, "bloodwork://markers/../x"]
  ) {
    const refused = await server.request("resources/subscribe", { uri });
    const error = refused.error as { code: number } | undefined;
    assert.equal(error?.code, -32602, `${uri}: ${JSON.stringify(refused).slice(0, 200)}`);
  }
  const tools = field(await server.request("tools/list"), "result", "tools") as {
    name: string;
    inputSchema: unknown;
  }[];
  const prompts = field(await server.request("prompts/list"), "result", "prompts") as {
    name: string;
    arguments?: { name: string; description?: string }[];
  }[];
  assert.equal(tools.length, 5);
  assert.ok(prompts.length >= 2);
  let checked = 0;
  for (const tool of tools) {
    for (const { path, schema } of stringProperties(tool.inputSchema, tool.name)) {
      checked++;
      assert.doesNotMatch(path, PATH_OR_URL, `${path} is not named like a path or URL`);
      assert.notEqual(schema.format, "uri", `${path} is not a URI`);
      assert.doesNotMatch(
        String(schema.description ?? ""),
        PATH_OR_URL,
        `${path} is not described as one`,
      );
      assert.ok(
        (typeof schema.maxLength === "number" && schema.maxLength <= 200) ||
          Array.isArray(schema.enum),
        `${path} has a length cap or a fixed set of values`,
      );
    }
    const props = field(tool.inputSchema, "properties") as Record<string, unknown>;
    for (const name of Object.keys(props)) {
      assert.doesNotMatch(name, PATH_OR_URL, `${tool.name}.${name}`);
    }
  }
  for (const prompt of prompts) {
    for (const argument of prompt.arguments ?? []) {
      checked++;
      assert.doesNotMatch(argument.name, PATH_OR_URL, `${prompt.name}.${argument.name}`);
      assert.doesNotMatch(
        argument.description ?? "",
        PATH_OR_URL,
        `${prompt.name}.${argument.name}`,
      );
    }
  }
  assert.ok(checked >= 8, `checked ${checked} arguments`);
  // Only the three fixed resources; no template can name a path.
  const resources = field(await server.request("resources/list"), "result", "resources") as {
    uri: string;
  }[];
  assert.deepEqual(resources.map((r) => r.uri).sort(), [
    "bloodwork://documents",
    "bloodwork://markers",
    "ui://bloodwork/trend.html",
  ]);
  const templates = await server.request("resources/templates/list");
  assert.deepEqual(field(templates, "result", "resourceTemplates"), []);
});

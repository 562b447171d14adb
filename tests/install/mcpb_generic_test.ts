/**
 * The generic bundle's manifest, offline: for every platform it passes the
 * official manifest schema (`@anthropic-ai/mcpb`'s own 0.4 schema, the one
 * `mcpb validate` applies), asks for one folder with a directory picker,
 * and, substituted by the official code that clients use
 * (`getMcpConfigForManifest`), becomes exactly the one server command line
 * for that folder (same V8 flags, `--no-prompt`, read access to the folder
 * alone); its compatibility block names only its own OS. The tar reader
 * takes the runtime out of an npm tarball.
 *
 * @module
 */

import assert from "node:assert/strict";
import { getMcpConfigForManifest, MANIFEST_SCHEMAS } from "@anthropic-ai/mcpb/browser";
import { SERVER_V8_FLAGS, serverCommand } from "../../src/server_command.ts";
import { VERSION } from "../../src/version.ts";
import {
  bundleFileName,
  downloadUrl,
  FOLDER_KEY,
  genericManifest,
} from "../../src/install/mcpb_generic.ts";
import { MANIFEST_VERSION } from "../../src/install/mcpb_task.ts";
import { RUNTIME_TARGETS, tarEntry } from "../../src/install/mcpb_runtime.ts";
import { serverCatalog } from "../../src/install/server_listing.ts";

const catalog = await serverCatalog(VERSION);

/** What Claude Desktop makes of a manifest's mcp_config, through the official code. */
async function substituted(manifest: unknown, dir: string, folder: string, platform: string) {
  const config = await getMcpConfigForManifest({
    // deno-lint-ignore no-explicit-any -- the official function's own manifest type
    manifest: manifest as any,
    extensionPath: dir,
    systemDirs: { HOME: "/home/anna" },
    userConfig: { [FOLDER_KEY]: folder },
    pathSeparator: platform === "win32" ? "\\" : "/",
  });
  assert.ok(config, "the official code gives a config once the folder is chosen");
  return config as { command: string; args: string[]; env?: Record<string, string> };
}

for (const target of RUNTIME_TARGETS) {
  Deno.test(`the ${target.id} manifest passes the official 0.4 schema`, () => {
    const manifest = genericManifest(VERSION, target, catalog);
    assert.equal(manifest.manifest_version, MANIFEST_VERSION);
    const schema = MANIFEST_SCHEMAS[MANIFEST_VERSION as keyof typeof MANIFEST_SCHEMAS];
    const parsed = schema.safeParse(manifest);
    assert.ok(parsed.success, JSON.stringify(parsed.error?.issues));
    assert.deepEqual(manifest.compatibility.platforms, [target.platform]);
    assert.equal(manifest.server.entry_point, `server/${target.binary}`);
  });
}

Deno.test("Desktop's substitution turns the manifest into the one server command line for the chosen folder", async () => {
  const target = RUNTIME_TARGETS.find((t) => t.id === "darwin-arm64")!;
  const manifest = genericManifest(VERSION, target, catalog);
  const bundle = "/Users/anna/Library/Application Support/Claude/Claude Extensions/bloodwork-mcp";
  const folder = "/Users/anna/Documents/wyniki krwi";
  const config = await substituted(manifest, bundle, folder, "darwin");
  assert.equal(config.command, `${bundle}/server/deno`);
  assert.deepEqual(
    config.args,
    serverCommand({
      dataDir: folder,
      script: `${bundle}/server/server.js`,
      extraFlags: ["--no-config"],
    }),
  );
  assert.ok(config.args.includes(SERVER_V8_FLAGS));
  assert.ok(config.args.includes("--no-prompt"));
  const grants = config.args.filter((arg) => arg.startsWith("--allow-") || arg === "-A");
  assert.deepEqual(grants, [`--allow-read=${folder}`], "reading the folder is the only grant");
  assert.deepEqual(config.env, { DENO_NO_UPDATE_CHECK: "1" });
});

Deno.test("without a chosen folder the official code gives no command at all", async () => {
  const manifest = genericManifest(VERSION, RUNTIME_TARGETS[0]!, catalog);
  assert.equal(manifest.user_config[FOLDER_KEY]?.type, "directory");
  assert.equal(manifest.user_config[FOLDER_KEY]?.required, true);
  const config = await getMcpConfigForManifest({
    // deno-lint-ignore no-explicit-any -- the official function's own manifest type
    manifest: manifest as any,
    extensionPath: "/x",
    systemDirs: {},
    userConfig: {},
    pathSeparator: "/",
  });
  assert.equal(config, undefined);
});

Deno.test("the Windows bundle runs deno.exe and only on Windows; each platform has its own file", () => {
  const windows = genericManifest(
    VERSION,
    RUNTIME_TARGETS.find((t) => t.id === "win32-x64")!,
    catalog,
  );
  assert.equal(windows.server.mcp_config.command, "${__dirname}/server/deno.exe");
  assert.deepEqual(windows.compatibility.platforms, ["win32"]);
  const files = RUNTIME_TARGETS.map((t) => bundleFileName(VERSION, t));
  assert.equal(new Set(files).size, RUNTIME_TARGETS.length);
  for (const target of RUNTIME_TARGETS) {
    const url = downloadUrl(VERSION, target);
    assert.match(url, /^https:\/\/.*mcp.*\.mcpb$/, "the registry wants https and 'mcp' in the URL");
    assert.ok(url.endsWith(`/v${VERSION}/${bundleFileName(VERSION, target)}`), url);
  }
});

Deno.test("the manifest lists the real server's tools and never names a person's folder", () => {
  const manifest = genericManifest(VERSION, RUNTIME_TARGETS[3]!, catalog);
  assert.deepEqual(manifest.tools, catalog.tools);
  assert.deepEqual(manifest.prompts, catalog.prompts);
  assert.ok(!JSON.stringify(manifest).includes("/home/"), "no path of this machine");
  assert.notEqual(manifest.display_name, "Bloodwork");
});

Deno.test("tarEntry() finds a file after another entry and skips a long-name header", () => {
  const enc = new TextEncoder();
  const entry = (name: string, type: string, body: Uint8Array) => {
    const header = new Uint8Array(512);
    header.set(enc.encode(name), 0);
    header.set(enc.encode(`${body.length.toString(8).padStart(11, "0")}\0`), 124);
    header[156] = type.charCodeAt(0);
    const padded = new Uint8Array(Math.ceil(body.length / 512) * 512);
    padded.set(body);
    return [...header, ...padded];
  };
  const tar = new Uint8Array([
    ...entry("package/package.json", "0", enc.encode("{}".repeat(300))),
    ...entry("././@PaxHeader", "x", enc.encode("30 path=package/README.md\n")),
    ...entry("package/deno", "0", enc.encode("ELF")),
    ...new Uint8Array(1024),
  ]);
  assert.equal(new TextDecoder().decode(tarEntry(tar, "package/deno")), "ELF");
  assert.equal(tarEntry(tar, "package/deno.exe"), undefined);
});

/**
 * Tests of what the server says about itself. The catalog lists exactly the
 * real server's tools and prompts, and renders each prompt with a
 * placeholder for every required argument. The bundle manifest built from
 * it: a binary server run from the bundle folder with no arguments, the
 * tools and prompts passed through untouched, the platform the binary was
 * built for, and the personal data path explained. And `server.json`, the
 * MCP Registry entry, is kept true: it is the entry of this version (name,
 * title, the description the bundle uses, the version of `deno.json`) with
 * its bundles as packages, it follows the registry's 2025-12-11 rules, and
 * those rules refuse what the registry refuses.
 *
 * @module
 */

import assert from "node:assert/strict";
import {
  placeholder,
  REGISTRY_TITLE,
  registryEntry,
  serverCatalog,
  ServerJsonSchema,
} from "./server_listing.ts";
import { buildManifest, bundlePlatform } from "./mcpb_task.ts";
import { VERSION } from "../version.ts";

Deno.test("serverCatalog() lists the real server's five tools with their descriptions", async () => {
  const { tools } = await serverCatalog("0.0.0");
  assert.deepEqual(tools.map((t) => t.name), [
    "list_markers",
    "get_trend",
    "compare_markers",
    "get_results",
    "changes_since",
  ]);
  for (const tool of tools) {
    assert.ok(tool.description.length > 20, `${tool.name} has a description`);
  }
});

Deno.test("serverCatalog() renders each prompt with a placeholder per required argument", async () => {
  const { prompts } = await serverCatalog("0.0.0");
  assert.deepEqual(prompts.map((p) => [p.name, p.arguments]), [
    ["marker_trend", ["marker", "since"]],
    ["compare_markers", ["marker_a", "marker_b"]],
    ["visit_summary", ["since"]],
    ["transcribe_lab_document", ["collected"]],
  ]);
  const [trend, compare] = prompts;
  assert.ok(trend!.text.includes(placeholder("marker")));
  assert.ok(!trend!.text.includes(placeholder("since")), "an optional argument is left out");
  assert.ok(
    compare!.text.includes("${arguments.marker_a}") &&
      compare!.text.includes("${arguments.marker_b}"),
  );
  assert.match(trend!.text, /get_trend/);
});

const CATALOG = {
  tools: [{ name: "get_trend", description: "One marker over time" }],
  prompts: [{
    name: "marker_trend",
    arguments: ["marker", "since"],
    text: "Show ${arguments.marker}",
  }],
};

const INPUT = {
  name: "bloodwork-anna",
  version: "0.1.0",
  dataDir: "C:\\Users\\Anna\\wyniki",
  binaryFile: "bloodwork-anna.exe",
  os: "windows",
  catalog: CATALOG,
} as const;

Deno.test("buildManifest() describes a binary server inside the bundle, with no arguments", () => {
  const manifest = buildManifest(INPUT);
  assert.deepEqual(manifest.server, {
    type: "binary",
    entry_point: "server/bloodwork-anna.exe",
    mcp_config: { command: "${__dirname}/server/bloodwork-anna.exe", args: [] },
  });
  assert.equal(manifest.manifest_version, "0.4");
  assert.equal(manifest.name, "bloodwork-anna");
  assert.equal(manifest.display_name, "Blood test results (bloodwork-anna)");
  assert.deepEqual(manifest.compatibility, { platforms: ["win32"] });
});

Deno.test("buildManifest() lists the catalog's tools and prompts as given", () => {
  const manifest = buildManifest(INPUT);
  assert.equal(manifest.tools, CATALOG.tools);
  assert.equal(manifest.prompts, CATALOG.prompts);
});

Deno.test("buildManifest() says the bundle is personal and bound to the one folder baked in", () => {
  const manifest = buildManifest({
    ...INPUT,
    name: "bloodwork",
    os: "linux",
    binaryFile: "bloodwork",
  });
  assert.equal(manifest.display_name, "Blood test results (local)");
  assert.match(
    manifest.long_description,
    /This bundle is personal\. The server inside may read only the one data folder it was built for/,
  );
});

Deno.test("bundlePlatform() maps Deno's OS names and refuses others", () => {
  assert.deepEqual(
    ["darwin", "windows", "linux"].map((os) => bundlePlatform(os as typeof Deno.build.os)),
    [
      "darwin",
      "win32",
      "linux",
    ],
  );
  assert.throws(() => bundlePlatform("freebsd"), /not on "freebsd"/);
});

const serverJson: unknown = JSON.parse(
  await Deno.readTextFile(new URL("../../server.json", import.meta.url)),
);

Deno.test("server.json is the registry entry of this version, and valid", () => {
  const { packages, ...entry } = serverJson as { packages?: unknown };
  assert.ok(Array.isArray(packages) && packages.length > 0, "server.json lists its bundles");
  assert.deepEqual(entry, registryEntry(VERSION));
  const parsed = ServerJsonSchema.safeParse(serverJson);
  assert.ok(parsed.success, JSON.stringify(parsed.error?.issues));
});

Deno.test("server.json says what the bundle and the server say about themselves", () => {
  const manifest = buildManifest({
    name: "bloodwork",
    version: VERSION,
    dataDir: "/data",
    binaryFile: "bloodwork",
    os: "linux",
    catalog: { tools: [], prompts: [] },
  });
  const entry = registryEntry(VERSION);
  assert.equal(entry.description, manifest.description);
  assert.equal(entry.version, manifest.version);
  assert.equal(REGISTRY_TITLE, manifest.display_name);
});

Deno.test("the registry rules refuse a long description, a bad name, a range, and an mcpb without its hash", () => {
  const good = registryEntry("1.0.0");
  const bad: Record<string, unknown>[] = [
    { ...good, description: "x".repeat(101) },
    { ...good, name: "bloodwork-mcp" },
    { ...good, name: "io.github.a/b/c" },
    { ...good, version: "^1.0.0" },
    { ...good, version: "1.x" },
    { ...good, version: "latest" },
    {
      ...good,
      $schema: "https://static.modelcontextprotocol.io/schemas/2025-09-29/server.schema.json",
    },
    { ...good, status: "active" },
    {
      ...good,
      packages: [{
        registryType: "mcpb",
        identifier: "https://example.org/bloodwork.mcpb",
        transport: { type: "stdio" },
      }],
    },
  ];
  for (const [i, entry] of bad.entries()) {
    assert.equal(ServerJsonSchema.safeParse(entry).success, false, `case ${i}`);
  }
  const bundle = {
    ...good,
    packages: [{
      registryType: "mcpb",
      identifier: "https://example.org/bloodwork.mcpb",
      version: "1.0.0",
      fileSha256: "a".repeat(64),
      transport: { type: "stdio" },
    }],
  };
  assert.ok(ServerJsonSchema.safeParse(bundle).success);
});

Deno.test("buildManifest() never writes the data folder's path, which may carry a person's name", () => {
  const dataDir = "/Users/anna.kowalska/Documents/wyniki-krwi";
  const manifest = buildManifest({ ...INPUT, dataDir });
  const text = JSON.stringify(manifest);
  assert.ok(!text.includes("kowalska"), text);
  assert.ok(!text.includes("wyniki-krwi"), text);
  assert.match(manifest.long_description, /This bundle is personal/);
});

/**
 * Keeps `server.json`, the MCP Registry entry (issue 25, item 5), true: it
 * is exactly the entry of this version (name, title, the description the
 * bundle uses, the version of `deno.json`), it follows the registry's
 * 2025-12-11 rules, and those rules refuse what the registry refuses.
 *
 * @module
 */

import assert from "node:assert/strict";
import { VERSION } from "../version.ts";
import { buildManifest } from "./mcpb_task.ts";
import { REGISTRY_TITLE, registryEntry, ServerJsonSchema } from "./server_listing.ts";

const serverJson: unknown = JSON.parse(
  await Deno.readTextFile(new URL("../../server.json", import.meta.url)),
);

Deno.test("server.json is the registry entry of this version, and valid", () => {
  assert.deepEqual(serverJson, registryEntry(VERSION));
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

/**
 * `server.json`, the MCP Registry entry, against the registry's own JSON
 * Schema of 2025-12-11 (the `$schema` it names), read offline from
 * `fixtures/server.schema.2025-12-11.json`. That file is vendored from the
 * public repository modelcontextprotocol/registry, file
 * `internal/validators/schemas/2025-12-11.json` at commit
 * e361b5ff5a925b36a38eda0544bca8230a84558b, with every validation keyword
 * kept as published and the annotations (`description`, `example(s)`,
 * `$comment`) left out. The entry must also be the release entry the
 * generic build writes: one `mcpb` package per platform, at its download
 * URL, with a SHA-256; and its name and title must not be taken for the
 * unrelated hosted server called "bloodwork".
 *
 * @module
 */

import assert from "node:assert/strict";
import { Validator } from "@cfworker/json-schema";
import { VERSION } from "../../src/version.ts";
import { releaseEntry } from "../../src/install/mcpb_generic.ts";
import { RUNTIME_TARGETS } from "../../src/install/mcpb_runtime.ts";
import { SERVER_JSON_SCHEMA } from "../../src/install/server_listing.ts";

const schema = JSON.parse(
  await Deno.readTextFile(new URL("./fixtures/server.schema.2025-12-11.json", import.meta.url)),
);
const serverJson = JSON.parse(
  await Deno.readTextFile(new URL("../../server.json", import.meta.url)),
);

function validate(entry: unknown) {
  return new Validator(schema, "7", false).validate(entry);
}

Deno.test("server.json is valid by the registry's 2025-12-11 schema, which it names", () => {
  assert.equal(schema.$id, SERVER_JSON_SCHEMA);
  assert.equal(serverJson.$schema, SERVER_JSON_SCHEMA);
  const result = validate(serverJson);
  assert.ok(result.valid, JSON.stringify(result.errors, null, 1));
});

Deno.test("server.json offers one mcpb download per platform, with its SHA-256", () => {
  const packages = serverJson.packages as { fileSha256: string }[];
  assert.equal(packages.length, RUNTIME_TARGETS.length);
  const hashes = RUNTIME_TARGETS.map((target, i) => ({ target, sha256: packages[i]!.fileSha256 }));
  assert.deepEqual(serverJson, releaseEntry(VERSION, hashes));
  for (const { sha256 } of hashes) assert.match(sha256, /^[a-f0-9]{64}$/);
});

Deno.test("the name and title cannot be taken for the hosted server called bloodwork", () => {
  const [, server] = String(serverJson.name).split("/");
  assert.notEqual(server?.toLowerCase(), "bloodwork");
  assert.doesNotMatch(String(serverJson.title), /^bloodwork$/i);
  assert.match(String(serverJson.title), /local/i);
});

Deno.test("the vendored schema refuses what the registry refuses", () => {
  const bad = [
    { ...serverJson, name: "bloodwork-mcp" },
    { ...serverJson, description: "x".repeat(101) },
    { ...serverJson, packages: [{ ...serverJson.packages[0], fileSha256: "ABC" }] },
    { ...serverJson, packages: [{ ...serverJson.packages[0], version: "latest" }] },
    { ...serverJson, packages: [{ registryType: "mcpb", transport: { type: "stdio" } }] },
    { ...serverJson, websiteUrl: "not a url" },
  ];
  for (const [i, entry] of bad.entries()) assert.equal(validate(entry).valid, false, `case ${i}`);
});

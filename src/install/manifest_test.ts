/**
 * Tests of the bundle manifest: a binary server run from the bundle folder
 * with no arguments, the tools and prompts passed through untouched, the
 * platform the binary was built for, and the personal data path explained.
 *
 * @module
 */

import assert from "node:assert/strict";
import { buildManifest, bundlePlatform } from "./mcpb_task.ts";

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
  assert.equal(manifest.display_name, "Bloodwork (bloodwork-anna)");
  assert.deepEqual(manifest.compatibility, { platforms: ["win32"] });
});

Deno.test("buildManifest() lists the catalog's tools and prompts as given", () => {
  const manifest = buildManifest(INPUT);
  assert.equal(manifest.tools, CATALOG.tools);
  assert.equal(manifest.prompts, CATALOG.prompts);
});

Deno.test("buildManifest() says the bundle is personal and names the baked directory", () => {
  const manifest = buildManifest({
    ...INPUT,
    name: "bloodwork",
    os: "linux",
    binaryFile: "bloodwork",
  });
  assert.equal(manifest.display_name, "Bloodwork");
  assert.match(
    manifest.long_description,
    /This bundle is personal\. The server inside may read only `C:\\Users\\Anna\\wyniki`/,
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

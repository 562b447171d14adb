// The compiled binary carries the server and nothing else: the compile task's
// own command line, run with a stand-in runtime (see payload.ts), embeds the
// server bundle alone. The same measurement on `main.ts` with the whole lock
// finds the importer's PDF packages, so it can tell the difference.

import assert from "node:assert/strict";
import { join } from "node:path";
import { buildServerBundle } from "../../../scripts/build_server.ts";
import { bundleVariant, measurePayload, sourceVariant } from "../../../bench/payload.ts";

Deno.test("the compile task's command line packs the server bundle and nothing else", async () => {
  const dir = await Deno.makeTempDir({ prefix: "bloodwork-payload-" });
  try {
    const bundle = await buildServerBundle(join(dir, "server.js"));
    const payload = await measurePayload(bundleVariant(bundle), dir);
    assert.deepEqual(payload.embedded, ["server.js"]);
    assert.deepEqual(payload.importerPackages, []);
    const bundleBytes = (await Deno.stat(bundle)).size;
    assert.ok(
      payload.bytes >= bundleBytes,
      `${payload.bytes} bytes hold the ${bundleBytes}-byte bundle`,
    );
    assert.ok(payload.bytes < 10e6, `${payload.bytes} bytes appended`);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("the same measurement finds the importer's packages when main.ts is compiled with the whole lock", async () => {
  const dir = await Deno.makeTempDir({ prefix: "bloodwork-payload-" });
  try {
    const payload = await measurePayload(sourceVariant("main.ts, whole lock", "deno.lock"), dir);
    assert.deepEqual([...payload.importerPackages].sort(), [
      "@pdf-lib/fontkit",
      "pdf-lib",
      "unpdf",
    ]);
    assert.ok(payload.embedded.includes("main.ts"));
    assert.ok(payload.bytes > 30e6, `${payload.bytes} bytes appended`);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

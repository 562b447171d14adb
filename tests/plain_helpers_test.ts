// Guards that a server spawned by the tests keeps the test run's DENO_DIR:
// without it, a run with a custom cache starts the child cold and times out.

import assert from "node:assert/strict";
import { childEnv } from "./plain_helpers.ts";

function withDenoDir(value: string | undefined, body: () => void): void {
  const saved = Deno.env.get("DENO_DIR");
  if (value === undefined) Deno.env.delete("DENO_DIR");
  else Deno.env.set("DENO_DIR", value);
  try {
    body();
  } finally {
    if (saved === undefined) Deno.env.delete("DENO_DIR");
    else Deno.env.set("DENO_DIR", saved);
  }
}

Deno.test("childEnv() passes DENO_DIR through to a spawned server when it is set", () => {
  withDenoDir("/tmp/custom-deno-cache", () => {
    assert.deepEqual(childEnv({ HOME: "/h", PATH: "/bin" }), {
      HOME: "/h",
      PATH: "/bin",
      DENO_DIR: "/tmp/custom-deno-cache",
    });
  });
});

Deno.test("childEnv() adds nothing when DENO_DIR is not set", () => {
  withDenoDir(undefined, () => {
    assert.deepEqual(childEnv({ HOME: "/h" }), { HOME: "/h" });
  });
});

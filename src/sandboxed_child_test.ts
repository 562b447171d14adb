import assert from "node:assert/strict";
import { runEntry, type SandboxedEntry, UnsafePathError, WORKER_FLAG } from "./sandboxed_child.ts";

const URL_OF_ENTRY = "file:///app/tool.ts";

Deno.test("runEntry() runs the worker after --worker, and the launcher otherwise", async () => {
  const seen: string[] = [];
  const entry: SandboxedEntry = {
    launch: (argv, here) => {
      seen.push(`launch ${argv.join(" ")} ${here.script} ${here.dataDir}`);
      return { exit: 3 };
    },
    work: (argv, here) => {
      seen.push(`work ${argv.join(" ")} ${here.dataDir}`);
      return 4;
    },
  };
  assert.equal(await runEntry(URL_OF_ENTRY, entry, ["list"]), 3);
  assert.equal(await runEntry(URL_OF_ENTRY, entry, [WORKER_FLAG, "list"]), 4);
  assert.deepEqual(seen, ["launch list /app/tool.ts /app/data", "work list /app/data"]);
});

Deno.test("runEntry() runs an entry with work alone as the worker, on all its arguments", async () => {
  let got: readonly string[] = [];
  const code = await runEntry(URL_OF_ENTRY, { work: (argv) => (got = argv, 0) }, ["report"]);
  assert.equal(code, 0);
  assert.deepEqual(got, ["report"]);
});

Deno.test("runEntry() turns a launcher's error into exit code 1", async () => {
  const entry: SandboxedEntry = {
    launch: () => {
      throw new UnsafePathError("/a,b");
    },
  };
  const error = console.error;
  const printed: unknown[] = [];
  console.error = (...items: unknown[]) => printed.push(...items);
  try {
    assert.equal(await runEntry(URL_OF_ENTRY, entry, []), 1);
  } finally {
    console.error = error;
  }
  assert.match(String(printed[0]), /contains a comma/);
});

import assert from "node:assert/strict";
import { LOG_NAME } from "./audit_log.ts";
import { logUnloggedStoreFiles } from "./recover.ts";

const A = "a".repeat(64);
const B = "b".repeat(64);
const line = (source: string) =>
  `{"code":"HGB","date":"2025-01-01","value":13,"source":"${source}"}\n`;

Deno.test("logUnloggedStoreFiles() logs each document of an importer file no log line names", async () => {
  const dir = await Deno.makeTempDir({ prefix: "bwrecover-" });
  await Deno.writeTextFile(`${dir}/2025-01-01-0123456789ab.ndjson`, line(A) + line(A) + line(B));
  await Deno.writeTextFile(`${dir}/2025-01-02-ba9876543210.ndjson`, line(A));
  await Deno.writeTextFile(`${dir}/hand-made.ndjson`, line(A));
  await Deno.writeTextFile(
    `${dir}/${LOG_NAME}`,
    '{"event":"import","file":"2025-01-02-ba9876543210.ndjson"}\n',
  );
  const at = "2025-06-01T00:00:00.000Z";
  const entries = await logUnloggedStoreFiles(dir, at);
  const file = "2025-01-01-0123456789ab.ndjson";
  assert.deepEqual(entries, [
    { at, event: "recovered", document: A, imported: 2, file },
    { at, event: "recovered", document: B, imported: 1, file },
  ]);
  assert.deepEqual(await logUnloggedStoreFiles(dir, at), [], "a second run finds nothing new");
  const log = (await Deno.readTextFile(`${dir}/${LOG_NAME}`)).trim().split("\n");
  assert.equal(log.length, 3);
  await Deno.remove(dir, { recursive: true });
});

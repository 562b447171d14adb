import assert from "node:assert/strict";
import { cleanTempFiles, replaceFile, TEMP_SUFFIX, writeNewFile } from "./atomic.ts";

async function names(dir: string): Promise<string[]> {
  const found: string[] = [];
  for await (const entry of Deno.readDir(dir)) found.push(entry.name);
  return found.sort();
}

Deno.test("writeNewFile() never overwrites: a taken name gets a suffix", async () => {
  const dir = await Deno.makeTempDir();
  await Deno.writeTextFile(`${dir}/2025-01-01-abc.ndjson`, "old\n");
  assert.equal(
    await writeNewFile(dir, "2025-01-01-abc", "ndjson", "new\n"),
    "2025-01-01-abc-2.ndjson",
  );
  assert.equal(
    await writeNewFile(dir, "2025-01-01-abc", "ndjson", "newer\n"),
    "2025-01-01-abc-3.ndjson",
  );
  assert.equal(await Deno.readTextFile(`${dir}/2025-01-01-abc.ndjson`), "old\n");
  assert.equal(await Deno.readTextFile(`${dir}/2025-01-01-abc-2.ndjson`), "new\n");
  await Deno.remove(dir, { recursive: true });
});

Deno.test("writeNewFile() keeps the content under a temp name that is not *.ndjson until the rename", async () => {
  const dir = await Deno.makeTempDir();
  let seen: string[] = [];
  await writeNewFile(dir, "x", "ndjson", "a\n", async (temp) => {
    seen = await names(dir);
    assert.equal(await Deno.readTextFile(temp), "a\n");
  });
  assert.equal(seen.length, 1);
  assert.ok(seen[0]!.endsWith(TEMP_SUFFIX) && !seen[0]!.endsWith(".ndjson"));
  assert.deepEqual(await names(dir), ["x.ndjson"]);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("writeNewFile() removes its temp file when the write fails", async () => {
  const dir = await Deno.makeTempDir();
  await assert.rejects(
    writeNewFile(dir, "x", "ndjson", "a\n", () => Promise.reject(new Error("boom"))),
    /boom/,
  );
  assert.deepEqual(await names(dir), []);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("cleanTempFiles() removes only the importer's temp files", async () => {
  const dir = await Deno.makeTempDir();
  await Deno.writeTextFile(`${dir}/.import-dead${TEMP_SUFFIX}`, "half");
  await Deno.writeTextFile(`${dir}/a.ndjson`, "");
  await Deno.writeTextFile(`${dir}/notes.tmp`, "");
  assert.deepEqual(await cleanTempFiles(dir), [`.import-dead${TEMP_SUFFIX}`]);
  assert.deepEqual(await names(dir), ["a.ndjson", "notes.tmp"]);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("replaceFile() replaces a file's content whole", async () => {
  const dir = await Deno.makeTempDir();
  await Deno.writeTextFile(`${dir}/markers.yaml`, "old");
  await replaceFile(dir, "markers.yaml", "new");
  assert.equal(await Deno.readTextFile(`${dir}/markers.yaml`), "new");
  assert.deepEqual(await names(dir), ["markers.yaml"]);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("writeNewFile() never overwrites, even when writers race for the same name", async () => {
  const dir = await Deno.makeTempDir();
  const contents = Array.from({ length: 12 }, (_, i) => `line ${i}\n`);
  const given = await Promise.all(contents.map((c) => writeNewFile(dir, "x", "ndjson", c)));
  assert.equal(new Set(given).size, contents.length);
  const kept = await Promise.all(given.map((n) => Deno.readTextFile(`${dir}/${n}`)));
  assert.deepEqual(kept.sort(), [...contents].sort());
  assert.equal((await names(dir)).length, contents.length);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("replaceFile() keeps the permissions of the file it replaces", async () => {
  const dir = await Deno.makeTempDir();
  await Deno.writeTextFile(`${dir}/markers.yaml`, "old");
  await Deno.chmod(`${dir}/markers.yaml`, 0o644);
  await replaceFile(dir, "markers.yaml", "new");
  assert.equal((await Deno.stat(`${dir}/markers.yaml`)).mode! & 0o777, 0o644);
  await replaceFile(dir, "fresh.yaml", "new");
  assert.equal((await Deno.stat(`${dir}/fresh.yaml`)).mode! & 0o777, 0o600);
  await Deno.remove(dir, { recursive: true });
});

import assert from "node:assert/strict";
import { LOG_NAME } from "./audit_log.ts";
import { forgetDocument, ForgetError } from "./forget.ts";
import { PROPOSALS_NAME, renderProposals } from "../classify/mod.ts";

const A = "3fa2c1".padEnd(64, "a");
const B = "3fb999".padEnd(64, "b");

function line(code: string, value: number, source: string): string {
  return JSON.stringify({ code, date: "2025-03-12", value, source });
}

async function dataDir(): Promise<string> {
  const dir = await Deno.makeTempDir({ prefix: "bwforget-" });
  await Deno.writeTextFile(
    `${dir}/2025-03-12-aaaaaaaaaaaa.ndjson`,
    `${line("HGB", 13.4, A)}\n${line("FERR", 52, B)}\nnot json but kept\n`,
  );
  await Deno.writeTextFile(`${dir}/2025-03-13-bbbbbbbbbbbb.ndjson`, `${line("CRP", 1, A)}\n`);
  await Deno.writeTextFile(`${dir}/mine.ndjson`, `{"code":"HGB","date":"2020-01-01","value":14}\n`);
  await Deno.writeTextFile(
    `${dir}/${LOG_NAME}`,
    `{"file":"2025-03-12-aaaaaaaaaaaa.ndjson"}\n{"file":"2025-03-13-bbbbbbbbbbbb.ndjson"}\n`,
  );
  return dir;
}

Deno.test("forgetDocument() removes one document's rows from every file and logs each", async () => {
  const dir = await dataDir();
  const outcome = await forgetDocument(dir, "3fa2", new Date("2025-06-01T00:00:00Z"));
  assert.equal(outcome.document, A);
  assert.equal(
    await Deno.readTextFile(`${dir}/2025-03-12-aaaaaaaaaaaa.ndjson`),
    `${line("FERR", 52, B)}\nnot json but kept\n`,
  );
  await assert.rejects(Deno.stat(`${dir}/2025-03-13-bbbbbbbbbbbb.ndjson`), Deno.errors.NotFound);
  assert.equal(
    await Deno.readTextFile(`${dir}/mine.ndjson`),
    `{"code":"HGB","date":"2020-01-01","value":14}\n`,
  );
  const log = (await Deno.readTextFile(`${dir}/${LOG_NAME}`)).trim().split("\n").slice(2)
    .map((l) => JSON.parse(l));
  assert.deepEqual(log, [
    {
      at: "2025-06-01T00:00:00.000Z",
      event: "forget",
      document: A,
      removed: 1,
      file: "2025-03-12-aaaaaaaaaaaa.ndjson",
      file_removed: false,
    },
    {
      at: "2025-06-01T00:00:00.000Z",
      event: "forget",
      document: A,
      removed: 1,
      file: "2025-03-13-bbbbbbbbbbbb.ndjson",
      file_removed: true,
    },
  ]);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("forgetDocument() refuses an ambiguous or unknown prefix, listing the candidates", async () => {
  const dir = await dataDir();
  const before = await Deno.readTextFile(`${dir}/2025-03-12-aaaaaaaaaaaa.ndjson`);
  await assert.rejects(
    forgetDocument(dir, "3f"),
    (error: Error) =>
      error instanceof ForgetError && /matches 2 documents: 3fa2c1aaaaaa.*3fb999bbbbbb/.test(
        error.message,
      ),
  );
  await assert.rejects(
    forgetDocument(dir, "0000"),
    (error: Error) =>
      error instanceof ForgetError && /No document in the store starts with "0000"/.test(
        error.message,
      ) && error.message.includes("3fa2c1aaaaaa (2 rows in"),
  );
  assert.equal(await Deno.readTextFile(`${dir}/2025-03-12-aaaaaaaaaaaa.ndjson`), before);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("forgetDocument() drops the document from the proposals", async () => {
  const dir = await dataDir();
  await Deno.writeTextFile(
    `${dir}/${PROPOSALS_NAME}`,
    renderProposals([
      { name: "Foo", suggestions: [], example: { value: 1 }, documents: [A] },
      { name: "Bar", suggestions: [], example: { value: 2 }, documents: [A, B] },
    ]),
  );
  const outcome = await forgetDocument(dir, "3fa2c1");
  assert.ok(outcome.proposalsChanged);
  const text = await Deno.readTextFile(`${dir}/${PROPOSALS_NAME}`);
  assert.doesNotMatch(text, /Foo/);
  assert.doesNotMatch(text, new RegExp(A));
  assert.match(text, /Bar/);
  await Deno.remove(dir, { recursive: true });
});

/**
 * End-to-end for the store index: the real server under the production
 * flags from cwd `/`, over stdio with the SDK client. With an index the
 * importer would write, it answers exactly as it does from the files alone
 * and logs nothing about the index; with a damaged index it logs why it was
 * not used (on stderr, naming no reading) and still answers from the files.
 *
 * @module
 */

import assert from "node:assert/strict";
import { Client } from "@modelcontextprotocol/client";
import { StdioClientTransport } from "@modelcontextprotocol/client/stdio";
import { call, stdioServer } from "./helpers.ts";
import { fixtureDataDir } from "./plain_helpers.ts";
import { writeIndex } from "../support/store_index_stores.ts";
import { STORE_INDEX_NAME } from "../src/store/store_index_file.ts";

/** The answers of a few calls, and what the server wrote on stderr. */
async function session(dataDir: string): Promise<{ answers: unknown[]; stderr: string }> {
  const transport = new StdioClientTransport(stdioServer(dataDir));
  let stderr = "";
  transport.stderr?.on("data", (chunk: Uint8Array) => (stderr += new TextDecoder().decode(chunk)));
  const client = new Client({ name: "e2e-index", version: "1" });
  await client.connect(transport);
  try {
    const answers = [];
    for (
      const [tool, args] of [
        ["get_trend", { marker: "HGB" }],
        ["get_trend", { marker: "ferrytyna" }],
        ["list_markers", {}],
        ["get_results", { date: "2024-03-01" }],
      ] as const
    ) {
      const answer = await call(client, tool, args);
      answers.push({ isError: answer.isError, text: answer.text, body: answer.body });
    }
    return { answers, stderr };
  } finally {
    await client.close();
  }
}

Deno.test("the server answers the same from its index as from its files, and says when it cannot use it", async () => {
  const dataDir = await fixtureDataDir("basic");
  try {
    const plain = await session(dataDir);
    await writeIndex(dataDir);
    const indexed = await session(dataDir);
    assert.deepEqual(indexed.answers, plain.answers);
    assert.doesNotMatch(indexed.stderr, /store index/);

    const bytes = await Deno.readFile(`${dataDir}/${STORE_INDEX_NAME}`);
    bytes[bytes.length - 1] = bytes[bytes.length - 1]! ^ 0x55;
    await Deno.writeFile(`${dataDir}/${STORE_INDEX_NAME}`, bytes);
    const damaged = await session(dataDir);
    assert.deepEqual(damaged.answers, plain.answers);
    assert.match(
      damaged.stderr,
      /the store index \(\.bloodwork-index\) was not used: its checksum does not match \(a damaged file\); every file is read instead/,
    );
    for (const secret of ["Kowalski", "85010112345"]) {
      assert.ok(!damaged.stderr.includes(secret), `stderr does not leak ${secret}`);
    }
  } finally {
    await Deno.remove(dataDir, { recursive: true });
  }
});

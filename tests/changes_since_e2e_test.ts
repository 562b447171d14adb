/**
 * End-to-end for `changes_since` (see docs/clinical.md): the real server process
 * under the production flags from cwd `/`, over stdio with the v2 SDK client
 * (which validates the answer against the tool's output schema): by default
 * the latest test's results judged against each marker's previous one; a
 * date gives every later result, newest first; a bad date is a structured
 * `invalid_argument`; nothing personal in the fixture leaks.
 *
 * @module
 */

import assert from "node:assert/strict";
import { Client } from "@modelcontextprotocol/client";
import { StdioClientTransport } from "@modelcontextprotocol/client/stdio";
import { call, stdioServer } from "./helpers.ts";
import { fixtureDataDir } from "./plain_helpers.ts";

const dataDir = await fixtureDataDir("basic");

Deno.test("changes_since over stdio: the latest test judged, a date, and a bad date", async () => {
  const client = new Client({ name: "e2e-changes", version: "1" });
  await client.connect(new StdioClientTransport(stdioServer(dataDir)));
  try {
    const latest = await call(client, "changes_since");
    assert.equal(latest.isError, false);
    assert.equal(latest.body.since, "2024-03-01");
    assert.deepEqual(latest.body.dates.map((d: { date: string }) => d.date), ["2025-03-01"]);
    const results = latest.body.dates[0].results;
    const hgb = results.find((r: { code: string }) => r.code === "HGB");
    assert.equal(hgb.change.from.value, 11.2);
    assert.equal(hgb.change.verdict, "likely_real_increase");
    assert.equal(hgb.change.crossed_range, true);
    const crp = results.find((r: { code: string }) => r.code === "CRP");
    assert.equal(crp.flag, "high");
    assert.equal(crp.change.reason, "censored");
    assert.equal(latest.body.counts.out_of_range, 1);
    assert.match(latest.text, /^Since 2024-03-01 \(the previous test\): 7 result\(s\)/);
    assert.match(
      latest.text,
      /CRP "[^"]+" 12\.4 mg\/L H ref <=5; was <0\.5 on 2023-03-01: not judged/,
    );
    for (const secret of ["Kowalski", "85010112345"]) {
      assert.ok(!JSON.stringify(latest.body).includes(secret), `no ${secret}`);
    }

    const since = await call(client, "changes_since", { since: "2000-01-01" });
    assert.deepEqual(
      since.body.dates.map((d: { date: string }) => d.date),
      ["2025-03-01", "2024-03-01", "2023-03-01"],
    );

    const bad = await call(client, "changes_since", { since: "last visit" });
    assert.equal(bad.isError, true);
    assert.equal(bad.body.error.code, "invalid_argument");
    assert.match(bad.text, /"since" "last visit" is not a date: use YYYY-MM-DD/);
  } finally {
    await client.close();
  }
});

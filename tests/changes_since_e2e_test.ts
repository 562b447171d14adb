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
import { call, connectInProcess, stdioServer } from "./helpers.ts";
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

Deno.test("changes_since compares with the latest reading of a date by time, and names its time", async () => {
  // The glucose month of the "real" store: ten meter readings a day, the last of 2025-03-29 at
  // 20:23 (94 mg/dL), the first of 2025-03-30 at 06:00 (164 mg/dL).
  await using client = await connectInProcess(
    new URL("./fixtures/store/real", import.meta.url).pathname,
  );
  const { body, text } = await call(client, "changes_since", { since: "2025-03-29" });
  const day = body.dates.find((d: { date: string }) => d.date === "2025-03-30");
  const first = day.results.find((r: { time?: string }) => r.time === "06:00");
  assert.deepEqual(first.change.from, { date: "2025-03-29", time: "20:23", value: 94 });
  assert.match(text, /06:00 GLU "Glukoza" 164 mg\/dL H ref 70-99; was 94 at 20:23: /);
  assert.match(
    text,
    /07:35 GLU "Glukoza" 160 mg\/dL H ref 70-99; was 164 on 2025-03-30 at 06:00: /,
  );
});

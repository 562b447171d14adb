/**
 * Resource change notifications (see docs/mcp_line.md), end to end with the SDK
 * client: when `markers.yaml`, `events.yaml` or the set of markers in the
 * store changes, a client on 2025-11-25 is told
 * `notifications/resources/list_changed`, and one subscribed to
 * `bloodwork://markers` also `notifications/resources/updated`, so a client
 * that caches the dictionary reads it again. New results of a marker already
 * there change nothing the resource shows, and are not announced.
 *
 * @module
 */

import assert from "node:assert/strict";
import type { Client } from "@modelcontextprotocol/client";
import { call, connectInProcess } from "../helpers.ts";

const MARKERS = "bloodwork://markers";

const RESULTS = [
  { code: "FERR", date: "2024-03-01", value: 35, unit: "ng/mL", ref_low: 13, ref_high: 150 },
  { code: "HGB", date: "2024-03-01", value: 14.1, unit: "g/dL", ref_low: 12, ref_high: 16 },
  { code: "FERR", date: "2025-01-10", value: "<5", unit: "ng/mL" },
];

async function store(): Promise<string> {
  const dir = await Deno.makeTempDir({ prefix: "bloodwork-changes-" });
  await Deno.writeTextFile(
    `${dir}/results.ndjson`,
    RESULTS.map((r) => JSON.stringify(r)).join("\n") + "\n",
  );
  return dir;
}

/** Counts the change notifications a client gets. */
function listen(client: Client): { listChanged: number; updated: string[] } {
  const seen = { listChanged: 0, updated: [] as string[] };
  client.setNotificationHandler("notifications/resources/list_changed", () => {
    seen.listChanged++;
  });
  client.setNotificationHandler("notifications/resources/updated", (n) => {
    seen.updated.push(n.params.uri);
  });
  return seen;
}

/** Lets notifications sent with a call's answer arrive. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

async function markerCodes(client: Client): Promise<string[]> {
  const read = await client.readResource({ uri: MARKERS });
  const body = JSON.parse((read.contents[0] as { text: string }).text) as {
    markers: { code: string; has_results: boolean }[];
  };
  return body.markers.filter((m) => m.has_results).map((m) => m.code);
}

Deno.test("the resources capability declares list changes and subscriptions", async () => {
  await using client = await connectInProcess(await store());
  const resources = client.getServerCapabilities()?.resources;
  assert.deepEqual(resources, { listChanged: true, subscribe: true });
});

Deno.test("a changed markers.yaml is announced, and the re-read dictionary has the new marker", async () => {
  const dir = await store();
  await using client = await connectInProcess(dir);
  const seen = listen(client);
  await client.subscribeResource({ uri: MARKERS });
  assert.deepEqual((await markerCodes(client)).sort(), ["FERR", "HGB"]);
  await call(client, "list_markers", {});
  await settle();
  assert.deepEqual(seen, { listChanged: 0, updated: [] }, "nothing changed yet");

  await Deno.writeTextFile(
    `${dir}/markers.yaml`,
    "INH_B:\n  label: INH-B (Elecsys)\n  group: Hormony\n",
  );
  await call(client, "list_markers", {});
  await settle();
  assert.deepEqual(seen, { listChanged: 1, updated: [MARKERS] });
  const read = await client.readResource({ uri: MARKERS });
  assert.match((read.contents[0] as { text: string }).text, /"INH_B"/);
  await settle();
  assert.deepEqual(seen, { listChanged: 1, updated: [MARKERS] }, "announced once");
});

Deno.test("a new marker in the results is announced, new results of known markers are not", async () => {
  const dir = await store();
  await using client = await connectInProcess(dir);
  const seen = listen(client);
  await client.subscribeResource({ uri: MARKERS });
  assert.deepEqual((await markerCodes(client)).sort(), ["FERR", "HGB"]);

  const more = { code: "HGB", date: "2025-02-01", value: 13.2, unit: "g/dL" };
  await Deno.writeTextFile(`${dir}/results.ndjson`, JSON.stringify(more) + "\n", { append: true });
  await call(client, "get_trend", { marker: "HGB" });
  await settle();
  assert.deepEqual(seen, { listChanged: 0, updated: [] }, "same markers, nothing announced");

  const tsh = { code: "TSH", date: "2025-02-01", value: 2.1, unit: "mIU/L" };
  await Deno.writeTextFile(`${dir}/later.ndjson`, JSON.stringify(tsh) + "\n");
  await call(client, "get_trend", { marker: "HGB" });
  await settle();
  assert.deepEqual(seen, { listChanged: 1, updated: [MARKERS] });
  assert.deepEqual((await markerCodes(client)).sort(), ["FERR", "HGB", "TSH"]);
});

Deno.test("a changed events.yaml is announced; an unsubscribed client gets list_changed only", async () => {
  const dir = await store();
  await using client = await connectInProcess(dir);
  const seen = listen(client);
  await client.subscribeResource({ uri: MARKERS });
  await client.unsubscribeResource({ uri: MARKERS });
  await call(client, "list_markers", {});
  await Deno.writeTextFile(`${dir}/events.yaml`, "- date: 2024-07-01\n  text: urlop\n");
  await call(client, "list_markers", {});
  await settle();
  assert.deepEqual(seen, { listChanged: 1, updated: [] });
});

Deno.test("subscribing to a resource the server does not have is invalid params", async () => {
  await using client = await connectInProcess(await store());
  await assert.rejects(
    () => client.subscribeResource({ uri: "bloodwork://nothing" }),
    (error: Error & { code?: number }) => {
      assert.equal(error.code, -32602);
      assert.match(error.message, /"bloodwork:\/\/nothing"/);
      return true;
    },
  );
});

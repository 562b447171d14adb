/**
 * Tests of the server catalog: it lists exactly the real server's tools and
 * prompts, and renders each prompt with a placeholder for every required
 * argument.
 *
 * @module
 */

import assert from "node:assert/strict";
import { placeholder, serverCatalog } from "./server_listing.ts";

Deno.test("serverCatalog() lists the real server's five tools with their descriptions", async () => {
  const { tools } = await serverCatalog("0.0.0");
  assert.deepEqual(tools.map((t) => t.name), [
    "list_markers",
    "get_trend",
    "compare_markers",
    "get_results",
    "changes_since",
  ]);
  for (const tool of tools) {
    assert.ok(tool.description.length > 20, `${tool.name} has a description`);
  }
});

Deno.test("serverCatalog() renders each prompt with a placeholder per required argument", async () => {
  const { prompts } = await serverCatalog("0.0.0");
  assert.deepEqual(prompts.map((p) => [p.name, p.arguments]), [
    ["marker_trend", ["marker", "since"]],
    ["compare_markers", ["marker_a", "marker_b"]],
    ["visit_summary", ["since"]],
    ["transcribe_lab_document", ["collected"]],
  ]);
  const [trend, compare] = prompts;
  assert.ok(trend!.text.includes(placeholder("marker")));
  assert.ok(!trend!.text.includes(placeholder("since")), "an optional argument is left out");
  assert.ok(
    compare!.text.includes("${arguments.marker_a}") &&
      compare!.text.includes("${arguments.marker_b}"),
  );
  assert.match(trend!.text, /get_trend/);
});

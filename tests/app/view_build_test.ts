/**
 * The built trend view (`generated/trend_html.ts`, unpacked) is what the host needs:
 * one self-contained document, no external script or style, and the
 * licences of the bundled packages kept. That it is the build of today's
 * `src/trend_view/` is `tests/generated_test.ts`'s to check.
 *
 * @module
 */

import assert from "node:assert/strict";
import { trendViewHtml } from "../../src/resources/view_html.ts";

Deno.test("the trend view is one document that loads nothing from elsewhere", async () => {
  const trendHtml = await trendViewHtml();
  assert.match(trendHtml, /^<!doctype html>/);
  assert.doesNotMatch(trendHtml, /<script[^>]*\ssrc=/i, "no external script");
  assert.doesNotMatch(trendHtml, /<link[^>]*stylesheet/i, "no external style");
  assert.doesNotMatch(trendHtml, /\bfetch\(|XMLHttpRequest|new WebSocket|EventSource\(/);
  assert.ok(trendHtml.length < 1024 * 1024, `${trendHtml.length} bytes, under 1 MiB`);
  for (const name of ["@observablehq/plot@", "d3-scale@", "@modelcontextprotocol/ext-apps@"]) {
    assert.ok(trendHtml.includes(name), `the licence of ${name} is kept`);
  }
  assert.match(trendHtml, /ISC License|Permission to use, copy, modify/);
});

/**
 * The committed trend view (`src/app/dist/trend_html.ts`) is the build of
 * today's `src/app/` sources: a change to the view that was not rebuilt (or a
 * hand edit of the built file) fails here. Also checks what the host needs:
 * one self-contained document, no external script or style, and the
 * licences of the bundled packages kept.
 *
 * @module
 */

import assert from "node:assert/strict";
import trendHtml from "../../src/app/dist/trend_html.ts";
import { buildViewHtml, moduleText, OUTPUT } from "../../scripts/build_view.ts";

Deno.test("the committed trend view is up to date with src/app/", async () => {
  const built = moduleText(await buildViewHtml());
  const committed = await Deno.readTextFile(OUTPUT);
  assert.ok(built === committed, 'run "deno task build:view" and commit src/app/dist/');
});

Deno.test("the trend view is one document that loads nothing from elsewhere", () => {
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

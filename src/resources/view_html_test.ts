import assert from "node:assert/strict";
import { packText, trendViewHtml, unpackText } from "./view_html.ts";
import packed from "../../generated/trend_html.ts";

Deno.test("packed text unpacks to itself, Polish letters included", async () => {
  for (
    const text of ["", "<!doctype html>\n", "Żelazo — ferrytyna µg/l ↑", "x".repeat(70_000)]
  ) {
    const once = await packText(text);
    assert.match(once, /^[A-Za-z0-9+/]*={0,2}$/, "plain base64");
    assert.equal(await unpackText(once), text);
    assert.equal(await packText(text), once, "the same text packs the same");
  }
});

Deno.test("packing shrinks the view: the module carries under 40 % of the HTML", async () => {
  const html = await trendViewHtml();
  assert.match(html, /^<!doctype html>/);
  assert.ok(
    packed.length * 5 < html.length * 2,
    `${packed.length} packed, ${html.length} unpacked`,
  );
});

Deno.test("text that is not packed is refused, not read as something else", async () => {
  await assert.rejects(() => unpackText(btoa("<!doctype html>")));
});

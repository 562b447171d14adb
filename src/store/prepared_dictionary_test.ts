import assert from "node:assert/strict";
import { preparedDictionary } from "./prepared_dictionary.ts";
import { builtinLayer } from "./builtin.ts";
import { resolveMarker } from "../domain/markers/resolve.ts";

Deno.test("the built-in layer alone is prepared once and shared", () => {
  const first = preparedDictionary(builtinLayer(), undefined);
  assert.equal(preparedDictionary(builtinLayer(), undefined), first);
  assert.ok(first.dictionary.markers.has("FERR"));
});

Deno.test("an overlay gets a dictionary of its own, and the shared one is untouched", () => {
  const shared = preparedDictionary(builtinLayer(), undefined);
  const overlay = {
    source: "markers.yaml",
    entries: new Map([["MYX", { label: "Mój marker", aliases: ["mojx"] }]]),
  };
  const own = preparedDictionary(builtinLayer(), overlay);
  assert.notEqual(own, shared);
  assert.ok(own.dictionary.markers.has("MYX"));
  assert.ok(!shared.dictionary.markers.has("MYX"));
  assert.notEqual(preparedDictionary(builtinLayer(), overlay), own, "not cached by overlay");
  assert.equal(resolveMarker(own.index, "mojx").kind, "found");
  assert.equal(resolveMarker(shared.index, "mojx").kind, "marker_not_found");
});

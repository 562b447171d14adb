// Guards "did you mean" from an index: names sharing a word rank above names
// merely spelled alike, a name sharing nothing must still be close, and the
// number of similarity computations stays bounded however many names exist.

import assert from "node:assert/strict";
import { buildSuggestionIndex, closestNames, MAX_COMPARED, nameTokens } from "./suggest.ts";

Deno.test("nameTokens() splits at punctuation and drops flags and prepositions", () => {
  assert.deepEqual(nameTokens("anty-tpo h powyzej"), ["anty", "tpo"]);
  assert.deepEqual(nameTokens("glukoza w moczu"), ["glukoza", "moczu"]);
  assert.deepEqual(nameTokens("witamina d (25-oh)"), ["witamina", "d", "25", "oh"]);
});

Deno.test("closestNames() ranks a shared rare word above a closer spelling", () => {
  const index = buildSuggestionIndex([
    "przeciwciala anty-borrelia igm",
    "anty-tpo (przeciwciala przeciw peroksydazie tarczycowej)",
    "anty-tg (przeciwciala przeciw tyreoglobulinie)",
  ]);
  const best = closestNames(index, "anty-tpo h powyzej", 3);
  assert.equal(best[0]?.name, "anty-tpo (przeciwciala przeciw peroksydazie tarczycowej)");
});

Deno.test("closestNames() offers a name sharing no word only when it is close", () => {
  const index = buildSuggestionIndex(["ferrytyna", "zelazo"]);
  assert.deepEqual(closestNames(index, "ferrytna", 3).map((s) => s.name), ["ferrytyna"]);
  assert.deepEqual(closestNames(index, "qqqqqq", 3), []);
});

Deno.test("closestNames() skips names the caller does not accept", () => {
  const index = buildSuggestionIndex(["glukoza", "glukoza w moczu"]);
  const names = closestNames(index, "glukozaa", 3, { accept: (name) => name.includes("moczu") });
  assert.deepEqual(names.map((s) => s.name), ["glukoza w moczu"]);
});

Deno.test("closestNames() compares at most MAX_COMPARED names among many alike", () => {
  const names = Array.from({ length: 20_000 }, (_, i) => `marker ${i}`);
  const index = buildSuggestionIndex(names);
  const probe = { comparisons: 0 };
  closestNames(index, "marker 1234x", 3, { probe });
  assert.ok(probe.comparisons > 0 && probe.comparisons <= MAX_COMPARED, `${probe.comparisons}`);
});

Deno.test("closestNames() counts a word shared beyond the basic alphabet", () => {
  const index = buildSuggestionIndex(["żółć 𝒜bc całkowita", "inne"]);
  assert.equal(closestNames(index, "𝒜bc xyz", 3)[0]?.name, "żółć 𝒜bc całkowita");
  assert.ok(closestNames(index, "żółć xyz", 3)[0]!.shared > 0);
});

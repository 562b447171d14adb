/**
 * Guards `looksLikeResult` (blocks.ts) against a quadratic cost: it tested
 * the rest of the line from every token as a qualitative word, so a line of
 * 40,000 characters took 29 s of synchronous CPU that the document time
 * limit could not interrupt (docs/reliability.md, "Limits").
 *
 * @module
 */

import assert from "node:assert/strict";
import { QUALITATIVE_WORDS } from "../cell/mod.ts";
import { looksLikeResult } from "./blocks.ts";

Deno.test("looksLikeResult() reads a line of 24,000 characters in linear time", () => {
  const line = `Hemoglobina ${"xx ".repeat(8_000)}`;
  const started = performance.now();
  assert.equal(looksLikeResult(line), false);
  const ms = performance.now() - started;
  assert.ok(ms < 300, `${ms.toFixed(0)} ms for one line`);
});

Deno.test("looksLikeResult() still finds a qualitative result of several words at the end of a line", () => {
  assert.equal(looksLikeResult("Barwa słomkowa"), true);
  assert.equal(looksLikeResult("Przejrzystość lekko mętna"), true);
  assert.equal(looksLikeResult(`Przejrzystość ${"xx ".repeat(1000)}lekko mętna`), true);
  assert.equal(looksLikeResult("Komentarz patrz opis poniżej"), false);
});

Deno.test("every qualitative word fits the rest of a line looksLikeResult() tests, with room for combining marks", () => {
  for (const word of QUALITATIVE_WORDS) {
    assert.ok(word.normalize("NFD").length * 2 <= 100, `"${word}" is too long for the bound`);
  }
});

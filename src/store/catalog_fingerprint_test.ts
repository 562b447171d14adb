/**
 * Guards the fingerprint behind resource change notifications (see
 * docs/mcp_line.md): equal content gives an equal fingerprint, and each kind of change
 * a client must hear about gives a new one.
 *
 * @module
 */

import assert from "node:assert/strict";
import { buildDictionary } from "../domain/markers/dictionary.ts";
import { builtinLayer } from "./builtin.ts";
import { catalogFingerprint } from "./catalog_fingerprint.ts";
import { parseDictionaryText } from "./dictionary_file.ts";
import { parseEventsText } from "./events_file.ts";

const overlay = (text: string) =>
  buildDictionary([builtinLayer(), parseDictionaryText(text, "markers.yaml")]);

const EVENTS = "- date: 2024-03-01\n  text: atorwastatyna 20 mg\n  kind: medication\n";

Deno.test("catalogFingerprint() is the same for the same content rebuilt, as after a touched file", () => {
  const a = catalogFingerprint(
    overlay("HGB:\n  aliases: [hemoglobina we krwi]\n"),
    ["FERR", "HGB"],
    parseEventsText(EVENTS, "events.yaml"),
  );
  const b = catalogFingerprint(
    overlay("# the same, with a comment\nHGB:\n  aliases: [hemoglobina we krwi]\n"),
    ["FERR", "HGB"],
    parseEventsText(EVENTS, "events.yaml"),
  );
  assert.equal(a, b);
});

Deno.test("catalogFingerprint() changes with a label, an alias, a new marker, a code with results or an event", () => {
  const base = overlay("HGB:\n  aliases: [hemoglobina we krwi]\n");
  const events = parseEventsText(EVENTS, "events.yaml");
  const start = catalogFingerprint(base, ["FERR", "HGB"], events);
  const variants = [
    catalogFingerprint(overlay("HGB:\n  aliases: [hemoglobina]\n"), ["FERR", "HGB"], events),
    catalogFingerprint(overlay("HGB:\n  label: Hemoglobina (HGB)\n"), ["FERR", "HGB"], events),
    catalogFingerprint(overlay("INH_B:\n  label: INH-B (Elecsys)\n"), ["FERR", "HGB"], events),
    catalogFingerprint(base, ["FERR"], events),
    catalogFingerprint(base, ["FERR", "HGB", "TSH"], events),
    catalogFingerprint(base, ["FERR", "HGB"], []),
    catalogFingerprint(
      base,
      ["FERR", "HGB"],
      parseEventsText(EVENTS.replace("20 mg", "40 mg"), "events.yaml"),
    ),
  ];
  for (const [i, variant] of variants.entries()) assert.notEqual(variant, start, `variant ${i}`);
  assert.equal(new Set(variants).size, variants.length, "every variant differs from the others");
});

/**
 * The generator's marker catalogue agrees with the built-in dictionary:
 * every name it prints resolves to the marker it stands for, and every
 * range and band is well formed, so a row the importer misses is the
 * importer's miss, not a name the dictionary never had.
 */

import assert from "node:assert/strict";
import { buildDictionary } from "../../../src/domain/markers/dictionary.ts";
import { buildMarkerIndex } from "../../../src/domain/markers/marker_index.ts";
import { resolveMarker } from "../../../src/domain/markers/resolve.ts";
import { builtinLayer } from "../../../src/store/builtin.ts";
import { type Band, CATALOGUE } from "./catalogue.ts";
import { MORE_NAMES } from "./names_more.ts";

Deno.test("catalogue: every Polish and English name resolves to its code in markers.yaml", () => {
  const index = buildMarkerIndex(buildDictionary([builtinLayer()]));
  const misses: string[] = [];
  for (const spec of CATALOGUE) {
    for (const name of [...spec.pl, ...spec.en]) {
      const found = resolveMarker(index, name);
      const code = found.kind === "found" ? found.marker.code : found.kind;
      if (code !== spec.code) misses.push(`"${name}" → ${code}, expected ${spec.code}`);
    }
  }
  assert.deepEqual(misses, []);
});

Deno.test("catalogue: ranges are ordered, bands cover every adult age and both sexes", () => {
  for (const spec of CATALOGUE) {
    assert.ok(spec.low < spec.high, `${spec.code}: ${spec.low} < ${spec.high}`);
    assert.ok(spec.unitsPl.length > 0 && spec.unitsEn.length > 0, `${spec.code} has units`);
    const bands = spec.bands;
    if (bands === undefined) continue;
    for (const band of bands) assert.ok(band.low < band.high, `${spec.code} band`);
    for (const sex of ["F", "M"] as const) {
      for (let age = 20; age <= 90; age++) {
        const fits: readonly Band[] = bands.filter((b) =>
          (b.sex === undefined || b.sex === sex) && (b.ageFrom ?? 0) <= age &&
          age <= (b.ageTo ?? 200)
        );
        assert.equal(fits.length, 1, `${spec.code}: one band for ${sex}, ${age} years`);
      }
    }
  }
});

Deno.test("catalogue: every German, Czech, Slovak and Ukrainian name resolves to its code", () => {
  const index = buildMarkerIndex(buildDictionary([builtinLayer()]));
  const codes = new Set(CATALOGUE.map((spec) => spec.code));
  const misses: string[] = [];
  for (const [language, names] of Object.entries(MORE_NAMES)) {
    for (const [code, printed] of Object.entries(names)) {
      if (!codes.has(code)) misses.push(`${language} ${code}: not in the catalogue`);
      for (const name of printed) {
        const found = resolveMarker(index, name);
        const got = found.kind === "found" ? found.marker.code : found.kind;
        if (got !== code) misses.push(`${language} "${name}" → ${got}, expected ${code}`);
      }
    }
  }
  assert.deepEqual(misses, []);
});

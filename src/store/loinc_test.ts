// Guards the LOINC lists of the built-in markers.yaml against loinc.yaml, which says what each
// mapped code is by LOINC's parts: the codes one marker lists name the same analyte (component
// and property), each described code is listed by a marker, blood and serum/plasma codes of the
// analytes seen in FHIR and C-CDA documents map to one marker, and a code of a look-alike
// analyte (BNP beside NT-proBNP) is never in the marker it must stay apart from.

import assert from "node:assert/strict";
import { load } from "js-yaml";
import { buildDictionary } from "../domain/markers/dictionary.ts";
import { builtinLayer } from "./builtin.ts";

interface Described {
  readonly name: string;
  readonly component: string;
  readonly property: string;
  readonly system: string;
  readonly source: string;
}
interface Apart {
  readonly never: string;
  readonly name: string;
  readonly component: string;
  readonly source: string;
}

const file = load(
  Deno.readTextFileSync(new URL("../../loinc.yaml", import.meta.url)),
) as { codes: Record<string, Described>; apart: Record<string, Apart> };
const MARKERS = buildDictionary([builtinLayer()]).markers;

Deno.test("loinc.yaml describes each code with its parts and where it was checked", () => {
  for (const [code, d] of Object.entries(file.codes)) {
    assert.match(code, /^\d{1,7}-\d$/);
    for (const field of ["name", "component", "property", "system", "source"] as const) {
      assert.ok(typeof d[field] === "string" && d[field].trim() !== "", `${code} ${field}`);
    }
    // The long name starts with the component, as LOINC builds it.
    assert.ok(d.name.toLowerCase().startsWith(d.component.toLowerCase()), code);
  }
});

/** The marker that lists each LOINC code of the built-in dictionary. */
const OWNER = new Map<string, string>();
for (const marker of MARKERS.values()) {
  for (const code of marker.loinc) OWNER.set(code, marker.code);
}

Deno.test("every code loinc.yaml describes is listed by a marker", () => {
  for (const code of Object.keys(file.codes)) assert.ok(OWNER.has(code), `${code} in no marker`);
});

Deno.test("the described codes of one marker name the same analyte: one component, one property", () => {
  const byMarker = new Map<string, Described[]>();
  for (const [code, d] of Object.entries(file.codes)) {
    const marker = OWNER.get(code) ?? "";
    byMarker.set(marker, [...(byMarker.get(marker) ?? []), d]);
  }
  for (const [marker, described] of byMarker) {
    const components = new Set(described.map((d) => d.component));
    const properties = new Set(described.map((d) => d.property));
    assert.equal(components.size, 1, `${marker}: ${[...components].join(" / ")}`);
    assert.equal(properties.size, 1, `${marker}: ${[...properties].join(" / ")}`);
  }
});

Deno.test("serum/plasma and whole-blood codes of one analyte map to one marker", () => {
  for (
    const [marker, codes] of [
      ["WBC", ["6690-2", "26464-8"]],
      ["NA", ["2951-2", "2947-0"]],
      ["K", ["2823-3", "6298-4"]],
      ["CL", ["2075-0", "2069-3"]],
      ["CREA", ["2160-0", "38483-4"]],
      ["TROPONIN_T", ["6598-7"]],
    ] as const
  ) {
    for (const code of codes) assert.ok(MARKERS.get(marker)?.loinc.includes(code), code);
    for (const code of codes) assert.ok(file.codes[code], `${code} is described in loinc.yaml`);
  }
});

Deno.test("a code of a look-alike analyte is never in the marker it must stay apart from", () => {
  assert.ok(Object.keys(file.apart).length > 0);
  for (const [code, a] of Object.entries(file.apart)) {
    assert.ok(MARKERS.has(a.never), a.never);
    assert.notEqual(OWNER.get(code), a.never, `${code} in ${a.never}`);
    for (const [listed, d] of Object.entries(file.codes)) {
      if (OWNER.get(listed) === a.never) {
        assert.notEqual(d.component, a.component, `${code} is the same analyte as ${a.never}`);
      }
    }
  }
});

Deno.test("no LOINC code is listed under two markers", () => {
  const owner = new Map<string, string>();
  for (const marker of MARKERS.values()) {
    for (const code of marker.loinc) {
      assert.ok(!owner.has(code), `${code} in ${owner.get(code)} and ${marker.code}`);
      owner.set(code, marker.code);
    }
  }
});

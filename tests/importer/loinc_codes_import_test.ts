/**
 * End-to-end: structured documents that code blood tests under LOINC codes
 * other than the serum/plasma code the dictionary first listed. A FHIR
 * bundle in the shape of a public sandbox's (leukocytes as 26464-8, its
 * `code.text` a LOINC long name) and a C-CDA document in the shape of HL7's
 * public result examples (sodium, potassium, chloride, creatinine, troponin
 * T under blood codes, a value in a translation, a censored interval). Each
 * of these rows waited for approval before; now all import, and BNP is
 * proposed without NT-proBNP among its suggestions.
 */

import assert from "node:assert/strict";
import { load } from "js-yaml";
import { filesIn, storeLines, workspace } from "./helpers.ts";
import { runImport } from "../../src/importer/run/run_import.ts";

async function importFixture(name: string) {
  const dir = await workspace(name);
  const out: string[] = [];
  const code = await runImport({
    dataDir: `${dir}/data`,
    inputs: [`${dir}/in/${name}`],
    dryRun: false,
    acceptOcr: false,
    acceptHeld: false,
    now: new Date("2025-06-01T12:00:00Z"),
  }, { out: (t) => out.push(t), err: (t) => out.push(t) });
  assert.equal(code, 0, out.join("\n"));
  const lines = await storeLines(`${dir}/data`);
  const files = await filesIn(`${dir}/data`);
  await Deno.remove(dir, { recursive: true });
  return { lines, files, out: out.join("\n") };
}

type Proposal = { name: string; suggestions: { code: string }[] };

function proposals(files: Map<string, string>): Proposal[] {
  const text = files.get("alias-proposals.yaml");
  return text === undefined ? [] : load(text) as Proposal[];
}

function byCode(lines: Record<string, unknown>[]): Record<string, unknown[]> {
  const found: Record<string, unknown[]> = {};
  for (const line of lines) (found[String(line.code)] ??= []).push(line.value);
  return found;
}

Deno.test("a sandbox FHIR bundle's blood-coded leukocytes, electrolytes, creatinine and hs-troponin T import without approval", async () => {
  const { lines, files } = await importFixture("fhir_sandbox_blood.json");
  assert.deepEqual(byCode(lines), {
    WBC: [7.9, 11.8, 6.4],
    NA: [139],
    K: [4.6],
    CL: [101],
    CREA: [0.93],
    HS_TROPONIN_T: [9],
  });
  const bnp = proposals(files);
  assert.deepEqual(bnp.map((p) => p.name), ["BNP"]);
  assert.ok(!bnp[0]!.suggestions.some((s) => s.code === "NT_PROBNP"), JSON.stringify(bnp));
});

Deno.test("an HL7-style C-CDA document's blood-coded results import without approval", async () => {
  const { lines, files, out } = await importFixture("ccda_blood_results.xml");
  const found = byCode(lines);
  assert.deepEqual(found.NA, [138]);
  assert.deepEqual(found.K, [4.1]);
  assert.deepEqual(found.CL, [103]);
  assert.deepEqual(found.CREA, [1.1]);
  assert.deepEqual(found.TROPONIN_T, [0.01]);
  assert.deepEqual(found.WBC, [12]);
  // The "units" observation is no row of its own.
  assert.doesNotMatch(out, /\bunits\b.*proposed/);
  const bnp = proposals(files).find((p) => /natriuretic/i.test(p.name));
  assert.ok(bnp, out);
  assert.ok(!bnp.suggestions.some((s) => s.code === "NT_PROBNP"), JSON.stringify(bnp));
  assert.ok(!proposals(files).some((p) => p.name === "units"));
});

import assert from "node:assert/strict";
import { runImport } from "./run_import.ts";

function quiet() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, output: { out: (t: string) => out.push(t), err: (t: string) => err.push(t) } };
}

async function dataFiles(dir: string): Promise<string[]> {
  const names: string[] = [];
  try {
    for await (const entry of Deno.readDir(dir)) if (entry.isFile) names.push(entry.name);
  } catch (error) {
    if (!(error instanceof Deno.errors.NotFound)) throw error;
  }
  return names.sort();
}

Deno.test("runImport() writes nothing at all when a proposal would carry personal data", async () => {
  const dir = await Deno.makeTempDir({ prefix: "bwrun-" });
  // The patient's surname is a dictionary label: the unknown "Glukozza" row
  // itself is clean, but its proposal suggests "Glukoza".
  await Deno.writeTextFile(
    `${dir}/report.csv`,
    "Pacjent;Jan Glukoza\nData;Badanie;Wynik;Jednostka\n2024-05-05;Hemoglobina;12,9;g/dl\n2024-05-05;Glukozza;95;mg/dl\n",
  );
  const { err, output } = quiet();
  const code = await runImport({
    dataDir: `${dir}/data`,
    inputs: [`${dir}/report.csv`],
    dryRun: false,
    acceptOcr: false,
    acceptHeld: false,
    now: new Date("2025-06-01T12:00:00Z"),
  }, output);
  assert.equal(code, 1);
  assert.match(err.join("\n"), /personal data/);
  const left = (await dataFiles(`${dir}/data`)).filter((n) => n !== ".import.lock");
  assert.deepEqual(left, []);
  await Deno.remove(dir, { recursive: true });
});

/**
 * End-to-end: correcting a row from the command line (`--set
 * ID:FIELD=VALUE`) of `deno task import`. Guards against a correction
 * that skips the checks every row passes, a bad correction that is written
 * anyway, and a correction the import log does not record. The subject is
 * the importer's logic, so each run is the launcher's and the worker's code
 * in process (`importInProcess`), the corrections passed to the worker on
 * the command line the launcher builds for it.
 */

import assert from "node:assert/strict";
import { filesIn, importInProcess, OTHER_LOG_KEYS, storeLines } from "./helpers.ts";

const REPORT = [
  "Pacjent: Jan Testowy;PESEL: 85010112345",
  "Data;Badanie;Wynik;Jednostka;Zakres referencyjny;Flaga",
  "12.03.2025;Leukocyty;6,42;tys/µl;4,0 - 10,0;",
  "12.03.2025;Neutrofile;3,71;tys/µl;1,8 - 7,7;",
  // "1,89 ↑" read as "181": held, because the differential no longer sums to WBC.
  "12.03.2025;Limfocyty;181;tys/µl;1,0 - 4,5;",
  "12.03.2025;Monocyty;0,52;tys/µl;0,2 - 0,8;",
  "12.03.2025;Eozynofile;0,24;tys/µl;0,0 - 0,5;",
  "12.03.2025;Bazofile;0,04;tys/µl;0,0 - 0,1;",
  "12.03.2025;Glukozza;95;mg/dl;70 - 99;",
  "12.03.2025;Cholesterol LDL;1,5;g/dl;< 115;H",
  "",
].join("\n");

async function setUp() {
  const dir = await Deno.makeTempDir({ prefix: "bwcorrect-" });
  await Deno.writeTextFile(`${dir}/report.csv`, REPORT);
  const dry = await importInProcess(dir, ["--data", "data", "--dry-run", "report.csv"]);
  const id = (name: string) => {
    const match = new RegExp(`([0-9a-f]{6,}-\\d+) +${name}`).exec(dry.stdout);
    assert.ok(match, `no row ${name} in:\n${dry.stdout}`);
    return match[1]!;
  };
  return { dir, id };
}

Deno.test("a misread value corrected with --set is checked again, written, and logged", async () => {
  const { dir, id } = await setUp();
  const lymph = id("Limfocyty");
  const run = await importInProcess(dir, [
    "--data",
    "data",
    "--set",
    `${lymph}:value=1,89`,
    "report.csv",
  ]);
  assert.match(run.stdout, new RegExp(`${lymph} +Limfocyty .* 1\\.89 .* new`));
  const lines = await storeLines(`${dir}/data`);
  for (const code of ["WBC", "NEUT", "LYMPH", "MONO", "EOS", "BASO"]) {
    assert.ok(lines.some((l) => l.code === code), `${code} is written once LYMPH is corrected`);
  }
  const corrected = lines.find((l) => l.code === "LYMPH");
  assert.equal(corrected?.value, 1.89);
  // Its provenance says it was corrected, from what, and keeps the row as printed.
  assert.equal(corrected?.corrected, "value 181 → 1.89");
  assert.match(String(corrected?.row), /^Limfocyty 181\b/);
  assert.equal(lines.find((l) => l.code === "WBC")?.corrected, undefined);
  const log = (await filesIn(`${dir}/data`)).get("import-log.jsonl")!.trim().split("\n")
    .map((line) => JSON.parse(line));
  const correction = log.find((entry) => entry.event === "correct");
  assert.deepEqual(Object.keys(correction).sort(), OTHER_LOG_KEYS.correct);
  assert.equal(correction.row, lymph);
  assert.deepEqual(correction.changes, [{ field: "value", from: 181, to: 1.89 }]);
  const text = JSON.stringify(log);
  for (const secret of ["Testowy", "85010112345", "Limfocyty"]) assert.ok(!text.includes(secret));
  await Deno.remove(dir, { recursive: true });
});

Deno.test("an unknown name corrected with a marker is written under it, not proposed", async () => {
  const { dir, id } = await setUp();
  const glucose = id("Glukozza");
  const run = await importInProcess(dir, [
    "--data",
    "data",
    "--set",
    `${glucose}:marker=glukoza`,
    "report.csv",
  ]);
  assert.match(run.stdout, new RegExp(`${glucose} +Glukozza +GLU .* new`));
  assert.ok((await storeLines(`${dir}/data`)).some((l) => l.code === "GLU" && l.value === 95));
  assert.equal((await filesIn(`${dir}/data`)).has("alias-proposals.yaml"), false);
  const log = (await filesIn(`${dir}/data`)).get("import-log.jsonl")!;
  assert.match(log, /"changes":\[\{"field":"marker","from":null,"to":"GLU"\}\]/);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("a corrected row still held waits for --accept, and is written with it", async () => {
  const { dir, id } = await setUp();
  const ldl = id("Cholesterol LDL");
  // 1,5 g/dl is 150 mg/dl: with the unit corrected the flag H fits, but the row is
  // corrected to a value that contradicts its flag and stays held.
  const held = await importInProcess(dir, [
    "--data",
    "data",
    "--dry-run",
    "--set",
    `${ldl}:unit=mg/dl`,
    "--set",
    `${ldl}:value=98`,
    "report.csv",
  ]);
  assert.match(held.stdout, new RegExp(`${ldl} .* held: flag H printed, but LDL 98 mg/dl`));
  const accepted = await importInProcess(dir, [
    "--data",
    "data",
    "--accept",
    ldl,
    "--set",
    `${ldl}:value=150`,
    "--set",
    `${ldl}:unit=mg/dl`,
    "--set",
    `${ldl}:date=13.03.2025`,
    "report.csv",
  ]);
  assert.match(accepted.stdout, new RegExp(`${ldl} .* 2025-03-13 .* 150 +mg/dl .* new`));
  const line = (await storeLines(`${dir}/data`)).find((l) => l.code === "LDL");
  assert.deepEqual([line?.value, line?.unit, line?.date], [150, "mg/dl", "2025-03-13"]);
  const log = (await filesIn(`${dir}/data`)).get("import-log.jsonl")!;
  assert.match(
    log,
    /"changes":\[\{"field":"value","from":1\.5,"to":150\},\{"field":"unit","from":"g\/dl","to":"mg\/dl"\},\{"field":"date","from":"2025-03-12","to":"2025-03-13"\}\]/,
  );
  await Deno.remove(dir, { recursive: true });
});

Deno.test("a bad correction is refused with a specific message, and nothing is written", async () => {
  const { dir, id } = await setUp();
  const lymph = id("Limfocyty");
  const cases: [string, RegExp][] = [
    [`${lymph}:value=1,8,1`, /Value "1,8,1" in "--set .*" is not a number or a result word/],
    [`${lymph}:unit=tys/µk`, /Unit "tys\/µk" in "--set .*" is not a known unit/],
    [`${lymph}:date=31.02.2025`, /Date "31\.02\.2025" in "--set .*" is not a valid date/],
    [`${lymph}:date=2099-01-01`, /The corrected date "2099-01-01" is in the future for row/],
    [
      `${lymph}:marker=Limfocytozza`,
      /Marker "Limfocytozza" for row ".*" is not in the dictionary; closest: /,
    ],
    [`${lymph}:unit=mg/dl`, /unit: "mg\/dl" is not a unit LYMPH is measured in/],
    [
      `${lymph}:flag=H`,
      /Field "flag" in "--set .*" cannot be set; a correction sets value, unit, range, date or marker/,
    ],
    ["ffffff-3:value=2", /No row has the id "ffffff-3" in this run, so it cannot be corrected/],
    [`${id("Leukocyty")}:value=`, /The value in "--set .*" is empty/],
  ];
  for (const [set, message] of cases) {
    const run = await importInProcess(dir, ["--data", "data", "--set", set, "report.csv"]);
    assert.notEqual(run.code, 0, set);
    assert.match(run.stderr, message, set);
    assert.equal(
      (await filesIn(`${dir}/data`).catch(() => new Map())).has("import-log.jsonl"),
      false,
    );
  }
  const personal = await importInProcess(dir, [
    "--data",
    "data",
    "--set",
    `${lymph}:unit=g/l`,
    "--set",
    `${lymph}:unit=tys/µl`,
    "report.csv",
  ]);
  assert.match(personal.stderr, /has its unit set twice/);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("a misread year that holds a whole document back is corrected, and the document imported", async () => {
  const dir = await Deno.makeTempDir({ prefix: "bwcorrect-" });
  await Deno.writeTextFile(
    `${dir}/report.csv`,
    [
      "Data;Badanie;Wynik;Jednostka;Zakres referencyjny",
      "12.03.2025;Hemoglobina;13,8;g/dl;12,0 - 16,0",
      "12.03.2052;Ferrytyna;35;ng/ml;10 - 120",
      "",
    ].join("\n"),
  );
  const held = await importInProcess(dir, ["--data", "data", "report.csv"]);
  assert.equal(held.code, 1);
  assert.match(held.stderr, /Held back ".*report.csv": nothing of it is written/);
  const ferritin = /([0-9a-f]{6,}-\d+) +Ferrytyna/.exec(held.stdout)![1]!;
  const run = await importInProcess(dir, [
    "--data",
    "data",
    "--set",
    `${ferritin}:date=12.03.2025`,
    "report.csv",
  ]);
  assert.equal(run.code, 0, run.stderr);
  const lines = await storeLines(`${dir}/data`);
  assert.deepEqual(lines.map((l) => [l.code, l.date]).sort(), [
    ["FERR", "2025-03-12"],
    ["HGB", "2025-03-12"],
  ]);
  const log = (await filesIn(`${dir}/data`)).get("import-log.jsonl")!;
  assert.match(log, /"changes":\[\{"field":"date","from":"2052-03-12","to":"2025-03-12"\}\]/);
  await Deno.remove(dir, { recursive: true });
});

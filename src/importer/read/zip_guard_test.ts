/**
 * Guards the spreadsheet bomb of the third hostile round: SheetJS
 * inflates an `.xlsx`'s parts and parses them in one synchronous call, which
 * no time limit stops, and only the file's size (32 MiB) was capped: a
 * 415 KB `.xlsx` whose sheet inflated to 400 MB took 38 s and 1.75 GB.
 */

import assert from "node:assert/strict";
import { unzipSync, zipSync } from "fflate";
import { buildDictionary } from "../../domain/markers/dictionary.ts";
import { buildMarkerIndex } from "../../domain/markers/marker_index.ts";
import { LimitError } from "./limits.ts";
import { readDocument } from "../pipeline/mod.ts";
import { xlsxFixture } from "../../../tests/support/xlsx_fixture.ts";
import { checkZipInflatedSize, MAX_SPREADSHEET_INFLATED_BYTES } from "./zip_guard.ts";

const MiB = 1024 * 1024;

/** A readable `.xlsx` whose sheet part carries `padding` bytes of spaces, deflated. */
function paddedXlsx(padding: number): Uint8Array {
  const parts = unzipSync(xlsxFixture({
    Arkusz1: [["Data", "Badanie", "Wynik", "Jednostka"], ["2024-03-12", "Ferrytyna", 35, "ng/ml"]],
  }));
  const name = Object.keys(parts).find((part) => /worksheets\/sheet1\.xml$/.test(part))!;
  const sheet = new TextDecoder().decode(parts[name]);
  const spaces = new Uint8Array(padding).fill(0x20);
  const at = sheet.indexOf("<sheetData>");
  const encoder = new TextEncoder();
  const head = encoder.encode(sheet.slice(0, at));
  const tail = encoder.encode(sheet.slice(at));
  const padded = new Uint8Array(head.length + padding + tail.length);
  padded.set(head, 0);
  padded.set(spaces, head.length);
  padded.set(tail, head.length + padding);
  return zipSync({ ...parts, [name]: padded }, { level: 1 });
}

Deno.test("checkZipInflatedSize() counts what the parts inflate to, not what the archive says", () => {
  const bomb = paddedXlsx(8 * MiB);
  assert.ok(bomb.length < 64 * 1024, `the bomb is ${bomb.length} bytes`);
  assert.throws(() => checkZipInflatedSize(bomb, 4 * MiB), LimitError);
  checkZipInflatedSize(bomb, 9 * MiB);
  // The sizes a header declares are not read: zeroed, the bomb is still counted.
  const lying = bomb.slice();
  for (let at = 0; at + 30 <= lying.length; at++) {
    if (
      lying[at] === 0x50 && lying[at + 1] === 0x4b && lying[at + 2] === 3 && lying[at + 3] === 4
    ) {
      lying.fill(0, at + 18, at + 26);
    }
  }
  assert.throws(() => checkZipInflatedSize(lying, 4 * MiB), LimitError);
});

Deno.test("readDocument() refuses a spreadsheet bomb before SheetJS parses it, and reads an ordinary sheet", async () => {
  const index = buildMarkerIndex(buildDictionary([]));
  const bomb = paddedXlsx(MAX_SPREADSHEET_INFLATED_BYTES + MiB);
  await assert.rejects(
    readDocument({ path: "/x/bomb.xlsx", kind: "xlsx" }, bomb, index),
    /the spreadsheet's parts inflate to more than 64 MB, the limit per document/,
  );
  const ordinary = await readDocument({ path: "/x/a.xlsx", kind: "xlsx" }, paddedXlsx(0), index);
  assert.deepEqual(ordinary.rows.map((r) => [r.date, r.name, r.unit]), [
    ["2024-03-12", "Ferrytyna", "ng/ml"],
  ]);
});

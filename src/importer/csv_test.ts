import assert from "node:assert/strict";
import { detectLayout, parseCsv, splitRecords } from "./csv.ts";
import { decodeText } from "./decode.ts";

Deno.test("parseCsv() reads a Polish semicolon export with decimal commas", () => {
  const doc = parseCsv(
    "Data;Badanie;Wynik;Jednostka;Zakres referencyjny\r\n" +
      "12.03.2025;Hemoglobina;13,4;g/dl;12,0 - 16,0\r\n" +
      '12.03.2025;"CRP; ilościowo";<0,5;mg/l;< 5\r\n',
  );
  assert.deepEqual(doc.holds, []);
  assert.deepEqual(doc.rows.map((r) => [r.name, r.date, r.value, r.unit, r.range]), [
    ["Hemoglobina", "2025-03-12", { value: 13.4 }, "g/dl", { ref_low: 12, ref_high: 16 }],
    ["CRP; ilościowo", "2025-03-12", { value: 0.5, comparator: "<" }, "mg/l", { ref_high: 5 }],
  ]);
});

Deno.test("parseCsv() reads an English comma export with separate range columns", () => {
  const doc = parseCsv(
    "date,test,value,unit,ref low,ref high\n2024-06-01,glucose,95,mg/dL,70,99\n",
  );
  assert.deepEqual(doc.rows[0]?.range, { ref_low: 70, ref_high: 99 });
  assert.equal(doc.rows[0]?.name, "glucose");
});

Deno.test("detectLayout() detects tab, semicolon and comma delimiters from the header", () => {
  assert.equal(detectLayout("Parametr\tWynik\nHb\t13,4\n")?.delimiter, "\t");
  assert.equal(detectLayout("Parametr;Wynik\nHb;13,4\n")?.delimiter, ";");
  assert.equal(detectLayout('test,value\nHb,"13,4"\n')?.delimiter, ",");
});

Deno.test("parseCsv() takes the date from a preamble and keeps the identity out of rows", () => {
  const doc = parseCsv(
    "Pacjent: Jan Testowy;PESEL: 85010112345\nData pobrania: 12.03.2025\n\nBadanie;Wynik\nŻelazo;80\n",
  );
  assert.equal(doc.rows[0]?.date, "2025-03-12");
  assert.ok(doc.identity.includes("Jan Testowy"));
  assert.ok(doc.identity.includes("85010112345"));
});

Deno.test("parseCsv() collects identity columns and skips an identity row", () => {
  const doc = parseCsv(
    "Pacjent;Badanie;Wynik;Data\nJan Testowy;Hemoglobina;13,4;2025-01-02\n;PESEL;85010112345;2025-01-02\n",
  );
  assert.equal(doc.rows.length, 1);
  assert.ok(doc.identity.includes("Jan Testowy"));
  assert.ok(doc.identity.includes("85010112345"));
});

Deno.test("parseCsv() holds the document on a date that is not a date", () => {
  const doc = parseCsv("Data;Badanie;Wynik\n31.02.2025;Hemoglobina;13,4\n");
  assert.deepEqual(doc.holds, ['line 2: date "31.02.2025" is not a date']);
});

Deno.test("parseCsv() without a recognisable header says which columns it expects", () => {
  assert.match(parseCsv("a;b\n1;2\n").holds[0]!, /no header row found/);
});

Deno.test("splitRecords() handles quotes, doubled quotes, line breaks in quotes and CRLF", () => {
  assert.deepEqual(splitRecords('a,"b\r\nc",d\r\ne,"f""g",h', ","), [
    { line: 1, fields: ["a", "b\r\nc", "d"] },
    { line: 3, fields: ["e", 'f"g', "h"] },
  ]);
});

Deno.test("decodeText() reads UTF-8 with and without BOM, and Windows-1250", () => {
  const utf8 = new TextEncoder().encode("Żelazo;ślad");
  assert.equal(decodeText(utf8).text, "Żelazo;ślad");
  assert.equal(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8])).text, "Żelazo;ślad");
  // "Żelazo;ślad" in Windows-1250: Ż = 0xAF, ś = 0x9C.
  const cp1250 = new Uint8Array([
    0xaf,
    ...new TextEncoder().encode("elazo;"),
    0x9c,
    ...new TextEncoder().encode("lad"),
  ]);
  assert.deepEqual(decodeText(cp1250), { text: "Żelazo;ślad", encoding: "windows-1250" });
});

Deno.test("parseCsv() keeps the preamble's collection date out of the patient's name", () => {
  const doc = parseCsv(
    "Pacjent: Jan Testowy;Data pobrania: 12.03.2025\nBadanie;Wynik;Jednostka\nHemoglobina;13,4;g/dl\n",
  );
  assert.deepEqual(doc.identity, ["Jan Testowy"]);
  assert.equal(doc.rows[0]?.date, "2025-03-12");
});

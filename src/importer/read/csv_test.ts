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

Deno.test("parseCsv() holds only the row whose date is not a date, and says why", () => {
  const doc = parseCsv(
    "Data;Badanie;Wynik\n31.02.2025;Hemoglobina;13,4\n28.02.2025;Hemoglobina;13,1\n",
  );
  assert.deepEqual(doc.holds, []);
  assert.deepEqual(doc.rows.map((r) => [r.where, r.date, r.dateProblem]), [
    ["line 2", undefined, 'date "31.02.2025" is not a date'],
    ["line 3", "2025-02-28", undefined],
  ]);
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

Deno.test("parseCsv() reads a Windows-1250 export with flag, specimen and group columns", () => {
  const bytes = Deno.readFileSync(
    new URL("../../../tests/fixtures/importer/wyniki_cp1250.csv", import.meta.url),
  );
  const { text, encoding } = decodeText(bytes);
  assert.equal(encoding, "windows-1250");
  const doc = parseCsv(text);
  assert.deepEqual(doc.holds, []);
  assert.deepEqual(doc.notes, []);
  const date = "2024-03-04";
  const blood = { section: "Morfologia krwi", specimen: "blood", date };
  const urine = { section: "Badanie ogólne moczu", specimen: "urine", date };
  const chemistry = { section: "Biochemia", specimen: "blood", date };
  assert.deepEqual(doc.rows, [
    {
      where: "line 6",
      name: "Leukocyty",
      value: { value: 3.82 },
      unit: "tys/µl",
      range: { ref_low: 4, ref_high: 10 },
      labFlag: "L",
      ...blood,
    },
    {
      where: "line 7",
      name: "Płytki krwi",
      value: { value: 452 },
      unit: "tys/µl",
      range: { ref_low: 150, ref_high: 410 },
      labFlag: "H",
      ...blood,
    },
    {
      where: "line 8",
      name: "Glukoza",
      value: { value: "nie wykryto" },
      unit: "mg/dl",
      range: { ref_text: "nie wykryto" },
      ...urine,
    },
    {
      where: "line 9",
      name: "Leukocyty",
      value: { value: "10-15" },
      unit: "wpw",
      range: { ref_low: 0, ref_high: 5 },
      labFlag: "H",
      ...urine,
    },
    {
      where: "line 10",
      name: "Żelazo całkowite",
      value: { value: 45 },
      unit: "µg/dl",
      range: { ref_low: 50, ref_high: 170 },
      labFlag: "L",
      ...chemistry,
    },
    {
      where: "line 11",
      name: "Witamina B12",
      value: { value: 2000, comparator: ">" },
      unit: "pg/ml",
      range: { ref_low: 197, ref_high: 771 },
      labFlag: "H",
      ...chemistry,
    },
    {
      where: "line 12",
      name: "Przeciwciała anty-HCV",
      value: { value: "dodatni" },
      range: { ref_text: "ujemny" },
      labFlag: "A",
      ...chemistry,
    },
    {
      where: "line 13",
      name: "OB",
      value: { value: "patrz opis" },
      unit: "mm/h",
      range: {},
      unreadable: "see the description",
      ...blood,
      section: "Biochemia",
    },
    {
      where: "line 14",
      name: "Wapń zjonizowany",
      value: { value: "" },
      unit: "mmol/l",
      range: { ref_low: 1.15, ref_high: 1.29 },
      unreadable: "no result value",
      section: "Biochemia",
      date,
    },
  ]);
  assert.ok(doc.identity.includes("Anna Przykładowa"));
  assert.ok(doc.identity.includes("92071314568"));
});

Deno.test("parseCsv() takes the flag column of the old fixture as the lab's flag", () => {
  const text = Deno.readTextFileSync(
    new URL("../../../tests/fixtures/importer/wyniki_pl.csv", import.meta.url),
  );
  const flags = parseCsv(text).rows.map((r) => [r.name, r.labFlag]);
  assert.deepEqual(flags.slice(0, 4), [
    ["Hemoglobina", undefined],
    ["Ferrytyna", "L"],
    ["CRP (białko C-reaktywne)", undefined],
    ["Żelazo całkowite w surowicy", "L"],
  ]);
});

Deno.test("parseCsv() flags a qualitative result against a range of another sense, unprinted", () => {
  const doc = parseCsv(
    "Data;Badanie;Wynik;Norma;Flaga\n10.10.2024;Borelioza IgG;dodatni;ujemny;\n" +
      "10.10.2024;Borelioza IgM;ujemny;ujemny;\n",
  );
  assert.deepEqual(doc.rows.map((r) => [r.name, r.labFlag]), [
    ["Borelioza IgG", "A"],
    ["Borelioza IgM", undefined],
  ]);
});

Deno.test("parseCsv() takes a row with only a name as the heading of the rows below", () => {
  const doc = parseCsv(
    "Data;Badanie;Wynik;Jednostka\n" +
      ";Morfologia krwi;;\n04.03.2024;Leukocyty;5,1;tys/µl\n" +
      ";Badanie ogólne moczu;;\n04.03.2024;Leukocyty;nie wykryto;\n",
  );
  assert.deepEqual(doc.notes, []);
  assert.deepEqual(doc.rows.map((r) => [r.name, r.section, r.specimen]), [
    ["Leukocyty", "Morfologia krwi", "blood"],
    ["Leukocyty", "Badanie ogólne moczu", "urine"],
  ]);
});

Deno.test("parseCsv() reads a Czech or German export and its preamble's collection date by the lexicon's labels", () => {
  const czech = parseCsv(
    "Datum odběru: 12.05.2025\n\nVyšetření;Výsledek;Jednotka;Referenční meze\nGlukóza;5,4;mmol/l;3,9 - 5,6\n",
  );
  assert.deepEqual(czech.rows.map((r) => [r.name, r.date, r.value, r.unit]), [
    ["Glukóza", "2025-05-12", { value: 5.4 }, "mmol/l"],
  ]);
  const german = parseCsv(
    "Eingang: 13.05.2025\nEntnahme: 12.05.2025\nUntersuchung;Ergebnis;Einheit\nKalium;4,2;mmol/l\n",
  );
  assert.deepEqual(german.rows.map((r) => [r.name, r.date]), [["Kalium", "2025-05-12"]]);
});

Deno.test("parseCsv() reads a Czech portal's limit columns and keeps its signature line out of the rows", () => {
  const doc = parseCsv([
    "Pacient:;NOVÁKOVÁ Eva;RČ:;805512/1234",
    "Datum odběru:;14.04.2025 07:30",
    "Kód;Vyšetření;Výsledek;Jednotka;Ref. mez dolní;Ref. mez horní;Hodnocení;Poznámka",
    "S_Na;Sodík;139;mmol/l;136;142;;",
    "B_Hb;Hemoglobin;119;g/l;120;160;L;",
    "Výsledky schválila: Mgr. Eva Testová",
  ].join("\r\n"));
  assert.equal(doc.rows.length, 2);
  assert.deepEqual(doc.rows[1]!.range, { ref_low: 120, ref_high: 160 });
  assert.equal(doc.rows[1]!.labFlag, "L");
  assert.ok(doc.identity.includes("805512/1234"));
  assert.ok(doc.identity.some((text) => text.includes("Eva Testová")));
  assert.ok(!JSON.stringify(doc.notes).includes("Testová"));
});

Deno.test("parseCsv() reads a UK GP export: Sample Taken, Range Low/High, NHS number as identity", () => {
  const doc = parseCsv([
    "Patient Name,NHS Number,DOB,Sample Taken,Test,Result,Units,Range Low,Range High,Flag",
    '"TEST, Anne",943 476 5919,01/02/1980,14/06/2023 09:12,Serum folate,3.1,ug/L,3.9,26.8,L',
  ].join("\r\n"));
  assert.equal(doc.rows[0]!.date, "2023-06-14");
  assert.deepEqual(doc.rows[0]!.range, { ref_low: 3.9, ref_high: 26.8 });
  assert.ok(doc.identity.includes("943 476 5919"));
});

Deno.test("parseCsv() reads a sheet with a visit date over each column as wide, before columns told by content", () => {
  const doc = parseCsv([
    "Moje wyniki 2024;;;;;;",
    "Badanie;Jedn.;Norma;Data badania / laboratorium;;;Uwagi",
    ";;;2024-01-29;2024-07-15;2024-11-04;",
    ";;;(Diagnostyka);(Diagnostyka);(Synevo);",
    "Hemoglobina;g/dl;12-16;12.4;11,9;12.2;",
    "Ferrytyna;ng/ml;13-150;11;24;;od 02.2024 Tardyferon",
    "TSH;µIU/ml;0,27-4,2;3.1;;4.02;kontrola u endokrynologa",
  ].join("\r\n"));
  assert.deepEqual(doc.rows.map((r) => [r.name, r.date, r.value]), [
    ["Hemoglobina", "2024-01-29", { value: 12.4 }],
    ["Hemoglobina", "2024-07-15", { value: 11.9 }],
    ["Hemoglobina", "2024-11-04", { value: 12.2 }],
    ["Ferrytyna", "2024-01-29", { value: 11 }],
    ["Ferrytyna", "2024-07-15", { value: 24 }],
    ["TSH", "2024-01-29", { value: 3.1 }],
    ["TSH", "2024-11-04", { value: 4.02 }],
  ]);
});

Deno.test("parseCsv() reads an app export with unknown header words by content, not as a wide sheet", () => {
  const doc = parseCsv([
    "# HealthTrack lab results export",
    "record_id,date,source,test_name,value,unit,ref_range,flag,notes",
    "hr-1,2025-05-03,Quest,Ferritin,22,ng/mL,15-150,,",
    "hr-2,2025-08-12,LabCorp,Glucose,92,mg/dL,70-99,,",
  ].join("\r\n"));
  assert.deepEqual(doc.rows.map((r) => [r.name, r.date, r.value]), [
    ["Ferritin", "2025-05-03", { value: 22 }],
    ["Glucose", "2025-08-12", { value: 92 }],
  ]);
});

Deno.test("parseCsv() reads a flag mark beside the unit in its cell as the lab's flag", () => {
  const doc = parseCsv(
    "Data;Badanie;Wynik;Jednostka;Zakres\n" +
      "13.03.2024;Leukocyty;13,92;G/l ↑;4,00 - 10,00\n" +
      "13.03.2024;Glukoza;97;mg/dl;70 - 99\n" +
      "13.03.2024;TSH;0,2;µIU/ml L;0,27 - 4,20\n",
  );
  assert.deepEqual(doc.rows.map((row) => [row.name, row.unit, row.labFlag]), [
    ["Leukocyty", "G/l", "H"],
    ["Glukoza", "mg/dl", undefined],
    ["TSH", "µIU/ml", "L"],
  ]);
});

Deno.test("parseCsv() reads a US portal export: a preamble, Component, Standard Range, Collected before Resulted", () => {
  const doc = parseCsv(
    [
      '"Patient: DOE, JANE","DOB: 01/02/1970","MRN: 123"',
      "",
      '"Order","Component","Value","Units","Standard Range","Flag","Collected","Resulted"',
      '"CMP","Glucose","92","mg/dL","65 - 99","","08/09/2023 7:52 AM","08/10/2023 3:10 PM"',
      '"LIPID PANEL","Cholesterol, Total","205","mg/dL","100 - 199","High","08/09/2023 7:52 AM","08/09/2023 3:10 PM"',
      '"A1C","Hemoglobin A1c","5.7","%","4.8 - 5.6","High","11/14/2023 8:05 AM","11/14/2023 3:10 PM"',
    ].join("\r\n"),
  );
  assert.deepEqual(doc.rows.map((r) => [r.name, r.date, r.value.value, r.range, r.labFlag]), [
    ["Glucose", "2023-08-09", 92, { ref_low: 65, ref_high: 99 }, undefined],
    ["Cholesterol, Total", "2023-08-09", 205, { ref_low: 100, ref_high: 199 }, "H"],
    ["Hemoglobin A1c", "2023-11-14", 5.7, { ref_low: 4.8, ref_high: 5.6 }, "H"],
  ]);
});

Deno.test("parseCsv() reads a unit printed after the name, in brackets or in parentheses", () => {
  const doc = parseCsv(
    "date,test,value,range\n" +
      "2024-06-01,Glucose (mg/dL),95,70-99\n" +
      "2024-06-01,Potas [mmol/l],4.1,3.5-5.1\n" +
      "2024-06-01,Glukoza (na czczo),96,70-99\n" +
      "2024-06-01,Leukocyty (WBC),6.1,4-10\n",
  );
  assert.deepEqual(doc.rows.map((r) => [r.name, r.unit]), [
    ["Glucose", "mg/dL"],
    ["Potas", "mmol/l"],
    // Parentheses that hold no unit stay the name's: the row has no unit, and is held for it.
    ["Glukoza (na czczo)", undefined],
    ["Leukocyty (WBC)", undefined],
  ]);
});

Deno.test("parseCsv() reads one row under header words no lexicon knows when its cells place it", () => {
  const doc = parseCsv(
    "Tarih,Tetkik,Sonuç,Birim,Referans\n2025-05-08,Lökosit,6.1,x10E3/uL,4-10\n",
  );
  assert.deepEqual(doc.holds, []);
  assert.deepEqual(doc.rows.map((r) => [r.name, r.date, r.value, r.unit, r.range]), [
    ["Lökosit", "2025-05-08", { value: 6.1 }, "x10E3/uL", { ref_low: 4, ref_high: 10 }],
  ]);
  // A row of a turned sheet (a result under each marker) is still read as one.
  const turned = parseCsv("Date,Glukoz,Kolesterol\n2025-05-08,97,190\n");
  assert.deepEqual(turned.rows.map((r) => [r.name, r.value.value]), [
    ["Glukoz", 97],
    ["Kolesterol", 190],
  ]);
  // With no word the lexicon knows, one such row cannot be told from a long table's: held.
  const unknown = parseCsv("Tarih,Glukoz,Kolesterol\n2025-05-08,97,190\n");
  assert.deepEqual(unknown.rows, []);
  assert.match(unknown.holds[0] ?? "", /columns 2 and 3 both hold numbers/);
});

Deno.test("parseCsv() holds one row under unknown header words that its cells cannot place, and says why", () => {
  const panel = parseCsv(
    "Tarih,Panel,Tetkik,Sonuç,Birim\n2025-05-08,Hemogram,Lökosit,6.1,x10E3/uL\n",
  );
  assert.deepEqual(panel.rows, []);
  assert.match(
    panel.holds[0] ?? "",
    /^one row under header words no language file knows: columns 2 and 3 both hold words/,
  );
  const previous = parseCsv(
    "Tarih,Tetkik,Sonuç,Birim,Referans,Önceki\n2025-05-08,Lökosit,6.1,x10E3/uL,4-10,7.2\n",
  );
  assert.deepEqual(previous.rows, []);
  assert.match(previous.holds[0] ?? "", /columns 3 and 6 both hold numbers/);
  // A header the lexicon knows the name column of chooses among the words (the other a panel).
  const known = parseCsv(
    "Tarih,Panel,Component,Sonuç,Birim\n2025-05-08,Hemogram,Lökosit,6.1,x10E3/uL\n",
  );
  assert.deepEqual(known.rows.map((r) => [r.name, r.value.value, r.unit]), [
    ["Lökosit", 6.1, "x10E3/uL"],
  ]);
});

import assert from "node:assert/strict";
import {
  hasPeselLike,
  identityFields,
  identityOfLines,
  isIdentityLine,
  isValidPesel,
  maskFileNumbers,
  maskLongNumbers,
  plainFileName,
  PrivacyGuard,
} from "./mod.ts";

Deno.test("isIdentityLine() recognises name, PESEL, birth date, address and age lines", () => {
  for (
    const line of [
      "Pacjent: Jan Testowy",
      "Imię i nazwisko: Jan Testowy",
      "PESEL 85010112345",
      "Data urodzenia: 01.01.1985",
      "Adres: ul. Testowa 7",
      "00-950 Warszawa",
      "Kowalski Jan 45 lat",
    ]
  ) assert.ok(isIdentityLine(line), line);
});

Deno.test("isIdentityLine() leaves result rows alone, including SHBG", () => {
  for (
    const line of [
      "Hemoglobina 13,4 g/dl 12,0 - 16,0",
      "Sex hormone binding globulin 45 nmol/l 18 - 54",
      "Wiek metaboliczny",
    ]
  ) assert.ok(!isIdentityLine(line), line);
});

Deno.test("identityOfLines() collects each field of a multi-field identity line", () => {
  const found = identityOfLines([
    "Pacjent: Jan Testowy  PESEL: 85010112345  Data urodzenia: 01.01.1985",
  ]);
  assert.deepEqual(found.slice(0, 3), ["Jan Testowy", "85010112345", "01.01.1985"]);
});

Deno.test("identityOfLines() reads a lab app's client card number and its OCR-read order sign", () => {
  const found = identityOfLines([
    "ЛабМед+ © Замовлення Ne 7714-20930",
    "Картка клієнта: 0093 4471 2285",
  ]);
  assert.ok(found.includes("7714-20930"), `${found}`);
  assert.ok(found.some((f) => f.includes("0093 4471 2285")), `${found}`);
});

Deno.test("identityOfLines() takes no label of an empty field's neighbour for its value", () => {
  // A doctor's field printed empty, the payer's or the collection point's label beside it.
  const found = identityOfLines([
    "  Lekarz kierujący:                              Płatnik:       pacjent (pełnopłatne)",
    "  Лікар / Physician:                             Пункт забору:",
    "  Pacjent: Jan Testowy",
  ]);
  assert.ok(found.includes("Jan Testowy"));
  // A label of two words is one label: its value is kept.
  assert.ok(identityOfLines(["Patient ID: 30918826"]).some((f) => f.includes("30918826")));
  for (const label of ["Płatnik", "Пункт забору", "pacjent (pełnopłatne)"]) {
    assert.ok(!found.some((f) => f.includes(label)), `${label} is no identity: ${found}`);
  }
});

Deno.test("PrivacyGuard finds identity words in any order, but not inside other words", () => {
  const guard = new PrivacyGuard(["Jan Testowy", "1985-01-01"]);
  assert.ok(guard.problem("Testowy Jan 45 lat"));
  assert.ok(guard.problem("ur. 1985-01-01"));
  assert.equal(guard.problem("Janowiec"), undefined);
  assert.equal(guard.problem("Hemoglobina"), undefined);
});

Deno.test("PrivacyGuard rejects any standalone 11-digit number, with or without an identity", () => {
  const guard = new PrivacyGuard([]);
  assert.ok(guard.problem("85010112345"));
  assert.ok(guard.problem("id 99999999999 x"));
  assert.equal(guard.problem("a85010112345b"), undefined);
  assert.equal(guard.problem("1234567890"), undefined);
});

Deno.test("isIdentityLine() does not take a range such as 10-120 for a postal code", () => {
  assert.ok(!isIdentityLine("Ferrytyna 52 ng/ml 10-120"));
  assert.ok(isIdentityLine("ul. Kwiatowa 1, 00-950 Warszawa"));
});

Deno.test("identityFields() ends a value at the next known label, a delimiter or a wide gap", () => {
  assert.deepEqual(identityFields("Pacjent: Jan Testowy;Data pobrania: 12.03.2025"), [
    "Jan Testowy",
  ]);
  assert.deepEqual(identityFields("Pacjent: Jan Testowy Data wykonania: 12.03.2025"), [
    "Jan Testowy",
  ]);
  assert.deepEqual(identityFields("Pacjent: Jan Testowy Płeć M"), ["Jan Testowy"]);
  assert.deepEqual(identityFields("Pacjent:\tJan Testowy\t12.03.2025"), ["Jan Testowy"]);
  assert.deepEqual(identityFields("Pacjent: Jan Testowy    Oddział 3"), ["Jan Testowy"]);
});

Deno.test("identityOfLines() takes the next line as the value of a label left alone on its line", () => {
  const found = identityOfLines(["Pacjent:", "", "Jan Testowy", "Hemoglobina 13,4 g/dl"]);
  assert.deepEqual(found, ["Jan Testowy"]);
  assert.deepEqual(identityOfLines(["Pacjent:", "PESEL: 85010112345"]), [
    "85010112345",
    "85010112345",
  ]);
});

Deno.test("hasPeselLike() recognises a PESEL in every common spelling", () => {
  for (
    const text of [
      "92071314568",
      "PESEL 920713 14568",
      "PESEL: 920713-14568",
      "92 07 13 145 68",
      "nr 920713 - 14568 x",
      "920713\u00a014568",
    ]
  ) assert.ok(hasPeselLike(text), text);
  for (
    const text of [
      "1234567890",
      "920713 1456",
      "Hemoglobina 13,4 g/dl 12,0 - 16,0",
      "2025-03-12 14.0",
      "Zlecenie 123/2024/45",
      "a92071314568b",
    ]
  ) assert.ok(!hasPeselLike(text), text);
});

Deno.test("PrivacyGuard catches a spaced, dashed or grouped PESEL in any text to be written", () => {
  const guard = new PrivacyGuard([]);
  for (const text of ['name: "Nr 920713 14568"', "- 920713-14568\n", "x 92 07 13 145 68 y"]) {
    assert.ok(guard.problem(text), text);
  }
});

Deno.test("identityFields() ends a name at an order number label, even after a single space", () => {
  assert.deepEqual(
    identityFields("Imię i nazwisko: Jan Kowalski Numer zlecenia: 123/2024/45"),
    ["Jan Kowalski"],
  );
  for (
    const label of [
      "Nr zlecenia",
      "Nr badania",
      "Kod kreskowy",
      "Nr próbki",
      "ID zlecenia",
      "Nr księgi",
    ]
  ) {
    assert.deepEqual(identityFields(`Pacjent: Jan Kowalski ${label}: 4455/2024`), [
      "Jan Kowalski",
    ], label);
  }
  assert.deepEqual(identityFields("Pacjent: Jan Kowalski\tNumer zlecenia 123/2024/45"), [
    "Jan Kowalski",
  ]);
  assert.deepEqual(identityFields("Pacjent: Jan Kowalski Oddział: wewnętrzny"), ["Jan Kowalski"]);
  assert.deepEqual(identityFields("Pacjent: Jan Kowalski 12.03.2024"), ["Jan Kowalski"]);
});

Deno.test("PrivacyGuard never takes a year, a date or an order number for an identity word", () => {
  const identity = identityOfLines([
    "Imię i nazwisko: Jan Kowalski Numer zlecenia: 123/2024/45",
    "Pacjent: Anna Nowak 2024 12.03.2024",
  ]);
  const guard = new PrivacyGuard(identity);
  assert.equal(guard.problem("2024-05-05"), undefined);
  assert.equal(guard.problem("2024"), undefined);
  assert.equal(guard.problem("123"), undefined);
  assert.equal(guard.problem("45"), undefined);
  assert.ok(guard.problem("Kowalski"));
  assert.ok(guard.problem("Nowak"));
});

Deno.test("PrivacyGuard names the kind of identity field a text matches", () => {
  const guard = new PrivacyGuard(["Jan Kowalski", "01.01.1985", "ul. Testowa 7, 00-950 Miasto"]);
  assert.equal(guard.field("Kowalski 5"), "patient name");
  assert.equal(guard.field("1985-01-01"), "birth date");
  assert.equal(guard.field("Testowa"), "address");
  assert.equal(guard.field("920713 14568"), "PESEL");
  assert.equal(guard.field("Hemoglobina"), undefined);
});

Deno.test("PrivacyGuard keeps a phone number as identity, but never a short number", () => {
  const guard = new PrivacyGuard(identityOfLines(["Telefon: 600 700 800", "Adres: ul. Długa 15"]));
  assert.ok(guard.problem("tel 600 700 800"));
  assert.equal(guard.problem("600"), undefined);
  assert.equal(guard.problem("15"), undefined);
  assert.ok(guard.problem("Długa"));
});

Deno.test("hasPeselLike() never takes a row of table numbers for a PESEL, but knows a valid one in any grouping", () => {
  for (
    const text of [
      "Glukoza mg/dl 70 - 99 88 91 102 H 94",
      "Leukocyty 4,0 - 10,0 6 2 5 8 7 1 10 6",
      "12 34 56 78 901",
    ]
  ) assert.ok(!hasPeselLike(text), text);
  assert.ok(isValidPesel("92071314566"));
  assert.ok(!isValidPesel("92071314568"), "wrong check digit");
  assert.ok(!isValidPesel("92139914562"), "no month 13 or 33");
  assert.ok(hasPeselLike("9 2 0 7 1 3 1 4 5 6 6"), "a valid PESEL however it is spaced");
});

Deno.test("isValidPesel() knows 29 February only in leap years, across centuries", () => {
  assert.equal(isValidPesel("00222912349"), true); // 2000-02-29
  assert.equal(isValidPesel("24022912349"), true); // 1924-02-29
  assert.equal(isValidPesel("01222912346"), false); // 2001-02-29
  assert.equal(isValidPesel("00422912345"), false); // 2100-02-29
});

Deno.test("identityOfLines() takes no word of a heading or a sentence for a name", () => {
  assert.deepEqual(identityOfLines(["Patient Report", "Patient Details", "Hemoglobin 13.4"]), []);
  assert.deepEqual(
    identityOfLines([
      "Uwagi: pacjentka przyjmuje suplementy witaminy B12 - wynik do interpretacji",
    ]),
    [],
  );
  // A value after the label, with or without a colon, is still collected.
  assert.deepEqual(identityOfLines(["Patient Details", "Patient: Jane Doe"]), ["Jane Doe"]);
  assert.deepEqual(identityOfLines(["Pacjent Jan Kowalski"]), ["Jan Kowalski"]);
  assert.deepEqual(identityOfLines(["Pacjent    Kowalski"]), ["Kowalski"]);
  assert.deepEqual(identityOfLines(["PESEL 85010112345"]), ["85010112345", "85010112345"]);
  assert.deepEqual(identityOfLines(["Patient", "Jane Doe"]), ["Jane Doe"]);
});

Deno.test("identityOfLines() keeps a lab's letterhead address out, and a person's street in", () => {
  assert.deepEqual(
    identityOfLines([
      "ALAB laboratoria Sp. z o.o., ul. Stępińska 22/30, 00-739 Warszawa, NIP 5213000000",
      "Synevo Sp. z o.o., ul. Klimczaka 1, 02-797 Warszawa",
    ]),
    [],
  );
  assert.deepEqual(identityOfLines(["ul. Szpitalna 5, 00-001 Testowo"]), [
    "ul. Szpitalna 5, 00-001 Testowo",
  ]);
});

Deno.test("PrivacyGuard.mask() hides every identity string in any script, and nothing else", () => {
  const guard = new PrivacyGuard([
    "Jan Testowy",
    "Олена Іваненко",
    "ul. Kwiatowa 12/4, 02-495 Warszawa",
    "12.03.1985",
  ]);
  assert.equal(guard.mask("== /in/Testowy_wyniki.pdf"), "== /in/[hidden]_wyniki.pdf");
  assert.equal(guard.mask("Пацієнт: ІВАНЕНКО Олена"), "Пацієнт: [hidden]");
  assert.equal(guard.mask("Adres: Kwiatowa 12/4"), "Adres: [hidden] 12/4");
  assert.equal(guard.mask("ur. 1985-03-12"), "ur. [hidden]");
  assert.equal(guard.mask("Glukoza 95 mg/dl 2024-03-12"), "Glukoza 95 mg/dl 2024-03-12");
  assert.equal(guard.mask("TESTOWY JAN 92071314568"), "[hidden]");
});

Deno.test("identityOfLines() takes no sentence after a patient word for an identity value", () => {
  assert.deepEqual(
    identityOfLines([
      "Pacjent 64-letni zgłosił się na wizytę kontrolną po 3 miesiącach. Od ostatniej wizyty bez dolegliwości",
      "Pacjent   przyjmuje leki przeciwkrzepliwe",
    ]),
    [],
  );
  assert.deepEqual(identityOfLines(["Pacjent   JAN KOWALSKI"]), ["JAN KOWALSKI"]);
  assert.deepEqual(identityOfLines(["Data urodzenia 12.03.1985 (40 l.)"]), ["12.03.1985 (40 l.)"]);
});

Deno.test("isIdentityLine() knows an address line with no label, as other countries print it", () => {
  for (
    const line of [
      "Hernalser Hauptstraße 71/9, 1170 Wien",
      "Kounicova 48, 602 00 Brno",
      "Hauptstr. 5, 01234 Berlin",
      "Flat 3, 27 Cranbrook Avenue, Leeds, LS6 2QT",
      "Kit sent to   Flat 4, 12 Elm Terrace, Leeds LS6 2QT",
      "88 Beacon St Apt 4B, Brookline, MA 02446",
    ]
  ) {
    assert.ok(isIdentityLine(line), line);
    assert.ok(identityOfLines([line]).length > 0, line);
  }
  for (
    const line of [
      "Leukozyten 6,2 Tsd/µl 4,0 - 10,0",
      "Kreatinin 68 µmol/l 44 - 80",
      "GLUCOSE 102 H 65-99 mg/dL 01",
      "Natrium 140 mmol/l 135 - 145",
    ]
  ) assert.ok(!isIdentityLine(line), line);
});

Deno.test("an identity label read by OCR without its diacritics is still one, and its value collected", () => {
  const line = "Odesilajici : MUDr. Pavel Dvořáček, praktický lékař";
  assert.equal(isIdentityLine(line), true);
  assert.ok(identityOfLines([line]).some((s) => s.includes("Dvořáček")));
  assert.equal(isIdentityLine("Sodik 139 mmol/l 136 - 145"), false);
});

Deno.test("a portal's title after a label without a colon is no name", () => {
  assert.deepEqual(identityOfLines(["Northside Health Patient Portal - Test Results Export"]), []);
  assert.deepEqual(identityOfLines(["Patient Jan Kowalski"]), ["Jan Kowalski"]);
});

Deno.test("PrivacyGuard knows a phone printed with its country code again without it", () => {
  const guard = new PrivacyGuard(["+48 601 772 309"]);
  assert.ok(guard.problem("powiadomimy Cię SMS-em na numer 601 772 309."));
  assert.equal(guard.mask("na numer 601 772 309."), "na numer [hidden].");
  assert.equal(guard.problem("Leukocyty 601"), undefined);
  assert.equal(guard.problem("48"), undefined);
});

Deno.test("identityOfLines reads a portal's fields between middle dots, and a phone with its country code", () => {
  const found = identityOfLines([
    "Zalogowano jako: Jan Testowy (jan@example.com) · PESEL: 92071314568 · tel. +48 600 700 800",
  ]);
  assert.ok(found.includes("92071314568"), JSON.stringify(found));
  assert.ok(found.includes("+48 600 700 800"), JSON.stringify(found));
  const guard = new PrivacyGuard(found);
  assert.ok(guard.problem("SMS-em na numer 600 700 800."));
});

Deno.test("identityOfLines takes a name printed with no label before a line's identity fields", () => {
  // Set 10's UK GP record: the surname reached the store in the document's file name.
  const found = identityOfLines([
    "Jane Testperson · Date of birth: 14 February 1968 · NHS number: 943 476 5913",
  ]);
  assert.ok(found.includes("Jane Testperson"), JSON.stringify(found));
  // No identity field after it, or words that are no name: nothing taken.
  assert.deepEqual(identityOfLines(["Full blood count · 3 June 2025"]), []);
  assert.ok(
    !identityOfLines(["Results for 2025 · Date of birth: 14.02.1968"]).some((s) =>
      s.startsWith("Results")
    ),
  );
});

Deno.test("identityOfLines() takes a phone with an area code in parentheses, and a control or account number", () => {
  const found = identityOfLines([
    "Specimen ID: 281-614-2207-0 SMITH, JANE",
    "Control ID: L40982117 12 Main St Apt 3B",
    "Acct #: 04482150 Phone: (617) 555-0178 Brighton, MA 02135",
    "Rte: 00 (617) 555-0143",
    "Glucose 104 mg/dL 70-99",
  ]);
  for (const text of ["L40982117", "04482150", "(617) 555-0143"]) {
    assert.ok(found.includes(text), `${text} in ${JSON.stringify(found)}`);
  }
  assert.ok(!found.some((text) => /Glucose|70-99/.test(text)));
});

Deno.test("identityOfLines() keeps only the part of a line that prints the address", () => {
  const found = identityOfLines([
    "48143 Münster   Wolbecker Str. 88, 48155 Münster",
    "1900 Alewife Brook Pkwy, Cambridge, MA 02138-1024   For inquiries, the physician may contact us",
  ]);
  assert.deepEqual(found, [
    "Wolbecker Str. 88, 48155 Münster",
    "1900 Alewife Brook Pkwy, Cambridge, MA 02138-1024",
  ]);
});

Deno.test("isIdentityLine() takes no age span of a band's label for a person's age", () => {
  assert.ok(!isIdentityLine("Hematokrit 0,365 1–6 let: 0,32–0,42"));
  assert.ok(!isIdentityLine("Kreatinin 41 6 - 15 let: 27–62"));
  assert.ok(!isIdentityLine("PSA 1,2 < 50 lat: 0 - 2,5"));
  assert.ok(isIdentityLine("Testowy Jan 45 lat"));
  assert.ok(isIdentityLine("Věk: 7 let"));
});

Deno.test("PrivacyGuard masks an address's own words, not the importer's words in it", () => {
  // A lab's footer read as an address: "Lab", "Clinical", "the" stay words of the report.
  const guard = new PrivacyGuard([
    "01 CR Cedar Ridge Clinical Laboratories, 4410 N. Harlem Ave, Chicago, IL 60656. Lab Director: Michael R. Trent, MD. For inquiries, the",
    "Wynik Jan",
  ]);
  assert.equal(guard.mask("high, lab H"), "high, lab H");
  assert.equal(guard.mask("see the description"), "see the description");
  assert.equal(guard.mask("Harlem Ave"), "[hidden]");
  assert.equal(guard.mask("Dr Trent"), "Dr [hidden]");
  // A person's name keeps every word, a word of the importer's too.
  assert.equal(guard.mask("Wynik: 12"), "[hidden]: 12");
});

Deno.test("identityOfLines() collects a requesting doctor, an accession and a lab number by their labels", () => {
  const found = identityOfLines([
    "Requested by: Dr Anna Testbury (G8000001)          Lab No: KV24.0101.0001",
    "Accession: CV2601234567      Ordering Physician: Jane Q. Testerson, MD",
    "Haemoglobin 118 g/L (115-165)",
  ]);
  for (const text of ["KV24.0101.0001", "CV2601234567", "Jane Q. Testerson, MD"]) {
    assert.ok(found.some((f) => f.includes(text)), `${text} in ${JSON.stringify(found)}`);
  }
  assert.ok(found.some((f) => f.includes("Anna Testbury")), JSON.stringify(found));
  assert.ok(!found.some((text) => /Haemoglobin|115/.test(text)));
});

Deno.test("identityOfLines() takes no next line for a label run into the next label ('Patient Address:')", () => {
  const found = identityOfLines([
    "Patient Address:  12 Test Road, Testville TE1 1ST  Date Reported:  03/10/2026 06:02 AM",
    "TESTS  RESULT  FLAG  UNITS  REFERENCE INTERVAL  LAB",
  ]);
  assert.ok(found.includes("12 Test Road, Testville TE1 1ST"), JSON.stringify(found));
  assert.ok(!found.includes("TESTS"), JSON.stringify(found));
  // a label alone at its line's end still takes the next line
  assert.ok(identityOfLines(["Patient:", "TESTOWY Jan"]).includes("TESTOWY Jan"));
});

Deno.test("identityOfLines() takes the name after a doctor's title printed with no label", () => {
  const found = identityOfLines([
    "Dr Hannah Whitlock, GMC 7123456",
    "Dr. S. Meenakshisundaram, MD (Path)   Consultant Pathologist",
    "Ref. By : Dr. Harish Nagaraj, MBBS, MD",
    "Try diet changes and we will recheck in 6 months. - Dr. O",
    "12 Sherwood Dr, Toowong",
  ]);
  for (const name of ["Hannah Whitlock", "S. Meenakshisundaram", "Harish Nagaraj"]) {
    assert.ok(found.includes(name), `${name} in ${JSON.stringify(found)}`);
  }
  assert.ok(!found.some((text) => /^O$|Toowong/.test(text)), JSON.stringify(found));
});

Deno.test("identityOfLines() takes a name at the end of a portal's breadcrumb before its fields", () => {
  const found = identityOfLines(["Test Results › Jane Q Roe   MRN: E10000017   DOB: 1/2/1990"]);
  assert.ok(found.includes("Jane Q Roe"), JSON.stringify(found));
  // A heading with no breadcrumb before the fields is no name.
  assert.ok(!identityOfLines(["Patient Report   MRN: E10000017"]).includes("Patient Report"));
});

Deno.test("identityOfLines() reads a label's value after its further words and colon, to the sentence's end", () => {
  const found = identityOfLines([
    "Your address on record: Flat 2, 41 Elm Road, Leicester LE2 7QQ. If this is wrong, tell us.",
  ]);
  assert.ok(found.includes("Flat 2, 41 Elm Road, Leicester LE2 7QQ"), JSON.stringify(found));
  assert.ok(!found.some((text) => /wrong/.test(text)), JSON.stringify(found));
});

Deno.test("a file name's order number printed in groups is masked whole; its dates stay", () => {
  const known = new Set(["befund", "nalez", "analizy"]);
  assert.equal(plainFileName("Befund_21-0413-2277.pdf", known), "Befund_[hidden].pdf");
  assert.equal(plainFileName("nalez_2406-88213.pdf", known), "nalez_[hidden].pdf");
  assert.equal(plainFileName("analizy_2016-05-17.pdf", known), "analizy_2016-05-17.pdf");
  assert.equal(plainFileName("Befund_17.05.2016_1-2.pdf", known), "Befund_17.05.2016_1-2.pdf");
  assert.equal(maskFileNumbers("Befund_21-0413-2277.pdf"), "Befund_[hidden].pdf");
  assert.equal(maskFileNumbers("scan 12.03.25 v1.2.pdf"), "scan 12.03.25 v1.2.pdf");
});

Deno.test("an address under the label an older Ukrainian form prints (Адрес:) is identity", () => {
  const line = "Адрес: г. Харьков, ул. Клочковская, 197, кв. 58";
  assert.ok(isIdentityLine(line));
  const guard = new PrivacyGuard(identityOfLines([line]));
  assert.ok(!guard.mask(line).includes("Клочковская"), guard.mask(line));
});

Deno.test("maskLongNumbers() hides a number printed in groups that hold more digits than a date", () => {
  // A Swiss AHV number beside a label no lexicon knows, read as an unreadable row's name.
  assert.equal(
    maskLongNumbers("N° AVS / AHV-Nr.: 756.4821.9037.57 Cabinet médical", []),
    "N° AVS / AHV-Nr.: [hidden] Cabinet médical",
  );
  assert.equal(
    maskLongNumbers("Auftrag 21-0413-2277, Probe 4471/2025/0012", []),
    "Auftrag [hidden], Probe [hidden]",
  );
  assert.equal(maskLongNumbers("2XR · Tel 0114 271 1900", []), "2XR · Tel [hidden]");
  assert.equal(maskLongNumbers("Ph (07) 3512 8000; +44 114 271 1900", []), "Ph [hidden]; [hidden]");
  // Dates (eight digits), date ranges, values, ranges and thousands stay.
  for (
    const kept of [
      "29.08.2023 07:50",
      "2023-08-29/2023-08-30",
      "Leukozyten 3,6 G/l 4,0 - 10,0",
      "PLT 1.234.567",
      "Natrium 141 139 142 140",
      "12.03.2024 - 14.03.2024",
      "Kreatinin 0,72 0,81 0,79",
      "eGFR 0 - 15 15 - 29",
      "05 12 2023 08 15",
    ]
  ) assert.equal(maskLongNumbers(kept, []), kept);
});

Deno.test("identityOfLines() joins a phone number cut by a line break, so its national part is masked too", () => {
  const found = identityOfLines([
    "Zalogowano jako: Anna Testowa · PESEL: 72041706548 · tel. +48 601",
    "772 309",
    "Wynik w trakcie realizacji – powiadomimy Cię SMS-em na numer 601 772 309.",
  ]);
  assert.ok(found.includes("+48 601 772 309"), JSON.stringify(found));
  const guard = new PrivacyGuard(found);
  assert.equal(guard.field("na numer 601 772 309."), "identity number");
  // A whole number is never joined to the next line's figures.
  const whole = identityOfLines(["tel. +48 601 772 309", "12 345"]);
  assert.ok(!whole.some((v) => v.includes("12 345")), JSON.stringify(whole));
});

Deno.test("identityOfLines() takes an address cut after its street's comma on with the next line's first field", () => {
  const found = identityOfLines([
    " Address: Flat 2, 31 Burley Road,         Sample collected: 03 Feb 2025,",
    " Leeds LS3 1JT                            07:45",
  ]);
  assert.ok(found.includes("Leeds LS3 1JT"), JSON.stringify(found));
  // A field that is not cut stays alone, and a labelled next line is another field.
  const alone = identityOfLines(["Address: Flat 2, 31 Burley Road", "Leeds LS3 1JT"]);
  assert.ok(!alone.includes("Flat 2, 31 Burley Road, Leeds LS3 1JT"), JSON.stringify(alone));
  const labelled = identityOfLines(["Adres: ul. Testowa 1,", "Data pobrania: 12.03.2025"]);
  assert.ok(!labelled.some((v) => v.includes("Data pobrania")), JSON.stringify(labelled));
});

Deno.test("identityOfLines() takes a result block's 'Test Name:' for the analyte's, not a person's name", () => {
  // A Blue Button text prints each result as "Key: value" lines under the person's "Name:".
  const lines = [
    "Name:           Testowa-Lund, Anna M",
    "  Test Name:          CHOLESTEROL",
    "  Result:             198",
  ];
  const found = identityOfLines(lines);
  assert.ok(found.some((f) => f.includes("Testowa-Lund")), `${found}`);
  assert.ok(!found.some((f) => /CHOLESTEROL/.test(f)), `${found}`);
  assert.ok(!isIdentityLine(lines[1]!));
  assert.ok(isIdentityLine("Name:  Anna Testowa"));
});

Deno.test("identityOfLines() takes a letter's addressee block and the name after a form of address", () => {
  const found = identityOfLines([
    "Frau",
    "Anna Testowa-Lund",
    "Beispielstraße 61",
    "04229 Leipzig",
    "Ihre Laborwerte vom 08.11.2022",
    "Sehr geehrte Frau Probe-Lund,",
    "Ferritin  9  µg/l  15 – 150",
  ]);
  for (const s of ["Anna Testowa-Lund", "Beispielstraße 61", "04229 Leipzig", "Probe-Lund"]) {
    assert.ok(found.includes(s), `${s}: ${found}`);
  }
  assert.ok(!found.some((f) => /Ferritin|Laborwerte/.test(f)), `${found}`);
});

Deno.test("identityOfLines() takes no result for an addressee: a form of address alone over no name", () => {
  const found = identityOfLines(["Geschlecht:", "Frau", "Hämoglobin  13,4  g/dl  12,0 – 16,0"]);
  assert.ok(!found.some((f) => /Hämoglobin/.test(f)), `${found}`);
});

Deno.test("identityOfLines() takes a street's house number and postal code wrapped onto the next line", () => {
  // A narrow page: "Anschrift: Lipowa" ends its line, "17/4, PL-30-215" stands in the next line's
  // address column beside another field.
  const found = identityOfLines([
    "Leitung: Prof. Dr. med.   Anschrift: Lipowa",
    "Hartmut Lindqvist   17/4, PL-30-215",
    "Tel. 0941 / 388-4100   Kraków",
  ]);
  assert.ok(found.includes("17/4, PL-30-215"), found.join(" | "));
  // A result line under a field is never taken.
  assert.ok(
    !identityOfLines(["Anschrift: Lipowa", "Natrium   136 - 145   140"]).some((f) =>
      f.includes("136")
    ),
  );
});

Deno.test("identityOfLines() takes an address cut mid-street whose next line ends with the postal code", () => {
  const found = identityOfLines([
    "Address: Flat 2, 31 Burley   Sample collected: 03 Feb",
    "Road, Leeds LS3 1JT   2025, 07:45",
  ]);
  assert.ok(found.includes("Road, Leeds LS3 1JT"), found.join(" | "));
});

Deno.test("identityOfLines() takes a name after a Czech or Slovak title, its label wrapped away", () => {
  // "Odosielajúci lekár:" wrapped apart from its value on a narrow page: the title still says it.
  const found = identityOfLines(["Odosielajúci   MUDr. Ľubomír Testovský,"]);
  assert.ok(found.includes("Ľubomír Testovský"), found.join(" | "));
  assert.ok(
    identityOfLines(["Validoval: Ing. Zuzana Testová"]).join(" ").includes("Zuzana Testová"),
  );
});

Deno.test("PrivacyGuard masks a record's slashed number of five or six digits ('№ 3318/24'), not a short one", () => {
  const guard = new PrivacyGuard(["3318/24", "12/25"]);
  assert.equal(
    guard.mask("карти стаціонарного хворого 3318/24"),
    "карти стаціонарного хворого [hidden]",
  );
  // four digits: a month and a year, never identity alone
  assert.equal(guard.mask("kontrola 12/25"), "kontrola 12/25");
});

import assert from "node:assert/strict";
import { type LayoutLine, linesFromItems, linesFromText, type TextItem } from "../layout/mod.ts";
import { placeCells } from "./column_bands.ts";
import { splitColumns } from "./blocks.ts";
import { tableHeader } from "./header_roles.ts";

/** An item of 10 pt text; each character is 5 pt wide. */
function item(text: string, x: number, y: number, page = 1): TextItem {
  return { text, x, y, width: text.length * 5, height: 10, page };
}

const texts = (lines: readonly LayoutLine[]) => lines.map((l) => l.cells.map((c) => c.text));

Deno.test("linesFromItems() groups items by baseline and splits cells at column gaps", () => {
  const lines = linesFromItems([
    item("Wynik", 200, 50),
    item("Badanie", 40, 50.8),
    item("Hemo", 40, 70),
    item("globina", 60, 70.2),
    item("13,4", 200, 69.5),
    item("g/dl", 225, 70),
    item("Strona 1", 40, 20, 2),
  ]);
  assert.deepEqual(texts(lines), [["Badanie", "Wynik"], ["Hemoglobina", "13,4 g/dl"], [
    "Strona 1",
  ]]);
  assert.deepEqual(lines.map((l) => l.page), [1, 1, 2]);
});

Deno.test("linesFromItems() keeps a run of two or more spaces inside one item as a column gap", () => {
  const lines = linesFromItems([
    item("Imię i nazwisko: Jan Testowy      Numer zlecenia: 123/2024/45", 40, 50),
  ]);
  assert.deepEqual(texts(lines), [["Imię i nazwisko: Jan Testowy", "Numer zlecenia: 123/2024/45"]]);
});

Deno.test("linesFromItems() reads OCR's range set in a fixed-width font as one cell, its dash a character's width from each number", () => {
  // Word boxes of a fax at 300 dpi: 28 px high figures, a dash 31 px from each.
  const word = (text: string, x: number, width: number, height = 28) => ({
    text,
    x,
    y: 500,
    width,
    height,
    page: 1,
    confidence: 90,
  });
  const row = [word("Urea", 255, 90), word("5,9", 863, 58), word("mmol/l", 1119, 125)];
  const range = [word("2,8", 1446, 58), word("-", 1535, 9, 4), word("8,1", 1575, 58)];
  const cells = (items: TextItem[]) => linesFromItems(items)[0]!.cells.map((c) => c.text);
  assert.deepEqual(cells([...row, ...range, word("|..*..|", 1750, 160)]), [
    "Urea",
    "5,9",
    "mmol/l",
    "2,8 - 8,1",
    "|..*..|",
  ]);
  // A dash a column away, or between words, or in a PDF's text layer, still parts the cells.
  assert.deepEqual(cells([word("5,9", 863, 58), word("-", 1000, 9, 4), word("8,1", 1040, 58)]), [
    "5,9",
    "-",
    "8,1",
  ]);
  assert.deepEqual(cells([word("Urea", 1446, 58), word("-", 1535, 9, 4), word("8,1", 1575, 58)]), [
    "Urea",
    "-",
    "8,1",
  ]);
  const pdf = range.map(({ confidence: _, ...item }) => item);
  assert.deepEqual(cells(pdf), ["2,8", "-", "8,1"]);
});

Deno.test("linesFromText() splits plain lines at gaps and pages at form feeds", () => {
  const lines = linesFromText(["Hemoglobina\t13,4  g/dl", "\fGlukoza 95 mg/dl"]);
  assert.deepEqual(texts(lines), [["Hemoglobina", "13,4", "g/dl"], ["Glukoza 95 mg/dl"]]);
  assert.deepEqual(lines.map((l) => l.page), [1, 2]);
});

/** A line of cells given as [text, x]. */
function line(y: number, ...cells: [string, number][]): LayoutLine {
  return {
    page: 1,
    y,
    height: 10,
    cells: cells.map(([text, x]) => ({ text, x0: x, x1: x + text.length * 5 })),
  };
}

Deno.test("splitColumns() reads a page set in two columns as two blocks, left then right", () => {
  const page = [
    line(10, ["Wyniki badań laboratoryjnych pacjenta z dnia", 40]),
    line(30, ["Morfologia krwi", 40], ["Badanie ogólne moczu", 320]),
    line(
      50,
      ["Leukocyty", 40],
      ["6,5", 140],
      ["tys/µl", 170],
      ["4,0 - 10,0", 220],
      ["Barwa", 320],
      ["żółta", 420],
      ["żółta", 480],
    ),
    line(70, ["Erytrocyty", 40], ["4,8", 140], ["mln/µl", 170], ["4,2 - 5,4", 220], [
      "Przejrzystość",
      320,
    ], ["przejrzysty", 420]),
    line(90, ["Hemoglobina", 40], ["14,1", 140], ["g/dl", 170], ["12 - 16", 220], ["pH", 320], [
      "6,0",
      420,
    ], ["5,0 - 8,0", 480]),
    line(110, ["Glukoza", 320], ["nie wykryto", 420], ["nie wykryto", 480]),
    line(130, ["Wynik autoryzował: diagnosta laboratoryjny", 40]),
  ];
  assert.deepEqual(texts(splitColumns(page)), [
    ["Wyniki badań laboratoryjnych pacjenta z dnia"],
    ["Morfologia krwi"],
    ["Leukocyty", "6,5", "tys/µl", "4,0 - 10,0"],
    ["Erytrocyty", "4,8", "mln/µl", "4,2 - 5,4"],
    ["Hemoglobina", "14,1", "g/dl", "12 - 16"],
    ["Badanie ogólne moczu"],
    ["Barwa", "żółta", "żółta"],
    ["Przejrzystość", "przejrzysty"],
    ["pH", "6,0", "5,0 - 8,0"],
    ["Glukoza", "nie wykryto", "nie wykryto"],
    ["Wynik autoryzował: diagnosta laboratoryjny"],
  ]);
});

Deno.test("splitColumns() leaves a one-column table whole (its column gaps are no gutter)", () => {
  const page = [
    line(10, ["Badanie", 40], ["Wynik", 200], ["Jednostka", 260], ["Zakres referencyjny", 340]),
    line(30, ["Hemoglobina", 40], ["13,4", 200], ["g/dl", 260], ["12,0 - 16,0", 340]),
    line(50, ["Leukocyty", 40], ["6,5", 200], ["tys/µl", 260], ["4,0 - 10,0", 340]),
    line(70, ["Borelioza IgG", 40], ["wątpliwy", 200], ["ujemny", 340]),
  ];
  assert.deepEqual(splitColumns(page), page);
});

Deno.test("splitColumns() leaves whole a table whose last columns are a method and a row's date (header unknown)", () => {
  const page = [
    line(10, ["Badanie laboratoryjne", 40], ["Wyniki", 200], ["Metoda badania", 340], [
      "Data i godz. pobrania",
      440,
    ]),
    line(30, ["Hemoglobina", 40], ["13,4", 200], ["g/dl", 260], ["CMIA", 340], ["13.03.2024", 440]),
    line(50, ["Leukocyty", 40], ["6,5", 200], ["tys/µl", 260], ["ECLIA", 340], ["13.03.2024", 440]),
    line(70, ["Glukoza", 40], ["97", 200], ["mg/dl", 260], ["fotometria", 340], [
      "14.03.2024",
      440,
    ]),
  ];
  assert.deepEqual(splitColumns(page), page);
});

Deno.test("tableHeader() names the columns in any order, also from one header item", () => {
  assert.deepEqual(
    tableHeader(
      line(0, ["Nazwa badania", 40], ["Zakres referencyjny", 180], ["J.m.", 300], ["Flaga", 340], [
        "Wynik",
        380,
      ]),
    )?.map((c) => c.role),
    ["name", "range", "unit", "flag", "result"],
  );
  assert.deepEqual(
    tableHeader(line(0, ["Parametr Wynik Jednostka Wartości referencyjne", 40]))?.map((c) =>
      c.role
    ),
    ["name", "result", "unit", "range"],
  );
  assert.equal(tableHeader(line(0, ["Hemoglobina", 40], ["13,4", 200])), undefined);
});

Deno.test("tableHeader() counts a stacked header cell as the two roles it names, beside an unknown word", () => {
  // "Result / range" names the result and the range column (the range under the value); an
  // unknown flag word beside it must not stop the line being the header.
  assert.deepEqual(
    tableHeader(line(0, ["Дослідження", 40], ["Результат / норма", 180], ["Знак", 400]))?.map((c) =>
      c.role
    ),
    ["name", "result", "other"],
  );
  assert.equal(
    tableHeader(line(0, ["Дослідження", 40], ["Результат", 180], ["Знак", 400])),
    undefined,
  );
});

Deno.test("tableHeader() reads a slash inside one header item as two words stacked in one column", () => {
  const columns = tableHeader(
    line(0, ["Název", 36], ["Naměřená hodnota / norma Interpretace", 124], ["Jednotky", 321]),
  );
  assert.deepEqual(columns?.map((c) => c.role), ["name", "result", "flag", "unit"]);
  // The result column runs over "Naměřená hodnota / norma": the range is printed under the value.
  assert.ok(columns![1]!.x1 > 124 + "Naměřená hodnota / norma".length * 5 - 5);
});

Deno.test("tableHeader() reads a cumulative header: one result column per date", () => {
  const columns = tableHeader(
    line(0, ["Badanie", 40], ["12.03.2024", 200], ["05.09.2024", 270], ["14.02.2025", 340], [
      "Zakres",
      420,
    ]),
  );
  assert.deepEqual(columns?.map((c) => [c.role, c.date]), [
    ["name", undefined],
    ["result", "2024-03-12"],
    ["result", "2024-09-05"],
    ["result", "2025-02-14"],
    ["range", undefined],
  ]);
});

Deno.test("placeCells() puts right-aligned values and a flag under their header columns", () => {
  const columns = tableHeader(
    line(0, ["Badanie", 40], ["Wynik", 200], ["Flaga", 250], ["Jednostka", 300], ["Norma", 380]),
  )!;
  const placed = placeCells(
    line(20, ["Ferrytyna", 40], ["8", 215], ["L", 258], ["µg/l", 300], ["10 - 120", 380]),
    columns,
  );
  assert.deepEqual(placed.byColumn, ["Ferrytyna", "8", "L", "µg/l", "10 - 120"]);
});

Deno.test("tableHeader() and placeCells() accept a row-number column before the name", () => {
  const columns = tableHeader(line(0, ["Lp.", 20], ["Badanie", 40], ["Wynik", 200]))!;
  assert.deepEqual(columns.map((c) => c.role), ["number", "name", "result"]);
  assert.deepEqual(
    placeCells(line(10, ["1.", 20], ["Hemoglobina", 40], ["13,4", 205]), columns).byColumn,
    ["1.", "Hemoglobina", "13,4"],
  );
  assert.equal(tableHeader(line(0, ["Wynik", 20], ["Badanie", 100])), undefined);
});

Deno.test("tableHeader() ignores an unknown word column when three columns are known", () => {
  assert.deepEqual(
    tableHeader(line(0, ["Badanie", 40], ["Wynik", 200], ["Jednostka", 260], ["Metodyka", 330]))
      ?.map((c) => c.role),
    ["name", "result", "unit", "other"],
  );
  assert.equal(tableHeader(line(0, ["Badanie", 40], ["Wynik", 200], ["Lekarz", 330])), undefined);
});

Deno.test("tableHeader() takes an unknown first word before a result and two known columns as the name column", () => {
  assert.deepEqual(
    tableHeader(
      line(0, ["Test description", 40], ["Result", 200], ["Units", 260], ["Ref. range", 330]),
    )?.map((c) => c.role),
    ["name", "result", "unit", "range"],
  );
  assert.equal(
    tableHeader(line(0, ["Lekarz kierujący", 40], ["Wynik", 200], ["Adres", 330])),
    undefined,
  );
});

Deno.test("splitColumns() takes each block's date line with it, but not the identity header above", () => {
  const page = [
    line(10, ["Pacjent: Jan Testowy", 40], ["Lekarz: dr Nowak", 320]),
    line(30, ["Data pobrania: 12.03.2024", 40], ["Data pobrania: 14.03.2024", 320]),
    line(50, ["Leukocyty", 40], ["6,5", 140], ["Barwa", 320], ["żółta", 420]),
    line(70, ["Erytrocyty", 40], ["4,8", 140], ["Przejrzystość", 320], ["pełna", 420]),
  ];
  assert.deepEqual(texts(splitColumns(page)), [
    ["Pacjent: Jan Testowy", "Lekarz: dr Nowak"],
    ["Data pobrania: 12.03.2024"],
    ["Leukocyty", "6,5"],
    ["Erytrocyty", "4,8"],
    ["Data pobrania: 14.03.2024"],
    ["Barwa", "żółta"],
    ["Przejrzystość", "pełna"],
  ]);
});

Deno.test("splitColumns() never splits a table under a header that spans the gap (sediment units)", () => {
  const page = [
    line(10, ["Parametr", 306], ["Wynik", 412], ["J.m.", 466], ["Zakres", 502]),
    line(30, ["Leukocyty", 306], ["2 - 4", 412], ["wpw", 466], ["0 - 5", 502]),
    line(50, ["Erytrocyty", 306], ["0 - 1", 412], ["wpw", 466], ["0 - 2", 502]),
    line(70, ["Bakterie", 306], ["nieliczne", 412], ["nieliczne", 502]),
  ];
  assert.deepEqual(splitColumns(page), page);
});

Deno.test("tableHeader() takes one unknown word right after the name as the result column (OCR)", () => {
  assert.deepEqual(
    tableHeader(line(0, ["Parametr", 40], ["Wynn", 200], ["J.m.", 260], ["Zakres", 330]))
      ?.map((c) => c.role),
    ["name", "result", "unit", "range"],
  );
});

Deno.test("linesFromItems() reads text overprinted to look bold once", () => {
  const lines = linesFromItems([
    item("Hemoglobina", 40, 70),
    item("Hemoglobina", 40.3, 70.2),
    item("13,4", 200, 70),
    item("13,4", 230, 70),
  ]);
  assert.deepEqual(texts(lines), [["Hemoglobina", "13,4", "13,4"]]);
});

Deno.test("a dot leader between a name and its value is a column gap, never part of the name", () => {
  const pre = " Leukocyty WBC .......................    13,62 H 10*3/ul        4,00 - 10,00";
  assert.deepEqual(texts(linesFromItems([item(pre, 40, 50)])), [[
    "Leukocyty WBC",
    "13,62 H 10*3/ul",
    "4,00 - 10,00",
  ]]);
  // a leader printed as its own item, and spaced dots in plain text
  assert.deepEqual(
    texts(
      linesFromItems([
        item("Hemoglobina", 40, 70),
        item("..........", 100, 70),
        item("14,2", 160, 70),
      ]),
    ),
    [["Hemoglobina", "14,2"]],
  );
  assert.deepEqual(texts(linesFromText(["Potas . . . . . . 4,1 mmol/l"])), [[
    "Potas",
    "4,1 mmol/l",
  ]]);
});

Deno.test("splitColumns() keeps a column of labelled references ('ref. 4,0 - 10,0') with its rows", () => {
  const page = [
    line(50, ["Leukocyty", 40], ["7,3", 230], ["10^9/l", 300], ["ref. 4,0 - 10,0", 400]),
    line(62, ["Erytrocyty", 40], ["4,61", 230], ["10^12/l", 300], ["ref. 4,20 - 5,40", 400]),
    line(74, ["Hemoglobin", 40], ["141", 230], ["g/l", 300], ["ref. 120 - 160", 400]),
  ];
  assert.deepEqual(texts(splitColumns(page)), texts(page));
});

Deno.test("splitColumns() finds two tables side by side below a head line and above a wide table", () => {
  const page = [
    // A letterhead line reads as a result on the left only; the fields below cross the gutter.
    line(10, ["Laboratorium, ul. Testowa 40, tel. 33 812 44 90", 40]),
    line(25, ["Pacjent: Jan Testowy", 40], ["Data pobrania: 16.09.2025 08:10", 250]),
    line(
      40,
      ["Badanie", 40],
      ["Rezultat", 140],
      ["Jedn.", 180],
      ["Zakres ref.", 230],
      [
        "Badanie",
        320,
      ],
      ["Rezultat", 420],
      ["Jedn.", 470],
      ["Zakres ref.", 520],
    ),
    line(
      55,
      ["WBC", 40],
      ["7,14", 140],
      ["tys/µl", 180],
      ["4,0 - 10,0", 230],
      ["Glukoza", 320],
      [
        "87",
        420,
      ],
      ["mg/dl", 470],
      ["70 - 99", 520],
    ),
    line(
      70,
      ["RBC", 40],
      ["4,38", 140],
      ["mln/µl", 180],
      ["3,9 - 5,2", 230],
      ["Kreatynina", 320],
      [
        "0,72",
        420,
      ],
      ["mg/dl", 470],
      ["0,50 - 0,90", 520],
    ),
    line(85, ["Badanie", 40], ["Rezultat", 330], ["Jedn.", 380], ["Zakres ref.", 430]),
    line(100, ["INR", 40], ["1,03", 330], ["0,80 - 1,20", 430]),
  ];
  assert.deepEqual(texts(splitColumns(page)).slice(2), [
    ["Badanie", "Rezultat", "Jedn.", "Zakres ref."],
    ["WBC", "7,14", "tys/µl", "4,0 - 10,0"],
    ["RBC", "4,38", "mln/µl", "3,9 - 5,2"],
    ["Badanie", "Rezultat", "Jedn.", "Zakres ref."],
    ["Glukoza", "87", "mg/dl", "70 - 99"],
    ["Kreatynina", "0,72", "mg/dl", "0,50 - 0,90"],
    ["Badanie", "Rezultat", "Jedn.", "Zakres ref."],
    ["INR", "1,03", "0,80 - 1,20"],
  ]);
});

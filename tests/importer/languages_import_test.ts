/**
 * The shipped languages, end to end: a report in German, Czech, Slovak,
 * Ukrainian, Russian and United States English, each printed as its labs print it
 * (header words, collection-date label, names, a Ukrainian report's units in
 * Cyrillic), is imported with the built-in dictionary alone and stored under
 * its collection date, with no personal string in the store or on the
 * terminal. The failure it guards: a report held whole for one date label the
 * lexicon did not know ("Datum odběru", "Дата взяття біоматеріалу",
 * "Entnahme"), and names or units known only in Polish and English.
 *
 * @module
 */

import assert from "node:assert/strict";
import { makeReportPdf } from "./fixtures.ts";
import { importInProcess, storeLines } from "./helpers.ts";

const REPORTS: Record<string, { lines: string[]; personal: string[]; rows: unknown[][] }> = {
  "befund_de.pdf": {
    lines: [
      "Labor Beispiel MVZ",
      "Patient: Hans Probemann   geb.: 01.01.1960   Geschlecht: m",
      "Probenentnahme: 15.05.2025 09:00   Eingang: 16.05.2025 11:00",
      "Untersuchung Ergebnis Einheit Referenzbereich",
      "Hämoglobin 14,1 g/dl 13,5 - 17,5",
      "Kalium 4,2 mmol/l 3,5 - 5,1",
      "Harnsäure 5,9 mg/dl 3,4 - 7,0",
      "Seite 1 von 1",
    ],
    personal: ["Probemann", "1960"],
    rows: [
      ["HGB", "2025-05-15", 14.1, "g/dl"],
      ["K", "2025-05-15", 4.2, "mmol/l"],
      ["URIC_ACID", "2025-05-15", 5.9, "mg/dl"],
    ],
  },
  "vysledky_cs.pdf": {
    lines: [
      "Laboratoř klinické biochemie Příklad",
      "Pacient: Jan Zkušebníček   Rodné číslo: 700101/1234",
      "Datum odběru: 12.05.2025 08:05",
      "Vyšetření Výsledek Jednotka Referenční meze",
      "Glukóza 5,4 mmol/l 3,9 - 5,6",
      "Kyselina močová 410 µmol/l 202 - 417",
      "Strana 1 z 1",
    ],
    personal: ["Zkušebníček", "700101"],
    rows: [["GLU", "2025-05-12", 5.4, "mmol/l"], ["URIC_ACID", "2025-05-12", 410, "µmol/l"]],
  },
  "vysledky_sk.pdf": {
    lines: [
      "Laboratórium Príklad",
      "Pacient: Ján Skúšobníček",
      "Dátum odberu: 13.05.2025 07:30",
      "Vyšetrenie Výsledok Jednotka Referenčné hodnoty",
      "Hemoglobín 139 g/l 120 - 160",
      "Kreatinín 76 µmol/l 44 - 80",
    ],
    personal: ["Skúšobníček"],
    rows: [["CREA", "2025-05-13", 76, "µmol/l"], ["HGB", "2025-05-13", 139, "g/l"]],
  },
  "analizy_uk.pdf": {
    lines: [
      "Медична лабораторія Приклад",
      "Пацієнт: Іван Тестовенко",
      "Стать: ч   Вік: 45 років",
      "Дата взяття біоматеріалу: 14.05.2025 08:10",
      "Дослідження Результат Одиниці виміру Референтні значення",
      "Гемоглобін 142 г/л 130 - 170",
      "Креатинін 90 мкмоль/л 62 - 106",
      "Сторінка 1 з 1",
    ],
    personal: ["Тестовенко"],
    rows: [["CREA", "2025-05-14", 90, "µmol/l"], ["HGB", "2025-05-14", 142, "g/l"]],
  },
  "analizy_ru.pdf": {
    lines: [
      "Медицинская лаборатория Пример",
      "РЕЗУЛЬТАТЫ ИССЛЕДОВАНИЙ № 5521",
      "Ф.И.О.: Петров Иван Сергеевич   Дата рождения: 02.03.1971   Пол: муж.",
      "Дата взятия материала: 16.05.2025   Дата выдачи: 17.05.2025",
      "Показатель Результат Ед. изм. Референсные значения",
      "Креатинин 88 мкмоль/л 62 - 115",
      "АлАТ 32 Ед/л до 41",
      "Страница 1 из 1",
    ],
    personal: ["Петров", "1971", "5521"],
    rows: [["ALT", "2025-05-16", 32, "U/l"], ["CREA", "2025-05-16", 88, "µmol/l"]],
  },
  "report_us.pdf": {
    lines: [
      "Example Clinical Laboratory",
      "Patient: John Samplewood   DOB: 07/13/1962",
      "Collected: 04/05/2025 08:10",
      "Test Result Units Reference Range",
      "Glucose 98 mg/dL 70 - 99",
      "Bilirubin, Total 0.8 mg/dL 0.0 - 1.2",
      "Page 1 of 1",
    ],
    personal: ["Samplewood", "1962"],
    rows: [["BILI", "2025-04-05", 0.8, "mg/dL"], ["GLU", "2025-04-05", 98, "mg/dL"]],
  },
};

for (const [file, report] of Object.entries(REPORTS)) {
  Deno.test(`a report in its own language is stored under its collection date: ${file}`, async () => {
    const dir = await Deno.makeTempDir({ prefix: "bwlangs-" });
    try {
      await Deno.mkdir(`${dir}/in`);
      await makeReportPdf(`${dir}/in/${file}`, report.lines);
      const run = await importInProcess(dir, ["--data", "data", `in/${file}`]);
      assert.equal(run.code, 0, run.stderr);
      const lines = await storeLines(`${dir}/data`);
      const rows = lines.map((l) => [l.code, l.date, l.value, l.unit]);
      assert.deepEqual(rows.sort(), report.rows);
      const everything = `${run.stdout}${run.stderr}${JSON.stringify(lines)}`;
      for (const personal of report.personal) {
        assert.ok(!everything.includes(personal), `"${personal}" is printed or stored`);
      }
    } finally {
      await Deno.remove(dir, { recursive: true });
    }
  });
}

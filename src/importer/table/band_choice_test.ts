/**
 * The band of a banded range chosen from the age and sex a document prints:
 * a child's age in years and months, a band of one label only, a band in
 * months beside a child's age in years. The failure it guards: a paediatric
 * report's "6 - 12 lat: 4,5 - 13,5" kept as text beside "Wiek w dniu
 * badania: 9 lat 2 mies.".
 */

import assert from "node:assert/strict";
import { bandPatient, chooseBand, patientOn, readBands } from "./band_choice.ts";

Deno.test("bandPatient() reads an age with words between the label and its colon, and months", () => {
  assert.deepEqual(bandPatient(["Wiek w dniu badania: 9 lat 2 mies.", "Płeć: K"]), {
    sex: "F",
    age: 9,
    ageMonths: 110,
  });
  assert.deepEqual(bandPatient(["Wiek: 45 lat"]), { age: 45 });
  assert.deepEqual(bandPatient(["Wiek: 45", "Wiek: 46"]), {});
  assert.deepEqual(bandPatient(["Age at collection: 54 years 3 months"]), {
    age: 54,
    ageMonths: 651,
  });
  // A pregnancy's week, or words before a colon with no years, is no person's age.
  assert.deepEqual(bandPatient(["Wiek ciąży: 12 tyg."]), {});
  assert.deepEqual(bandPatient(["Wiek ciąży: 12"]), {});
  // An age in months alone is read as months, never as years.
  assert.deepEqual(bandPatient(["Wiek: 3 mies."]), { age: 0, ageMonths: 3 });
});

Deno.test("chooseBand() chooses a band of one label when the printed age fits it", () => {
  const one = readBands("6 - 12 lat: 4,5 - 13,5")!;
  assert.deepEqual(chooseBand(one, { age: 9, ageMonths: 110 })?.range, {
    ref_low: 4.5,
    ref_high: 13.5,
  });
  assert.equal(chooseBand(one, { age: 14 }), undefined);
  assert.equal(chooseBand(readBands("1 - 5 lat: 35 - 65")!, { age: 9 }), undefined);
  assert.equal(chooseBand(one, {}), undefined);
});

Deno.test("chooseBand() compares a band in months with an age in years and months", () => {
  const months = readBands("> 1 mies.: 3,4 - 20,5")!;
  assert.deepEqual(chooseBand(months, { age: 9, ageMonths: 110 })?.range, {
    ref_low: 3.4,
    ref_high: 20.5,
  });
  // A newborn band in days and an age printed in years only: any day of the year may be it.
  const days = readBands("0 - 30 dni: 1 - 2; > 30 dni: 3 - 4")!;
  assert.equal(chooseBand(days, { age: 0 }), undefined);
  assert.deepEqual(chooseBand(days, { age: 2 })?.range, { ref_low: 3, ref_high: 4 });
});

Deno.test("chooseBand() counts completed years: 5 years and 6 months is in '1 - 5 lat'", () => {
  const bands = readBands("1 - 5 lat: 35 - 65; 6 - 12 lat: 25 - 50")!;
  assert.deepEqual(chooseBand(bands, { age: 5, ageMonths: 66 })?.range, {
    ref_low: 35,
    ref_high: 65,
  });
  assert.deepEqual(chooseBand(bands, { age: 9 })?.range, { ref_low: 25, ref_high: 50 });
});

Deno.test("chooseBand() takes the band of the cycle phase the document states, and none when it states none", () => {
  const bands = readBands(
    "Follikelphase: 2,4 – 12,6; Ovulationsphase: 14,0 – 95,6; Lutealphase: 1,0 – 11,4; Postmenopause: 7,7 – 58,5",
  )!;
  assert.deepEqual(bands.map((b) => b.phase), [
    "follicular",
    "ovulation",
    "luteal",
    "postmenopause",
  ]);
  const stated = bandPatient([
    "Klinische Angaben: Kinderwunsch; 22. Zyklustag (Lutealphase)",
    "LH 7,2 mU/ml Follikelphase: 2,4 – 12,6",
    "Lutealphase: 1,0 – 11,4",
  ]);
  assert.equal(stated.phase, "luteal");
  assert.deepEqual(chooseBand(bands, stated)?.range, { ref_low: 1, ref_high: 11.4 });
  const unstated = bandPatient(["Luteal: 1.0–11.4", "Follicular 2.4–12.6", "Sex: F"]);
  assert.equal(unstated.phase, undefined);
  assert.equal(chooseBand(bands, unstated), undefined);
  // Two phases stated: which one holds cannot be told.
  assert.equal(bandPatient(["Follikelphase", "Lutealphase"]).phase, undefined);
});

Deno.test("a birth date and no printed age: each row's age on its own date chooses the band", () => {
  // A German report prints "geb. 07.11.1988" and bands by age, never an age.
  const patient = bandPatient([
    "Patientin: Musterfrau, Erika",
    "geb. 07.11.1988",
    "Material: Serum",
  ]);
  assert.deepEqual(patient, { birthDate: "1988-11-07" });
  const bands = readBands("25–34 J.: 1,64 – 4,60; 35–44 J.: 0,60 – 3,37")!;
  assert.deepEqual(chooseBand(bands, patientOn(patient, "2025-05-21"))?.range, {
    ref_low: 0.6,
    ref_high: 3.37,
  });
  // The day before the 35th birthday is still 34.
  assert.deepEqual(chooseBand(bands, patientOn(patient, "2023-11-06"))?.range, {
    ref_low: 1.64,
    ref_high: 4.6,
  });
  // A printed age wins over the birth date; two birth dates (two people?) give none.
  assert.deepEqual(bandPatient(["Data urodzenia: 07.11.1988", "Wiek: 40 lat"]), { age: 40 });
  assert.deepEqual(bandPatient(["DOB: 07.11.1988", "Date of birth: 1990-01-02"]), {});
  // A date after a birth label's look-alike that is no date field stays unread.
  assert.deepEqual(bandPatient(["geb. Müller, 07.11.1988"]), {});
});

Deno.test("a valid PESEL gives the birth date and the sex; an invalid one gives neither", () => {
  assert.deepEqual(bandPatient(["PESEL: 44051401458"]), { sex: "M", birthDate: "1944-05-14" });
  assert.deepEqual(bandPatient(["PESEL: 44051401459"]), {});
  // A PESEL's sex against a printed one: two sexes, neither is known.
  assert.deepEqual(bandPatient(["PESEL: 44051401458", "Płeć: K"]), { birthDate: "1944-05-14" });
});

Deno.test("numbers of a result row that form a valid PESEL are no one's birth", () => {
  // "250 - 425 297 15": a range, a previous result and a day, whose digits form a valid PESEL.
  const lines = [
    "Pacjent: Anna Testowa PESEL: 70021086806",
    "TIBC 406 µg/dl 250 - 425 297 15 lipca 2021",
  ];
  assert.deepEqual(bandPatient(lines), { sex: "F", birthDate: "1970-02-10" });
  assert.deepEqual(bandPatient(["PESEL: 700210 86806"]), { sex: "F", birthDate: "1970-02-10" });
});

Deno.test("a valid PESEL with no label (a barcode?) gives no birth and no sex", () => {
  assert.deepEqual(bandPatient(["*70021086806*"]), {});
});

Deno.test("bandPatient() reads a child's age printed in months alone, and chooses the band in months", () => {
  const patient = bandPatient(["Vek: 16 mesiacov · pohlavie: M"]);
  assert.deepEqual(patient, { sex: "M", age: 1, ageMonths: 16 });
  const bands = readBands("1 – 6 mes.: 6,0 – 17,5 6 – 24 mes.: 6,0 – 17,0 2 – 6 r.: 5,0 – 15,5")!;
  assert.deepEqual(chooseBand(bands, patient)?.range, { ref_low: 6, ref_high: 17 });
  // a pregnancy's weeks are no person's age
  assert.deepEqual(bandPatient(["Wiek: 12 tyg."]), {});
});

Deno.test("bandPatient() takes no span of ages in a column's header for the person's age", () => {
  const texts = [
    "Vek: 16 mesiacov · pohlavie: M",
    "Ref. rozpätie (vek 12 – 24 mes.; pri viacerých pásmach platí tučné)",
  ];
  assert.deepEqual(bandPatient(texts), { sex: "M", age: 1, ageMonths: 16 });
  assert.deepEqual(bandPatient(["Wiek 18-65 lat: 12-16"]), {});
});

Deno.test("bandPatient() reads the phase a bilingual report states beside its bands in two languages", () => {
  const texts = [
    "Zyklusphase lt. Angabe / Cycle phase as stated: Lutealphase / luteal phase, Zyklustag / cycle day 22",
    "Luteinisierendes Hormon (LH) 6,2 IU/l Follikelphase / follicular: 2,4 – 12,6",
    "Ovulation / ovulatory: 14,0 – 95,6",
    "Luteinising hormone Lutealphase / luteal: 1,0 – 11,4",
  ];
  assert.deepEqual(bandPatient(texts), { phase: "luteal" });
  const bands = readBands(
    "Follikelphase / follicular: 2,4 – 12,6; Ovulation / ovulatory: 14,0 – 95,6; Lutealphase / luteal: 1,0 – 11,4; Postmenopause: 7,7 – 58,5",
  )!;
  assert.deepEqual(bands.map((b) => b.phase), [
    "follicular",
    "ovulation",
    "luteal",
    "postmenopause",
  ]);
  assert.deepEqual(chooseBand(bands, { phase: "luteal" })?.range, { ref_low: 1, ref_high: 11.4 });
});

Deno.test("bandPatient() takes no phase from a comment's mention of ovulation", () => {
  const texts = [
    "Klinische Angaben: Kinderwunsch seit 14 Mon.; 22. Zyklustag (Lutealphase)",
    "Kommentar: Die Hormonkonstellation ist mit der angegebenen Lutealphase vereinbar; Progesteron spricht für eine stattgehabte Ovulation.",
  ];
  assert.deepEqual(bandPatient(texts), { phase: "luteal" });
});

Deno.test("bandPatient() reads a sex word alone after a comma, never a band's label", () => {
  assert.deepEqual(bandPatient(["Patient: VRBENSKY Tomas, männlich"]), { sex: "M" });
  assert.deepEqual(bandPatient(["Hämoglobin 15,6 g/dl weiblich: 12,0 - 16,0"]), {});
  assert.deepEqual(bandPatient(["Referenz, weiblich: 12,0 - 16,0"]), {});
});

Deno.test("bandPatient() takes the sex and birth date of a labelled Czech or Slovak birth number", () => {
  assert.deepEqual(bandPatient(["Rodné číslo: 720923/4175"]), {
    sex: "M",
    birthDate: "1972-09-23",
  });
  assert.deepEqual(bandPatient(["RČ 725923/4180"]), { sex: "F", birthDate: "1972-09-23" });
  // Not a valid birth number, or no label: nothing.
  assert.deepEqual(bandPatient(["Rodné číslo: 720923/4176"]), {});
  assert.deepEqual(bandPatient(["Číslo vzorky 720923/4175"]), {});
});

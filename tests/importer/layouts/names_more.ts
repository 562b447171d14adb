/**
 * The markers' names, panel headings, units and labs of German, Czech,
 * Slovak and Ukrainian documents: the names labs of those countries print
 * for the common markers (each one the built-in `markers.yaml` knows, as
 * `catalogue_test.ts` checks), a heading per panel, and the units as they
 * are spelt there (Cyrillic in Ukrainian: `ммоль/л`). A marker without a
 * name in a language is not printed in it.
 *
 * @module
 */

import type { MarkerSpec, Panel } from "./catalogue.ts";
import type { Language } from "./words.ts";

/** A language added after Polish and English. */
export type MoreLanguage = Exclude<Language, "pl" | "en">;

type Names = Readonly<Record<string, readonly string[]>>;

/** Names by marker code, per language. */
export const MORE_NAMES: Readonly<Record<MoreLanguage, Names>> = {
  de: {
    WBC: ["Leukozyten"],
    RBC: ["Erythrozyten"],
    HGB: ["Hämoglobin"],
    HCT: ["Hämatokrit"],
    MCV: ["MCV"],
    PLT: ["Thrombozyten"],
    NEUT: ["Neutrophile", "Neutrophile Granulozyten"],
    LYMPH: ["Lymphozyten"],
    FE: ["Eisen"],
    FERR: ["Ferritin"],
    GLU: ["Glukose", "Glukose nüchtern"],
    UREA: ["Harnstoff"],
    URIC_ACID: ["Harnsäure"],
    ALT: ["ALT", "GPT"],
    AST: ["AST", "GOT"],
    GGT: ["Gamma-GT", "Gamma-Glutamyltransferase"],
    ALP: ["Alkalische Phosphatase"],
    CRP: ["CRP", "C-reaktives Protein"],
    HDL: ["HDL-Cholesterin"],
    LDL: ["LDL-Cholesterin"],
    TG: ["Triglyceride"],
    TSH: ["TSH", "TSH basal"],
    FT4: ["Freies T4", "fT4"],
    FT3: ["Freies T3"],
    VIT_D: ["25-OH-Vitamin D"],
  },
  cs: {
    WBC: ["Leukocyty"],
    RBC: ["Erytrocyty"],
    HCT: ["Hematokrit"],
    MCV: ["MCV", "Střední objem erytrocytu"],
    PLT: ["Trombocyty"],
    MPV: ["MPV", "Střední objem trombocytu"],
    NEUT: ["Neutrofily", "Neutrofilní granulocyty"],
    FE: ["Železo"],
    FERR: ["Feritin"],
    GLU: ["Glukóza nalačno"],
    UREA: ["Močovina"],
    URIC_ACID: ["Kyselina močová"],
    ALT: ["ALT", "Alaninaminotransferáza"],
    AST: ["AST", "Aspartátaminotransferáza"],
    GGT: ["GGT", "Gama-glutamyltransferáza"],
    ALP: ["ALP", "Alkalická fosfatáza"],
    CRP: ["CRP", "C-reaktivní protein"],
    TG: ["Triacylglyceroly"],
    TSH: ["TSH"],
    FT4: ["Volný T4", "Volný tyroxin"],
    FT3: ["Volný T3"],
  },
  sk: {
    WBC: ["Leukocyty"],
    RBC: ["Erytrocyty"],
    HCT: ["Hematokrit"],
    MCV: ["MCV", "Stredný objem erytrocytu"],
    PLT: ["Trombocyty"],
    FE: ["Železo"],
    FERR: ["Feritín", "Feritin"],
    ALT: ["ALT"],
    AST: ["AST"],
    GGT: ["GGT"],
    CRP: ["CRP", "C-reaktívny proteín"],
    TSH: ["TSH"],
  },
  uk: {
    WBC: ["Лейкоцити"],
    RBC: ["Еритроцити"],
    HGB: ["Гемоглобін"],
    HCT: ["Гематокрит"],
    PLT: ["Тромбоцити"],
    NEUT: ["Нейтрофіли"],
    LYMPH: ["Лімфоцити"],
    FE: ["Залізо"],
    FERR: ["Феритин"],
    GLU: ["Глюкоза"],
    UREA: ["Сечовина"],
    URIC_ACID: ["Сечова кислота"],
    ALT: ["АЛТ"],
    AST: ["АСТ"],
    GGT: ["ГГТ"],
    ALP: ["Лужна фосфатаза"],
    CRP: ["С-реактивний білок"],
    TG: ["Тригліцериди"],
    TSH: ["ТТГ", "Тиреотропний гормон"],
    FT4: ["Вільний Т4"],
    FT3: ["Вільний Т3"],
  },
};

/** Panel headings per language (a panel with no named marker is never printed). */
export const MORE_PANELS: Readonly<Record<MoreLanguage, Readonly<Record<Panel, string>>>> = {
  de: {
    cbc: "Blutbild",
    iron: "Eisenstoffwechsel",
    chem: "Klinische Chemie",
    lipid: "Fettstoffwechsel",
    thyroid: "Schilddrüse",
    vitamins: "Vitamine",
    coag: "Gerinnung",
    hormones: "Hormone",
  },
  cs: {
    cbc: "Krevní obraz",
    iron: "Metabolismus železa",
    chem: "Klinická biochemie",
    lipid: "Lipidový profil",
    thyroid: "Štítná žláza",
    vitamins: "Vitaminy",
    coag: "Koagulace",
    hormones: "Hormony",
  },
  sk: {
    cbc: "Krvný obraz",
    iron: "Metabolizmus železa",
    chem: "Klinická biochémia",
    lipid: "Lipidový profil",
    thyroid: "Štítna žľaza",
    vitamins: "Vitamíny",
    coag: "Koagulácia",
    hormones: "Hormóny",
  },
  uk: {
    cbc: "Загальний аналіз крові",
    iron: "Обмін заліза",
    chem: "Біохімія крові",
    lipid: "Ліпідограма",
    thyroid: "Щитоподібна залоза",
    vitamins: "Вітаміни",
    coag: "Коагулограма",
    hormones: "Гормони",
  },
};

/** A lab and its address per language. */
export const MORE_LABS: Readonly<Record<MoreLanguage, readonly [string, string]>> = {
  de: ["Labor Dr. Weber MVZ", "Hauptstraße 12, 10115 Berlin"],
  cs: ["Laboratoř klinické biochemie MEDILAB", "Vinohradská 112, 130 00 Praha 3"],
  sk: ["Laboratórium klinickej biochémie BIOLAB", "Mlynská 4, 811 01 Bratislava"],
  uk: ["Медична лабораторія ДІАЛАБ", "вул. Хрещатик 22, Київ 01001"],
};

/** Units as Ukrainian labs spell them (the others print the Latin spellings). */
const CYRILLIC: Readonly<Record<string, string>> = {
  "g/dl": "г/дл",
  "mg/dl": "мг/дл",
  "µg/dl": "мкг/дл",
  "ng/ml": "нг/мл",
  "pg/ml": "пг/мл",
  "mg/l": "мг/л",
  "mmol/l": "ммоль/л",
  "U/l": "Од/л",
  "µIU/ml": "мкМО/мл",
  "mIU/l": "мМО/л",
  "10^9/L": "10^9/л",
  "10^12/L": "10^12/л",
  "G/l": "Г/л",
  "T/l": "Т/л",
};

/** A unit as printed, and as a careful person enters it (the Latin spelling). */
export interface PrintedUnit {
  readonly printed: string;
  readonly truth: string;
}

/** The units a marker is printed in, in a language added after Polish and English. */
export function moreUnits(spec: MarkerSpec, language: MoreLanguage): PrintedUnit[] {
  const all = [...new Set([...spec.unitsPl, ...spec.unitsEn])];
  // Polish words ("tys/µl") and US spellings ("x10^3/µL") are not printed there.
  const latin = all.filter((u) => !/^(tys|mln)|^x/.test(u));
  const units = latin.length > 0 ? latin : all;
  if (language !== "uk") return units.map((u) => ({ printed: u, truth: u }));
  const cyrillic = units.filter((u) => CYRILLIC[u] !== undefined);
  return cyrillic.length > 0
    ? cyrillic.map((u) => ({ printed: CYRILLIC[u]!, truth: u }))
    : units.map((u) => ({ printed: u, truth: u }));
}

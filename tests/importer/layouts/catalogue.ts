/**
 * The markers the layout generator prints: each with the names labs print
 * (Polish and English, taken from the labels and aliases of the built-in
 * `markers.yaml`), the units they print it in, a realistic reference range
 * and spread of values, and for some the sex- or age-banded ranges labs
 * print in one cell. `catalogue_test.ts` checks every name against the
 * dictionary, so a name here is one the importer is meant to know.
 *
 * @module
 */

/** A range that applies to one sex or one age band. */
export interface Band {
  /** Which patients it applies to. */
  readonly sex?: "F" | "M";
  /** Inclusive age bounds in years. */
  readonly ageFrom?: number;
  readonly ageTo?: number;
  readonly low: number;
  readonly high: number;
}

/** A marker as the generator prints it. */
export interface MarkerSpec {
  readonly code: string;
  /** The panel it is printed under (headings come from {@link PANELS}). */
  readonly panel: Panel;
  readonly pl: readonly string[];
  readonly en: readonly string[];
  /** Printed units; all on the same scale. The first Polish, the last English-style. */
  readonly unitsPl: readonly string[];
  readonly unitsEn: readonly string[];
  readonly low: number;
  readonly high: number;
  readonly decimals: number;
  /** Ranges by sex or by age, printed several in one cell. */
  readonly bands?: readonly Band[];
  /** A value reported as below a limit (`<0,5`), when the lab cannot measure lower. */
  readonly floor?: number;
  /** A range printed as an upper limit only (`< 5,0`). */
  readonly upperOnly?: boolean;
}

/** The panels, with their headings as Polish and English labs print them. */
export const PANELS = {
  cbc: { pl: "Morfologia krwi", en: "Complete blood count" },
  iron: { pl: "Gospodarka żelazem", en: "Iron studies" },
  chem: { pl: "Biochemia", en: "Clinical chemistry" },
  lipid: { pl: "Lipidogram", en: "Lipid panel" },
  thyroid: { pl: "Hormony tarczycy", en: "Thyroid function" },
  vitamins: { pl: "Witaminy", en: "Vitamins" },
  coag: { pl: "Układ krzepnięcia", en: "Coagulation" },
  hormones: { pl: "Hormony", en: "Hormones" },
} as const;

/** A panel's key. */
export type Panel = keyof typeof PANELS;

const SEX = (f: [number, number], m: [number, number]): Band[] => [
  { sex: "F", low: f[0], high: f[1] },
  { sex: "M", low: m[0], high: m[1] },
];

const AGE = (...bands: [number, number, number, number][]): Band[] =>
  bands.map(([ageFrom, ageTo, low, high]) => ({ ageFrom, ageTo, low, high }));

type Extra = Pick<MarkerSpec, "bands" | "floor" | "upperOnly">;

/** One marker: names, units, `[low, high, decimals]` of its usual range, and extras. */
function marker(
  code: string,
  panel: Panel,
  pl: readonly string[],
  en: readonly string[],
  unitsPl: readonly string[],
  unitsEn: readonly string[],
  [low, high, decimals]: [number, number, number],
  extra: Extra = {},
): MarkerSpec {
  return { code, panel, pl, en, unitsPl, unitsEn, low, high, decimals, ...extra };
}

/** Every marker the generator may print. */
export const CATALOGUE: readonly MarkerSpec[] = [
  marker(
    "WBC",
    "cbc",
    ["Leukocyty", "WBC (leukocyty)", "Krwinki białe"],
    ["White blood cells", "Leukocytes", "White blood cell count"],
    ["tys/µl", "G/l", "10^3/µl"],
    ["10^9/L", "x10^3/µL"],
    [4, 10, 2],
  ),
  marker(
    "RBC",
    "cbc",
    ["Erytrocyty", "RBC (erytrocyty)", "Krwinki czerwone"],
    ["Red blood cells", "Erythrocytes", "Red blood cell count"],
    ["mln/µl", "T/l", "10^6/µl"],
    ["10^12/L", "x10^6/µL"],
    [3.8, 5.2, 2],
    { bands: SEX([3.8, 5.2], [4.2, 5.8]) },
  ),
  marker("HGB", "cbc", ["Hemoglobina"], ["Hemoglobin", "Haemoglobin"], ["g/dl"], ["g/dL"], [
    12,
    16,
    1,
  ], { bands: SEX([12, 16], [13.5, 17.5]) }),
  marker(
    "HCT",
    "cbc",
    ["Hematokryt", "HCT (hematokryt)"],
    ["Hematocrit", "Haematocrit"],
    ["%"],
    ["%"],
    [37, 47, 1],
    { bands: SEX([37, 47], [40, 54]) },
  ),
  marker(
    "MCV",
    "cbc",
    ["MCV", "Średnia objętość krwinki czerwonej"],
    ["MCV", "Mean corpuscular volume"],
    ["fl"],
    ["fL"],
    [80, 99, 1],
  ),
  marker("MCH", "cbc", ["MCH"], ["MCH", "Mean corpuscular hemoglobin"], ["pg"], ["pg"], [
    27,
    34,
    1,
  ]),
  marker("MCHC", "cbc", ["MCHC"], ["MCHC"], ["g/dl"], ["g/dL"], [31, 36, 1]),
  marker("RDW", "cbc", ["RDW-CV"], ["RDW-CV", "Red cell distribution width"], ["%"], ["%"], [
    11.5,
    14.5,
    1,
  ]),
  marker(
    "PLT",
    "cbc",
    ["Płytki krwi", "PLT (płytki krwi)", "Trombocyty"],
    ["Platelets", "Platelet count"],
    ["tys/µl", "G/l"],
    ["10^9/L", "x10^3/µL"],
    [150, 400, 0],
  ),
  marker(
    "MPV",
    "cbc",
    ["MPV", "Średnia objętość płytki"],
    ["MPV", "Mean platelet volume"],
    ["fl"],
    ["fL"],
    [7.5, 11.5, 1],
  ),
  marker(
    "NEUT",
    "cbc",
    ["Neutrofile", "Granulocyty obojętnochłonne"],
    ["Neutrophils"],
    ["tys/µl", "G/l"],
    ["10^9/L"],
    [1.8, 7.7, 2],
  ),
  marker("LYMPH", "cbc", ["Limfocyty"], ["Lymphocytes"], ["tys/µl", "G/l"], ["10^9/L"], [
    1,
    4.5,
    2,
  ]),
  marker(
    "LYMPH_PCT",
    "cbc",
    ["Limfocyty %", "Odsetek limfocytów"],
    ["Lymphocytes %"],
    ["%"],
    ["%"],
    [20, 45, 1],
  ),
  marker("FE", "iron", ["Żelazo", "Żelazo w surowicy"], ["Iron", "Serum iron"], ["µg/dl"], [
    "µg/dL",
  ], [37, 145, 0]),
  marker("FERR", "iron", ["Ferrytyna"], ["Ferritin"], ["ng/ml"], ["ng/mL", "µg/L"], [13, 150, 1], {
    bands: SEX([13, 150], [30, 400]),
  }),
  marker(
    "TIBC",
    "iron",
    ["TIBC (całkowita zdolność wiązania żelaza)", "Całkowita zdolność wiązania żelaza"],
    ["Total iron binding capacity"],
    ["µg/dl"],
    ["µg/dL"],
    [250, 425, 0],
  ),
  marker(
    "GLU",
    "chem",
    ["Glukoza", "Glukoza na czczo"],
    ["Glucose", "Fasting glucose"],
    ["mg/dl"],
    ["mg/dL"],
    [70, 99, 0],
  ),
  marker(
    "CREA",
    "chem",
    ["Kreatynina", "Kreatynina w surowicy"],
    ["Creatinine"],
    ["mg/dl"],
    ["mg/dL"],
    [0.5, 0.9, 2],
    { bands: SEX([0.5, 0.9], [0.7, 1.2]) },
  ),
  marker("UREA", "chem", ["Mocznik"], ["Serum urea"], ["mg/dl"], ["mg/dL"], [17, 43, 0]),
  marker(
    "URIC_ACID",
    "chem",
    ["Kwas moczowy"],
    ["Uric acid"],
    ["mg/dl"],
    ["mg/dL"],
    [2.4, 5.7, 1],
    { bands: SEX([2.4, 5.7], [3.4, 7]) },
  ),
  marker(
    "ALT",
    "chem",
    ["ALT (aminotransferaza alaninowa)", "Aminotransferaza alaninowa", "ALAT"],
    ["Alanine aminotransferase", "ALT"],
    ["U/l", "IU/l"],
    ["U/L"],
    [5, 35, 0],
  ),
  marker(
    "AST",
    "chem",
    ["AST (aminotransferaza asparaginianowa)", "AspAT"],
    ["Aspartate aminotransferase", "AST"],
    ["U/l", "IU/l"],
    ["U/L"],
    [5, 35, 0],
  ),
  marker(
    "GGT",
    "chem",
    ["GGTP", "GGT (gamma-glutamylotranspeptydaza)"],
    ["Gamma-glutamyl transferase", "Gamma-GT"],
    ["U/l"],
    ["U/L"],
    [6, 42, 0],
    { bands: SEX([6, 42], [10, 71]) },
  ),
  marker(
    "ALP",
    "chem",
    ["Fosfataza alkaliczna", "ALP (fosfataza alkaliczna)"],
    ["Alkaline phosphatase"],
    ["U/l"],
    ["U/L"],
    [35, 105, 0],
    { bands: AGE([18, 49, 35, 105], [50, 120, 40, 130]) },
  ),
  marker("BILI", "chem", ["Bilirubina całkowita"], ["Total bilirubin"], ["mg/dl"], ["mg/dL"], [
    0.3,
    1.2,
    2,
  ]),
  marker("NA", "chem", ["Sód"], ["Sodium"], ["mmol/l"], ["mmol/L"], [136, 145, 0]),
  marker("K", "chem", ["Potas"], ["Potassium"], ["mmol/l"], ["mmol/L"], [3.5, 5.1, 2]),
  marker(
    "CRP",
    "chem",
    ["CRP (białko C-reaktywne)", "Białko C-reaktywne", "CRP ilościowo"],
    ["C-reactive protein", "CRP"],
    ["mg/l"],
    ["mg/L"],
    [0, 5, 1],
    { floor: 0.5, upperOnly: true },
  ),
  marker("CHOL", "lipid", ["Cholesterol całkowity"], ["Total cholesterol"], ["mg/dl"], ["mg/dL"], [
    115,
    190,
    0,
  ]),
  marker("HDL", "lipid", ["Cholesterol HDL"], ["HDL cholesterol"], ["mg/dl"], ["mg/dL"], [
    40,
    90,
    0,
  ]),
  marker(
    "LDL",
    "lipid",
    ["Cholesterol LDL", "Cholesterol LDL wyliczany"],
    ["LDL cholesterol"],
    ["mg/dl"],
    ["mg/dL"],
    [0, 115, 0],
    { upperOnly: true },
  ),
  marker(
    "TG",
    "lipid",
    ["Triglicerydy", "Trójglicerydy"],
    ["Triglycerides"],
    ["mg/dl"],
    ["mg/dL"],
    [0, 150, 0],
    { upperOnly: true },
  ),
  marker(
    "TSH",
    "thyroid",
    ["TSH", "TSH 3. generacji", "Tyreotropina"],
    ["TSH", "Thyroid stimulating hormone"],
    ["µIU/ml", "mIU/l"],
    ["mIU/L", "µIU/mL"],
    [0.27, 4.2, 3],
  ),
  marker(
    "FT4",
    "thyroid",
    ["FT4 (wolna tyroksyna)", "Wolna tyroksyna"],
    ["Free T4", "Free thyroxine"],
    ["ng/dl"],
    ["ng/dL"],
    [0.93, 1.7, 2],
  ),
  marker(
    "FT3",
    "thyroid",
    ["FT3 (wolna trijodotyronina)", "Wolna trijodotyronina"],
    ["Free T3"],
    ["pg/ml"],
    ["pg/mL"],
    [2, 4.4, 2],
  ),
  marker(
    "ANTY_TPO",
    "thyroid",
    ["Anty-TPO", "Przeciwciała anty-TPO"],
    ["Anti-TPO", "Thyroid peroxidase antibodies"],
    ["IU/ml"],
    ["IU/mL"],
    [0, 34, 1],
    { floor: 9, upperOnly: true },
  ),
  marker("B12", "vitamins", ["Witamina B12"], ["Vitamin B12"], ["pg/ml"], ["pg/mL"], [197, 771, 0]),
  marker(
    "VIT_D",
    "vitamins",
    ["Witamina D (25-OH)", "25(OH)D", "Witamina D3 metabolit 25(OH)"],
    ["Vitamin D", "25-hydroxyvitamin D"],
    ["ng/ml"],
    ["ng/mL"],
    [30, 50, 1],
  ),
  marker("FOLATE", "vitamins", ["Kwas foliowy"], ["Folic acid"], ["ng/ml"], ["ng/mL"], [
    3.9,
    26.8,
    1,
  ]),
  marker("INR", "coag", ["INR", "Wskaźnik INR"], ["INR", "International normalized ratio"], [""], [
    "",
  ], [0.8, 1.2, 2]),
  marker(
    "APTT",
    "coag",
    ["APTT", "Czas kaolinowo-kefalinowy"],
    ["APTT", "Activated partial thromboplastin time"],
    ["s"],
    ["s"],
    [25, 37, 1],
  ),
  marker("FIBRINOGEN", "coag", ["Fibrynogen"], ["Fibrinogen"], ["mg/dl"], ["mg/dL"], [200, 393, 0]),
  marker("PRL", "hormones", ["Prolaktyna"], ["Prolactin"], ["ng/ml"], ["ng/mL"], [4.8, 23.3, 1]),
  marker("CORTISOL", "hormones", ["Kortyzol"], ["Serum cortisol"], ["µg/dl"], ["µg/dL"], [
    6.2,
    19.4,
    1,
  ]),
  marker(
    "DHEAS",
    "hormones",
    ["DHEA-S (siarczan dehydroepiandrosteronu)", "Siarczan dehydroepiandrosteronu"],
    ["Dehydroepiandrosterone sulfate"],
    ["µg/dl"],
    ["µg/dL"],
    [45, 270, 1],
    { bands: AGE([20, 29, 65, 380], [30, 39, 45, 270], [40, 49, 32, 240], [50, 120, 26, 200]) },
  ),
];

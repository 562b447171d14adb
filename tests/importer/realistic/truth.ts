/**
 * The shape of a realistic document's truth: every row a careful person
 * would enter from it (as store lines plus the lab's flag), the rows that
 * look like results but must not be stored (with the status they must be
 * listed under), and the identity strings that no written file may contain.
 *
 * @module
 */

/** A flag as the lab printed it (normalised): above, below, abnormal qualitative. */
export type TruthFlag = "H" | "L" | "A";

/** One row a careful person would enter. */
export interface TruthRow {
  /** The row's label as printed (wrapped labels joined with a space). */
  readonly printed: string;
  readonly code: string;
  readonly date: string;
  readonly value: number | string;
  readonly comparator?: "<" | "<=" | ">" | ">=";
  /** The unit as printed; compared by unit equivalence. */
  readonly unit?: string;
  readonly ref_low?: number;
  readonly ref_high?: number;
  readonly ref_text?: string;
  /**
   * The lab's flag as printed (letters, arrows, `*`), normalised. A
   * qualitative result that differs from a qualitative reference ("wątpliwy"
   * against "ujemny") is `A` even where no flag is printed (see docs/import.md).
   * Every numeric result outside its range has a printed flag in this corpus.
   */
  readonly lab_flag?: TruthFlag;
  /**
   * When set, the row may instead be listed as held (never stored wrong):
   * why a careful importer could hold it, such as an OCR misread unit
   * ("µIU/ml" read as "HIU/ml") that only matches after guessing a letter.
   */
  readonly mayBeHeld?: string;
}

/** A row that looks like a result and must end in a status other than stored. */
export interface NotStoredRow {
  readonly printed: string;
  /** The status word the review table must show on the row's line. */
  readonly status: "unreadable" | "held" | "withheld";
  readonly why: string;
}

/** Everything known about one document of the corpus. */
export interface Truth {
  /** The document's file name in `tests/fixtures/importer/realistic/`. */
  readonly document: string;
  /** What the document imitates, for the score table. */
  readonly describes: string;
  /**
   * The lab's name as the document prints it, which every stored line may
   * carry; absent when the document names no lab. A stored line may lack the
   * name (it is optional provenance) but never carry another.
   */
  readonly lab?: string;
  /** Whether the import runs with `--accept-ocr`. */
  readonly acceptOcr: boolean;
  readonly rows: readonly TruthRow[];
  readonly notStored: readonly NotStoredRow[];
  /** Personal strings in the document: none may appear in any written file. */
  readonly identity: readonly string[];
}

/**
 * The marker codes the truth files use that the built-in dictionary did not
 * have when the corpus was written (the corpus asks for them). They are kept in
 * one place so that a different choice of code is a one-line change here
 * (and a regeneration).
 */
export const NEW_CODES = {
  NEUT_PCT: "NEUT_PCT",
  LYMPH_PCT: "LYMPH_PCT",
  MONO_PCT: "MONO_PCT",
  EOS_PCT: "EOS_PCT",
  BASO_PCT: "BASO_PCT",
  HBSAG: "HBSAG",
  URINE_COLOR: "U_COLOR",
  URINE_CLARITY: "U_CLARITY",
  URINE_KETONES: "U_KET",
  URINE_BILIRUBIN: "U_BIL",
  URINE_UROBILINOGEN: "U_UBG",
  URINE_NITRITES: "U_NIT",
  URINE_LEUKOCYTES: "U_LEU",
  URINE_ERYTHROCYTES: "U_ERY",
  SEDIMENT_LEUKOCYTES: "U_SED_LEU",
  SEDIMENT_ERYTHROCYTES: "U_SED_ERY",
  SEDIMENT_SQUAMOUS_EPITHELIUM: "U_EPI",
  SEDIMENT_BACTERIA: "U_BACT",
} as const;

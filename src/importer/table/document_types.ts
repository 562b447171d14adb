/**
 * The shapes of the document reducer (`document_state.ts`): the state a report
 * carries from line to line, its starting value, what a line says, and what
 * stays the same for the whole document.
 *
 * @module
 */

import type { MarkerIndex } from "../../domain/markers/marker_index.ts";
import type { PrivacyGuard } from "../privacy/mod.ts";
import type { LayoutLine } from "../layout/mod.ts";
import type { Column } from "./header_roles.ts";
import type { LineRow } from "./line_row.ts";
import type { LabelledDate } from "../cell/mod.ts";
import type { BandedRow } from "./range_continues.ts";
import type { Section } from "./sections.ts";
import type { MarkerPattern } from "./text_readers.ts";

/** What a report carries from one line to the next. */
export interface DocumentState {
  /** The table header's columns in force, if any. */
  readonly columns: readonly Column[] | undefined;
  /** The section heading in force, with its specimen. */
  readonly section: Section | undefined;
  /** A label alone on the line above, maybe the first half of a wrapped row name. */
  readonly pendingLabel:
    | { readonly text: string; readonly at: number; readonly card?: true }
    | undefined;
  /** Whether a comment (or a note under the table) is running. */
  readonly inComment: boolean;
  /** Whether a summary of results printed again elsewhere is running. */
  readonly inSummary: boolean;
  /** Whether the current section has rows yet. */
  readonly rowsInSection: boolean;
  /** The lab's name, read from the report's header above its first result. */
  readonly lab: string | undefined;
  /** How many rows the current report (order) has so far. */
  readonly rowsInReport: number;
  /** The line and page of the last row read. */
  readonly lastRow: { readonly at: number; readonly page: number } | undefined;
  /** The date of a prose list of results that runs on to the next line. */
  readonly proseDate: string | undefined;
  /** The start of a prose result that the line above broke off, read with this line. */
  readonly proseTail?: string | undefined;
  /** The row above whose banded range may go on under it, one band a line. */
  readonly bandedRow?: BandedRow | undefined;
  /** The row whose cell the lines up to `through` continued (a name over three lines). */
  readonly continued?: { readonly at: number; readonly through: number } | undefined;
}

/** The state before the first line. */
export const INITIAL_STATE: DocumentState = {
  columns: undefined,
  section: undefined,
  pendingLabel: undefined,
  inComment: false,
  inSummary: false,
  rowsInSection: false,
  lab: undefined,
  rowsInReport: 0,
  lastRow: undefined,
  proseDate: undefined,
};

/** What one line said, in order. */
export type DocumentEvent =
  /** A new report (another order) starts in the same file: no date carries over. */
  | { readonly kind: "report" }
  /** Dates printed after collection-date labels. */
  | { readonly kind: "dates"; readonly dates: readonly LabelledDate[] }
  /** The rows of line `at`, with their section, specimen and lab. */
  | { readonly kind: "rows"; readonly at: number; readonly rows: readonly LineRow[] }
  /** The second half of the name of the rows of line `at`. */
  | { readonly kind: "name continues"; readonly at: number; readonly text: string }
  /** An annotation of the unit of the rows of line `at`, printed under it ("FEU"). */
  | { readonly kind: "unit continues"; readonly at: number; readonly text: string }
  /** More bands of the banded range of the row of line `at`, printed on a line under it. */
  | { readonly kind: "range continues"; readonly at: number; readonly text: string }
  /** The own date of the row of line `at`, printed on its card's last line ("Date: 3 Dec 2025"). */
  | { readonly kind: "row date"; readonly at: number; readonly date: string };

/** What stays the same for the whole document. */
export interface DocumentContext {
  readonly lines: readonly LayoutLine[];
  readonly index: MarkerIndex;
  readonly patterns: readonly MarkerPattern[];
  readonly ocr: boolean;
  /** Pages (after the first) that start another report in the same file. */
  readonly reportStarts: ReadonlySet<number>;
  readonly guard: PrivacyGuard;
  /**
   * The table headers by line and their columns, read from their cells
   * ({@link tablesOf}); without it, each header is read from its words alone.
   */
  readonly tables?: ReadonlyMap<number, readonly Column[]>;
  /**
   * The lines of tables with a line per collection date and a column per marker
   * (`transposed.ts`), by line: each dated line's rows, none for its header lines.
   */
  readonly transposed?: ReadonlyMap<number, readonly LineRow[]>;
}

/** The next state and what the line said. */
export interface Step {
  readonly state: DocumentState;
  readonly events: readonly DocumentEvent[];
}

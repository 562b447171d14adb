/**
 * The records of a sheet (a CSV's or a spreadsheet's): each row's fields as
 * text, with the line it starts on. Shared by the CSV reader, the wide-sheet
 * reader and the `.xlsx` reader.
 *
 * @module
 */

/** A record of fields, with the line it starts on. */
export interface CsvRecord {
  readonly line: number;
  readonly fields: readonly string[];
}

/**
 * Where the importer's messages go: the launcher's own, the worker's and an
 * import run's. A process prints them (`console.log`/`console.error`); a
 * test collects them.
 *
 * @module
 */

/** Where the importer's messages go, one message (without its newline) at a time. */
export interface Output {
  out(text: string): void;
  err(text: string): void;
}

/**
 * Interned strings shared by every code of a store (units, qualitative
 * values, textual ranges, lab names, unusual dates), each always copied, so
 * that no string keeps a whole file's text alive.
 *
 * @module
 */

/** A string copied out of whatever larger string it was sliced from. */
export function detach(text: string): string {
  return text.length < 13 ? text : JSON.parse(JSON.stringify(text));
}

/** Interned strings shared by every code of a store; id 0 is "none". */
export class StringTable {
  readonly #ids = new Map<string, number>();
  readonly values: (string | undefined)[] = [undefined];

  /** A table holding `values` (id 0 first, `undefined`), as {@link values} listed them. */
  static of(values: readonly (string | undefined)[]): StringTable {
    const table = new StringTable();
    for (let id = 1; id < values.length; id++) {
      const text = values[id]!;
      table.values.push(text);
      table.#ids.set(text, id);
    }
    return table;
  }

  /** The id of `text`, adding a detached copy the first time; 0 for `undefined`. */
  id(text: string | undefined): number {
    if (text === undefined) return 0;
    let id = this.#ids.get(text);
    if (id === undefined) {
      const copy = detach(text);
      id = this.values.length;
      this.values.push(copy);
      this.#ids.set(copy, id);
    }
    return id;
  }
}

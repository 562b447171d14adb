/**
 * The built-in dictionary. It travels inside the module graph (and so inside
 * a compiled binary) as a text import, so reading it needs no permission.
 *
 * @module
 */

import builtinText from "../../markers.yaml" with { type: "text" };
import type { DictionaryLayer } from "../domain/dictionary.ts";
import { parseDictionaryText } from "./dictionary_file.ts";

/** The name the built-in dictionary goes by in messages. */
export const BUILTIN_SOURCE = "markers.yaml (built-in)";

/** Parses the built-in dictionary. Throws only if the shipped file is broken. */
export function builtinLayer(): DictionaryLayer {
  return parseDictionaryText(builtinText, BUILTIN_SOURCE);
}

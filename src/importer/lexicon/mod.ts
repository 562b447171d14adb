/**
 * The lexicon's face: the words of every language (`lexicon.ts`), the patterns
 * built from them (`patterns.ts`), a document's own language
 * (`document_language.ts`) and the shape of a language file (`types.ts`).
 *
 * @module
 */

export { documentLexicon, noDateHold } from "./document_language.ts";
export { HEADER_ROLES, type HeaderRole, type Specimen } from "./types.ts";
export {
  type CsvColumn,
  LEXICONS,
  lexiconTexts,
  ocrFirstPass,
  ocrLanguages,
  ranked,
  unitSpelling,
  words,
  wordyUnitSpellings,
} from "./lexicon.ts";
export {
  alternation,
  escapeRegExp,
  keySet,
  stemAlternation,
  wholePhrase,
  WORD_END,
  WORD_START,
} from "./patterns.ts";

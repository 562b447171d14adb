/**
 * The set of languages the importer reads: one lexicon file each, listed
 * here once. This list is the only place a language is named; every reader
 * compiles its patterns from it (see `lexicon.ts`), OCR takes its languages'
 * codes from it, and a test checks that no lexicon file of this folder is
 * left out. To add a language, write its file (see docs/import.md, "Adding a
 * language") and add it to this list.
 *
 * @module
 */

import { cs } from "./cs.ts";
import { de } from "./de.ts";
import { en } from "./en.ts";
import { es } from "./es.ts";
import { fr } from "./fr.ts";
import { hu } from "./hu.ts";
import { it } from "./it.ts";
import { lt } from "./lt.ts";
import { nl } from "./nl.ts";
import { sv } from "./sv.ts";
import { nb } from "./nb.ts";
import { da } from "./da.ts";
import { fi } from "./fi.ts";
import { et } from "./et.ts";
import { pl } from "./pl.ts";
import { pt } from "./pt.ts";
import { ro } from "./ro.ts";
import { ru } from "./ru.ts";
import { sk } from "./sk.ts";
import { uk } from "./uk.ts";
import type { Lexicon } from "./types.ts";

/** Every language the importer reads. Where two lists disagree, the first language's reading wins. */
export const LANGUAGES: readonly Lexicon[] = [
  pl,
  en,
  de,
  cs,
  sk,
  uk,
  lt,
  hu,
  ru,
  fr,
  it,
  es,
  pt,
  ro,
  nl,
  sv,
  nb,
  da,
  fi,
  et,
];

/**
 * The shape of one language's lexicon: every word a lab document prints that
 * the importer reads by its wording rather than by its position. Each list is
 * plain data (printed spellings, diacritics included); the code that matches
 * them lives in `patterns.ts`, so adding a lab's words never adds a branch.
 *
 * How words are compared, per list, is said on each field: "a phrase" is
 * matched case-insensitively with any run of whitespace for a space; "a
 * normalised word" is compared after `normalizeName` (case, diacritics, `ł`).
 *
 * @module
 */

/**
 * What a column of a printed results table holds, named by its header cell:
 * the one list of column roles (the table's `ColumnRole` is derived from it).
 */
export const HEADER_ROLES = [
  "number",
  "name",
  "result",
  "unit",
  "range",
  "flag",
  "date",
  "previous",
  "method",
  "code",
  "order",
  "specimen",
  "comment",
] as const;

/** What a column of a printed results table holds, named by its header cell. */
export type HeaderRole = (typeof HEADER_ROLES)[number];

/** A column of a CSV export, named by its header field. */
export type CsvColumn =
  | "date"
  | "name"
  | "code"
  | "value"
  | "unit"
  | "range"
  | "low"
  | "high"
  | "flag"
  | "specimen"
  | "section";

/** A specimen a heading or a specimen word names. */
export type Specimen = "urine" | "blood" | "stool";

/** One language's words. Every list may be empty; none may be missing. */
export interface Lexicon {
  /** ISO 639-1 code of the language ("pl", "en"). */
  readonly language: string;
  /**
   * Tesseract's code of the language's trained data ("pol", "eng", "deu"):
   * OCR reads a page with the data of every language in the importer's set.
   */
  readonly ocrLanguage: string;
  /**
   * Whether OCR reads every page with this language's data from the start
   * (the languages most documents print, English for its units and marker
   * abbreviations). A page whose first reading prints another language's
   * words is read again with that language's data too; see `read/ocr.ts`.
   */
  readonly ocrFirstPass: boolean;
  /**
   * How the language's documents print a slash date whose two numbers are
   * both at most 12 (`04/05/2024`), when no date of the same document tells
   * the order: `day-first` reads it so (Polish, German); `either` holds the
   * rows with such a date, because the language is printed both ways
   * (English: British reports day first, United States reports month first).
   * A document's own unambiguous dates (`03/14/2024`) decide for every
   * language.
   */
  readonly slashDates: "day-first" | "either";
  /**
   * Words people and labs put in a file's name ("wyniki", "results", "skan"): normalised words.
   * With every other word of the lexicons and the marker dictionary's names, they are the words
   * a stored document name keeps; any other word of a file's name may name someone and is masked.
   */
  readonly fileWords: readonly string[];

  /**
   * Whole header cells of a printed results table, per column role: a cell
   * whose whole text (a trailing `:` or `.` off) is one of these phrases.
   */
  readonly headers: Readonly<Record<HeaderRole, readonly string[]>>;
  /** Words that begin a table's header line ("Badanie", "Wynik"): phrases, matched at the start. */
  readonly headerStarts: readonly string[];
  /** Header fields of a CSV export, per column: normalised words. */
  readonly csvHeaders: Readonly<Record<CsvColumn, readonly string[]>>;
  /** Header fields of a CSV export that hold personal data: normalised words. */
  readonly csvIdentityHeaders: readonly string[];

  /** Labels of dates, found anywhere in a line: phrases. */
  readonly dateLabels: {
    /** The day the sample was taken ("Data pobrania", "Pobrano", "Collection date"). */
    readonly collected: readonly string[];
    /** The day the test was ordered or the sample registered ("Data zlecenia", "Data rejestracji"). */
    readonly ordered: readonly string[];
    /** The day the test was run or the result issued ("Data wykonania", "Data wyniku"). */
    readonly reported: readonly string[];
    /** Dates that are never a result's date ("Data urodzenia", "Data wydruku"). */
    readonly never: readonly string[];
  };
  /**
   * Units as the language spells them, each with the spelling the unit
   * tables know (`"ммоль/л": "mmol/l"`): a row's unit printed so is read as
   * the other. Compared whole, as printed (case kept: `Г/л` is not `г/л`).
   */
  readonly units: Readonly<Record<string, string>>;
  /** Month names, January first: each month's spellings (nominative, genitive, abbreviations). */
  readonly months: readonly (readonly string[])[];

  /** Section headings (their beginnings) by the specimen they name, or `other` for none: normalised. */
  readonly sections: Readonly<Record<Specimen | "other", readonly string[]>>;
  /**
   * Words that name a specimen anywhere in a heading or a name: normalised;
   * a trailing `*` stands for any ending ("mocz*": "moczu", "moczowy").
   */
  readonly specimenWords: Readonly<Record<Specimen, readonly string[]>>;
  /**
   * Specimen codes a lab system sets before a name, joined to it by a dash or
   * an underscore with no space ("S-Kreatinin", "S_Na", "U-pH"): the row is
   * measured in that specimen. Lower case, compared ignoring case.
   */
  readonly specimenCodes: Readonly<Record<Specimen, readonly string[]>>;
  /**
   * The word "in" before a specimen word ("Krew utajona w kale", "Blood in
   * stool"): the specimen after it is the one a name means. Normalised words.
   */
  readonly specimenIn: readonly string[];
  /**
   * Words that, in a row's own name ("Leukocyty - osad"), say the row is a
   * urine sediment count, not a strip test: normalised, `*` as above.
   */
  readonly sedimentWords: readonly string[];
  /**
   * Words a letter writes between a dated phrase and the colon that opens
   * its list of results ("z dnia 03.04.2024 stwierdzono:", "on 3 April 2024
   * showed:"): phrases.
   */
  readonly proseVerbs: readonly string[];

  /** Qualitative results by what they say: normalised words. */
  readonly qualitative: {
    readonly negative: readonly string[];
    readonly positive: readonly string[];
    readonly equivocal: readonly string[];
    /** How many of something a sediment shows, fewest first: each rank's spellings. */
    readonly amounts: readonly (readonly string[])[];
    /** Colours and clarity: results to keep, never judged. */
    readonly descriptive: readonly string[];
  };

  /** Words a flag column may hold instead of a mark: normalised words. */
  readonly flagWords: {
    readonly high: readonly string[];
    readonly low: readonly string[];
    readonly abnormal: readonly string[];
    /** A result card's chip saying the result is in range ("Normal", "w normie"): no flag. */
    readonly normal: readonly string[];
  };

  /** Comparators written as words before a number. */
  readonly comparators: {
    /** Before a result: "powyżej 1000" is `>1000`. Phrases. */
    readonly above: readonly string[];
    /** Before a result: "mniej niż 3" is `<3`. Phrases. */
    readonly below: readonly string[];
    /** Before a range's upper limit: "do 5" is `<= 5`. Phrases. */
    readonly upTo: readonly string[];
    /** Before a range's lower limit: "od 40", "powyżej 40". Phrases. */
    readonly from: readonly string[];
    /** Between a range's two limits: "12 do 16", "12 to 16", "12 through 16". Phrases. */
    readonly to: readonly string[];
  };

  /** Words of a result's name that say it is computed from others ("wyliczany", "calculated"): normalised, `*` as in `specimenWords`. */
  readonly calculatedWords: readonly string[];

  /** Labels printed before a range, with a colon ("N: 6,2-19,4", "Ref.: 12-16"): phrases. */
  readonly rangeLabels: readonly string[];

  /**
   * Words that, in brackets after a single range, say which kind of range it is
   * ("30 - 50 (optymalnie)", "< 200 (desirable)"): the limits are the range. Phrases.
   */
  readonly rangeQualifiers: readonly string[];
  /** A range cell that says the lab has no reference ("Not Estab."): no range at all. Phrases. */
  readonly noReference: readonly string[];

  /** Labels of the bands of a range cell ("K: 12-16 M: 13,5-17,5", "dzieci 1-5 lat: …"): normalised words. */
  readonly bands: {
    readonly female: readonly string[];
    readonly male: readonly string[];
    readonly child: readonly string[];
    readonly adult: readonly string[];
    /** Age units after a number ("lat", "mies.", "years"), by unit. */
    readonly years: readonly string[];
    readonly months: readonly string[];
    readonly weeks: readonly string[];
    readonly days: readonly string[];
    /** The phases of the menstrual cycle a band may be for ("Lutealphase", "luteal"). */
    readonly phases: {
      readonly follicular: readonly string[];
      readonly ovulation: readonly string[];
      readonly luteal: readonly string[];
      readonly postmenopause: readonly string[];
    };
  };

  /** Printed results that are no result. */
  readonly notAResult: {
    /** Words that point elsewhere ("patrz", "see") ... */
    readonly seeLeads: readonly string[];
    /** ... and what they point at ("opis", "comment"): phrases; lead + target begins a cell. */
    readonly seeTargets: readonly string[];
    /** Other phrases that begin a cell that only points at a description ("w załączeniu"). */
    readonly seePhrases: readonly string[];
    /** Whole cells that only point at a description ("opis"). */
    readonly seeWhole: readonly string[];
    /** The test was not done or gave nothing ("nie oznaczono", "not determined"): phrases. */
    readonly notDetermined: readonly string[];
  };

  /**
   * The person's sex and age as a report's header prints them ("Płeć: K",
   * "Wiek: 45 lat"), read only to choose the band of a banded range.
   */
  readonly patient: {
    /** Labels of the sex field ("płeć", "sex"): phrases, a colon after them optional. */
    readonly sexLabels: readonly string[];
    /** Labels of the age field ("wiek", "age"): phrases, a number after them. */
    readonly ageLabels: readonly string[];
    /**
     * Labels of the birth-date field ("data urodzenia", "geb.", "dob"): phrases, a date
     * after them. Read only to choose a band by age when no age is printed; never stored.
     */
    readonly birthLabels: readonly string[];
    /** Values of the sex field that say female ("k", "kobieta", "f"): whole words. */
    readonly female: readonly string[];
    /** Values of the sex field that say male ("m", "mężczyzna"): whole words. */
    readonly male: readonly string[];
    /**
     * Labels of a Czech or Slovak birth number ("rodné číslo", "RČ"): phrases, the number
     * after them (its birth date and sex choose a band; never stored).
     */
    readonly birthNumberLabels: readonly string[];
  };

  /** Labels of personal data in a report's header (none of their values is ever written). */
  readonly identity: {
    /** Labels of personal values, with or without a colon ("Pacjent", "PESEL"): phrases. */
    readonly labels: readonly string[];
    /** Labels of personal values only with a colon after them ("Nazwisko:", "Name:"): phrases. */
    readonly labelsWithColon: readonly string[];
    /** Labels that make a line personal but whose value is not collected ("Płeć:", "Age:"). */
    readonly markersWithColon: readonly string[];
    /** Labels that end a personal value ("Data pobrania", "Lekarz", "Nr zlecenia"): phrases. */
    readonly stopLabels: readonly string[];
    /** Words after a number that state an age ("45 lat", "45 years"). */
    readonly ageUnits: readonly string[];
    /** Words of an identity block too common to count as identity on their own: normalised. */
    readonly common: readonly string[];
    /**
     * A person's titles and forms of address before a name printed with no label ("Dr Hannah
     * Whitlock, GMC …" under a doctor's summary, "Sehr geehrte Frau …"): the capitalised words
     * after one are a name; one alone on its line opens a letter's addressee block (the lines
     * after it down to the postal code's). Whole words.
     */
    readonly titles: readonly string[];
  };

  /** Words of a report's header about its laboratory. */
  readonly labs: {
    /** Text anywhere in a line that names a laboratory or its owner ("laborat", "szpital"). */
    readonly nameWords: readonly string[];
    /** Text anywhere in a line that mentions a lab without naming it (titles, people, orders). */
    readonly notANameText: readonly string[];
    /** Whole words that do the same ("dr", "mgr", "tel"). */
    readonly notANameWords: readonly string[];
    /** Abbreviations that begin a street address after a lab's name ("ul.", "al."): phrases. */
    readonly addressStarts: readonly string[];
  };

  /** Lines that are never rows. */
  readonly lines: {
    /** Text anywhere in a line that makes it page furniture (signatures, addresses, order numbers). */
    readonly furniture: readonly string[];
    /**
     * Whole words or phrases anywhere that make a line furniture: company
     * forms and registry numbers of letterheads ("sp. z o.o", "NIP", "GmbH").
     */
    readonly furnitureWords: readonly string[];
    /** Phrases that, at the start of a line, make it furniture ("Materiał", "Pobrał"). */
    readonly furnitureStarts: readonly string[];
    /** Words that begin a comment line ("Komentarz", "Uwaga"); followed by a word boundary. */
    readonly commentStarts: readonly string[];
    /** Words that begin a comment line only with a colon after them ("Opis:", "Note:"). */
    readonly commentLabels: readonly string[];
    /** Headings over a summary of results the table prints again: phrases at the start. */
    readonly summaryStarts: readonly string[];
    /** The word before a page number ("strona", "page", "Seite"): phrases. */
    readonly page: readonly string[];
    /** The word between a page number and the page count ("z", "of", "von"): phrases. */
    readonly pageOf: readonly string[];
    /** Labels before a clock time ("godz.", "time", "Uhrzeit"): phrases, whole words. */
    readonly timeLabels: readonly string[];
    /** Labels before an order number ("nr zlecenia", "order no."): phrases. */
    readonly orderLabels: readonly string[];
  };
}

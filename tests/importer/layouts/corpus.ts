/**
 * The generated corpus: fast-check draws each document's layout (and the
 * seed of its content) from one corpus seed, so the same seed gives the same
 * corpus, and a document is rebuilt from its layout and content seed alone
 * (which is what shrinking needs: a smaller layout, the same rows).
 *
 * @module
 */

import fc from "fast-check";
import type { Truth } from "../realistic/truth.ts";
import { drawContent, truthOf } from "./content.ts";
import {
  cellsArbitrary,
  extrasArbitrary,
  featuresOf,
  firstArbitrary,
  isWide,
  type Layout,
  moreArbitrary,
  normalised,
  PLAIN_CELLS,
  PLAIN_EXTRAS,
  PLAIN_MORE,
} from "./features.ts";
import { blindArbitrary, PLAIN_BLIND } from "./features_blind.ts";
import { longCsvTruth, renderLongCsv } from "./render_csv.ts";
import { identityStrings } from "./identity.ts";
import { renderLetter } from "./render_letter.ts";
import { renderTable } from "./render_table.ts";
import { emailAddressOf, renderEml } from "./render_eml.ts";
import { renderWide } from "./render_wide.ts";
import { isTextKind } from "./features_kinds.ts";
import { renderDocx, renderOdt, renderPage, renderText } from "./render_kinds.ts";

/** A text kind's bytes (`features_kinds.ts`). */
function renderKind(content: ReturnType<typeof drawContent>): Uint8Array {
  const file = content.layout.file;
  return file === "html"
    ? renderPage(content)
    : file === "txt"
    ? renderText(content)
    : file === "docx"
    ? renderDocx(content)
    : renderOdt(content);
}

/** What a document is made from. */
export interface DocumentSpec {
  readonly layout: Layout;
  /** The seed of its content (rows, values, people). */
  readonly seed: number;
}

/** A built document. */
export interface GeneratedDocument {
  readonly spec: DocumentSpec;
  readonly features: readonly string[];
  readonly bytes: Uint8Array;
  readonly truth: Truth;
}

/** The arbitrary of document specs, without the extras (drawn as before they came). */
const specArbitrary = fc.record({
  layout: firstArbitrary,
  seed: fc.integer({ min: 0, max: 0x7fffffff }),
});

/** The extras are drawn from the corpus seed plus this, a stream of their own. */
const EXTRAS_SEED = 0x3c6ef372;

/** The features of columns read by their cells come from the corpus seed plus this. */
const CELLS_SEED = 0x1b873593;

/** The fourth stream (kinds of document, other languages, footnotes): seed plus this. */
const MORE_SEED = 0x2545f491;

/** The fifth stream (classes learned from blind held-out documents): seed plus this. */
const BLIND_SEED = 0x61c88647;

/**
 * The specs of a corpus: `count` documents drawn from `seed`. With
 * `extras`, each also draws the features added after the held-out documents
 * (a cumulative sheet, the unit in the name...) from a stream of their own;
 * without, every document is the one the seed gave before they came (the
 * OCR subset's documents stay as they were). With `more` too, each draws
 * the fourth stream: another language, footnote marks, a method column that
 * says so, and the kinds of file people bring besides PDFs (an e-mail, a
 * wide sheet, a saved page, a text file, a `.docx` or `.odt`: `features_kinds.ts`), and the fifth stream (`features_blind.ts`); scored apart (`layouts_more_test.ts`) until the importer
 * reads them as well as the rest.
 */
export function corpusSpecs(
  seed: number,
  count: number,
  extras = false,
  fourthStream = false,
): DocumentSpec[] {
  const more = extras
    ? fc.sample(extrasArbitrary, { seed: (seed + EXTRAS_SEED) | 0, numRuns: count })
    : [];
  const cells = extras
    ? fc.sample(cellsArbitrary, { seed: (seed + CELLS_SEED) | 0, numRuns: count })
    : [];
  const fourth = extras && fourthStream
    ? fc.sample(moreArbitrary, { seed: (seed + MORE_SEED) | 0, numRuns: count })
    : [];
  const blind = extras && fourthStream
    ? fc.sample(blindArbitrary, { seed: (seed + BLIND_SEED) | 0, numRuns: count })
    : [];
  return fc.sample(specArbitrary, { seed, numRuns: count }).map((s, i) => {
    const { otherLanguage, ...kinds } = fourth[i] ?? { otherLanguage: "none" as const };
    // A letter stays Polish or English (its phrases are written in those two).
    const language = otherLanguage === "none" || s.layout.kind === "letter"
      ? s.layout.language
      : otherLanguage;
    const layout: Layout = {
      ...s.layout,
      ...PLAIN_EXTRAS,
      ...PLAIN_CELLS,
      ...PLAIN_MORE,
      ...more[i],
      ...cells[i],
      ...kinds,
      language,
      blind: blind[i] ?? PLAIN_BLIND,
    };
    return { layout: normalised(layout), seed: s.seed };
  });
}

/**
 * The file name a document is written under: an e-mail's, a wide sheet's or
 * a text kind's extension in place of the given one; a PDF keeps the name it was given
 * (the OCR subset names its photographs `.png`).
 */
export function fileName(layout: Layout, name: string): string {
  const extension = layout.blind.longCsv
    ? ".csv"
    : layout.file === "eml"
    ? ".eml"
    : layout.file === "csv-wide"
    ? ".csv"
    : layout.file === "xlsx-wide"
    ? ".xlsx"
    : isTextKind(layout)
    ? `.${layout.file}`
    : undefined;
  return extension === undefined ? name : name.replace(/\.\w+$/, "") + extension;
}

/** Builds one document: its PDF and its truth. */
export async function buildDocument(
  given: DocumentSpec,
  pdfName: string,
): Promise<GeneratedDocument> {
  const spec = { ...given, layout: normalised(given.layout) };
  const content = drawContent(spec.layout, spec.seed);
  const bytes = spec.layout.kind === "letter"
    ? await renderLetter(content)
    : spec.layout.blind.longCsv
    ? renderLongCsv(content)
    : spec.layout.file === "eml"
    ? renderEml(content)
    : isTextKind(spec.layout)
    ? renderKind(content)
    : isWide(spec.layout)
    ? renderWide(content)
    : await renderTable(content);
  const features = featuresOf(spec.layout);
  const name = fileName(spec.layout, pdfName);
  return {
    spec,
    features,
    bytes,
    truth: {
      document: name,
      describes: features.join(", "),
      acceptOcr: false,
      rows: spec.layout.blind.longCsv ? longCsvTruth(content, truthOf(content)) : truthOf(content),
      notStored: [],
      identity: [
        ...identityStrings(content.identity),
        ...(spec.layout.file === "eml" ? [emailAddressOf(content)] : []),
      ],
    },
  };
}

/**
 * A worker that builds generated documents, so that on a machine with two
 * cores the PDFs of the next documents are drawn (pdf-lib's font subsetting
 * is most of a document's cost) while the main thread imports the previous
 * ones. Messages: `{ id, spec, name }` in, `{ id, document }` or
 * `{ id, error }` out.
 *
 * @module
 */

/// <reference lib="deno.worker" />

import { buildDocument, type DocumentSpec } from "./corpus.ts";

/**
 * The builds in hand, one after another: two documents drawn at once in one
 * worker share the parsed fonts (`report_pdf.ts` caches them per process),
 * and interleaved subsetting garbled a heading now and then ("Hormony"
 * drawn as "ormon"), a failure of the generator counted as the importer's.
 */
let queue: Promise<void> = Promise.resolve();

async function build(id: number, spec: DocumentSpec, name: string): Promise<void> {
  try {
    const document = await buildDocument(spec, name);
    self.postMessage({ id, document }, [document.bytes.buffer as ArrayBuffer]);
  } catch (error) {
    self.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
}

self.onmessage = (event: MessageEvent<{ id: number; spec: DocumentSpec; name: string }>) => {
  const { id, spec, name } = event.data;
  queue = queue.then(() => build(id, spec, name));
};

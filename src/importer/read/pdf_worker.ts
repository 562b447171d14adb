/**
 * PDF.js runs in a Deno `Worker`, so that a document's time limit can stop
 * it: PDF.js parses synchronously (a stream inflates inside one call, a
 * content stream's operators run without a pause), so in the importer's own
 * thread no timer could fire until it returned. Here the importer's thread
 * stays free, and when the document's signal is aborted the worker is
 * terminated at once, mid-parse.
 *
 * The worker is built from a blob: PDF.js's single-file build comes in as
 * text through the module graph (`unpdf/pdfjs`, no read permission needed,
 * and `deno compile` embeds it), and {@link extractText} as its own source.
 * A worker started from a file would need read permission on our source
 * folder, which the importer's sandbox does not grant. The worker inherits
 * the importer's permissions, no more (narrowing them further needs
 * `--unstable-worker-options`), and uses none: it gets the bytes and hands
 * back plain data.
 *
 * Starting a worker costs about a second (PDF.js is compiled again in it),
 * so an idle worker is kept for the next document and ends itself two
 * seconds after its last one (an unreferenced timer: it never keeps the
 * process alive on its own). A worker stopped by a time limit is never
 * reused. Deno's workers take no memory limit (`resourceLimits` does not
 * exist here): memory is bounded by the flate guard (`pdf_streams.ts`) and
 * the page cap, not by the worker.
 *
 * @module
 */

/**
 * PDF.js's source, loaded when the first PDF is read: the read stage's face
 * stays light for the importer's launcher, which reads no document.
 */
let pdfjsSource: Promise<string> | undefined;

/** One positioned piece of text as PDF.js reports it (page coordinates, up from the bottom). */
export interface RawTextItem {
  readonly str: string;
  readonly transform: readonly number[];
  readonly width: number;
  readonly height: number;
}

/** What the worker hands back for a PDF it opened. */
export interface RawPdfText {
  readonly pages: number;
  /** Each page's `view` box and text items, page 1 first; empty when the page cap is exceeded. */
  readonly pageTexts: readonly {
    readonly view: readonly number[];
    /** The page's /Rotate: 0, 90, 180 or 270 degrees clockwise. */
    readonly rotate: number;
    readonly items: readonly RawTextItem[];
  }[];
}

/** The part of PDF.js that {@link extractText} uses. */
interface PdfJs {
  getDocument(source: { data: Uint8Array; useSystemFonts: boolean }): {
    promise: Promise<{
      numPages: number;
      getPage(n: number): Promise<{
        view: number[];
        rotate: number;
        getTextContent(): Promise<{ items: unknown[] }>;
        cleanup(): void;
      }>;
      cleanup(): Promise<void>;
    }>;
  };
}

/**
 * Runs inside the worker, as its own source text: it may use nothing but its
 * arguments. Reads every page's text when the PDF has at most `maxPages`.
 *
 * @internal test seam: a test runs its source text alone, as the worker does, to prove it uses nothing but its arguments.
 */
export async function extractText(
  pdfjs: PdfJs,
  data: Uint8Array,
  maxPages: number,
): Promise<RawPdfText> {
  const pdf = await pdfjs.getDocument({ data, useSystemFonts: true }).promise;
  try {
    const pageTexts = [];
    if (pdf.numPages <= maxPages) {
      for (let number = 1; number <= pdf.numPages; number++) {
        const page = await pdf.getPage(number);
        const content = await page.getTextContent();
        const items = [];
        for (const item of content.items as Record<string, unknown>[]) {
          if (typeof item.str !== "string") continue;
          items.push({
            str: item.str,
            transform: Array.isArray(item.transform) ? item.transform.map(Number) : [],
            width: Number(item.width) || 0,
            height: Number(item.height) || 0,
          });
        }
        pageTexts.push({ view: [...page.view], rotate: Number(page.rotate) || 0, items });
        page.cleanup();
      }
    }
    return { pages: pdf.numPages, pageTexts };
  } finally {
    await pdf.cleanup();
  }
}

/** An error the worker reports: PDF.js's name for it (`PasswordException`, …) and its message. */
export class PdfParseError extends Error {
  constructor(readonly kind: string, message: string) {
    super(message);
    this.name = "PdfParseError";
  }
}

type Answer =
  | { readonly ok: RawPdfText }
  | { readonly error: { readonly name: string; readonly message: string } };

/** How long an idle worker waits for the next document before it ends. */
const IDLE_MS = 2_000;

let workerUrl: string | undefined;

/** The worker's source: PDF.js from a blob, {@link extractText}, and the message loop. */
function workerSource(pdfjs: string): string {
  const library = URL.createObjectURL(new Blob([pdfjs], { type: "text/javascript" }));
  return `import * as pdfjs from ${JSON.stringify(library)};
const extractText = (${extractText.toString()});
self.onmessage = async (event) => {
  try {
    self.postMessage({ ok: await extractText(pdfjs, event.data.bytes, event.data.maxPages) });
  } catch (error) {
    self.postMessage({ error: { name: String(error?.name ?? "Error"), message: String(error?.message ?? error) } });
  }
};
`;
}

/** Idle workers, each with the timer that ends it. */
const idle: { worker: Worker; timer: number }[] = [];

async function takeWorker(): Promise<Worker> {
  const parked = idle.pop();
  if (parked !== undefined) {
    clearTimeout(parked.timer);
    return parked.worker;
  }
  if (workerUrl === undefined) {
    pdfjsSource ??= import("unpdf/pdfjs", { with: { type: "text" } }).then((m) => m.default);
    const source = workerSource(await pdfjsSource);
    workerUrl ??= URL.createObjectURL(new Blob([source], { type: "text/javascript" }));
  }
  return new Worker(workerUrl, { type: "module" });
}

function park(worker: Worker): void {
  const timer = Number(setTimeout(() => {
    const at = idle.findIndex((entry) => entry.worker === worker);
    if (at >= 0) idle.splice(at, 1);
    worker.terminate();
  }, IDLE_MS));
  Deno.unrefTimer(timer);
  idle.push({ worker, timer });
}

/**
 * The text of `bytes` read by PDF.js in a worker. When `signal` is aborted
 * the worker is terminated and the promise rejects with the signal's reason.
 * PDF.js's own errors reject as a {@link PdfParseError}.
 */
export async function parseInWorker(
  bytes: Uint8Array,
  maxPages: number,
  signal?: AbortSignal,
): Promise<RawPdfText> {
  signal?.throwIfAborted();
  const worker = await takeWorker();
  if (signal?.aborted) {
    park(worker);
    signal.throwIfAborted();
  }
  const answer = await new Promise<Answer>((resolve, reject) => {
    const stop = () => {
      worker.terminate();
      reject(signal?.reason);
    };
    signal?.addEventListener("abort", stop, { once: true });
    worker.onmessage = (event: MessageEvent<Answer>) => {
      signal?.removeEventListener("abort", stop);
      park(worker);
      resolve(event.data);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      signal?.removeEventListener("abort", stop);
      worker.terminate();
      reject(new Error(`the PDF reader stopped: ${event.message}`));
    };
    worker.postMessage({ bytes: new Uint8Array(bytes), maxPages });
  });
  if ("error" in answer) throw new PdfParseError(answer.error.name, answer.error.message);
  return answer.ok;
}

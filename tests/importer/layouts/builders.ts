/**
 * A small pool of {@link build_worker.ts} workers that build documents off
 * the main thread; `close()` ends them. Used by the scorer when asked to
 * build in parallel.
 *
 * @module
 */

import type { DocumentSpec, GeneratedDocument } from "./corpus.ts";

type Reply = { id: number; document?: GeneratedDocument; error?: string };

/** Workers that build documents; requests go round-robin. */
export class Builders {
  private readonly workers: Worker[];
  private readonly pending = new Map<
    number,
    { resolve: (d: GeneratedDocument) => void; reject: (e: Error) => void }
  >();
  private next = 0;

  constructor(size: number) {
    this.workers = Array.from({ length: size }, () => {
      const worker = new Worker(new URL("./build_worker.ts", import.meta.url), { type: "module" });
      worker.onmessage = (event: MessageEvent<Reply>) => {
        const { id, document, error } = event.data;
        const waiting = this.pending.get(id);
        this.pending.delete(id);
        if (document) waiting?.resolve(document);
        else waiting?.reject(new Error(`Building a document failed: ${error}`));
      };
      return worker;
    });
  }

  /** Builds one document in a worker. */
  build(spec: DocumentSpec, name: string): Promise<GeneratedDocument> {
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.workers[id % this.workers.length]!.postMessage({ id, spec, name });
    });
  }

  /** Ends the workers. */
  close(): void {
    for (const worker of this.workers) worker.terminate();
  }
}

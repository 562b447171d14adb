/**
 * Keeping the store index (`store/store_index_file.ts`) in step with the
 * store: after every import, approval or forget, and on `deno task import
 * index`, the whole store is read afresh (never from the old index) and its
 * image written atomically beside the result files. When no image can be
 * made (a file unreadable, or changing while it was read) the old index is
 * removed, so that no stale one lingers; the server then reads every file.
 * Call it while holding the import lock.
 *
 * @module
 */

import { builtinLayer } from "../../store/builtin.ts";
import { ResultStore } from "../../store/store.ts";
import { encodeStoreImage } from "../../store/store_image.ts";
import { STORE_INDEX_NAME } from "../../store/store_index_file.ts";
import { removeFile, replaceFile } from "./atomic.ts";

/** What a refresh of the index did. */
export type IndexOutcome =
  | {
    readonly kind: "written";
    readonly results: number;
    readonly files: number;
    readonly bytes: number;
  }
  | { readonly kind: "removed"; readonly reason: string };

/** Reads the whole store and writes its index, or removes the index when none can be made. */
export async function refreshStoreIndex(dataDir: string): Promise<IndexOutcome> {
  const store = new ResultStore(dataDir, builtinLayer(), {}, { useIndexFile: false });
  await store.checkDictionary();
  const image = await store.image();
  if (image === undefined || image.files.length === 0) {
    await removeFile(dataDir, STORE_INDEX_NAME);
    return {
      kind: "removed",
      reason: image === undefined
        ? "a result file could not be read, or changed while it was read"
        : "there are no result files",
    };
  }
  const bytes = encodeStoreImage(image);
  await replaceFile(dataDir, STORE_INDEX_NAME, bytes);
  const results = image.index.codes.reduce((sum, code) => sum + code.length, 0);
  return { kind: "written", results, files: image.files.length, bytes: bytes.length };
}

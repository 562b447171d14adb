/**
 * The write stage's face: the store's files written atomically under the lock,
 * the audit log, approving a name, forgetting a document, recovery and the
 * store index.
 *
 * @module
 */

export { aliasOf, approve, ApproveError } from "./approve.ts";
export {
  type BeforeRename,
  cleanTempFiles,
  removeFile,
  replaceFile,
  writeNewFile,
} from "./atomic.ts";
export { appendLog, type ImportLogEntry, type LogEntry, logLines } from "./audit_log.ts";
export { forgetDocument, ForgetError } from "./forget.ts";
export { acquireLock } from "./lock.ts";
export { logUnloggedStoreFiles } from "./recover.ts";
export { type IndexOutcome, refreshStoreIndex } from "./store_index.ts";

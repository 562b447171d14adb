/**
 * Reading one store file into the column index: from the start, or only the
 * lines appended since it was last read, once the bytes read before were
 * checked to hash the same. A file that changes while it is read is read
 * again; whatever fails leaves none of its rows in the index.
 *
 * @module
 */

import type { FileState } from "./append_plan.ts";
import type { ColumnIndex } from "./column_index.ts";
import { ChangedWhileReadError, openCurrent, type ReadBuffer, readLines } from "./file_reader.ts";
import { type LineProblem, MAX_LINE_LENGTH } from "./line_parser/parse_lines.ts";
import { parseRows } from "./line_parser/parse_rows.ts";
import { MAX_LISTED_PER_FILE } from "./store_problem.ts";

/** How often a file that changes while it is read is read again before giving up for this call. */
const READ_ATTEMPTS = 3;

/** What a file load needs besides the file: the wait guard and a shared read buffer. */
export interface LoadContext {
  readonly guard: () => void;
  readonly buffer: ReadBuffer;
  readonly openMs: number;
}

/**
 * Reads a file into the index, from the start or (given `previous`) only the
 * lines appended since, as file slot `slot`, after checking that the bytes
 * read before did not change (else a `RewrittenError`). A file that
 * changes while it is read is read again; whatever fails leaves none of its
 * rows in the index.
 */
export async function loadFile(
  path: string,
  seen: Deno.FileInfo,
  previous: FileState | undefined,
  index: ColumnIndex,
  slot: number,
  context: LoadContext,
): Promise<FileState> {
  const sink = (row: Parameters<ColumnIndex["add"]>[0], line: number) => index.add(row, slot, line);
  for (let attempt = 1;; attempt++) {
    const { file, info } = await openCurrent(path, seen, context.openMs);
    try {
      context.guard();
      index.begin();
      const problems: LineProblem[] = previous ? [...previous.problems] : [];
      let badLines = previous?.badLines ?? 0;
      let nextLine = previous?.nextLine ?? 1;
      const bad = (line: number, reason: string) => {
        badLines++;
        if (problems.length < MAX_LISTED_PER_FILE) problems.push({ line, reason });
      };
      const read = await readLines(file, info, {
        verify: previous?.digest === undefined
          ? undefined
          : { length: previous.consumed, digest: previous.digest },
        onLines: (bytes) => {
          const room = MAX_LISTED_PER_FILE - problems.length;
          const parsed = parseRows(bytes, nextLine, sink, room);
          for (const problem of parsed.problems) problems.push(problem);
          badLines += parsed.problemCount;
          nextLine += parsed.finishedLines;
        },
        onOverlong: (bytes) => {
          bad(
            nextLine++,
            `line is over ${MAX_LINE_LENGTH} characters long (${bytes} bytes); at most ${MAX_LINE_LENGTH} are read`,
          );
        },
        guard: context.guard,
        buffer: context.buffer,
      });
      const tail = read.tail === undefined
        ? { unfinishedLine: nextLine, rows: 0 }
        : parseRows(read.tail, nextLine, sink);
      return {
        dev: read.info.dev,
        ino: read.info.ino,
        mtime: read.info.mtime?.getTime() ?? null,
        ctime: read.info.ctime?.getTime() ?? null,
        size: read.info.size,
        consumed: read.consumed,
        nextLine,
        problems,
        badLines,
        unfinishedLine: tail.unfinishedLine,
        tailServed: tail.rows > 0,
        digest: read.digest,
      };
    } catch (error) {
      index.rollback();
      if (error instanceof ChangedWhileReadError && attempt < READ_ATTEMPTS) continue;
      throw error;
    } finally {
      file.close();
    }
  }
}

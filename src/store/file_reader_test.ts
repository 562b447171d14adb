// Guards how one data file is opened and read: a FIFO or a symlink swapped in
// after the lstat is refused (and a FIFO never blocks for long), lines are
// delivered whole across chunk boundaries, an over-long line is skipped
// without being held, a file over the size limit is refused before it is
// read, and any change to bytes read before is told from an append.

import assert from "node:assert/strict";
import {
  FileTooLargeError,
  MAX_LINE_BYTES,
  NotRegularFileError,
  openCurrent,
  openRegular,
  READ_CHUNK,
  type ReadBuffer,
  readLines,
  RewrittenError,
} from "./file_reader.ts";

const encoder = new TextEncoder();

async function withDir(body: (dir: string) => Promise<void>): Promise<void> {
  const dir = await Deno.makeTempDir({ prefix: "bloodwork-reader-" });
  try {
    await body(dir);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

async function mkfifo(path: string): Promise<void> {
  const made = await new Deno.Command("mkfifo", { args: [path] }).output();
  assert.equal(made.code, 0, new TextDecoder().decode(made.stderr));
}

/** Opens a FIFO for writing, which lets a reader's pending open finish, and closes it. */
async function release(fifo: string): Promise<void> {
  const writer = await Deno.open(fifo, { read: true, write: true });
  writer.close();
  await new Promise((resolve) => setTimeout(resolve, 50));
}

/** Reads a whole file with {@link readLines}; returns the lines delivered and what was skipped. */
async function readAll(
  path: string,
  options: { verify?: { length: number; digest: string }; buffer?: ReadBuffer } = {},
) {
  const { file, info } = await openRegular(path, Deno.lstatSync(path));
  try {
    const chunks: string[] = [];
    const overlong: number[] = [];
    const result = await readLines(file, info, {
      ...options,
      onLines: (bytes) => chunks.push(new TextDecoder().decode(bytes)),
      onOverlong: (bytes) => overlong.push(bytes),
    });
    return { text: chunks.join(""), chunks, overlong, result };
  } finally {
    file.close();
  }
}

Deno.test("openRegular() refuses a FIFO renamed into place after the lstat, without blocking", async () => {
  await withDir(async (dir) => {
    const path = `${dir}/a.ndjson`;
    await Deno.writeTextFile(path, "{}\n");
    const seen = Deno.lstatSync(path);
    await mkfifo(`${dir}/fifo`);
    await Deno.rename(`${dir}/fifo`, path);
    const started = performance.now();
    await assert.rejects(() => openRegular(path, seen, 200), NotRegularFileError);
    assert.ok(performance.now() - started < 2000, "the open was given up");
    await release(path);
  });
});

Deno.test("openRegular() refuses a symlink renamed into place after the lstat", async () => {
  await withDir(async (dir) => {
    const path = `${dir}/markers.yaml`;
    await Deno.writeTextFile(path, "HGB: {}\n");
    await Deno.writeTextFile(`${dir}/outside.yaml`, "HGB:\n  label: Outside\n");
    const seen = Deno.lstatSync(path);
    await Deno.symlink(`${dir}/outside.yaml`, `${dir}/link`);
    await Deno.rename(`${dir}/link`, path);
    await assert.rejects(() => openRegular(path, seen), /replaced while it was opened/);
  });
});

Deno.test("openRegular() refuses what lstat saw as a symlink or a FIFO without opening it", async () => {
  await withDir(async (dir) => {
    await mkfifo(`${dir}/fifo.ndjson`);
    const started = performance.now();
    await assert.rejects(
      () => openRegular(`${dir}/fifo.ndjson`, Deno.lstatSync(`${dir}/fifo.ndjson`), 10_000),
      /is not a regular file/,
    );
    assert.ok(performance.now() - started < 1000);
  });
});

Deno.test("readLines() delivers every line whole across chunk boundaries and keeps the tail apart", async () => {
  await withDir(async (dir) => {
    const lines = Array.from({ length: 150_000 }, (_, i) => `line ${i} ${"é".repeat(i % 13)}\n`);
    const text = lines.join("") + "unfinished";
    await Deno.writeTextFile(`${dir}/a.ndjson`, text);
    assert.ok(encoder.encode(text).length > 2 * READ_CHUNK);
    const { text: read, chunks, result } = await readAll(`${dir}/a.ndjson`);
    assert.ok(chunks.length > 1, "read in several chunks");
    assert.ok(chunks.every((chunk) => chunk.endsWith("\n")));
    assert.equal(read, lines.join(""));
    assert.equal(new TextDecoder().decode(result.tail), "unfinished");
    assert.equal(result.consumed, encoder.encode(lines.join("")).length);
  });
});

Deno.test("readLines() skips a line longer than the cap without holding it", async () => {
  await withDir(async (dir) => {
    const path = `${dir}/a.ndjson`;
    const file = await Deno.open(path, { write: true, create: true });
    await file.write(encoder.encode("first\n"));
    const block = encoder.encode("x".repeat(1 << 20));
    for (let i = 0; i < 20; i++) await file.write(block);
    await file.write(encoder.encode("\nlast\n"));
    file.close();
    const buffer: ReadBuffer = { bytes: new Uint8Array(0) };
    const { text, overlong } = await readAll(path, { buffer });
    assert.equal(text, "first\nlast\n");
    assert.deepEqual(overlong, [20 * (1 << 20) + 1]);
    assert.ok(
      buffer.bytes.length <= 2 * (READ_CHUNK + MAX_LINE_BYTES + 16),
      "memory stays bounded",
    );
  });
});

Deno.test("readLines() refuses a file over the size limit before reading it", async () => {
  await withDir(async (dir) => {
    const path = `${dir}/big.ndjson`;
    await Deno.writeTextFile(path, "");
    await Deno.truncate(path, 5000);
    const { file, info } = await openRegular(path, Deno.lstatSync(path));
    try {
      await assert.rejects(
        () => readLines(file, info, { onLines: () => {}, onOverlong: () => {}, maxBytes: 4096 }),
        (error: unknown) =>
          error instanceof FileTooLargeError && /is 5000 bytes; files over 4096 bytes/.test(
            error.message,
          ),
      );
    } finally {
      file.close();
    }
  });
});

Deno.test("readLines() with the digest of a read tells an in-place edit from an append", async () => {
  await withDir(async (dir) => {
    const path = `${dir}/a.ndjson`;
    const body = Array.from({ length: 40_000 }, (_, i) => `{"n":${i % 100}}\n`).join("");
    await Deno.writeTextFile(path, body);
    const first = await readAll(path);
    const verify = { length: first.result.consumed, digest: first.result.digest! };
    await Deno.writeTextFile(path, '{"n":7}\n', { append: true });
    const appended = await readAll(path, { verify });
    assert.equal(appended.text, '{"n":7}\n', "only the new line is delivered");
    // The same length, one digit changed far from either end, then an append.
    const edited = body.replace('{"n":56}\n', '{"n":99}\n') + '{"n":7}\n{"n":8}\n';
    await Deno.writeTextFile(path, edited);
    await assert.rejects(() => readAll(path, { verify }), RewrittenError);
  });
});

Deno.test("openCurrent() opens a regular file renamed into place after the lstat (an atomic save)", async () => {
  await withDir(async (dir) => {
    const path = `${dir}/b.ndjson`;
    await Deno.writeTextFile(path, "old\n");
    const seen = Deno.lstatSync(path);
    await Deno.writeTextFile(`${dir}/b.tmp`, "new\n");
    await Deno.rename(`${dir}/b.tmp`, path);
    const { file, info } = await openCurrent(path, seen);
    try {
      assert.notEqual(info.ino, seen.ino);
      const bytes = new Uint8Array(16);
      assert.equal(new TextDecoder().decode(bytes.subarray(0, (await file.read(bytes))!)), "new\n");
    } finally {
      file.close();
    }
    await Deno.writeTextFile(`${dir}/elsewhere`, "outside\n");
    await Deno.symlink(`${dir}/elsewhere`, `${dir}/link`);
    await Deno.rename(`${dir}/link`, path);
    await assert.rejects(() => openCurrent(path, info), /symlink/);
  });
});

// Guards the store index as the store takes it up: a store read from its
// index shows exactly what a read of its files shows (varied stores from
// seeds, then appends and new files read on top), and every change that the
// index no longer describes (an edit, a cut, a removed or renamed file, a file
// added before others, a dictionary that files a code elsewhere, an edit in
// the same clock tick, a damaged index) makes the store read its files and
// say why.

import assert from "node:assert/strict";
import {
  fetchIndexFile,
  fileDigest,
  mismatch,
  STORE_INDEX_NAME,
  takeUpImage,
} from "./store_index_file.ts";
import { decodeStoreImage } from "./store_image.ts";
import { DataDirectory } from "./data_dir.ts";
import { preparedDictionary } from "./prepared_dictionary.ts";
import {
  BUILTIN,
  denseLines,
  FERR_2023,
  FERR_2024,
  FERR_2025,
  touchLater,
  withDataDir,
} from "../../support/store_test_support.ts";
import {
  denseStore,
  indexedStore,
  readFromFiles,
  shown,
  variedStore,
  writeIndex,
} from "../../support/store_index_stores.ts";

/** A temp data directory with `files` (the store made with it is not used: each test makes its own). */
function withStore(files: Record<string, string>, body: (dir: string) => Promise<void>) {
  return withDataDir(files, (dir) => body(dir));
}

/** Takes the store of `dir` up from its index; asserts it was not, and why, and shows the files. */
async function assertNotTakenUp(dir: string, why: RegExp): Promise<void> {
  const { store, notes } = await indexedStore(dir);
  const snapshot = await store.snapshot();
  assert.equal(store.tookUpIndex, false);
  assert.equal(notes.length, 1, notes.join("\n"));
  assert.match(notes[0]!, why);
  assert.match(notes[0]!, /every file is read instead/);
  assert.deepEqual(shown(snapshot), await readFromFiles(dir));
}

Deno.test("a store taken up from its index shows what a read of its files shows, then reads appends on top", async () => {
  const cases = { unprovable: 0, takenUp: 0 };
  for (let seed = 1; seed <= 12; seed++) {
    const files = variedStore(seed);
    await withStore(files, async (dir) => {
      await writeIndex(dir);
      // Half the seeds: the index written within a clock tick of the files, so that every file is
      // hashed; a file that ends in a line with no newline cannot be proven by its hash, and then
      // the files are read. The other half: the index written well after them.
      const names = Object.keys(files).sort();
      const racy = seed % 2 === 0;
      const lastMtime = Math.max(
        ...await Promise.all(
          names.map(async (n) => (await Deno.lstat(`${dir}/${n}`)).mtime!.getTime()),
        ),
      );
      await Deno.utime(
        `${dir}/${STORE_INDEX_NAME}`,
        new Date(),
        new Date(lastMtime + (racy ? 10 : 60_000)),
      );
      const unprovable = racy && !files[names.at(-1)!]!.endsWith("\n");
      cases[unprovable ? "unprovable" : "takenUp"]++;
      const { store, notes } = await indexedStore(dir);
      const snapshot = await store.snapshot();
      assert.deepEqual(
        notes,
        unprovable
          ? [
            `the store index (${STORE_INDEX_NAME}) was not used: a file changed just before it was indexed; every file is read instead`,
          ]
          : [],
        `seed ${seed}`,
      );
      assert.equal(store.tookUpIndex, !unprovable, `seed ${seed}`);
      assert.deepEqual(shown(snapshot), await readFromFiles(dir), `seed ${seed}`);
      // What changed since the index was written is read on top of it.
      await touchLater(`${dir}/${names[0]}`, FERR_2025 + FERR_2023, true);
      await Deno.writeTextFile(
        `${dir}/9999-later.ndjson`,
        variedStore(seed + 100)["2020-results.ndjson"]!,
      );
      assert.deepEqual(
        shown(await store.snapshot()),
        await readFromFiles(dir),
        `seed ${seed}, after`,
      );
    });
  }
  // Twelve seeds (30 until 2026-12-07) still meet both ways: the index taken up, and refused.
  assert.ok(cases.unprovable > 0 && cases.takenUp > 0, JSON.stringify(cases));
});

Deno.test("dense series come from the index with the aggregates a read builds, and grow from there", async () => {
  await withStore(denseStore(), async (dir) => {
    await writeIndex(dir);
    const { store, notes } = await indexedStore(dir);
    const snapshot = await store.snapshot();
    assert.deepEqual(notes, []);
    assert.equal(store.tookUpIndex, true);
    const blocks = (snapshot.readings("GLU") as { blocks?: { count: number } }).blocks;
    assert.equal(blocks?.count, Math.floor(3000 / 256));
    assert.deepEqual(shown(snapshot), await readFromFiles(dir));
    await touchLater(
      `${dir}/a-cgm.ndjson`,
      denseLines(3600).split("\n").slice(3000).join("\n"),
      true,
    );
    assert.deepEqual(shown(await store.snapshot()), await readFromFiles(dir));
  });
});

Deno.test("an index is taken up with what grew since read as an append, and a new file after the others", async () => {
  await withStore({ "a.ndjson": FERR_2023 }, async (dir) => {
    await writeIndex(dir);
    await touchLater(`${dir}/a.ndjson`, FERR_2024, true);
    await Deno.writeTextFile(`${dir}/b.ndjson`, FERR_2025);
    const { store, notes } = await indexedStore(dir);
    const snapshot = await store.snapshot();
    assert.equal(store.tookUpIndex, true);
    assert.deepEqual(notes, []);
    assert.deepEqual(shown(snapshot), await readFromFiles(dir));
    assert.equal(snapshot.readings("FERR").length, 3);
  });
});

Deno.test("an index that no longer describes the files is not used, and the store says why", async () => {
  const cases: [string, (dir: string) => Promise<void>, RegExp][] = [
    ["an edit", (dir) => touchLater(`${dir}/a.ndjson`, FERR_2023 + FERR_2025), /a file was edited/],
    ["a cut", (dir) => touchLater(`${dir}/a.ndjson`, FERR_2023), /replaced or cut short/],
    ["a removal", (dir) => Deno.remove(`${dir}/b.ndjson`), /renamed or removed/],
    ["a rename", (dir) => Deno.rename(`${dir}/b.ndjson`, `${dir}/c.ndjson`), /renamed or removed/],
    [
      "a file before the others",
      (dir) => Deno.writeTextFile(`${dir}/0.ndjson`, FERR_2025),
      /added before others/,
    ],
    [
      "a replacement",
      async (dir) => {
        await Deno.writeTextFile(`${dir}/new`, FERR_2023 + FERR_2024);
        await Deno.rename(`${dir}/new`, `${dir}/a.ndjson`);
      },
      /replaced/,
    ],
    [
      "a dictionary that files a code elsewhere",
      (dir) =>
        Deno.writeTextFile(
          `${dir}/markers.yaml`,
          "Own_Code:\n  label: Mój marker\n",
        ),
      /dictionary changed since \("OWN_CODE" is no longer filed under OWN_CODE\)/,
    ],
    [
      "a damaged index",
      async (dir) => {
        const bytes = await Deno.readFile(`${dir}/${STORE_INDEX_NAME}`);
        bytes[bytes.length - 20] = bytes[bytes.length - 20]! ^ 0xff;
        await Deno.writeFile(`${dir}/${STORE_INDEX_NAME}`, bytes);
      },
      /checksum does not match/,
    ],
    [
      "a torn index",
      async (dir) => {
        const bytes = await Deno.readFile(`${dir}/${STORE_INDEX_NAME}`);
        await Deno.writeFile(`${dir}/${STORE_INDEX_NAME}`, bytes.subarray(0, bytes.length - 100));
      },
      /lengths do not add up/,
    ],
    [
      "an index that is a folder",
      async (dir) => {
        await Deno.remove(`${dir}/${STORE_INDEX_NAME}`);
        await Deno.mkdir(`${dir}/${STORE_INDEX_NAME}`);
      },
      /not a regular file/,
    ],
    [
      "something else",
      (dir) => Deno.writeTextFile(`${dir}/${STORE_INDEX_NAME}`, "x".repeat(100)),
      /not a store index/,
    ],
  ];
  for (const [what, change, why] of cases) {
    const own = `{"code":"OWN_CODE","date":"2024-02-02","value":7}\n`;
    await withStore({ "a.ndjson": FERR_2023 + FERR_2024, "b.ndjson": own }, async (dir) => {
      await writeIndex(dir);
      await change(dir);
      await assertNotTakenUp(dir, why).catch((error) => {
        throw new Error(`${what}: ${error.message}`);
      });
    });
  }
});

Deno.test("no index file is no news: the store reads its files and notes nothing", async () => {
  await withStore({ "a.ndjson": FERR_2023 }, async (dir) => {
    const { store, notes } = await indexedStore(dir);
    assert.deepEqual(shown(await store.snapshot()), await readFromFiles(dir));
    assert.equal(store.tookUpIndex, false);
    assert.deepEqual(notes, []);
  });
});

Deno.test("mismatch: another version's index is not taken up", async () => {
  await withStore({ "a.ndjson": FERR_2023 }, async (dir) => {
    const image = decodeStoreImage(await writeIndex(dir));
    const listed = new DataDirectory(dir).regularFiles([]);
    assert.equal(mismatch(image, listed, image.version), undefined);
    assert.equal(
      mismatch(image, listed, "0.0.0-other"),
      `it was written by version ${image.version}`,
    );
  });
});

/**
 * An edit in the same clock tick as the indexed write keeps size and times:
 * the files' times are made to say "unchanged" here, so only the hash of a
 * file changed just before the index can tell.
 */
Deno.test("a file changed within a clock tick of the index is checked by its bytes", async () => {
  await withStore({ "a.ndjson": FERR_2023 }, async (dir) => {
    const image = decodeStoreImage(await writeIndex(dir));
    const indexed = image.files[0]!;
    await Deno.writeTextFile(`${dir}/a.ndjson`, FERR_2023.replace("20", "21"));
    const listed = [{
      name: "a.ndjson",
      info: {
        ...(await Deno.lstat(`${dir}/a.ndjson`)),
        dev: indexed.dev,
        ino: indexed.ino,
        size: indexed.size,
        mtime: new Date(indexed.mtime!),
        ctime: new Date(indexed.ctime!),
      },
    }];
    const prepared = preparedDictionary(BUILTIN, undefined);
    const pathOf = (name: string) => `${dir}/${name}`;
    const index = `${dir}/${STORE_INDEX_NAME}`;
    // Within the tick: the bytes are hashed, and the edit is found.
    await Deno.utime(index, new Date(), new Date(indexed.mtime! + 10));
    const racy = await takeUpImage(await fetchIndexFile(index), pathOf, listed, prepared);
    assert.deepEqual(racy, {
      note:
        `the store index (${STORE_INDEX_NAME}) was not used: a file was edited; every file is read instead`,
    });
    // Long after: the times are trusted, as between two calls of one server (docs/store.md).
    await Deno.utime(index, new Date(), new Date(indexed.mtime! + 60_000));
    assert.ok("index" in await takeUpImage(await fetchIndexFile(index), pathOf, listed, prepared));
  });
});

Deno.test("fileDigest gives the digest the store's reader gave, for every length", async () => {
  await withStore({}, async (dir) => {
    for (const length of [0, 1, 15, 16, 17, 100, (1 << 20) - 3, (1 << 20) + 40]) {
      const text = Array.from({ length }, (_, i) => (i % 61 === 60 ? "\n" : "x")).join("");
      await Deno.writeTextFile(`${dir}/a.ndjson`, text);
      const consumed = text.lastIndexOf("\n") + 1;
      const { store } = await indexedStore(dir);
      await store.snapshot();
      const image = await store.image();
      const state = image!.files[0]!;
      assert.equal(state.consumed, consumed);
      assert.equal(await fileDigest(`${dir}/a.ndjson`, consumed), state.digest, `length ${length}`);
      const seen = await Deno.lstat(`${dir}/a.ndjson`);
      assert.equal(await fileDigest(`${dir}/a.ndjson`, consumed, seen), state.digest);
    }
  });
});

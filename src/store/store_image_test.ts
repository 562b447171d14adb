// Guards the store index's bytes: they decode to what was encoded and encode
// back to the same bytes; any damaged byte and any cut is refused as
// damage; an index whose checksum holds but whose content is impossible is
// refused with what is wrong and where; and what the index holds is what a
// store that takes it up serves (so the tests above compare two real paths).

import assert from "node:assert/strict";
import {
  decodeStoreImage,
  encodeStoreImage,
  type StoreImage,
  StoreImageError,
} from "./store_image.ts";
import { STORE_INDEX_NAME } from "./store_index_file.ts";
import {
  denseStore,
  indexedStore,
  random,
  variedStore,
  writeIndex,
} from "../../support/store_index_stores.ts";

async function indexOf(files: Record<string, string>): Promise<Uint8Array> {
  const dir = await Deno.makeTempDir({ prefix: "bloodwork-image-" });
  try {
    for (const [name, text] of Object.entries(files)) {
      await Deno.writeTextFile(`${dir}/${name}`, text);
    }
    return await writeIndex(dir);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

function refused(bytes: Uint8Array): StoreImageError | undefined {
  try {
    decodeStoreImage(bytes);
    return undefined;
  } catch (error) {
    if (error instanceof StoreImageError) return error;
    throw error; // anything else is a bug: the decoder must refuse, never crash
  }
}

Deno.test("an index decodes to what was encoded, and encodes back to the same bytes", async () => {
  for (let seed = 1; seed <= 10; seed++) {
    const bytes = await indexOf(variedStore(seed));
    const image = decodeStoreImage(bytes);
    assert.deepEqual(encodeStoreImage(image), bytes, `seed ${seed}`);
    // A copy at an offset no view can use is decoded too.
    const shifted = new Uint8Array(bytes.length + 3).subarray(3);
    shifted.set(bytes);
    assert.deepEqual(decodeStoreImage(shifted), image, `seed ${seed}`);
  }
});

Deno.test("an index over ten megabytes keeps its checksum in its head, and decodes", async () => {
  const image = decodeStoreImage(await indexOf(denseStore()));
  const glucose = image.index.codes.find((c) => c.code === "GLU")!;
  const length = 300_000, count = Math.floor(length / 256);
  const big = {
    ...glucose,
    length,
    odd: [],
    arrays: {
      ...Object.fromEntries(
        Object.entries(glucose.arrays).map((
          [k, a],
        ) => [k, new (a.constructor as Uint32ArrayConstructor)(length)]),
      ),
      time: Float64Array.from({ length }, (_, i) => i * 300),
    },
    blocks: {
      ...Object.fromEntries(
        Object.entries(glucose.blocks).map((
          [k, a],
        ) => [k, typeof a === "number" ? a : new (a.constructor as Int32ArrayConstructor)(count)]),
      ),
      count,
    },
  } as unknown as typeof glucose;
  const bytes = encodeStoreImage({ ...image, index: { ...image.index, codes: [big] } });
  assert.ok(bytes.length > 10_000_000);
  const decoded = decodeStoreImage(bytes);
  assert.equal(decoded.index.codes[0]!.length, length);
  assert.equal(decoded.index.codes[0]!.arrays.time[length - 1], (length - 1) * 300);
});

Deno.test("every damaged byte and every cut of an index is refused as damage", async () => {
  const bytes = await indexOf(variedStore(7));
  const next = random(7);
  for (let at = 0; at < bytes.length; at += at < 400 ? 1 : 1 + Math.floor(next() * 40)) {
    const damaged = bytes.slice();
    damaged[at] = damaged[at]! ^ (1 + Math.floor(next() * 255));
    assert.ok(refused(damaged), `a damaged byte at ${at} was not refused`);
  }
  for (let length = 0; length < bytes.length; length += 1 + Math.floor(next() * 50)) {
    assert.ok(refused(bytes.subarray(0, length)), `a cut at ${length} was not refused`);
  }
  assert.match(
    refused(new TextEncoder().encode("not an index at all, just text"))!.message,
    /too short|not a store index/,
  );
});

/** The image re-encoded after `tamper` changed it: its checksum holds. */
function tampered(bytes: Uint8Array, tamper: (image: StoreImage) => void): Uint8Array {
  const image = structuredClone(decodeStoreImage(bytes));
  tamper(image);
  return encodeStoreImage(image);
}

Deno.test("an index whose checksum holds but whose content is impossible is refused, saying what and where", async () => {
  const bytes = await indexOf(variedStore(3));
  // deno-lint-ignore no-explicit-any -- a tamperer reaches into the image past its types
  type Loose = any;
  const cases: [string, (image: Loose) => void, RegExp][] = [
    [
      "a unit id past the units",
      (i) => (i.index.codes[0].arrays.unit[0] = 999),
      /code \S+ reading 0 is not possible/,
    ],
    [
      "a text id past the texts",
      (i) => (i.index.codes[0].arrays.text[0] = 1e6),
      /reading 0 is not possible/,
    ],
    [
      "a range id past the ranges",
      (i) => (i.index.codes[0].arrays.range[0] = 1e6),
      /reading 0 is not possible/,
    ],
    [
      "an unknown comparator",
      (i) => (i.index.codes[0].arrays.cmp[0] = 9),
      /reading 0 is not possible/,
    ],
    ["an unknown flag", (i) => (i.index.codes[0].arrays.flag[0] = 9), /reading 0 is not possible/],
    [
      "more printed decimals than a line may say",
      (i) => (i.index.codes[0].arrays.dec[0] = 14),
      /reading 0 is not possible/,
    ],
    ["printed decimals on a text result", (i) => {
      const code = i.index.codes[0];
      code.arrays.text[0] = 1;
      code.arrays.num[0] = Number.NaN;
      code.arrays.dec[0] = 2;
    }, /reading 0 is not possible/],
    [
      "an unknown date format",
      (i) => (i.index.codes[0].arrays.fmt[0] = 7),
      /reading 0 is not possible/,
    ],
    [
      "a file slot past the files",
      (i) => (i.index.codes[0].arrays.file[0] = 99),
      /reading 0 is not possible/,
    ],
    [
      "dates out of order",
      (i) => {
        const code = i.index.codes.find((c: { length: number }) => c.length > 1);
        code.arrays.time[1] = code.arrays.time[0] - 86_400;
      },
      /reading 1 is not possible/,
    ],
    ["a number that is not one", (i) => {
      const code = i.index.codes[0];
      code.arrays.text[0] = 0;
      code.arrays.num[0] = Number.NaN;
    }, /reading 0 is not possible/],
    ["an odd date listed for a common one", (i) => {
      const code = i.index.codes[0];
      code.odd = [...code.odd, [code.length - 1, "2024-01-01T00:00:00+02:00"]];
      code.arrays.fmt[code.length - 1] = 0;
    }, /code \S+ (has dates in no common shape|lists)/],
    ["a negative size", (i) => (i.files[0].size = -1), /files\[0\]\.size is not a count/],
    ["a file with no name", (i) => delete i.files[0].name, /files\[0\]\.name is not a string/],
    ["a first text that is not none", (i) => (i.index.texts[0] = "x"), /texts\[0\] is not null/],
    [
      "a duplicate of no file",
      (
        i,
      ) => (i.index.duplicates = [{
        slot: 0,
        count: 1,
        listed: [{ file: 99, line: 1, firstFile: 0, firstLine: 1 }],
      }]),
      /duplicates\[0\]\.listed\[0\] names no file/,
    ],
    [
      "a range's text past the texts",
      (i) => (i.index.codes[0].ranges[0].text = 1e6),
      /codes\[0\]\.ranges\[0\] names no text/,
    ],
  ];
  for (const [what, tamper, why] of cases) {
    const error = refused(tampered(bytes, tamper as (image: StoreImage) => void));
    assert.ok(error, `${what}: not refused`);
    assert.match(error.message, why, what);
  }
});

Deno.test("impossible block aggregates are refused, saying which block", async () => {
  const bytes = await indexOf(denseStore());
  // deno-lint-ignore no-explicit-any -- a tamperer reaches into the image past its types
  const glucose = (image: StoreImage): any => image.index.codes.find((c) => c.code === "GLU");
  const cases: [string, (image: StoreImage) => void, RegExp][] = [
    [
      "a minimum at a reading past the end",
      (i) => (glucose(i).blocks.exactMinAt[2] = 1e6),
      /code GLU block 2 has an impossible exactMinAt/,
    ],
    [
      "a count above a block",
      (i) => (glucose(i).blocks.numN[0] = 300),
      /code GLU block 0 has an impossible numN/,
    ],
    ["too few blocks", (i) => {
      const blocks = glucose(i).blocks;
      glucose(i).blocks = Object.fromEntries(
        Object.entries(blocks).map((
          [k, v],
        ) => [k, k === "count" ? 3 : (v as Int32Array).slice(0, 3)]),
      );
    }, /code GLU has blocks that do not cover it/],
  ];
  for (const [what, tamper, why] of cases) {
    const error = refused(tampered(bytes, tamper));
    assert.ok(error, `${what}: not refused`);
    assert.match(error.message, why, what);
  }
});

Deno.test("what the index holds is what a store that takes it up serves", async () => {
  const dir = await Deno.makeTempDir({ prefix: "bloodwork-image-" });
  try {
    await Deno.writeTextFile(
      `${dir}/a.ndjson`,
      `{"code":"FERR","date":"2024-01-10","value":30,"unit":"µg/L"}\n`,
    );
    const bytes = await writeIndex(dir);
    // The same length, another value: only an index that is really read can show 31.
    await Deno.writeFile(
      `${dir}/${STORE_INDEX_NAME}`,
      tampered(bytes, (image) => {
        (image.index.codes[0]!.arrays.num as Float64Array)[0] = 31;
      }),
    );
    const { store } = await indexedStore(dir);
    assert.equal((await store.snapshot()).readings("FERR").at(0)?.value, 31);
    assert.equal(store.tookUpIndex, true);
    // A dense series' block aggregates come from the index too, not from a pass over it.
    await Deno.remove(`${dir}/a.ndjson`);
    for (const [name, text] of Object.entries(denseStore())) {
      await Deno.writeTextFile(`${dir}/${name}`, text);
    }
    const dense = await writeIndex(dir);
    await Deno.writeFile(
      `${dir}/${STORE_INDEX_NAME}`,
      tampered(dense, (image) => {
        const glucose = image.index.codes.find((c) => c.code === "GLU")!;
        (glucose.blocks.numSum as Float64Array)[0] = 12345;
      }),
    );
    const taken = await indexedStore(dir);
    const blocks = (await taken.store.snapshot()).readings("GLU") as {
      blocks?: { numSum: Float64Array };
    };
    assert.equal(blocks.blocks?.numSum[0], 12345);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

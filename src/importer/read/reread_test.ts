/**
 * The second reading of unsure words: taken only where both sizes read the
 * same sure text with a figure in it; anything else keeps the first reading.
 */

import assert from "node:assert/strict";
import type { TextItem } from "../layout/mod.ts";
import { MAX_REREADS, type RegionReader, unsureRuns, withUnsureRead } from "./reread.ts";
import { binarise, cropGrey, median3, otsuThreshold } from "./clean_crop.ts";

const word = (text: string, x: number, confidence: number, y = 140): TextItem => ({
  text,
  x,
  y,
  width: 60,
  height: 40,
  page: 1,
  confidence,
});

const PAGE = { width: 800, height: 400, pixels: new Uint8Array(800 * 400).fill(230) };

/** Regions of the tests' lines (40 px high, padded by 10 each side) stand 60 px high in the stack. */
const BAND = 60;

/**
 * A reader that answers each call (the stack at twice its size, grey, then black and white)
 * with the next readings given, one per region (`undefined`: cannot read).
 */
function reader(calls: readonly (readonly (readonly [string, number][])[] | undefined)[]) {
  const sizes: number[] = [];
  let i = 0;
  const read: RegionReader = (image) => {
    const scale = 2;
    sizes.push(image.width);
    const bands = calls[i++];
    return Promise.resolve(
      bands?.flatMap((reading, band) =>
        reading.map(([text, confidence], k) => ({
          ...word(
            text,
            (16 + 10 + 70 * k) * scale,
            confidence,
            (16 + 2 * BAND * band + BAND) * scale,
          ),
          width: 60 * scale,
          height: BAND * scale,
        }))
      ),
    );
  };
  return { read, sizes };
}

const SG = [word("Ciężar", 10, 96), word("*—-1,015", 300, 0), word("4,025", 380, 8)];

Deno.test("withUnsureRead() takes a second reading its grey and black-and-white images agree on, every word sure", async () => {
  const { read, sizes } = reader([
    [[["1,015", 93], ["-", 92], ["1,025", 96]]],
    [[["1,015", 93], ["-", 93], ["1,025", 96]]],
  ]);
  const words = await withUnsureRead(SG, PAGE, read);
  assert.deepEqual(words.map((w) => w.text), ["Ciężar", "1,015", "-", "1,025"]);
  assert.deepEqual(words.slice(1).map((w) => [w.y, w.height, w.confidence]), [
    [140, 40, 93],
    [140, 40, 92],
    [140, 40, 96],
  ]);
  // The run's region (padded by a quarter of the line height) on a margin, read at twice its size.
  assert.deepEqual(sizes, [2 * (160 + 32), 2 * (160 + 32)]);
  assert.equal(words[1]!.x, 290 + 10);
});

Deno.test("withUnsureRead() keeps the first reading when the two readings disagree", async () => {
  const { read } = reader([
    [[["1,015", 93], ["-", 92], ["1,025", 96]]],
    [[["1,015", 93], ["-", 93], ["4,025", 96]]],
  ]);
  assert.deepEqual(await withUnsureRead(SG, PAGE, read), SG);
});

Deno.test("withUnsureRead() keeps the first reading when a word of the second is unsure", async () => {
  const { read } = reader([
    [[["1,015", 93], ["-", 62], ["1,025", 96]]],
    [[["1,015", 93], ["-", 93], ["1,025", 96]]],
  ]);
  assert.deepEqual(await withUnsureRead(SG, PAGE, read), SG);
});

Deno.test("withUnsureRead() keeps the first reading when nothing, or no figure, is read again", async () => {
  assert.deepEqual(await withUnsureRead(SG, PAGE, reader([undefined, undefined]).read), SG);
  assert.deepEqual(
    await withUnsureRead(SG, PAGE, reader([[[["ujemny", 95]]], [[["ujemny", 95]]]]).read),
    SG,
  );
  assert.deepEqual(await withUnsureRead(SG, undefined, reader([]).read), SG);
});

Deno.test("unsureRuns() reads again only unsure words with a figure, sure words ending a run", () => {
  const line = [
    word("Białko", 10, 96),
    word("ślad", 300, 60),
    word("g/l", 400, 58),
    word("1,5", 520, 95),
  ];
  assert.deepEqual(unsureRuns(line), []);
  const split = [word("5,05", 300, 54), word("mg/l", 380, 96), word("4,5", 460, 70)];
  assert.deepEqual(unsureRuns(split).map((r) => r.words.map((w) => w.text)), [["5,05"], ["4,5"]]);
  const far = [word("5,05", 300, 54), word("4,5", 460, 70)];
  assert.deepEqual(unsureRuns(far).map((r) => r.words.map((w) => w.text)), [["5,05"], ["4,5"]]);
  const twoLines = [word("5,05", 300, 54), word("4,5", 380, 70, 200)];
  assert.equal(unsureRuns(twoLines).length, 2);
});

Deno.test("withUnsureRead() reads the runs of a page in one stack, each run by its own band", async () => {
  const pH = word("5,05", 300, 54, 240);
  const { read, sizes } = reader([
    [[["1,015", 93], ["-", 92], ["1,025", 96]], [["5,0", 91], ["-", 91], ["7,5", 96]]],
    [[["1,015", 93], ["-", 93], ["1,025", 96]], [["5,0", 89], ["-", 80], ["7,5", 95]]],
  ]);
  const words = await withUnsureRead([...SG, pH], PAGE, read);
  assert.equal(sizes.length, 2);
  assert.deepEqual(words.map((w) => w.text), ["Ciężar", "1,015", "-", "1,025", "5,0", "-", "7,5"]);
  assert.deepEqual(words.slice(4).map((w) => w.y), [240, 240, 240]);
});

Deno.test("withUnsureRead() reads again at most MAX_REREADS runs of a page", async () => {
  const many = Array.from(
    { length: MAX_REREADS + 3 },
    (_, i) => word(`${i},5`, 10, 50, 60 * (i + 1)),
  );
  let height = 0;
  const read: RegionReader = (image) => {
    height ||= image.height;
    return Promise.resolve([]);
  };
  await withUnsureRead(many, { ...PAGE, height: 2000, pixels: new Uint8Array(800 * 2000) }, read);
  assert.equal(height, 2 * (2 * BAND * MAX_REREADS - BAND + 32));
});

Deno.test("clean_crop: a crop clipped to the page, specks taken away, ink split from paper", () => {
  const image = { width: 5, height: 3, pixels: new Uint8Array(15).fill(220) };
  image.pixels[7] = 10; // one dark speck in the middle
  assert.equal(cropGrey(image, { left: 10, top: 0, right: 20, bottom: 3 }), undefined);
  assert.deepEqual(cropGrey(image, { left: -2, top: 1, right: 2, bottom: 9 })?.width, 2);
  assert.deepEqual([...median3(image).pixels], new Array(15).fill(220));
  const ink = { width: 4, height: 1, pixels: Uint8Array.from([20, 60, 200, 240]) };
  const t = otsuThreshold(ink);
  assert.ok(t >= 60 && t < 200, `${t}`);
  assert.deepEqual([...binarise(ink).pixels], [0, 0, 255, 255]);
});

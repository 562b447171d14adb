import assert from "node:assert/strict";
import { CORPUS, corpusDir, readTruths, truthName, writeCorpus } from "./generate.ts";

Deno.test("regenerating the realistic corpus gives the committed bytes", async () => {
  const dir = await Deno.makeTempDir({ prefix: "bwcorpus-" });
  try {
    const written = await writeCorpus(dir, true);
    assert.ok(written.length > 0);
    const stale: string[] = [];
    for (const name of written) {
      const fresh = await Deno.readFile(`${dir}/${name}`);
      let committed: Uint8Array | undefined;
      try {
        committed = await Deno.readFile(`${corpusDir()}/${name}`);
      } catch (error) {
        if (!(error instanceof Deno.errors.NotFound)) throw error;
      }
      if (
        committed === undefined || fresh.length !== committed.length ||
        fresh.some((byte, i) => byte !== committed[i])
      ) stale.push(name);
    }
    assert.deepEqual(
      stale,
      [],
      "run tests/importer/realistic/generate.ts and commit the result",
    );
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("the committed phone photo is a greyscale PNG of an A4 page at 150 dpi", async () => {
  const png = await Deno.readFile(`${corpusDir()}/08_zdjecie_wydruku_2022.png`);
  assert.deepEqual([...png.subarray(1, 4)], [0x50, 0x4e, 0x47]);
  const header = new DataView(png.buffer, png.byteOffset + 16, 9);
  assert.deepEqual([header.getUint32(0), header.getUint32(4), header.getUint8(8)], [1240, 1755, 8]);
});

Deno.test("every corpus document has exactly one truth file, and every truth file a document", async () => {
  const truths = await readTruths();
  assert.equal(truths.length, CORPUS.length);
  for (const truth of truths) {
    await Deno.stat(`${corpusDir()}/${truth.document}`);
    await Deno.stat(`${corpusDir()}/${truthName(truth)}`);
  }
});
